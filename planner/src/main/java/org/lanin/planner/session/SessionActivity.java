package org.lanin.planner.session;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * What one session is doing, published for pg_stat_activity (PostgreSQL's PgBackendStatus, written
 * by the backend, read by anyone): its pid, when it connected, its state, and its current or last
 * statement with when that began. Only the session's own thread writes, with release stores (a
 * volatile store is a full fence, and these are paid by every statement); other threads read with
 * acquire loads and may see a statement's text beside the previous one's state for an instant, as
 * PostgreSQL's readers may without its changecount check.
 *
 * <p>Times are kept as {@link System#nanoTime()} readings (the statement's start is the one the
 * statement statistics take anyway) and turned into timestamps when read, against the wall clock
 * read once at connection.
 */
public final class SessionActivity {
    /** PostgreSQL's state column. */
    public enum State {
        ACTIVE("active"), IDLE("idle"), IDLE_IN_TRANSACTION("idle in transaction"),
        IDLE_IN_TRANSACTION_ABORTED("idle in transaction (aborted)");

        private final String text;

        State(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    private static final VarHandle STATE;
    private static final VarHandle QUERY;
    private static final VarHandle QUERY_START;
    private static final VarHandle STATE_CHANGE;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            STATE = l.findVarHandle(SessionActivity.class, "state", State.class);
            QUERY = l.findVarHandle(SessionActivity.class, "query", String.class);
            QUERY_START = l.findVarHandle(SessionActivity.class, "queryStartNanos", long.class);
            STATE_CHANGE = l.findVarHandle(SessionActivity.class, "stateChangeNanos", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final int pid;
    private final Runnable cancel;
    private final long startNanos = System.nanoTime();
    private final Instant startWall = Instant.now();
    private final String applicationName;
    private State state = State.IDLE;
    private String query = "";
    private long queryStartNanos;
    private long stateChangeNanos = startNanos;
    /** Set by pg_terminate_backend: the session ends at its next use (57P01). */
    private volatile boolean terminated;

    SessionActivity(int pid, String applicationName, Runnable cancel) {
        this.pid = pid;
        this.applicationName = applicationName;
        this.cancel = cancel;
    }

    /** A statement began at {@code startedNanos}. */
    void active(String sql, long startedNanos) {
        QUERY.setRelease(this, sql);
        QUERY_START.setRelease(this, startedNanos);
        STATE_CHANGE.setRelease(this, startedNanos);
        STATE.setRelease(this, State.ACTIVE);
    }

    /** After a statement: idle, in a transaction block, or in a failed one. */
    void idle(boolean failed, boolean inTransaction) {
        State next = failed ? State.IDLE_IN_TRANSACTION_ABORTED : inTransaction ? State.IDLE_IN_TRANSACTION : State.IDLE;
        if (state != next) {
            STATE_CHANGE.setRelease(this, System.nanoTime());
            STATE.setRelease(this, next);
        }
    }

    /** At each use of the session: after pg_terminate_backend, ends it ({@code close}) and fails with 57P01. */
    void checkTerminated(Runnable close) {
        if (terminated) {
            terminated = false; // reported once: the session is closed from here on
            close.run();
            throw org.lanin.engine.error.LaninException.of(SessionMsg.TERMINATED);
        }
    }

    public int pid() {
        return pid;
    }

    public String applicationName() {
        return applicationName;
    }

    public State state() {
        return (State) STATE.getAcquire(this);
    }

    public String query() {
        return (String) QUERY.getAcquire(this);
    }

    public OffsetDateTime backendStart() {
        return at(startNanos);
    }

    /** Null before the first statement. */
    public OffsetDateTime queryStart() {
        long q = (long) QUERY_START.getAcquire(this);
        return q == 0 ? null : at(q);
    }

    public OffsetDateTime stateChange() {
        return at((long) STATE_CHANGE.getAcquire(this));
    }

    /** pg_cancel_backend: cancels the running statement, if any (57014 there). */
    public void cancel() {
        cancel.run();
    }

    /** pg_terminate_backend: cancels the running statement and ends the session at its next use. */
    public void terminate() {
        terminated = true;
        cancel.run();
    }

    private OffsetDateTime at(long nanos) {
        return startWall.plusNanos(nanos - startNanos).atOffset(ZoneOffset.UTC);
    }
}
