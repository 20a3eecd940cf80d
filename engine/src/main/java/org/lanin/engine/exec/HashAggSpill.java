package org.lanin.engine.exec;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The input rows of groups a hash aggregate could not keep in memory (PostgreSQL 13's hash
 * aggregate spilling, nodeAgg.c {@code hashagg_spill_*}). Once the groups in memory reach the
 * limit, a row of a group not yet in memory goes to one of {@link #PARTITIONS} files chosen by
 * bits of its key's hash; rows of groups already in memory keep advancing them. When the input
 * ends the groups in memory are finished, then each file is aggregated as an input of its own
 * with the next bits of the hash, spilling again if it still does not fit. All rows of a group
 * land in one file of a pass, so every group is finished exactly once.
 *
 * <p>Spilled rows are input rows (PostgreSQL spills tuples, not transition states), written
 * with the hash join's batch file format ({@link HashBatchFile}, no key). Past
 * {@link #MAX_DEPTH} passes the hash has no bits left: the aggregate then keeps every group in
 * memory, as PostgreSQL does when a partition cannot be split further.
 */
final class HashAggSpill {
    static final int PARTITIONS = 32;
    private static final int BITS = 5;
    static final int MAX_DEPTH = 6;

    /** A file of spilled rows waiting to be aggregated, and the pass that will read it. */
    record Pending(HashBatchFile file, int depth) {
    }

    private final Path dir;
    private final int bufferBytes;
    private final List<Path> created = new ArrayList<>();
    private final Deque<Pending> pending = new ArrayDeque<>();
    private final List<HashBatchFile> open = new ArrayList<>();
    private HashBatchFile[] pass;
    private int passDepth;
    private long spilledRows;
    private long spilledBytes;
    private int partitionsWritten;

    /** {@code dir}: where the files go (null: the system's temporary directory). */
    HashAggSpill(Path dir, long workMemBytes) {
        this.dir = dir;
        this.bufferBytes = (int) Math.min(Integer.MAX_VALUE, workMemBytes / 4 / PARTITIONS);
    }

    /** True when rows read at {@code depth} may still be split by their hash. */
    static boolean canSplit(int depth) {
        return depth < MAX_DEPTH;
    }

    /** Writes a row whose group is not in memory, in the pass reading at {@code depth}. */
    void write(int depth, int hash, Object[] row) {
        if (pass == null) {
            pass = new HashBatchFile[PARTITIONS];
            passDepth = depth;
        }
        int part = (mix(hash) >>> (depth * BITS)) & (PARTITIONS - 1);
        HashBatchFile f = pass[part];
        if (f == null) {
            f = new HashBatchFile(dir, created, 0, bufferBytes);
            pass[part] = f;
            open.add(f);
            partitionsWritten++;
        }
        f.write(hash, null, row);
        spilledRows++;
        spilledBytes += HashJoinSizing.rowBytes(row);
    }

    /** The input of the current pass has ended: its files wait to be read by the next passes. */
    void endPass() {
        if (pass == null) {
            return;
        }
        for (HashBatchFile f : pass) {
            if (f != null) {
                pending.push(new Pending(f, passDepth + 1));
            }
        }
        pass = null;
    }

    /** The next file to aggregate, or null when every spilled row has been aggregated. */
    Pending next() {
        return pending.poll();
    }

    /** Deletes every file, read or not (the aggregate is closed or failed). */
    void deleteAll() {
        for (HashBatchFile f : open) {
            f.delete();
        }
        open.clear();
        pending.clear();
        pass = null;
    }

    /** Partition files written over all passes (PostgreSQL's "Batches" minus the in-memory one). */
    int partitionsWritten() {
        return partitionsWritten;
    }

    long spilledRows() {
        return spilledRows;
    }

    /** Estimated bytes of the rows written (their in-memory size, as work_mem counts them). */
    long spilledBytes() {
        return spilledBytes;
    }

    /** Every file created (deleted or not): for tests. */
    List<Path> created() {
        return List.copyOf(created);
    }

    /** Spreads the key hash so that each pass's five bits are independent of the others. */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }
}
