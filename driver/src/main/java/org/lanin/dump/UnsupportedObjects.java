package org.lanin.dump;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Objects Lanin may hold that the dump cannot write yet. Asked through pg_catalog, so an object
 * kind that a newer Lanin adds (functions, triggers, materialized views) stops the dump with a
 * clear 0A000 instead of a script that silently leaves it out; a catalog relation this Lanin does
 * not have yet (42P01) means it cannot hold such objects.
 */
final class UnsupportedObjects {
    private static final String[][] CHECKS = {
        {"functions or procedures", "SELECT count(*) FROM pg_catalog.pg_proc WHERE pronamespace <> 11"},
        {"triggers", "SELECT count(*) FROM pg_catalog.pg_trigger"},
        {"materialized views", "SELECT count(*) FROM pg_catalog.pg_matviews"},
    };

    private UnsupportedObjects() {
    }

    static void check(Connection c) throws SQLException {
        for (String[] check : CHECKS) {
            long n = count(c, check[1]);
            if (n > 0) {
                throw DumpMsg.UNSUPPORTED_OBJECTS.error(n, check[0]);
            }
        }
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            if ("42P01".equals(e.getSQLState()) || "42703".equals(e.getSQLState())) {
                c.rollback(); // a failed statement aborts the transaction; the dump has read nothing yet
                return 0;
            }
            throw e;
        }
    }
}
