package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Roles, their attributes and memberships come back from the log (crash copy), from a backup and
 * from the image exactly as the database showed them before it closed; a role made in a rolled-back
 * transaction never reaches the files, and a dropped or renamed one stays so.
 */
class RoleRestartTest {
    private static final String ROLES = "SELECT rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin,"
            + " rolreplication, rolbypassrls, rolconnlimit, rolvaliduntil, oid FROM pg_roles ORDER BY rolname";
    private static final String MEMBERS = "SELECT r.rolname, m.rolname, a.admin_option FROM pg_auth_members a"
            + " JOIN pg_roles r ON r.oid = a.roleid JOIN pg_roles m ON m.oid = a.member ORDER BY 1, 2";

    @TempDir
    Path tmp;

    @Test
    void rolesAndMembershipsSurvive() throws Exception {
        List<String> roles = new ArrayList<>();
        List<String> members = new ArrayList<>();
        FileDb.checkAfterCrashBackupAndRestart(tmp, "roles", c -> {
            exec(c, "CREATE ROLE reader",
                    "CREATE USER writer WITH PASSWORD 'x' CONNECTION LIMIT 4 VALID UNTIL '2031-05-06 07:08:09+00'",
                    "CHECKPOINT",
                    "CREATE ROLE staff IN ROLE reader",
                    "GRANT reader TO writer WITH ADMIN OPTION",
                    "ALTER ROLE staff RENAME TO crew",
                    "ALTER ROLE writer CREATEDB NOINHERIT",
                    "CREATE ROLE gone",
                    "DROP ROLE gone",
                    "CREATE SCHEMA owned AUTHORIZATION crew",
                    "BEGIN",
                    "CREATE ROLE never",
                    "GRANT crew TO writer",
                    "ROLLBACK");
            roles.addAll(rows(c, ROLES));
            members.addAll(rows(c, MEMBERS));
        }, c -> {
            assertThat(rows(c, ROLES)).containsExactlyElementsOf(roles).hasSize(4);
            assertThat(rows(c, MEMBERS)).containsExactlyElementsOf(members).hasSize(2);
            assertThat(rows(c, "SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = 'owned'"))
                    .containsExactly("crew");
            exec(c, "SET ROLE crew");
            assertThat(rows(c, "SELECT current_user")).containsExactly("crew");
            exec(c, "RESET ROLE");
        });
    }
}
