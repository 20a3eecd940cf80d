package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * PostgreSQL's Gather: runs copies of a partial plan (one that returns a share of the rows, such
 * as a parallel sequential scan) in worker threads and in the leader, and returns the union of
 * their rows in no particular order. Workers hand rows over in chunks through a bounded queue
 * (a worker that gets ahead waits); the leader takes rows from the queue first and works on its
 * own copy when the queue is empty (parallel_leader_participation; also when it is off but no
 * worker could be started, so the plan always finishes).
 *
 * <p>Workers are daemon threads of one pool in the JVM, at most the session's
 * {@code max_parallel_workers} running at once over all statements; a Gather that finds none
 * free runs with fewer. Each participant has its own {@link ExecContext#participant context}
 * over the statement's transaction and snapshot, so cancel and statement_timeout reach all of
 * them. The first error of any participant is the statement's; {@link #close} stops the workers
 * and waits for them, so none outlives the statement.
 */
public final class GatherOperator implements Operator {
    /** Rows per hand-over. */
    static final int CHUNK_ROWS = 256;
    /** Chunks the queue holds per worker before a worker waits. */
    private static final int CHUNKS_PER_WORKER = 16;
    private static final long POLL_MILLIS = 10;
    private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "lanin-parallel-worker");
        t.setDaemon(true);
        return t;
    });
    /** Workers running in this JVM now. */
    private static final AtomicInteger RUNNING = new AtomicInteger();

    private final Function<ExecContext, Operator> partialPlan;
    private final int plannedWorkers;
    private final int maxWorkers;
    private final boolean leaderParticipates;
    private final int width;

    private ExecContext ctx;
    private Operator leaderPart;
    private boolean leaderDone;
    private BlockingQueue<Object> queue;
    private final List<Worker> workers = new ArrayList<>();
    private CountDownLatch finished;
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private volatile boolean stopping;
    private int workersDone;
    private Object[][] chunk;
    private int chunkSize;
    private int chunkPos;
    private int launched;
    private Instrumentation.NodeCounters counters;
    /** Detail name for EXPLAIN ANALYZE (PostgreSQL's "Workers Launched"). */
    public static final String WORKERS_LAUNCHED = "Workers Launched";

    /**
     * @param partialPlan    builds one participant's operator tree with that participant's context
     * @param plannedWorkers workers the plan asks for (EXPLAIN's "Workers Planned")
     * @param maxWorkers     max_parallel_workers: the JVM-wide limit this statement respects
     * @param leaderParticipates parallel_leader_participation (the leader runs a share anyway when
     *                       no worker could be started)
     */
    public GatherOperator(Function<ExecContext, Operator> partialPlan, int plannedWorkers, int maxWorkers,
                          boolean leaderParticipates, int width) {
        this.partialPlan = partialPlan;
        this.plannedWorkers = plannedWorkers;
        this.maxWorkers = maxWorkers;
        this.leaderParticipates = leaderParticipates;
        this.width = width;
    }

    /** Workers the last {@link #open} started (EXPLAIN ANALYZE's "Workers Launched"). */
    public int launched() {
        return launched;
    }

    /** EXPLAIN ANALYZE: this node's counters, which get the workers launched. */
    public GatherOperator reportTo(Instrumentation.NodeCounters counters) {
        this.counters = counters;
        return this;
    }

    @Override
    public void open(ExecContext context) {
        if (finished != null || leaderPart != null) {
            close(); // a rescan without a close: the last run's workers end first
        }
        ctx = context;
        stopping = false;
        failure.set(null);
        workersDone = 0;
        chunk = null;
        chunkSize = 0;
        chunkPos = 0;
        workers.clear();
        ParallelShare share = new ParallelShare();
        org.lanin.engine.type.SessionThreadState thread = org.lanin.engine.type.SessionThreadState.capture();
        int n = reserveWorkers();
        queue = new ArrayBlockingQueue<>(Math.max(1, n) * CHUNKS_PER_WORKER + n);
        finished = new CountDownLatch(n);
        for (int i = 0; i < n; i++) {
            Instrumentation inst = context.instrumentation() == null ? null
                    : new Instrumentation(context.instrumentation().timing());
            Worker w = new Worker(context.participant(share, inst), thread);
            try {
                POOL.execute(w);
                workers.add(w);
            } catch (RuntimeException e) {
                RUNNING.decrementAndGet();
                finished.countDown();
            }
        }
        launched = workers.size();
        if (counters != null) {
            counters.maxDetail(WORKERS_LAUNCHED, launched);
        }
        leaderDone = !leaderParticipates && launched > 0;
        if (leaderDone) {
            return;
        }
        ExecContext mine = context.participant(share, context.instrumentation());
        leaderPart = partialPlan.apply(mine);
        try {
            leaderPart.open(mine);
        } catch (RuntimeException | Error e) {
            close();
            throw e;
        }
    }

    private int reserveWorkers() {
        int want = Math.min(plannedWorkers, maxWorkers);
        int got = 0;
        while (got < want) {
            int now = RUNNING.get();
            if (now >= maxWorkers) {
                break;
            }
            if (RUNNING.compareAndSet(now, now + 1)) {
                got++;
            }
        }
        return got;
    }

    @Override
    public Object[] next() {
        while (true) {
            if (chunkPos < chunkSize) {
                return chunk[chunkPos++];
            }
            rethrowFailure();
            Object item = queue.poll();
            if (item != null) {
                take(item);
                continue;
            }
            if (!leaderDone) {
                Object[] row = leaderPart.next();
                if (row != null) {
                    return row;
                }
                leaderDone = true;
                continue;
            }
            if (workersDone == launched) {
                rethrowFailure();
                return null;
            }
            ctx.checkNow();
            try {
                item = queue.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                ctx.checkNow();
                continue;
            }
            if (item != null) {
                take(item);
            }
        }
    }

    private void take(Object item) {
        if (item instanceof Chunk c) {
            chunk = c.rows;
            chunkSize = c.size;
            chunkPos = 0;
        } else {
            workersDone++; // a worker's end (its failure, if any, is in the failure field)
        }
    }

    private void rethrowFailure() {
        Throwable t = failure.get();
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
    }

    @Override
    public void close() {
        stopping = true;
        for (Worker w : workers) {
            w.context.cancel();
        }
        if (queue != null) {
            queue.clear();
        }
        boolean interrupted = false;
        if (finished != null) {
            while (true) {
                try {
                    if (finished.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                        break;
                    }
                    queue.clear(); // a worker waiting for room gets it and sees the stop
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Instrumentation inst = ctx == null ? null : ctx.instrumentation();
        for (Worker w : workers) {
            if (inst != null && w.context.instrumentation() != null) {
                inst.absorb(w.context.instrumentation());
            }
        }
        workers.clear();
        finished = null;
        chunk = null;
        chunkSize = 0;
        if (leaderPart != null) {
            Operator p = leaderPart;
            leaderPart = null;
            p.close();
        }
    }

    @Override
    public int width() {
        return width;
    }

    private record Chunk(Object[][] rows, int size) {
    }

    /** A worker's end of its rows, after its last chunk. */
    private static final Object END = new Object();

    /** One worker thread's run of the partial plan. */
    private final class Worker implements Runnable {
        final ExecContext context;
        final org.lanin.engine.type.SessionThreadState session;

        Worker(ExecContext context, org.lanin.engine.type.SessionThreadState session) {
            this.context = context;
            this.session = session;
        }

        @Override
        public void run() {
            session.run(this::work);
        }

        private void work() {
            try {
                Operator op = partialPlan.apply(context);
                op.open(context);
                try {
                    Object[][] rows = new Object[CHUNK_ROWS][];
                    int n = 0;
                    Object[] row;
                    while (!stopping && (row = op.next()) != null) {
                        rows[n++] = row;
                        if (n == CHUNK_ROWS) {
                            hand(new Chunk(rows, n));
                            rows = new Object[CHUNK_ROWS][];
                            n = 0;
                        }
                    }
                    if (n > 0) {
                        hand(new Chunk(rows, n));
                    }
                } finally {
                    op.close();
                }
            } catch (Stopped e) {
                // the leader is closing: nothing more is wanted
            } catch (Throwable t) {
                if (!stopping) {
                    failure.compareAndSet(null, t);
                }
            } finally {
                RUNNING.decrementAndGet();
                try {
                    hand(END);
                } catch (Stopped e) {
                    // the leader stopped reading: it counts this worker through the latch
                }
                finished.countDown();
            }
        }

        private void hand(Object item) {
            try {
                while (!queue.offer(item, POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    if (stopping) {
                        throw new Stopped();
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Stopped();
            }
        }
    }

    /** A worker's hand-over given up because the Gather is closing. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }
}
