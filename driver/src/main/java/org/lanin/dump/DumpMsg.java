package org.lanin.dump;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Locale;

/** Message catalogue of the dump: what it refuses to write, and what it cannot reach. */
enum DumpMsg {
    NOT_LANIN("0A000", "the dump needs a Lanin connection (got %s)"),
    UNSUPPORTED_TYPE("0A000", "cannot dump column %s of %s: its type %s has no PostgreSQL spelling yet"),
    UNSUPPORTED_BOUND("0A000", "cannot dump partition %s: its bound %s has no PostgreSQL spelling yet"),
    UNSUPPORTED_KEY("0A000", "cannot dump partitioned table %s: its partition key %s has no PostgreSQL spelling yet"),
    VIEW_CYCLE("0A000", "cannot dump views %s: they refer to each other in a cycle"),
    IN_TRANSACTION("25001", "the dump runs in a transaction of its own: call it in auto-commit mode, outside a transaction"),
    WRITE_FAILED("58030", "could not write the dump: %s");

    private final String sqlState;
    private final String format;

    DumpMsg(String sqlState, String format) {
        this.sqlState = sqlState;
        this.format = format;
    }

    SQLException error(Object... args) {
        String text = String.format(Locale.ROOT, format, args);
        return sqlState.equals("0A000") ? new SQLFeatureNotSupportedException(text, sqlState) : new SQLException(text, sqlState);
    }
}
