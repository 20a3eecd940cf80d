package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.HashJoinOperator;
import org.lanin.engine.exec.Instrumentation;
import org.lanin.engine.exec.Operator;

/**
 * The build input of a hash join (PostgreSQL's Hash node): its rows are what the join hashes.
 * The table itself lives in the join's operator, which reports its buckets, batches and peak
 * memory to this node's counters for EXPLAIN ANALYZE.
 */
public final class HashNode extends PhysicalNode {
    private final int[] dropped;

    public HashNode(PhysicalNode input) {
        this(input, new int[0]);
    }

    /**
     * {@code dropped}: positions of the input's rows nothing above reads, which the join's table
     * does not keep ({@code HashJoinOperator.keepInner}).
     */
    public HashNode(PhysicalNode input, int[] dropped) {
        super(List.of(input));
        this.dropped = dropped.clone();
    }

    /** {@link #kept} of the last width asked (one plan node always asks with the same width). */
    private volatile Kept kept;

    private record Kept(int width, int[] positions) {
    }

    /**
     * Positions of the input's rows of width {@code width} the table keeps, ascending; null: all.
     * Computed once, not per execution: the join's operator only reads the array.
     */
    int[] kept(int width) {
        if (dropped.length == 0) {
            return null;
        }
        Kept k = kept;
        if (k == null || k.width() != width) {
            k = new Kept(width, keptPositions(width));
            kept = k;
        }
        return k.positions();
    }

    private int[] keptPositions(int width) {
        java.util.BitSet drop = new java.util.BitSet();
        for (int d : dropped) {
            drop.set(d);
        }
        int[] out = new int[width - drop.get(0, width).cardinality()];
        for (int i = 0, n = 0; i < width; i++) {
            if (!drop.get(i)) {
                out[n++] = i;
            }
        }
        return out;
    }

    /**
     * The input is a scan of a table's stored tuples, so the rows it returns hold the tuples' own
     * value objects (the join's table then counts only its entries against work_mem).
     */
    boolean readsStoredTuples() {
        PhysicalNode in = input(0);
        return in instanceof SeqScanNode || in instanceof IndexScanNode || in instanceof BitmapHeapScanNode
                || in instanceof GatherNode g && g.input(0) instanceof SeqScanNode;
    }

    @Override
    public String nodeName() {
        return "Hash";
    }

    /** PostgreSQL's "Buckets: N  Batches: N  Memory Usage: NkB", with "(originally N)" where they grew. */
    @Override
    public void explainActual(Instrumentation.NodeCounters c, ExplainProperties out) {
        long buckets = c.detail(HashJoinOperator.BUCKETS);
        if (buckets < 0) {
            return;
        }
        long originalBuckets = c.detail(HashJoinOperator.ORIGINAL_BUCKETS);
        long batches = c.detail(HashJoinOperator.BATCHES);
        long originalBatches = c.detail(HashJoinOperator.ORIGINAL_BATCHES);
        long kb = (c.detail(HashJoinOperator.PEAK_MEMORY_BYTES) + 1023) / 1024;
        boolean grew = buckets != originalBuckets || batches != originalBatches;
        out.addText("Buckets", grew
                ? buckets + " (originally " + originalBuckets + ")  Batches: " + batches + " (originally "
                        + originalBatches + ")  Memory Usage: " + kb + "kB"
                : buckets + "  Batches: " + batches + "  Memory Usage: " + kb + "kB");
        out.addJson("Hash Buckets", buckets);
        out.addJson("Original Hash Buckets", originalBuckets);
        out.addJson("Hash Batches", batches);
        out.addJson("Original Hash Batches", originalBatches);
        out.addJson("Peak Memory Usage", kb);
    }

    @Override
    protected Operator build(Operator[] inputs, ExecContext ctx) {
        return inputs[0];
    }
}
