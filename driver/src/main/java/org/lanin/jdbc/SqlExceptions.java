package org.lanin.jdbc;

import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.util.function.Supplier;
import org.lanin.engine.error.Faults;
import org.lanin.engine.error.LaninException;

/**
 * The one place where failures become SQLExceptions: engine errors keep their SQLSTATE, message
 * and cause, and any other throwable that reaches the driver's boundary (a bug: NullPointerException,
 * ClassCastException, ...) becomes XX000 naming the Java exception, a StackOverflowError 54001,
 * through {@link Faults}; an OutOfMemoryError or other VirtualMachineError is rethrown, never
 * swallowed. The subclass follows the SQLSTATE class: 23 integrity, 40001/40P01 rollback,
 * 0A feature, 42 syntax/access, 22 data, 08 connection, 57014 timeout (only when a query
 * timeout fired); everything else is a plain SQLException.
 */
public final class SqlExceptions {
    private static final String QUERY_CANCELED = "57014";

    private SqlExceptions() {
    }

    /** Translates an engine error; {@code timedOut} says whether the statement's query timeout fired. */
    public static SQLException translate(LaninException e, boolean timedOut) {
        String state = e.state().code();
        if (timedOut && QUERY_CANCELED.equals(state)) {
            return new SQLTimeoutException(e.getMessage(), state, 0, e);
        }
        return create(state, e.getMessage(), e);
    }

    public static SQLException translate(LaninException e) {
        return translate(e, false);
    }

    /** Translates any failure; {@code timedOut} as for engine errors. Rethrows VirtualMachineErrors but stack overflow. */
    public static SQLException translate(Throwable t, boolean timedOut) {
        if (t instanceof SQLException e) {
            return e;
        }
        return translate(Faults.translate(t), timedOut);
    }

    public static SQLException translate(Throwable t) {
        return translate(t, false);
    }

    /** An exception of the subclass for {@code state}. */
    public static SQLException create(String state, String message, Throwable cause) {
        if (state.startsWith("23")) {
            return new SQLIntegrityConstraintViolationException(message, state, 0, cause);
        }
        if (state.equals("40001") || state.equals("40P01")) {
            return new SQLTransactionRollbackException(message, state, 0, cause);
        }
        if (state.startsWith("0A")) {
            return new SQLFeatureNotSupportedException(message, state, 0, cause);
        }
        if (state.startsWith("42")) {
            return new SQLSyntaxErrorException(message, state, 0, cause);
        }
        if (state.startsWith("22")) {
            return new SQLDataException(message, state, 0, cause);
        }
        if (state.startsWith("08")) {
            return new SQLNonTransientConnectionException(message, state, 0, cause);
        }
        return new SQLException(message, state, 0, cause);
    }

    /** A checked-exception-friendly body: runs {@code body}, translating engine errors. */
    static <T> T call(Supplier<T> body) throws SQLException {
        try {
            return body.get();
        } catch (RuntimeException | Error e) {
            throw translate(e);
        }
    }

    static void run(Runnable body) throws SQLException {
        try {
            body.run();
        } catch (RuntimeException | Error e) {
            throw translate(e);
        }
    }

    /** The SQLFeatureNotSupportedException for a method, e.g. {@code unsupported("ResultSet.previous")}. */
    public static SQLException unsupported(String method) {
        return JdbcMsg.UNSUPPORTED.error(method);
    }
}
