package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A FOREIGN KEY's DEFERRABLE and INITIALLY DEFERRED (a component appended to the catalog record)
 * survive a restart, from the log after a crash and from the image after a clean close, and the
 * checks still wait for COMMIT.
 */
class DeferrableForeignKeyRestartTest {
    @TempDir
    Path tmp;

    @Test
    void deferralIsKeptAndObeyedAfterRestart() throws Exception {
        Path dir = tmp.resolve("fk");
        Path crashed = tmp.resolve("fk-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE p (id int PRIMARY KEY)",
                    "CREATE TABLE later (pid int REFERENCES p DEFERRABLE INITIALLY DEFERRED)",
                    "CREATE TABLE may (pid int REFERENCES p DEFERRABLE)",
                    "CREATE TABLE now (pid int REFERENCES p)");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT conrelid::regclass::text, condeferrable, condeferred FROM pg_constraint"
                        + " WHERE contype = 'f' ORDER BY 1")).as(p.toString())
                        .containsExactly("later|t|t", "may|t|f", "now|f|f");
                c.setAutoCommit(false);
                exec(c, "INSERT INTO later VALUES (1)", "INSERT INTO p VALUES (1)");
                c.commit();
                SqlFails.expect(() -> exec(c, "INSERT INTO may VALUES (2)"), "23503");
                c.rollback();
                exec(c, "SET CONSTRAINTS ALL DEFERRED", "INSERT INTO may VALUES (2)");
                SqlFails.expect(() -> exec(c, "INSERT INTO now VALUES (2)"), "23503"); // not deferrable: at once
                c.rollback();
                exec(c, "SET CONSTRAINTS ALL DEFERRED", "INSERT INTO may VALUES (2)");
                SqlFails.expect(c::commit, "23503");
                c.setAutoCommit(true);
                assertThat(rows(c, "SELECT count(*) FROM may")).containsExactly("0");
                exec(c, "DELETE FROM later", "DELETE FROM p");
            }
        }
    }
}
