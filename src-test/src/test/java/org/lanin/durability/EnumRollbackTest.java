package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Savepoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ALTER TYPE ... ADD VALUE and RENAME VALUE are transactional, as in PostgreSQL 15: ROLLBACK and
 * ROLLBACK TO SAVEPOINT (through JDBC's {@code rollback}) take them back in memory and in the
 * files; a label another session added and has not committed is not there (22P02), its adder may
 * not use it yet (55P04), and a second ALTER TYPE of the same enum waits for the first (55P03
 * under lock_timeout). A checkpoint taken while an ADD VALUE is open keeps the label out of the
 * image, so neither a crash copy, an online backup nor a clean restart brings a rolled-back
 * label back.
 */
class EnumRollbackTest {
    @TempDir
    Path tmp;

    @Test
    void rolledBackLabelsStayOutOfTheFiles() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "enums", c -> {
            exec(c, "CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')", "CREATE TABLE person (id int, m mood)",
                    "INSERT INTO person VALUES (1, 'sad'), (2, 'ok')");
            c.setAutoCommit(false);
            exec(c, "ALTER TYPE mood ADD VALUE 'gone' BEFORE 'ok'", "ALTER TYPE mood RENAME VALUE 'sad' TO 'blue'");
            SqlFails.expect(() -> exec(c, "INSERT INTO person VALUES (3, 'gone')"), "55P04");
            c.rollback();
            exec(c, "ALTER TYPE mood RENAME VALUE 'ok' TO 'fine'");
            Savepoint s = c.setSavepoint("s");
            exec(c, "ALTER TYPE mood ADD VALUE 'later'", "ALTER TYPE mood RENAME VALUE 'happy' TO 'glad'");
            c.rollback(s);
            exec(c, "ALTER TYPE mood ADD VALUE 'kept' AFTER 'fine'");
            c.commit();
            c.setAutoCommit(true);
            exec(c, "INSERT INTO person VALUES (4, 'kept'), (5, 'happy')");
            try (Connection other = open(tmp.resolve("enums"))) {
                other.setAutoCommit(false);
                exec(other, "ALTER TYPE mood ADD VALUE 'pending' BEFORE 'sad'",
                        "ALTER TYPE mood RENAME VALUE 'happy' TO 'elated'");
                exec(c, "CHECKPOINT"); // the image must hold the labels as committed
                other.rollback();
            }
        }, c -> {
            assertThat(rows(c, "SELECT enum_range(NULL::mood)")).containsExactly("{sad,fine,kept,happy}");
            assertThat(rows(c, "SELECT id, m FROM person ORDER BY m, id"))
                    .containsExactly("1|sad", "2|fine", "4|kept", "5|happy");
            for (String gone : new String[] {"gone", "blue", "later", "glad", "pending", "elated", "ok"}) {
                SqlFails.expect(() -> exec(c, "SELECT '" + gone + "'::mood"), "22P02");
            }
            exec(c, "ALTER TYPE mood ADD VALUE 'gone'", "INSERT INTO person VALUES (6, 'gone')");
            assertThat(rows(c, "SELECT id FROM person ORDER BY m DESC LIMIT 1")).containsExactly("6");
        });
    }

    @Test
    void anotherSessionsUncommittedLabelIsNotThere() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:enum_rollback");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:enum_rollback")) {
            exec(a, "CREATE TYPE mood AS ENUM ('sad', 'happy')");
            a.setAutoCommit(false);
            exec(a, "ALTER TYPE mood ADD VALUE 'great'");
            SqlFails.expect(() -> exec(b, "SELECT 'great'::mood"), "22P02");
            assertThat(rows(b, "SELECT enum_range(NULL::mood), enum_last(NULL::mood)")).containsExactly("{sad,happy}|happy");
            SqlFails.expect(() -> rows(a, "SELECT enum_last(NULL::mood)"), "55P04");
            a.rollback();
            exec(a, "ALTER TYPE mood ADD VALUE 'great'");
            exec(b, "SET lock_timeout = 100");
            SqlFails.expect(() -> exec(b, "ALTER TYPE mood ADD VALUE 'other'"), "55P03");
            SqlFails.expect(() -> exec(b, "DROP TYPE mood"), "55P03");
            a.commit();
            assertThat(rows(b, "SELECT enum_range(NULL::mood), enum_last(NULL::mood)"))
                    .containsExactly("{sad,happy,great}|great");
            assertThat(rows(a, "SELECT 'great'::mood")).containsExactly("great");
        }
    }
}
