package org.lanin.planner.ddl;

import java.util.Map;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.SchemaMsg;
import org.lanin.planner.catalogview.SystemView;
import org.lanin.planner.ddl.DdlStatement.Grant;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.session.Setting;

/**
 * GRANT / REVOKE: every session acts as the superuser and there are no privilege checks (README,
 * Known limits), so a grant of privileges is checked as PostgreSQL's ExecuteGrantStmt checks it (the
 * objects, then the roles, then the privileges for the object kind) and, when valid, changes nothing
 * but warns that privileges are not enforced; a grant of role membership is recorded ({@link RoleDdl}). Scripts written for PostgreSQL (Pagila's REVOKE/GRANT ON SCHEMA
 * public) thus run, and a misspelt name still fails as it would there.
 */
final class GrantExecutor {
    /** The privileges each object kind has (PostgreSQL's ACL_ALL_RIGHTS_*). */
    private static final Map<String, Set<String>> PRIVILEGES = Map.of(
            "table", Set.of("select", "insert", "update", "delete", "truncate", "references", "trigger"),
            "sequence", Set.of("usage", "select", "update"),
            "schema", Set.of("usage", "create"),
            "database", Set.of("create", "connect", "temporary", "temp"),
            "function", Set.of("execute"));
    private static final Set<String> KNOWN = Set.of("select", "insert", "update", "delete", "truncate", "references",
            "trigger", "usage", "create", "connect", "temporary", "temp", "execute", "set", "alter system");
    /**
     * Role names that always exist here: PUBLIC, the session's own user under its SQL spellings, and
     * {@code postgres}, the superuser every packaged PostgreSQL cluster has, which dumps of schemas
     * such as Sakila's grant to.
     */
    private static final Set<String> ROLES = Set.of("public", "current_user", "current_role", "session_user",
            Setting.SESSION_USER, "postgres");

    private GrantExecutor() {
    }

    static Object run(StatementRuntime rt, Grant g) {
        CatalogSnapshot snap = rt.database().catalog().current();
        if (g.target().equals("role")) { // membership: PUBLIC is no role here, and grantees come first
            g.roles().forEach(r -> checkRole(rt, r.equals("public") ? "\"public\"" : r));
            g.objects().forEach(r -> checkRole(rt, r));
            for (String role : g.objects()) { // recorded (RoleDdl): roles are real, their privileges are not
                for (String member : g.roles()) {
                    RoleDdl.membership(rt, role, member, g.grant(), g.withGrantOption());
                }
            }
            return null;
        }
        for (String o : g.objects()) {
            checkObject(rt, snap, g, o);
        }
        g.roles().forEach(r -> checkRole(rt, r));
        if (g.withGrantOption() && g.roles().contains("public")) {
            throw LaninException.of(GrantMsg.GRANT_OPTION_TO_PUBLIC);
        }
        for (String p : g.privileges()) {
            checkPrivilege(g.target(), p);
        }
        rt.session().warn(GrantMsg.NOT_ENFORCED.format(g.grant() ? "GRANT" : "REVOKE"));
        return null;
    }

    private static void checkObject(StatementRuntime rt, CatalogSnapshot snap, Grant g, String o) {
        if (g.allInSchema() || g.target().equals("schema")) {
            if (snap.namespace(o) == null && !Namespace.isSystem(o)) {
                throw LaninException.of(SchemaMsg.SCHEMA_MISSING, o);
            }
            return;
        }
        switch (g.target()) {
            case "table" -> {
                if (!snap.relationExists(o)) {
                    throw LaninException.of(EngineMsg.UNDEFINED_TABLE, o);
                }
            }
            case "sequence" -> {
                if (!snap.relationExists(o)) {
                    throw LaninException.of(EngineMsg.UNDEFINED_TABLE, o);
                }
                if (snap.sequence(o) == null) {
                    throw LaninException.of(GrantMsg.NOT_A_SEQUENCE, Namespace.nameOf(o));
                }
            }
            case "database" -> {
                if (!o.equals(SystemView.sqlName(rt.session().database().name()))) {
                    throw LaninException.of(GrantMsg.UNDEFINED_DATABASE, o);
                }
            }
            default -> {
                // functions: not checked (README, Known limits)
            }
        }
    }

    private static void checkRole(StatementRuntime rt, String role) {
        if (!ROLES.contains(role) && !role.startsWith("pg_")
                && org.lanin.planner.routine.catalog.Routines.of(rt.database()).role(role) == null) {
            throw LaninException.of(GrantMsg.UNDEFINED_ROLE, role.replace("\"", ""));
        }
    }

    private static void checkPrivilege(String target, String privilege) {
        if (privilege.equals("all")) {
            return;
        }
        if (!KNOWN.contains(privilege)) {
            throw LaninException.of(GrantMsg.UNRECOGNIZED_PRIVILEGE, privilege);
        }
        Set<String> allowed = PRIVILEGES.get(target);
        // ON TABLE also names sequences, so it takes their USAGE too (PostgreSQL checks it per relation)
        boolean ok = allowed.contains(privilege) || target.equals("table") && privilege.equals("usage");
        if (!ok) {
            String kind = target.equals("table") ? "relation" : target;
            throw LaninException.of(GrantMsg.INVALID_PRIVILEGE, privilege.toUpperCase(java.util.Locale.ROOT), kind);
        }
    }
}
