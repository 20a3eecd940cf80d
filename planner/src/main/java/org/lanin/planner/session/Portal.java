package org.lanin.planner.session;

import java.util.ArrayDeque;
import java.util.List;
import org.lanin.engine.error.Faults;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.txn.Transaction;
import org.lanin.planner.PlannerMsg;

/**
 * PostgreSQL's portal (pquery.c): a query whose operator tree stays open after execute and
 * produces rows as the caller fetches them, reading with the statement's snapshot and
 * ExecContext. The first batch runs at execute, so errors in it (and the side effects of a
 * one-row SELECT) happen there, as they do for pgJDBC.
 *
 * <p>A fetch runs the executor for {@code max(1, fetchSize)} rows ahead, as a pgJDBC portal
 * fetches that many per Execute message; rows past {@code maxRows} are never computed. The
 * session decides what else happens to it ({@link Portals}): an auto-commit statement's portal
 * owns its transaction and ends it when the executor closes (end of rows, maxRows, close, failure).
 *
 * <p>Invariants:
 * <ol>
 *   <li>The executor runs only inside {@link #fill}, on the session's thread, with the session's
 *       cancellable context set to this one's and the statement_timeout deadline moved on by the
 *       time spent outside the engine since the last fetch.</li>
 *   <li>Once the executor is closed it is never called again; by then an owned transaction has
 *       ended (committed after success or close, rolled back after a failure), the pinned
 *       snapshot is released and the session has forgotten the portal.</li>
 *   <li>Rows held in the buffer are copies whenever the executor runs again before they are
 *       read (an operator may reuse its row array on its next call).</li>
 * </ol>
 */
final class Portal implements ExecutionResult, RowCursor {
    /** pg_stat_statements' record of a finished execution: engine time and rows produced. */
    interface Recorder {
        void record(long nanos, long rows);
    }

    private enum State {
        /** The executor is open. */
        OPEN,
        /** The executor has closed; buffered rows (and then a deferred error) remain to be read. */
        DONE,
        /** A fetch failed; reading again is an error. */
        FAILED,
        /** Closed by the end of its transaction or a rollback to an earlier savepoint (34000). */
        GONE,
        CLOSED
    }

    /** Its number in the session; the name is made only for a message (most portals never need one). */
    private final int number;
    private final List<ColumnInfo> columns;
    private final PortalOwner owner;
    private final ExecContext ctx;
    private final Transaction tx;
    private final long maxRows;
    /** Executed with fetch size 0: pgJDBC's default, where the whole result is read at execute. */
    private final boolean readWholeAtEnd;
    private final Recorder recorder;
    private final ArrayDeque<Object[]> buffer = new ArrayDeque<>(4); // grows; the default 16 slots outweighed a point select's one row
    /** The session's TimeZone when the statement ran: later rows are computed in it too. */
    private final java.time.ZoneId zone = org.lanin.engine.type.SessionZone.current();
    private final org.lanin.engine.type.SessionDateOrder.Order dateOrder = org.lanin.engine.type.SessionDateOrder.current();
    private boolean pinned;
    private boolean autoCommit;
    private boolean ownsTransaction;
    private Operator op;
    private int fetchSize;
    private int savepointDepth;
    private long produced;
    private long engineNanos;
    private long idleSince;
    private Object[] current;
    private LaninException deferred;
    private State state = State.OPEN;
    /** A SQL cursor's name (DECLARE); null for a statement's portal. */
    private String cursorName;

    /** C_1, C_2, ...: pgJDBC's names for its cursors; a SQL cursor's own name. */
    String name() {
        return cursorName != null ? cursorName : "C_" + number;
    }

    Portal(int number, List<ColumnInfo> columns, PortalOwner owner, ExecContext ctx, Transaction tx, long maxRows,
           int fetchSize, Recorder recorder) {
        this.number = number;
        this.columns = columns;
        this.owner = owner;
        this.ctx = ctx;
        this.tx = tx;
        this.maxRows = maxRows;
        this.fetchSize = fetchSize;
        this.readWholeAtEnd = fetchSize == 0;
        this.recorder = recorder;
        this.savepointDepth = tx.savepointDepth();
    }

