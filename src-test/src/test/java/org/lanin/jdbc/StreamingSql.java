package org.lanin.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.lanin.testkit.TestEngine;

/** Helpers of the streaming-result tests: connections to one database, reading rows, VACUUM's view. */
final class StreamingSql {
    private StreamingSql() {
    }

    /** A fresh shared database (autovacuum off: the tests VACUUM themselves) and its URL. */
    static String newDatabase(String prefix) {
        return TestEngine.LANIN.sharedUrl(TestEngine.uniqueName(prefix)) + ";autovacuum=off";
    }

    static Connection open(String url) throws SQLException {
        return DriverManager.getConnection(url);
    }

    static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    static long scalar(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Reads {@code n} rows (fails if there are fewer); returns the first column of the last. */
    static long read(ResultSet rs, int n) throws SQLException {
        long last = -1;
        for (int i = 0; i < n; i++) {
            if (!rs.next()) {
                throw new AssertionError("only " + i + " rows, expected " + n);
            }
            last = rs.getLong(1);
        }
        return last;
    }

    /** Reads to the end; returns how many rows were read. */
    static long readRest(ResultSet rs) throws SQLException {
        long n = 0;
        while (rs.next()) {
            rs.getObject(1);
            n++;
        }
        return n;
    }

    /** Sum of the first column over the remaining rows. */
    static long sumRest(ResultSet rs) throws SQLException {
        long sum = 0;
        while (rs.next()) {
            sum += rs.getLong(1);
        }
        return sum;
    }

    /**
     * VACUUMs {@code table} and returns the dead row versions it had to keep: those some snapshot
     * still in use may see (an open result's, until its transaction ends).
     */
    static long deadAfterVacuum(Connection c, String table) throws SQLException {
        exec(c, "VACUUM " + table);
        return scalar(c, "SELECT dead_tuples FROM lanin_stat_tables WHERE table_name = '" + table + "'");
    }

    /** pg_stat_statements' rows and calls for the statement whose text contains {@code marker}. */
    static long[] statementStats(Connection c, String marker) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT rows, calls FROM pg_stat_statements WHERE query LIKE '%"
                     + marker + "%' AND query NOT LIKE '%pg_stat_statements%'")) {
            if (!rs.next()) {
                return new long[] {-1, 0};
            }
            return new long[] {rs.getLong(1), rs.getLong(2)};
        }
    }
}
