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
 * A GiST index survives a restart, redone from the log (crash copy) and loaded from the image: the
 * same definition (pg_indexes), a tree rebuilt from the heap (as GIN's and B-trees are) that answers
 * through the bitmap scan and passes the checker with heapallindexed.
 */
class GistRestartTest {
    @TempDir
    Path tmp;

    @Test
    void gistIndexSurvives() throws Exception {
        Path dir = tmp.resolve("gist");
        Path crashed = tmp.resolve("gist-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE d (id int PRIMARY KEY, tv tsvector)",
                    "INSERT INTO d SELECT g, to_tsvector('simple', 'w' || (g % 5) || ' x' || g) FROM generate_series(1, 2000) g",
                    "CREATE INDEX d_tv ON d USING gist (tv)",
                    "CREATE INDEX d_expr ON d USING gist (to_tsvector('simple', id::text))",
                    "INSERT INTO d VALUES (2001, 'w3 extra')",
                    "DELETE FROM d WHERE id = 3",
                    "UPDATE d SET tv = 'w3 moved' WHERE id = 8");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT indexdef FROM pg_indexes WHERE tablename = 'd' AND indexname = 'd_tv'"))
                        .as(p.toString()).containsExactly("CREATE INDEX d_tv ON public.d USING gist (tv)");
                exec(c, "SET enable_seqscan = off");
                assertThat(String.join("\n", rows(c, "EXPLAIN (COSTS OFF) SELECT id FROM d WHERE tv @@ 'extra'::tsquery")))
                        .contains("Bitmap Index Scan on d_tv");
                assertThat(rows(c, "SELECT id FROM d WHERE tv @@ 'extra'::tsquery")).containsExactly("2001");
                List<String> w3 = rows(c, "SELECT count(*) FROM d WHERE tv @@ 'w3'::tsquery");
                List<String> moved = rows(c, "SELECT count(*) FROM d WHERE tv @@ 'moved'::tsquery");
                exec(c, "SET enable_seqscan = on", "SET enable_bitmapscan = off");
                assertThat(w3).as("through the index, as a sequential scan counts").isEqualTo(
                        rows(c, "SELECT count(*) FROM d WHERE tv @@ 'w3'::tsquery")).containsExactly("400");
                assertThat(moved).isEqualTo(rows(c, "SELECT count(*) FROM d WHERE tv @@ 'moved'::tsquery"))
                        .containsExactly("1");
                exec(c, "SET enable_seqscan = off", "RESET enable_bitmapscan");
                assertThat(rows(c, "SELECT id FROM d WHERE to_tsvector('simple', id::text) @@ '1999'::tsquery"))
                        .containsExactly("1999");
                for (String ix : List.of("d_tv", "d_expr")) {
                    assertThat(rows(c, "SELECT bt_index_check('" + ix + "', true)")).containsExactly("null");
                }
            }
        }
    }
}
