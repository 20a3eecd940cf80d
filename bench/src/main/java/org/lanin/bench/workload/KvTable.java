package org.lanin.bench.workload;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The read workloads' table: {@code kv (id bigint PRIMARY KEY, name text, amount numeric(12,2))}
 * with ids 1..rows, loaded once per engine database.
 */
final class KvTable {
    static final String CREATE = "CREATE TABLE kv (id bigint PRIMARY KEY, name text NOT NULL, amount numeric(12,2) NOT NULL)";
    static final String INSERT = "INSERT INTO kv (id, name, amount) VALUES (?, ?, ?)";

    private KvTable() {
    }

    static void create(Connection c, long rows) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(CREATE);
        }
        Loader.load(c, INSERT, rows, (ps, i) -> {
            ps.setLong(1, i);
            ps.setString(2, name(i));
            ps.setBigDecimal(3, amount(i));
        });
    }

    static String name(long i) {
        return "customer " + i;
    }

    static BigDecimal amount(long i) {
        return BigDecimal.valueOf(i % 100_000, 2);
    }
}
