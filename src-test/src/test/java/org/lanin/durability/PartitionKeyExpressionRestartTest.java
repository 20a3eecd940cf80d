package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A partition key with expressions is kept as SQL text (components appended to the key record)
 * and bound again by whoever reads it, so after a restart, from the log after a crash and from
 * the image after a clean close, rows still route by the expression (a renamed column included),
 * partitions still check it, pruning still matches it; the dump writes the key as
 * pg_get_partkeydef does.
 */
class PartitionKeyExpressionRestartTest {
    @TempDir
    Path tmp;

    @Test
    void expressionKeysRouteAfterRestartsAndDump() throws Exception {
        Path dir = tmp.resolve("pk");
        Path crashed = tmp.resolve("pk-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE names (name text, n int) PARTITION BY LIST (lower(name))",
                    "CREATE TABLE names_ab PARTITION OF names FOR VALUES IN ('a', 'b')",
                    "CREATE TABLE names_c PARTITION OF names FOR VALUES IN ('c')",
                    "CREATE TABLE r (a int, b int) PARTITION BY RANGE (a, (b * 2))",
                    "CREATE TABLE r_lo PARTITION OF r FOR VALUES FROM (0, 0) TO (10, 0)",
                    "INSERT INTO names VALUES ('A', 1), ('C', 2)", "INSERT INTO r VALUES (1, 5)",
                    "ALTER TABLE names RENAME COLUMN name TO label");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                exec(c, "INSERT INTO names VALUES ('b', 3)");
                assertThat(rows(c, "SELECT tableoid::regclass || ':' || label FROM names ORDER BY label"))
                        .as(p.toString()).containsExactly("names_ab:A", "names_c:C", "names_ab:b");
                SqlFails.expect(() -> exec(c, "INSERT INTO names VALUES ('D', 4)"), "23514");
                SqlFails.expect(() -> exec(c, "INSERT INTO names_c VALUES ('a', 4)"), "23514"); // direct write: the partition constraint
                SqlFails.expect(() -> exec(c, "ALTER TABLE names DROP COLUMN label"), "42P16");
                assertThat(rows(c, "EXPLAIN (COSTS OFF) SELECT * FROM names WHERE lower(label) = 'c'"))
                        .first().asString().startsWith("Seq Scan on names_c");
                SqlFails.expect(() -> exec(c, "INSERT INTO r VALUES (10, 1)"), "23514"); // key (10, 2): past r_lo
                StringWriter dump = new StringWriter();
                new org.lanin.dump.DatabaseDump(c, null).write(dump);
                assertThat(dump.toString()).contains("PARTITION BY LIST (lower(label))", "PARTITION BY RANGE (a, ((b * 2)))");
                exec(c, "DELETE FROM names WHERE n = 3");
            }
        }
    }
}
