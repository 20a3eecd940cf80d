package org.lanin.bench.workload;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.SplittableRandom;

/**
 * The sort workloads' table: {@code srt (id bigint, t text, n numeric(18,6))}, rows 1..N with
 * {@code t} 32 random hex digits (like md5) and {@code n} random with 6 decimals, from a fixed seed.
 */
final class SortTable {
    static final String CREATE = "CREATE TABLE srt (id bigint, t text, n numeric(18,6))";

    private SortTable() {
    }

    static void create(Connection c, long rows) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(CREATE);
        }
        SplittableRandom r = new SplittableRandom(42);
        Loader.load(c, "INSERT INTO srt (id, t, n) VALUES (?, ?, ?)", rows, (ps, i) -> {
            ps.setLong(1, i);
            ps.setString(2, String.format("%016x%016x", r.nextLong(), r.nextLong()));
            ps.setBigDecimal(3, BigDecimal.valueOf(r.nextLong(1_000_000_000_000L) - 500_000_000_000L, 6));
        });
    }
}
