package org.lanin.engine.exec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The batches of a hybrid hash join (PostgreSQL's nodeHash.c batch bookkeeping): a tuple's batch
 * is the low bits of a mix of its key's hash ({@code batchOf}), so doubling the number of batches
 * sends each tuple of batch {@code b} to {@code b} or {@code b + nbatch} and tuples only ever move
 * to later batches. Batch {@code current} is the one in memory; every later batch has an inner
 * and an outer {@link HashBatchFile}. Every temporary file created is listed so that
 * {@link #deleteAll} removes them on every path out of the join.
 *
 * <p>Invariant (why a batch may be skipped only under PostgreSQL's conditions): a tuple written
 * while there were fewer batches than now may belong to a later batch, so a batch file written
 * before the last doubling must be read (and its strays moved on) even when the other side of the
 * batch is empty.
 */
final class HashJoinBatches {
    private final Path dir;
    private final int keyCount;
    private final long workMemBytes;
    private final List<Path> created = new ArrayList<>();
    private HashBatchFile[] inner = new HashBatchFile[0];
    private HashBatchFile[] outer = new HashBatchFile[0];
    private int nbatch;
    private final int nbatchOriginal;
    private int nbatchOutstart;
    private int current;
    private boolean growEnabled = true;

    HashJoinBatches(int nbatch, Path dir, int keyCount, long workMemBytes) {
        this.workMemBytes = workMemBytes;
        this.nbatch = nbatch;
        this.nbatchOriginal = nbatch;
        this.nbatchOutstart = nbatch;
        this.dir = dir;
        this.keyCount = keyCount;
    }

    /** The batch of a tuple whose key hashes to {@code hash} (murmur3's finaliser: all bits mixed). */
    int batchOf(int hash) {
        if (nbatch == 1) {
            return 0;
        }
        int h = hash;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h & (nbatch - 1);
    }

    int batches() {
        return nbatch;
    }

    int originalBatches() {
        return nbatchOriginal;
    }

    int current() {
        return current;
    }

    boolean canGrow() {
        return growEnabled && nbatch < HashJoinSizing.MAX_BATCHES;
    }

    /** PostgreSQL's ExecHashIncreaseNumBatches, the bookkeeping half: twice the batches. */
    void doubleBatches() {
        nbatch *= 2;
    }

    /** A split that moved no tuple or every tuple cannot help: one key fills the batch. Stop splitting. */
    void disableGrowth() {
        growEnabled = false;
    }

    /** The outer side starts being read: tuples written from now on are routed with this many batches. */
    void outerScanStarts() {
        nbatchOutstart = nbatch;
    }

    void saveInner(int batch, int hash, Object key, Object[] row) {
        file(true, batch).write(hash, key, row);
    }

    void saveOuter(int batch, int hash, Object key, Object[] row) {
        file(false, batch).write(hash, key, row);
    }

    private HashBatchFile file(boolean innerSide, int batch) {
        if (batch <= current) {
            throw new org.lanin.engine.error.EngineBug("hash join tuple routed to batch " + batch + " while at " + current);
        }
        HashBatchFile[] files = innerSide ? inner : outer;
        if (batch >= files.length) {
            files = Arrays.copyOf(files, Math.max(batch + 1, Math.min(nbatch, files.length * 2)));
            if (innerSide) {
                inner = files;
            } else {
                outer = files;
            }
        }
        if (files[batch] == null) {
            files[batch] = newFile();
        }
        return files[batch];
    }

    /** A batch file whose write buffer is a quarter of work_mem shared over the files of every batch. */
    private HashBatchFile newFile() {
        return new HashBatchFile(dir, created, keyCount, (int) Math.min(Integer.MAX_VALUE, workMemBytes / 8 / nbatch));
    }

    /** Tuples waiting in batch {@code batch}'s file of one side. */
    long waiting(boolean innerSide, int batch) {
        HashBatchFile[] files = innerSide ? inner : outer;
        return batch < files.length && files[batch] != null ? files[batch].tuples() : 0;
    }

    /**
     * Moves to the next batch worth processing and returns it, or -1 when none is left. A batch
     * empty on one side is skipped when that side cannot produce rows on its own ({@code keepsInner}:
     * unmatched inner rows are returned; {@code keepsOuter}: unmatched outer rows are) and no
     * doubling since its file was written can have left tuples of later batches in it.
     */
    int advance(boolean keepsInner, boolean keepsOuter) {
        drop(current);
        while (++current < nbatch) {
            long in = waiting(true, current);
            long out = waiting(false, current);
            if (in == 0 && out == 0) {
                continue;
            }
            if (out == 0 && !keepsInner && nbatch == nbatchOriginal) {
                drop(current);
                continue;
            }
            if (in == 0 && !keepsOuter && nbatch == nbatchOutstart) {
                drop(current);
                continue;
            }
            return current;
        }
        return -1;
    }

    /** Reads the current batch's file of one side (empty when there is none). */
    HashBatchFile.Reader read(boolean innerSide) {
        HashBatchFile[] files = innerSide ? inner : outer;
        if (current >= files.length || files[current] == null) {
            files = innerSide ? (inner = grow(inner)) : (outer = grow(outer));
            files[current] = newFile();
        }
        return files[current].read();
    }

    private HashBatchFile[] grow(HashBatchFile[] files) {
        return current < files.length ? files : Arrays.copyOf(files, current + 1);
    }

    private void drop(int batch) {
        for (HashBatchFile[] files : new HashBatchFile[][] {inner, outer}) {
            if (batch < files.length && files[batch] != null) {
                files[batch].delete();
                files[batch] = null;
            }
        }
    }

    /** Every temporary file this join created (deleted or not): for tests. */
    List<Path> temporaryFiles() {
        return List.copyOf(created);
    }

    /** Deletes every batch file; idempotent. */
    void deleteAll() {
        for (HashBatchFile[] files : new HashBatchFile[][] {inner, outer}) {
            for (HashBatchFile f : files) {
                if (f != null) {
                    f.delete();
                }
            }
        }
        inner = new HashBatchFile[0];
        outer = new HashBatchFile[0];
    }
}
