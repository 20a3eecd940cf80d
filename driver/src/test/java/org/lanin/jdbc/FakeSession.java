package org.lanin.jdbc;

import java.sql.ResultSetMetaData;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.PreparedSql;
import org.lanin.planner.session.RowCursor;
import org.lanin.planner.session.Session;
import org.lanin.planner.session.TransactionState;

/**
 * A Session that records what the driver asks of it and answers with canned results: the
 * driver's unit tests run without the engine. {@link #responder} maps SQL text to a result
 * (or throws a LaninException).
 */
final class FakeSession implements Session {
    /** One execute call as the session saw it. */
    record Call(String sql, Object[] params, long maxRows, long timeoutMillis) {
    }

    final List<Call> calls = new ArrayList<>();
    final List<String> prepared = new ArrayList<>();
    final List<String> transactionLog = new ArrayList<>();
    Function<String, ExecutionResult> responder = sql -> update(1);
    List<DataType> parameterTypes;
    List<ColumnInfo> resultColumns = List.of();
    boolean autoCommit = true;
    IsolationLevel isolation = IsolationLevel.READ_COMMITTED;
    boolean readOnly;
    boolean closed;
    int cancels;
    String databaseName = "shop";

    static ColumnInfo column(String label, DataType type) {
        return new ColumnInfo(label, label, "t", type, ResultSetMetaData.columnNullable);
    }

    static ExecutionResult update(long count) {
        return new Result(List.of(), null, count);
    }

    static ExecutionResult rows(List<ColumnInfo> columns, List<Object[]> rows) {
        return new Result(columns, rows, -1);
    }

    static ExecutionResult returning(List<ColumnInfo> columns, List<Object[]> rows, long count) {
        return new Result(columns, rows, count);
    }

    /** A canned ExecutionResult; {@code rows} null means "no rows". */
    static final class Result implements ExecutionResult {
        final List<ColumnInfo> columns;
        final List<Object[]> rows;
        final long count;
        boolean closed;

        Result(List<ColumnInfo> columns, List<Object[]> rows, long count) {
            this.columns = columns;
            this.rows = rows;
            this.count = count;
        }

        @Override
        public boolean hasRows() {
            return rows != null;
        }

        @Override
        public List<ColumnInfo> columns() {
            return columns;
        }

        @Override
        public RowCursor rows() {
            return new ListCursor(rows);
        }

        @Override
        public long updateCount() {
            return count;
        }

        @Override
        public String commandTag() {
            return "";
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private record Prepared(String sql, int parameterCount, List<DataType> parameterTypes,
            List<ColumnInfo> resultColumns) implements PreparedSql {
        @Override
        public boolean returnsRows() {
            String s = sql.strip().toLowerCase(Locale.ROOT);
            return s.startsWith("select") || s.contains("returning");
        }
    }

    @Override
    public PreparedSql prepare(String sql, long timeoutMillis) {
        check();
        if (sql.contains("syntax error")) {
            throw new LaninException(SqlState.SYNTAX_ERROR, "syntax error at or near \"error\"");
        }
        prepared.add(sql);
        int n = (int) sql.chars().filter(c -> c == '?').count();
        List<DataType> types = parameterTypes != null ? parameterTypes : java.util.Collections.nCopies(n, DataType.UNKNOWN);
        return new Prepared(sql, n, types, resultColumns);
    }

    @Override
    public ExecutionResult execute(PreparedSql statement, Object[] params, long maxRows, int fetchSize,
                                   long timeoutMillis) {
        check();
        calls.add(new Call(statement.sql(), Arrays.copyOf(params, params.length), maxRows, timeoutMillis));
        return responder.apply(statement.sql());
    }

    Call lastCall() {
        return calls.get(calls.size() - 1);
    }

    private void check() {
        if (closed) {
            throw new LaninException(SqlState.CONNECTION_DOES_NOT_EXIST, "session closed");
        }
    }

    @Override
    public void setAutoCommit(boolean autoCommit) {
        this.autoCommit = autoCommit;
        transactionLog.add("autocommit " + autoCommit);
    }

    @Override
    public boolean autoCommit() {
        return autoCommit;
    }

    @Override
    public void commit() {
        transactionLog.add("commit");
    }

    @Override
    public void rollback() {
        transactionLog.add("rollback");
    }

    @Override
    public void beginImplicitBlock() {
        transactionLog.add("begin implicit");
    }

    @Override
    public void endImplicitBlock() {
        transactionLog.add("end implicit");
    }

    @Override
    public void setSavepoint(String name) {
        transactionLog.add("savepoint " + name);
    }

    @Override
    public void rollbackToSavepoint(String name) {
        transactionLog.add("rollback to " + name);
    }

    @Override
    public void releaseSavepoint(String name) {
        transactionLog.add("release " + name);
    }

    @Override
    public void setIsolation(IsolationLevel level) {
        isolation = level;
    }

    @Override
    public IsolationLevel isolation() {
        return isolation;
    }

    @Override
    public void setReadOnly(boolean readOnly) {
        this.readOnly = readOnly;
    }

    @Override
    public boolean readOnly() {
        return readOnly;
    }

    @Override
    public TransactionState transactionState() {
        return TransactionState.IDLE;
    }

    @Override
    public void cancel() {
        cancels++;
    }

    @Override
    public String getSetting(String name) {
        return "";
    }

    @Override
    public void setSetting(String name, String value) {
    }

    @Override
    public String databaseName() {
        return databaseName;
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
        transactionLog.add("close");
    }

    /** A connection over a fresh fake session. */
    static LaninConnection connect(FakeSession session) {
        return new LaninConnection(session, "jdbc:lanin:mem:shop");
    }
}