    /**
     * Runs the first batch, {@code startedNanos} being when the statement began. On failure the
     * executor is closed and the error propagates as the statement's (the session ends or aborts
     * the transaction); {@code pin} keeps the snapshot's rows from VACUUM while the portal outlives
     * statements that take newer snapshots in the same transaction.
     */
    void start(Operator opened, long startedNanos, boolean pin) {
        op = opened;
        long now = System.nanoTime();
        engineNanos = now - startedNanos;
        idleSince = now;
        if (pin) {
            tx.pinSnapshot(ctx.snapshot());
            pinned = true;
        }
        try {
            fill(batch(), fetchSize > 1);
        } catch (Throwable t) {
            closeExecutor(t);
            state = State.FAILED;
            release();
            throw t;
        }
    }

    /**
     * A SQL cursor's portal ({@link SqlCursor}) named {@code name}: the executor first runs at the
     * first FETCH, as PostgreSQL's DECLARE runs nothing, so an error in the rows is the FETCH's.
     * The snapshot is pinned, the cursor outliving statements that take newer ones.
     */
    void openForCursor(Operator opened, long startedNanos, String name) {
        op = opened;
        cursorName = name;
        long now = System.nanoTime();
        engineNanos = now - startedNanos;
        idleSince = now;
        tx.pinSnapshot(ctx.snapshot());
        pinned = true;
    }

    /** A SQL cursor's FETCH begins: statement_timeout ({@code timeoutMillis}) counts from now. */
    void fetchStatement(long timeoutMillis) {
        ctx.restartDeadline(timeoutMillis);
        idleSince = System.nanoTime();
    }

    /** True once the executor has closed (all rows, or maxRows, produced). */
    boolean executorDone() {
        return state != State.OPEN;
    }

    /** An auto-commit statement's portal that outlives execute: it ends the transaction. */
    void ownTransaction() {
        autoCommit = true;
        ownsTransaction = true;
    }

    boolean ownsTransaction() {
        return ownsTransaction;
    }

    Transaction transaction() {
        return tx;
    }

    boolean isOpen() {
        return state == State.OPEN;
    }

    @Override
    public boolean next() {
        current = null;
        if (state == State.OPEN && !autoCommit && owner.blockFailed(tx)) {
            throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
        }
        Object[] row = buffer.poll();
        if (row == null && state == State.OPEN) {
            java.time.ZoneId outerZone = org.lanin.engine.type.SessionZone.enter(zone);
            org.lanin.engine.type.SessionDateOrder.Order outerOrder = org.lanin.engine.type.SessionDateOrder.enter(dateOrder);
            Object outerOwner = org.lanin.planner.routine.catalog.Routines.enter(owner);
            try {
                fill(batch(), fetchSize > 1);
            } catch (Throwable t) {
                throw fail(t);
            } finally {
                org.lanin.engine.type.SessionZone.restore(outerZone);
                org.lanin.engine.type.SessionDateOrder.restore(outerOrder);
                org.lanin.planner.routine.catalog.Routines.restore(outerOwner);
            }
            row = buffer.poll();
        }
        if (row == null) {
            endOfRows();
            return false;
        }
        current = row;
        return true;
    }

    /** No more buffered rows: the end, a deferred error, or an error for a portal that cannot be read. */
    private void endOfRows() {
        if (deferred != null) {
            LaninException e = deferred;
            deferred = null;
            state = State.FAILED;
            throw owner.failed(e, autoCommit ? null : tx);
        }
        if (state == State.FAILED || state == State.GONE) {
            if (!autoCommit && owner.blockFailed(tx)) {
                throw LaninException.of(PlannerMsg.IN_FAILED_TRANSACTION);
            }
            throw LaninException.of(PlannerMsg.PORTAL_GONE, name());
        }
    }

    @Override
    public Object[] current() {
        return current;
    }

    /** Later fetches run this many rows ahead (0 or 1: one at a time). */
    @Override
    public void setFetchSize(int rows) {
        fetchSize = rows;
    }

    private int batch() {
        return Math.max(1, fetchSize);
    }

