package org.lanin.engine.access;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Iterator;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.exec.SortKey;
import org.lanin.engine.exec.SortMsg;
import org.lanin.engine.exec.TupleSorter;
import org.lanin.engine.index.btree.BTreeBulkLoad;
import org.lanin.engine.index.btree.UniqueChecker;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.Tid;
import org.lanin.engine.txn.Visibility;
import org.lanin.engine.txn.XidStatus;

/**
 * CREATE INDEX on a populated table (nbtsort.c): the (key, tid) of every heap version that is
 * not known dead (aborted inserts of other transactions are skipped) is collected, sorted by a
 * {@link TupleSorter} (abbreviated keys, spilling beyond {@code maintenance_work_mem}) in the
 * tree's order, checked for duplicates among adjacent equal keys by the insert path's rule (two
 * versions that are live, or become so after waiting for their transactions, fail with 23505
 * "could not create unique index"), and bulk-loaded leaves first by {@link BTreeBulkLoad}.
 */
public final class IndexBuild {
    /** BTREE_DEFAULT_FILLFACTOR: how full a build leaves the leaves of an index without a fillfactor. */
    static final int BTREE_DEFAULT_FILL_FACTOR = 90;

    private final TableDef table;
    private final IndexDef index;
    private final ExecContext ctx;
    private final SortKey[] keys;
    private final int width;

    private IndexBuild(TableDef table, IndexDef index, ExecContext ctx) {
        this.table = table;
        this.index = index;
        this.ctx = ctx;
        int[] attnums = index.attnums();
        this.width = attnums.length;
        this.keys = new SortKey[width + 1];
        for (int i = 0; i < width && !index.method().bitmapOnly(); i++) {
            keys[i] = SortKey.of(IndexKeys.keyType(table, attnums, index.exprs(), i).kind(), index.descending(i),
                    index.nullsFirst(i));
        }
        keys[width] = SortKey.ascending(org.lanin.engine.type.TypeKind.BIGINT);
    }

    /** Fills {@code index}'s empty, unpublished tree from {@code table}'s heap. */
    public static void fill(TableDef table, IndexDef index, ExecContext ctx) {
        new IndexBuild(table, index, ctx).run();
    }

    private void run() {
        if (index.method().isGin()) {
            GinBuild.fill(table, index, ctx);
            return;
        }
        if (index.method().isGist()) {
            GistBuild.fill(table, index, ctx);
            return;
        }
        var s = ctx.settings();
        try (TupleSorter sorter = new TupleSorter(keys, s.abbreviatedKeys(), s.maintenanceWorkMemBytes(), ctx)) {
            collect(sorter);
            sorter.finish();
            load(sorter);
        }
    }

    /**
     * A version of a HOT chain is entered under the chain's root TID (heapam_index_build_range_scan
     * with heap_get_root_tuples); members dead to everyone are left out. Members that differ in
     * this index's key (HOT updates made before the index existed) give the root one entry per key
     * and mark the tree {@code hotRecheck}: PostgreSQL instead enters only the newest key and hides
     * the index from older snapshots (indcheckxmin).
     */
    private void collect(TupleSorter sorter) {
        var tm = ctx.transactionManager();
        long horizon = tm.recentXminHorizon();
        Map<Long, Object[]> chainKeys = new HashMap<>();
        Iterator<HeapTuple> it = table.heap().scan();
        while (it.hasNext()) {
            HeapTuple t = it.next();
            ctx.checkInterrupts();
            if (tm.status(t.xmin()) == XidStatus.ABORTED && !ctx.transaction().isOwnXid(t.xmin())) {
                continue;
            }
            boolean inChain = t.isHeapOnly() || t.isHotUpdated();
            if (inChain && Visibility.isDeadToAll(t, tm, horizon)) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (!IndexKeys.covers(index, row, ctx)) {
                continue; // a partial index's WHERE leaves it out (the same for every member of a HOT chain)
            }
            Object[] key = IndexKeys.extract(index, row, ctx);
            if (inChain) {
                Object[] first = chainKeys.putIfAbsent(t.rootTid(), key);
                if (first != null && !equal(first, key)) {
                    index.tree().markHotRecheck();
                }
            }
            Object[] entry = Arrays.copyOf(key, width + 1);
            entry[width] = t.rootTid();
            sorter.add(entry, entry);
        }
    }

    private void load(TupleSorter sorter) {
        BTreeBulkLoad loader = new BTreeBulkLoad(index.tree(),
                org.lanin.engine.catalog.StorageOptions.fillFactor(index.reloptions(), BTREE_DEFAULT_FILL_FACTOR));
        Object[] groupKey = null;
        Object[] previous = null;
        long previousTid = Tid.NONE;
        long[] group = new long[4];
        int groupSize = 0;
        Object[] entry;
        while ((entry = sorter.next()) != null) {
            Object[] key = Arrays.copyOf(entry, width);
            long tid = (Long) entry[width];
            if (tid == previousTid && equal(previous, key)) {
                continue; // another version of the same HOT chain with the same key
            }
            previous = key;
            previousTid = tid;
            if (index.checksUnique(key)) {
                if (groupKey != null && equalKeys(groupKey, key)) {
                    if (groupSize == group.length) {
                        group = Arrays.copyOf(group, groupSize * 2);
                    }
                    group[groupSize++] = tid;
                } else {
                    checkGroup(groupKey, group, groupSize);
                    groupKey = key;
                    group[0] = tid;
                    groupSize = 1;
                }
            }
            loader.add(key, tid);
        }
        checkGroup(groupKey, group, groupSize);
        loader.finish();
    }

    private boolean equal(Object[] a, Object[] b) {
        return equalOver(a, b, width);
    }

    /** Equal on the key columns (INCLUDE columns, after them, left out): what uniqueness compares. */
    private boolean equalKeys(Object[] a, Object[] b) {
        return equalOver(a, b, index.keyCount());
    }

    private boolean equalOver(Object[] a, Object[] b, int width) {
        for (int i = 0; i < width; i++) {
            if (keys[i].compare(a[i], b[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** At most one version of an equal-key group may be live (waiting out undecided ones). */
    private void checkGroup(Object[] key, long[] tids, int n) {
        if (n < 2) {
            return;
        }
        UniqueChecker checker = new UniqueConflictChecker(table, index, ctx, Long.MIN_VALUE, key);
        int live = 0;
        for (int i = 0; i < n; i++) {
            long verdict = checker.check(tids[i]);
            while (verdict > 0) {
                checker.waitFor(verdict);
                verdict = checker.check(tids[i]);
            }
            if (verdict == UniqueChecker.CONFLICT && ++live > 1) {
                throw LaninException.of(SortMsg.DUPLICATE_IN_BUILD, index.name(),
                        IndexKeys.columnList(table, index), IndexKeys.valueList(index, key));
            }
        }
    }
}
