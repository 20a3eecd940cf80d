package org.lanin.engine.exec;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * EXPLAIN ANALYZE's counters (PostgreSQL's Instrumentation): for each plan node, keyed by the
 * node's identity, how often its operator was opened (loops), how many rows it returned, and
 * the time to its first row and in total. Only statements being analysed carry one, so normal
 * execution pays nothing.
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

    /** One node's totals over every loop. */
    public static final class NodeCounters {
        long loops;
        long rows;
        long startupNanos;
        long totalNanos;

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
    }
}