    /** Runs the executor for up to {@code n} rows into the buffer, closing it at the end of its rows or maxRows. */
    private void fill(long n, boolean copy) {
        long start = System.nanoTime();
        ctx.extendDeadline(start - idleSince);
        ExecContext previous = owner.swapRunning(ctx);
        boolean ended = false;
        try {
            for (long i = 0; i < n; i++) {
                Object[] row = maxRows > 0 && produced >= maxRows ? null : op.next();
                if (row == null) {
                    ended = true;
                    break;
                }
                produced++;
                buffer.add(copy ? row.clone() : row);
            }
            if (!ended && maxRows > 0 && produced >= maxRows) {
                ended = true; // stop at maxRows without computing another row
            }
        } finally {
            long end = System.nanoTime();
            engineNanos += end - start;
            idleSince = end;
            owner.swapRunning(previous);
        }
        if (ended) {
            endExecutor();
        }
    }

    /** The executor produced its last row: close it, record the statement, end an owned transaction. */
    private void endExecutor() {
        Operator o = op;
        op = null;
        state = State.DONE;
        o.close();
        release();
        recorder.record(engineNanos, produced);
        endOwnTransaction(true);
    }

    /** A fetch the reader asked for failed: the portal cannot be read further. */
    private LaninException fail(Throwable t) {
        closeExecutor(t);
        state = State.FAILED;
        buffer.clear();
        release();
        endOwnTransaction(false);
        return owner.failed(t, autoCommit ? null : tx);
    }

    /**
     * Reads every remaining row into memory and closes the executor (the session needs its
     * transaction to end, or DDL is about to run). An error is kept for the reader, after the rows
     * before it, instead of failing whatever made the session ask.
     */
    void readRest() {
        if (state != State.OPEN) {
            return;
        }
        if (!buffer.isEmpty()) {
            ArrayDeque<Object[]> copies = new ArrayDeque<>(buffer.size());
            for (Object[] r : buffer) {
                copies.add(r.clone());
            }
            buffer.clear();
            buffer.addAll(copies);
        }
        try {
            fill(Long.MAX_VALUE, true);
        } catch (Throwable t) {
            closeExecutor(t);
            state = State.DONE;
            release();
            endOwnTransaction(false);
            deferred = Faults.translate(t);
        }
    }

    /** The transaction it reads in ends (or rolls back past it): closed, its rows gone, unless read whole. */
    void transactionEnding(boolean commit, boolean blockOk) {
        if (state != State.OPEN) {
            return;
        }
        if (readWholeAtEnd && blockOk) {
            readRest();
            return;
        }
        closeExecutor(null);
        state = State.GONE;
        buffer.clear();
        release();
        if (commit) {
            recorder.record(engineNanos, produced);
        }
    }

    int savepointDepth() {
        return savepointDepth;
    }

    /** RELEASE of the savepoint at {@code index}: the portal now belongs to the enclosing level. */
    void released(int index) {
        savepointDepth = Math.min(savepointDepth, index);
    }

    @Override
    public void close() {
        if (state == State.CLOSED) {
            return;
        }
        State was = state;
        state = State.CLOSED;
        buffer.clear();
        current = null;
        deferred = null;
        if (was != State.OPEN) {
            return;
        }
        Operator o = op;
        op = null;
        try {
            o.close();
            recorder.record(engineNanos, produced);
        } finally {
            release();
            endOwnTransaction(true);
        }
    }

    private void endOwnTransaction(boolean commit) {
        if (ownsTransaction) {
            ownsTransaction = false;
            owner.endOwnTransaction(tx, commit);
        }
    }

    /** Closes the executor after a failure ({@code cause}, or null), adding a failure of close to it. */
    private void closeExecutor(Throwable cause) {
        Operator o = op;
        op = null;
        if (o == null) {
            return;
        }
        try {
            o.close();
        } catch (Throwable t) {
            if (cause != null && cause != t) {
                cause.addSuppressed(t);
            }
        }
    }

    private void release() {
        if (pinned) {
            pinned = false;
            tx.unpinSnapshot(ctx.snapshot());
        }
        owner.finished(this);
    }

    // ---- ExecutionResult ----

    @Override
    public boolean hasRows() {
        return true;
    }

    @Override
    public List<ColumnInfo> columns() {
        return columns;
    }

    @Override
    public RowCursor rows() {
        return this;
    }

    @Override
    public long updateCount() {
        return -1;
    }

    /** "SELECT n" counts the rows produced so far (all of them once the executor has closed). */
    @Override
    public String commandTag() {
        return "SELECT " + produced;
    }

    @Override
    public String toString() {
        return "Portal[" + name() + ", " + state + ", " + produced + " rows]";
    }
}
