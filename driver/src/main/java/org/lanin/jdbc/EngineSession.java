package org.lanin.jdbc;

import java.sql.SQLException;
import java.util.List;
import java.util.function.Function;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.PreparedSql;
import org.lanin.planner.session.Session;
import org.lanin.planner.session.TransactionState;

/**
 * The driver's only door into the engine: the session's operations, each declaring
 * SQLException, with whatever the engine throws translated by {@link SqlExceptions} (engine errors
 * by SQLSTATE; a bug's exception as XX000, a stack overflow as 54001; an OutOfMemoryError passes).
 * Every JDBC method that reaches the engine goes through here, so none can leak another
 * throwable, without a try/catch in each of them. Statements pass their own translation for
 * prepare and execute, which knows whether a 57014 was their query timeout.
 */
final class EngineSession {
    private final Session session;

    EngineSession(Session session) {
        this.session = session;
    }

    private interface Body<T> {
        T get();
    }

    private static <T> T call(Body<T> body) throws SQLException {
        try {
            return body.get();
        } catch (RuntimeException | Error e) {
            throw SqlExceptions.translate(e);
        }
    }

    private static void run(Runnable body) throws SQLException {
        try {
            body.run();
        } catch (RuntimeException | Error e) {
            throw SqlExceptions.translate(e);
        }
    }

    /** A statement the session prepared; its accessors are guarded like the session's. */
    static final class Prepared {
        private final PreparedSql sql;

        private Prepared(PreparedSql sql) {
            this.sql = sql;
        }

        String sql() throws SQLException {
            return call(sql::sql);
        }

        int parameterCount() throws SQLException {
            return call(sql::parameterCount);
        }

        List<DataType> parameterTypes() throws SQLException {
            return call(sql::parameterTypes);
        }

        boolean returnsRows() throws SQLException {
            return call(sql::returnsRows);
        }

        List<ColumnInfo> resultColumns() throws SQLException {
            return call(sql::resultColumns);
        }
    }

    Prepared prepare(String text, long timeoutMillis, Function<Throwable, SQLException> onError) throws SQLException {
        try {
            return new Prepared(session.prepare(text, timeoutMillis));
        } catch (RuntimeException | Error e) {
            throw onError.apply(e);
        }
    }

    /** Runs a prepared statement; the result's own accessors are called under the caller's guard. */
    ExecutionResult execute(Prepared p, Object[] params, long maxRows, int fetchSize, long timeoutMillis,
                            Function<Throwable, SQLException> onError) throws SQLException {
        try {
            return session.execute(p.sql, params, maxRows, fetchSize, timeoutMillis);
        } catch (RuntimeException | Error e) {
            throw onError.apply(e);
        }
    }

    /** The session's TimeZone: getString shows timestamptz values in it, as the server's text does. */
    java.time.ZoneId zone() throws SQLException {
        return call(() -> org.lanin.engine.type.TimeZones.ofDisplayName(session.getSetting("timezone")));
    }

    /** An oid alias value's text (a regclass's relation name), printed when a client reads it. */
    String oidAliasText(org.lanin.engine.type.OidAlias alias, long oid) throws SQLException {
        return call(() -> session.oidAliasText(alias, oid));
    }

    /** The notices and warnings the statements run since the last take gave, oldest first. */
    List<org.lanin.planner.session.Notice> takeWarnings() throws SQLException {
        return call(session::takeWarnings);
    }

    void beginImplicitBlock() throws SQLException {
        run(session::beginImplicitBlock);
    }

    void endImplicitBlock() throws SQLException {
        run(session::endImplicitBlock);
    }

    void setAutoCommit(boolean on) throws SQLException {
        run(() -> session.setAutoCommit(on));
    }

    boolean autoCommit() throws SQLException {
        return call(session::autoCommit);
    }

    void commit() throws SQLException {
        run(session::commit);
    }

    void rollback() throws SQLException {
        run(session::rollback);
    }

    void setSavepoint(String name) throws SQLException {
        run(() -> session.setSavepoint(name));
    }

    void rollbackToSavepoint(String name) throws SQLException {
        run(() -> session.rollbackToSavepoint(name));
    }

    void releaseSavepoint(String name) throws SQLException {
        run(() -> session.releaseSavepoint(name));
    }

    void setIsolation(IsolationLevel level) throws SQLException {
        run(() -> session.setIsolation(level));
    }

    IsolationLevel isolation() throws SQLException {
        return call(session::isolation);
    }

    void setReadOnly(boolean ro) throws SQLException {
        run(() -> session.setReadOnly(ro));
    }

    boolean readOnly() throws SQLException {
        return call(session::readOnly);
    }

    TransactionState transactionState() throws SQLException {
        return call(session::transactionState);
    }

    void cancel() throws SQLException {
        run(session::cancel);
    }

    String getSetting(String name) throws SQLException {
        return call(() -> session.getSetting(name));
    }

    void setSetting(String name, String value) throws SQLException {
        run(() -> session.setSetting(name, value));
    }

    String databaseName() throws SQLException {
        return call(session::databaseName);
    }

    org.lanin.engine.catalog.CatalogSnapshot catalogSnapshot() throws SQLException {
        return call(session::catalogSnapshot);
    }

    org.lanin.planner.routine.catalog.Routines routines() throws SQLException {
        return call(session::routines);
    }

    /** Written out rather than through {@link #call}: every statement asks, and the bound method reference was an object each time. */
    boolean isClosed() throws SQLException {
        try {
            return session.isClosed();
        } catch (RuntimeException | Error e) {
            throw SqlExceptions.translate(e);
        }
    }

    void close() throws SQLException {
        run(session::close);
    }
}
