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
 * A multicolumn GIN index survives a restart, redone from the log (crash copy) and loaded from the
 * image: its operator class per column (pg_indexes), entry trees keyed by column that answer a
 * condition on either column, and the heapallindexed check.
 */
class GinMulticolumnRestartTest {
    @TempDir
    Path tmp;

    @Test
    void multicolumnGinSurvives() throws Exception {
        Path dir = tmp.resolve("gin");
        Path crashed = tmp.resolve("gin-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE d (id int PRIMARY KEY, tags text[], doc jsonb, body text)",
                    "INSERT INTO d SELECT g, ARRAY['t' || (g % 10)], jsonb_build_object('k' || (g % 7), g % 3),"
                            + " 'b' || g FROM generate_series(1, 500) g",
                    "CREATE INDEX d_multi ON d USING gin (tags, doc jsonb_path_ops)",
                    "CREATE INDEX d_expr ON d USING gin (to_tsvector('simple', body), tags)",
                    "INSERT INTO d VALUES (501, '{t3,new}', '{\"k3\": 0}', 'new body')",
                    "DELETE FROM d WHERE id = 3");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                List<String> defs = rows(c, "SELECT indexdef FROM pg_indexes WHERE tablename = 'd' AND indexname <> 'd_pkey'"
                        + " ORDER BY indexname");
                assertThat(defs).as(p.toString()).hasSize(2);
                assertThat(defs.get(0)).startsWith("CREATE INDEX d_expr ON public.d USING gin (to_tsvector(").endsWith("body), tags)");
                assertThat(defs.get(1)).isEqualTo("CREATE INDEX d_multi ON public.d USING gin (tags, doc jsonb_path_ops)");
                exec(c, "SET enable_seqscan = off");
                assertThat(String.join("\n", rows(c, "EXPLAIN (COSTS OFF) SELECT id FROM d WHERE doc @> '{\"k3\": 0}'")))
                        .contains("Bitmap Index Scan on d_multi");
                assertThat(rows(c, "SELECT id FROM d WHERE tags @> '{new}' AND doc @> '{\"k3\": 0}'")).containsExactly("501");
                assertThat(rows(c, "SELECT count(*) FROM d WHERE tags @> '{t3}'")).containsExactly("50");
                assertThat(rows(c, "SELECT count(*) FROM d WHERE doc @> '{\"k3\": 0}'")).containsExactly("24");
                assertThat(rows(c, "SELECT id FROM d WHERE to_tsvector('simple', body) @@ 'new'::tsquery"))
                        .containsExactly("501");
                for (String ix : List.of("d_multi", "d_expr")) {
                    assertThat(rows(c, "SELECT bt_index_check('" + ix + "', true)")).containsExactly("null");
                }
            }
        }
    }
}
