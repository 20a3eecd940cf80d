package org.lanin.dump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.dump.DumpRoundTripTest.dump;
import static org.lanin.dump.DumpRoundTripTest.rows;
import static org.lanin.dump.DumpRoundTripTest.run;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lanin -> dump -> Lanin with partition keys that are expressions: the key is written as
 * pg_get_partkeydef deparses it (a call bare, anything else in double parentheses), the fresh
 * database dumps the same script, holds the same rows in the same partitions and routes new rows
 * by the same expressions.
 */
class PartitionKeyExpressionDumpTest {
    private static final String[] SCHEMA = {
        "CREATE TABLE names (name text, n int) PARTITION BY LIST (lower(name))",
        "CREATE TABLE names_ab PARTITION OF names FOR VALUES IN ('a', 'b')",
        "CREATE TABLE names_c PARTITION OF names FOR VALUES IN ('c')",
        "CREATE TABLE r (a int, b int) PARTITION BY RANGE (a, (b+1))",
        "CREATE TABLE r_lo PARTITION OF r FOR VALUES FROM (0, 0) TO (10, 0)",
        "CREATE TABLE r_hi PARTITION OF r FOR VALUES FROM (10, 0) TO (20, 0)",
        "CREATE TABLE nb (a bool) PARTITION BY LIST ((NOT a))",
        "CREATE TABLE nb_t PARTITION OF nb FOR VALUES IN (true)",
    };
    private static final String[] DATA = {
        "INSERT INTO names VALUES ('A', 1), ('b', 2), ('C', 3)",
        "INSERT INTO r VALUES (1, 5), (12, -1)",
        "INSERT INTO nb VALUES (false)",
    };

    @Test
    void expressionKeysRoundTrip() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:")) {
            run(a, SCHEMA);
            run(a, DATA);
            String first = dump(a);
            assertThat(first).contains("PARTITION BY LIST (lower(name));", "PARTITION BY RANGE (a, ((b + 1)));",
                    "PARTITION BY LIST (((NOT a)));");
            assertThat(ScriptLoad.run(b, first.lines().toList(), true)).isEmpty();
            assertThat(dump(b)).isEqualTo(first);
            for (String q : List.of("SELECT tableoid::regclass, * FROM names ORDER BY 2",
                    "SELECT tableoid::regclass, * FROM r ORDER BY 2", "SELECT tableoid::regclass, * FROM nb")) {
                assertThat(rows(b, q)).as(q).isEqualTo(rows(a, q));
            }
            run(b, new String[] {"INSERT INTO names VALUES ('B', 4)", "INSERT INTO r VALUES (9, 100)"});
            assertThat(rows(b, "SELECT count(*) FROM names_ab")).containsExactly(List.of("3"));
            assertThat(rows(b, "SELECT count(*) FROM r_lo")).containsExactly(List.of("2"));
        }
    }
}
