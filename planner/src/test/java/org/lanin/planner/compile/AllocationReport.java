package org.lanin.planner.compile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/** Prints bytes and nanoseconds per row of the boxing workload: {@code -Dlanin.allocReport=true}. */
class AllocationReport {
    static final int ROWS = 100_000;
    static final String[] QUERIES = {
        "SELECT count(*) FROM t WHERE a + b > 10",
        "SELECT sum(a * 2 + b) FROM t",
        "SELECT sum(a), avg(b), min(a), max(b) FROM t WHERE c < 500",
        "SELECT count(*) FROM t WHERE d * 2.0 > 1.0",
        "SELECT sum(b), count(*) FROM t WHERE a - c >= 0 AND d < 50.0",
        "SELECT c % 10, count(*), sum(a), avg(b), min(a), max(d) FROM t GROUP BY c % 10",
        "SELECT c % 10, sum(a * 2 + b) FROM t WHERE a + b > 10 GROUP BY c % 10",
    };

    static Session load() {
        Session s = TestSql.open();
        TestSql.exec(s, "CREATE TABLE t (a integer, b bigint, c integer, d double precision)",
                "INSERT INTO t SELECT i, i * 3, i % 1000, i / 7.0 FROM generate_series(1, " + ROWS + ") i");
        return s;
    }

    @Test
    @EnabledIfSystemProperty(named = "lanin.allocReport", matches = "true")
    void report() {
        try (Session s = load()) {
            for (String q : QUERIES) {
                double bytes = AllocationProbe.bytesPerRow(s, q, ROWS, 5, 3);
                double nanos = AllocationProbe.nanosPerRow(s, q, ROWS, 7);
                System.out.printf("ALLOC %8.1f B/row %7.1f ns/row  %s%n", bytes, nanos, q);
            }
        }
    }
}
