package org.lanin.bench.run;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.lanin.bench.engine.Database;
import org.lanin.bench.engine.EngineKind;
import org.lanin.bench.workload.FloorStore;
import org.lanin.bench.workload.Op;
import org.lanin.bench.workload.ThreadContext;
import org.lanin.bench.workload.ThroughputWorkload;

/**
 * Runs one timed sample of a throughput workload: prepares every thread's operation on its own
 * connection (untimed), releases all threads at once, lets each run until the deadline, and
 * divides successful operations by the wall time from release to the last thread's finish.
 */
final class SampleRunner {
    private SampleRunner() {
    }

    /** @param db null for the floor engine */
    static Sample run(ThroughputWorkload w, Database db, int threads, int round, long durationNanos) throws Exception {
        Connection holder = db == null ? null : db.holder();
        if (holder != null) {
            w.beforeSample(holder);
        }
        boolean lanin = db != null && (db.spec().kind() == EngineKind.LANIN || db.spec().kind() == EngineKind.LANIN_FILE);
        FloorStore floor = new FloorStore();
        AtomicLong sequence = new AtomicLong();
        List<Connection> connections = new ArrayList<>();
        List<Op> ops = new ArrayList<>();
        try {
            for (int i = 0; i < threads; i++) {
                ThreadContext t = new ThreadContext(i, threads,
                        new SplittableRandom(ThreadContext.seed(w.name(), threads, round, i)), sequence);
                if (db == null) {
                    ops.add(w.prepareFloor(floor, t));
                } else {
                    Connection c = db.connect();
                    connections.add(c);
                    ops.add(durable(w.prepare(c, t), c, db.spec().kind().afterCommit()));
                }
            }
            // What earlier samples left (a dropped table's rows are old-generation garbage until a
            // marking cycle) is collected now, untimed, as JMH's -gc true does: otherwise a later
            // sample (the 2-thread one) pays for the marking and mixed collections of the ones before.
            System.gc();
            Map<String, Double> before = lanin ? Counters.read(holder) : null;
            long gcBefore = gcMillis();
            Outcome o = runThreads(ops, durationNanos);
            double gcShare = (gcMillis() - gcBefore) / (o.nanos() / 1e6);
            Map<String, Double> after = lanin ? Counters.read(holder) : null;
            return new Sample(o.ops() / (o.nanos() / 1e9), o.retries(), Counters.perOp(before, after, o.ops()), gcShare,
                    o.ops() == 0 || o.allocated() < 0 ? Double.NaN : (double) o.allocated() / o.ops());
        } finally {
            for (Connection c : connections) {
                closeQuietly(c);
            }
        }
    }

    /** {@code op} followed by the engine's statement that forces its commit (h2-file-sync), if it has one. */
    private static Op durable(Op op, Connection c, String afterCommit) throws SQLException {
        if (afterCommit == null) {
            return op;
        }
        java.sql.Statement st = c.createStatement();
        return () -> {
            op.run();
            st.execute(afterCommit);
        };
    }

    /** {@code allocated}: bytes the worker threads allocated while they ran, or -1 where the JVM cannot tell. */
    private record Outcome(long ops, long nanos, long retries, long allocated) {
    }

    private static Outcome runThreads(List<Op> ops, long durationNanos)
            throws Exception {
        AtomicLong retries = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        AtomicLong total = new AtomicLong();
        AtomicLong allocated = new AtomicLong();
        AtomicReference<Exception> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        long[] startNanos = new long[1];
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            Thread th = new Thread(() -> work(op, start, startNanos, durationNanos, total, retries, allocated, failure), "bench-" + i);
            workers.add(th);
            th.start();
        }
        startNanos[0] = System.nanoTime();
        start.countDown();
        for (Thread th : workers) {
            th.join();
        }
        long nanos = System.nanoTime() - startNanos[0];
        if (failure.get() != null) {
            throw failure.get();
        }
        return new Outcome(total.get(), nanos, retries.get(), allocated.get());
    }

    private static void work(Op op, CountDownLatch start, long[] startNanos, long durationNanos,
                             AtomicLong total, AtomicLong retries, AtomicLong allocated,
                             AtomicReference<Exception> failure) {
        long n = 0;
        long allocatedBefore = allocatedBytes();
        try {
            start.await();
            long deadline = startNanos[0] + durationNanos;
            while (System.nanoTime() < deadline && failure.get() == null) {
                try {
                    op.run();
                    n++;
                } catch (SQLException e) {
                    if (!isRetryable(e)) {
                        throw e;
                    }
                    retries.incrementAndGet();
                }
            }
        } catch (Exception e) {
            failure.compareAndSet(null, e);
        } finally {
            total.addAndGet(n);
            long after = allocatedBytes();
            if (allocatedBefore < 0 || after < 0) {
                allocated.set(-1);
            } else if (allocated.get() >= 0) {
                allocated.addAndGet(after - allocatedBefore);
            }
        }
    }

    /**
     * Bytes this thread has allocated so far (HotSpot's per-thread TLAB accounting), or -1 where
     * the JVM does not offer it. Deterministic for a given code path, unlike throughput: the
     * garbage an operation makes sets how often the young collector runs.
     */
    private static long allocatedBytes() {
        if (java.lang.management.ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemorySupported() && t.isThreadAllocatedMemoryEnabled()) {
            return t.getCurrentThreadAllocatedBytes();
        }
        return -1;
    }

    /**
     * Milliseconds the JVM's collectors have spent so far (G1: its young and mixed pauses and full
     * collections; concurrent marking is not counted). Every engine runs in this JVM, so its share of
     * a sample says how much of the time no operation could run.
     */
    private static long gcMillis() {
        long total = 0;
        for (java.lang.management.GarbageCollectorMXBean gc : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
            total += Math.max(0, gc.getCollectionTime());
        }
        return total;
    }

    /** Serialization failure or deadlock: PostgreSQL's (and the SQL standard's) class 40. */
    static boolean isRetryable(SQLException e) {
        String state = e.getSQLState();
        return state != null && state.startsWith("40");
    }

    private static void closeQuietly(Connection c) {
        try {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
            c.close();
        } catch (SQLException e) {
            // Closing a benchmark connection cannot change a result already taken.
        }
    }
}
