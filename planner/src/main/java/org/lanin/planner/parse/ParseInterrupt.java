package org.lanin.planner.parse;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import net.sf.jsqlparser.parser.CCJSqlParser;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * Cancel and statement_timeout for the parse of one session's statement. A cancel, or a timeout
 * (a task on one shared timer thread), sets a volatile flag that the parser reads at each of its
 * feature checks, made at every expression it parses or looks ahead over, and throws 57014 from
 * there ({@link #checkStop}); it also sets JSqlParser's own {@code interrupted} flag, which makes its
 * lookaheads fail, but that is a plain field a compiled parser loop need not re-read and only steers
 * the parse, so it is not what stops it. Afterwards the parse is answered with 57014 whatever the
 * parser returned.
 *
 * <p>A session owns one instance and uses it from its own thread ({@link #begin}/{@link #end}
 * around preparing a statement, {@link #started}/{@link #finished} around each parser run);
 * {@link #cancel} may come from any thread and the timer's task runs on the timer thread. The session's
 * statement reaches the parser through {@link #current()}, a thread-local set for the duration of
 * {@link #begin}..{@link #end}, because plans are built deep inside the plan cache.
 */
public final class ParseInterrupt {
    private static final ThreadLocal<ParseInterrupt> CURRENT = new ThreadLocal<>();
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "lanin-parse-timeout");
        t.setDaemon(true);
        return t;
    });

    private volatile boolean canceled;
    private volatile boolean timedOut;
    private volatile CCJSqlParser parser;
    private long deadlineNanos;
    private ScheduledFuture<?> timer;

    /** The interrupt of the statement this thread is preparing, or null outside {@link #begin}/{@link #end}. */
    static ParseInterrupt current() {
        return CURRENT.get();
    }

    /** Starts a statement: {@code timeoutMillis} is its statement_timeout (0: none). */
    public void begin(long timeoutMillis) {
        canceled = false;
        timedOut = false;
        parser = null;
        deadlineNanos = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : 0;
        CURRENT.set(this);
    }

    public void end() {
        CURRENT.remove();
        parser = null;
    }

    /** Stops the parse running (from any thread); a no-op when none is. */
    public void cancel() {
        canceled = true;
        CCJSqlParser p = parser;
        if (p != null) {
            p.interrupted = true;
        }
    }

    /** True once a cancel or the timeout has asked the parse to stop. */
    boolean stopRequested() {
        return canceled || timedOut;
    }

    /** A parser starts on this statement: throws 57014 if stopped already, else watches it. */
    void started(CCJSqlParser p) {
        checkStop();
        parser = p;
        if (deadlineNanos != 0) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) {
                timeout();
            } else {
                timer = TIMER.schedule(this::timeout, left, TimeUnit.NANOSECONDS);
            }
        }
        if (stopRequested()) {
            p.interrupted = true; // a cancel that raced the registration above
        }
    }

    /** The parser returned or threw: throws 57014 when a cancel or the timeout stopped it. */
    void finished() {
        parser = null;
        ScheduledFuture<?> t = timer;
        timer = null;
        if (t != null) {
            t.cancel(false);
        }
        checkStop();
    }

    private void timeout() {
        timedOut = true;
        CCJSqlParser p = parser;
        if (p != null) {
            p.interrupted = true;
        }
    }

    /** True while a parser runs under this interrupt. */
    boolean parsing() {
        return parser != null;
    }

    /** Throws 57014 once a cancel or the timeout has asked the parse to stop. */
    void checkStop() {
        if (canceled) {
            throw LaninException.of(EngineMsg.QUERY_CANCELED);
        }
        if (timedOut) {
            throw LaninException.of(EngineMsg.STATEMENT_TIMEOUT);
        }
    }
}
