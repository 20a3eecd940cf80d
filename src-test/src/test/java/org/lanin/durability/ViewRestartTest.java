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
 * Materialized views (definition, rows, populated flag, indexes, a REFRESH) and a view's CHECK OPTION
 * and column defaults survive a restart: redone from the log after a crash, and loaded from the
 * checkpoint image after a clean close.
 */
class ViewRestartTest {
    @TempDir
    Path tmp;

    @Test
    void matviewsAndViewOptionsSurviveTheLogAndTheImage() throws Exception {
        Path dir = tmp.resolve("views");
        Path crashed = tmp.resolve("views-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE sales (id int PRIMARY KEY, cat text, amount int)",
                    "INSERT INTO sales VALUES (1, 'a', 10), (2, 'a', 20), (3, 'b', 5)",
                    "CREATE MATERIALIZED VIEW by_cat AS SELECT cat, sum(amount) AS total FROM sales GROUP BY cat",
                    "CREATE UNIQUE INDEX by_cat_cat ON by_cat (cat)",
                    "CREATE MATERIALIZED VIEW empty_mv AS SELECT id FROM sales WITH NO DATA",
                    "INSERT INTO sales VALUES (4, 'c', 7)",
                    "REFRESH MATERIALIZED VIEW CONCURRENTLY by_cat",
                    "INSERT INTO sales VALUES (5, 'c', 1)",
                    "CREATE VIEW small AS SELECT id, cat, amount FROM sales WHERE amount < 100 WITH LOCAL CHECK OPTION",
                    "ALTER VIEW small ALTER COLUMN cat SET DEFAULT 'z'");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT cat, total FROM by_cat ORDER BY cat")).as(p.toString())
                        .containsExactly("a|30", "b|5", "c|7");
                assertThat(rows(c, "SELECT matviewname, ispopulated, hasindexes FROM pg_matviews ORDER BY 1"))
                        .containsExactly("by_cat|t|t", "empty_mv|f|f");
                SqlFails.expect(() -> exec(c, "SELECT * FROM empty_mv"), "55000");
                SqlFails.expect(() -> exec(c, "INSERT INTO by_cat VALUES ('x', 1)"), "42809");
                SqlFails.expect(() -> exec(c, "INSERT INTO small VALUES (9, 'q', 500)"), "44000");
                exec(c, "REFRESH MATERIALIZED VIEW by_cat", "REFRESH MATERIALIZED VIEW empty_mv",
                        "INSERT INTO small (id, amount) VALUES (10, 1)");
                assertThat(rows(c, "SELECT cat, total FROM by_cat WHERE cat = 'c'")).containsExactly("c|8");
                assertThat(rows(c, "SELECT count(*) FROM empty_mv")).containsExactly("5");
                assertThat(rows(c, "SELECT cat FROM sales WHERE id = 10")).containsExactly("z");
                SqlFails.expect(() -> exec(c, "DROP TABLE sales"), "2BP01");
            }
        }
    }
}
