package org.lanin.engine.exec;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * EXPLAIN ANALYZE's counters (PostgreSQL's Instrumentation): for each plan node, keyed by the
 * node's identity, how often its operator was opened (loops), how many rows it returned, and
 * the time to its first row and in total. Only statements being analysed carry one, so normal
 * execution pays nothing. An operator may add named details of its own (a hash join's buckets,
 * batches and peak memory, shown under its Hash node as PostgreSQL does).
 */
public final class Instrumentation {
    private final Map<Object, NodeCounters> nodes = new IdentityHashMap<>();
    private final boolean timing;

    public Instrumentation(boolean timing) {
        this.timing = timing;
    }

    public boolean timing() {
        return timing;
    }

    /** The counters of {@code node}, created on first use. */
    public NodeCounters of(Object node) {
        return nodes.computeIfAbsent(node, k -> new NodeCounters());
    }

    /** The counters of {@code node}, or null when its operator never ran. */
    public NodeCounters find(Object node) {
        return nodes.get(node);
    }

    /**
     * Adds a parallel participant's counters to this one's, node by node: loops, rows and times
     * add up (PostgreSQL shows a parallel node's loops as its participants), details keep the peak.
     */
    public void absorb(Instrumentation participant) {
        participant.nodes.forEach((node, c) -> {
            NodeCounters mine = of(node);
            mine.loops += c.loops;
            mine.rows += c.rows;
            mine.startupNanos += c.startupNanos;
            mine.totalNanos += c.totalNanos;
            if (c.details != null) {
                c.details.forEach(mine::maxDetail);
            }
        });
    }

    /** One node's totals over every loop. */
    public static final class NodeCounters {
        long loops;
        long rows;
        long startupNanos;
        long totalNanos;
        private Map<String, Long> details;

        public long loops() {
            return loops;
        }

        public long rows() {
            return rows;
        }

        /** Time to the first row, summed over loops. */
        public long startupNanos() {
            return startupNanos;
        }

        public long totalNanos() {
            return totalNanos;
        }

        /** Records detail {@code name}, keeping the largest value over loops (PostgreSQL keeps the peak). */
        public void maxDetail(String name, long value) {
            if (details == null) {
                details = new LinkedHashMap<>();
            }
            details.merge(name, value, Math::max);
        }

        /** The detail {@code name}, or -1 when no loop recorded it. */
        public long detail(String name) {
            Long v = details == null ? null : details.get(name);
            return v == null ? -1 : v;
        }
    }
}
