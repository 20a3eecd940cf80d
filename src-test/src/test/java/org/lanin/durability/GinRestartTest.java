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
 * GIN and hash indexes survive a restart, redone from the log (crash copy) and loaded from the
 * image: same definition (pg_indexes), rebuilt entry trees that answer through the bitmap scan, and
 * pass the heapallindexed check.
 */
class GinRestartTest {
    @TempDir
    Path tmp;

    @Test
    void ginAndHashIndexesSurvive() throws Exception {
        Path dir = tmp.resolve("gin");
        Path crashed = tmp.resolve("gin-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE d (id int PRIMARY KEY, tags text[], doc jsonb, tv tsvector, code text)",
                    "INSERT INTO d SELECT g, ARRAY['t' || (g % 10)], jsonb_build_object('k' || (g % 7), g),"
                            + " to_tsvector('simple', 'w' || (g % 5)), 'c' || (g % 20) FROM generate_series(1, 500) g",
                    "CREATE INDEX d_tags ON d USING gin (tags)",
                    "CREATE INDEX d_doc ON d USING gin (doc jsonb_path_ops)",
                    "CREATE INDEX d_tv ON d USING gin (tv)",
                    "CREATE INDEX d_code ON d USING hash (code)",
                    "INSERT INTO d VALUES (501, '{t3,new}', '{\"k3\": 0}', 'w3 extra', 'c3')",
                    "DELETE FROM d WHERE id = 3");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT indexdef FROM pg_indexes WHERE tablename = 'd' AND indexname <> 'd_pkey'"
                        + " ORDER BY indexname")).as(p.toString()).containsExactly(
                        "CREATE INDEX d_code ON public.d USING hash (code)",
                        "CREATE INDEX d_doc ON public.d USING gin (doc jsonb_path_ops)",
                        "CREATE INDEX d_tags ON public.d USING gin (tags)",
                        "CREATE INDEX d_tv ON public.d USING gin (tv)");
                exec(c, "SET enable_seqscan = off");
                assertThat(String.join("\n", rows(c, "EXPLAIN (COSTS OFF) SELECT id FROM d WHERE tags @> '{new}'")))
                        .contains("Bitmap Index Scan on d_tags");
                assertThat(rows(c, "SELECT id FROM d WHERE tags @> '{new}'")).containsExactly("501");
                assertThat(rows(c, "SELECT count(*) FROM d WHERE tags @> '{t3}'")).containsExactly("50");
                assertThat(rows(c, "SELECT count(*) FROM d WHERE doc @> '{\"k3\": 0}'")).containsExactly("1");
                assertThat(rows(c, "SELECT count(*) FROM d WHERE tv @@ 'w3'::tsquery")).containsExactly("100");
                assertThat(rows(c, "SELECT count(*) FROM d WHERE code = 'c3'")).containsExactly("25");
                for (String ix : List.of("d_tags", "d_doc", "d_tv", "d_code")) {
                    assertThat(rows(c, "SELECT bt_index_check('" + ix + "', true)")).containsExactly("null");
                }
            }
        }
    }
}
