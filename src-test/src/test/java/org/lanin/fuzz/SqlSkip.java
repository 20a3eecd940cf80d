package org.lanin.fuzz;

/**
 * A statement failed with an ordinary SQL error (overflow, a scalar subquery's second row, a
 * statement timeout): the check says nothing and counts as skipped, under its SQLSTATE.
 */
final class SqlSkip extends Exception {
    private final String sqlState;

    SqlSkip(String sqlState, String message) {
        super(sqlState + ": " + message, null, false, false);
        this.sqlState = sqlState;
    }

    String sqlState() {
        return sqlState;
    }
}
