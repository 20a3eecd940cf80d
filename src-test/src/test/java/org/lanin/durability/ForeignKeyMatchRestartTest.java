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
 * A FOREIGN KEY's MATCH FULL (a component appended to the catalog record) survives a restart, from
 * the log after a crash and from the image after a clean close, and is still enforced.
 */
class ForeignKeyMatchRestartTest {
    @TempDir
    Path tmp;

    @Test
    void matchFullIsKeptAndEnforcedAfterRestart() throws Exception {
        Path dir = tmp.resolve("fk");
        Path crashed = tmp.resolve("fk-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE pk (a int, b int, PRIMARY KEY (a, b))",
                    "INSERT INTO pk VALUES (1, 2)",
                    "CREATE TABLE fk (a int, b int, FOREIGN KEY (a, b) REFERENCES pk MATCH FULL)",
                    "CREATE TABLE fks (a int, b int, FOREIGN KEY (a, b) REFERENCES pk)");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                SqlFails.expect(() -> exec(c, "INSERT INTO fk VALUES (NULL, 2)"), "23503");
                exec(c, "INSERT INTO fk VALUES (NULL, NULL), (1, 2)", "INSERT INTO fks VALUES (NULL, 2)");
                assertThat(rows(c, "SELECT conrelid::regclass::text, confmatchtype FROM pg_constraint WHERE contype = 'f' ORDER BY 1"))
                        .as(p.toString()).containsExactly("fk|f", "fks|s");
            }
        }
    }
}
