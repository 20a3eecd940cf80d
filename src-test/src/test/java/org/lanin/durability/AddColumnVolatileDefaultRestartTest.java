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
 * ADD COLUMN with a volatile default rewrites the table (each row its own value, as PostgreSQL):
 * the rewritten rows and the fast default of a stable one survive a restart, from the log after a
 * crash and from the image after a clean close, with the indexes rebuilt over them.
 */
class AddColumnVolatileDefaultRestartTest {
    @TempDir
    Path tmp;

    @Test
    void rewrittenRowsAndFastDefaultsSurviveARestart() throws Exception {
        Path dir = tmp.resolve("add");
        Path crashed = tmp.resolve("add-crashed");
        List<String> before;
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int PRIMARY KEY, name text)",
                    "INSERT INTO t SELECT i, 'n' || i FROM generate_series(1, 50) i",
                    "CREATE SEQUENCE s",
                    "ALTER TABLE t ADD COLUMN k bigint NOT NULL DEFAULT nextval('s')",
                    "ALTER TABLE t ADD COLUMN u uuid DEFAULT gen_random_uuid()",
                    "ALTER TABLE t ADD COLUMN at timestamptz DEFAULT now()",
                    "CREATE UNIQUE INDEX t_k ON t (k)");
            before = rows(c, "SELECT id, k, u, at IS NOT NULL FROM t ORDER BY id");
            assertThat(rows(c, "SELECT count(DISTINCT k), count(DISTINCT u), count(DISTINCT at) FROM t")).containsExactly("50|50|1");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT id, k, u, at IS NOT NULL FROM t ORDER BY id")).as(p.toString()).isEqualTo(before);
                assertThat(rows(c, "SELECT id FROM t WHERE k = 7")).as("through the rebuilt index").containsExactly("7");
                exec(c, "INSERT INTO t (id, name) VALUES (51, 'n51')");
                assertThat(rows(c, "SELECT k > 50, u IS NOT NULL FROM t WHERE id = 51")).containsExactly("t|t");
                exec(c, "DELETE FROM t WHERE id = 51");
            }
        }
    }
}
