package org.lanin.engine.exec;

import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.index.btree.BTreeCursor;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * Rows found through a B-tree range: bounds are evaluated at open (they may use parameters),
 * each entry's heap version is fetched and checked against the snapshot. A NULL bound value
 * matches nothing (comparison with NULL is never true).
 *
 * <p>The bounds have the planner's shape: an equality prefix shared by both, then at most one
 * range column in either, in the values' order ({@code low} holds the smaller values). Where the
 * index keeps the range column descending, the tree's order is the reverse, so the two ends swap
 * before the tree sees them ({@link #treeBounds}). They stand for SQL comparisons, so a NULL in a
 * bounded column never qualifies; the tree puts a column's NULLs after its values (NULLS LAST) or
 * before them (NULLS FIRST), so a range column bounded on one side only could reach them. That side
 * is closed before (or opened after) the NULLs, which also makes a scan in either direction start
 * at the first non-NULL key, as PostgreSQL's _bt_preprocess_keys treats a strategy key as implying
 * NOT NULL.
 */
public final class IndexScanOperator implements TupleSource {
    private final TableDef table;
    private final IndexDef index;
    private final RowExpr[] low;
    private final boolean lowInclusive;
    private final RowExpr[] high;
    private final boolean highInclusive;
    private final RowExpr filter;
    private final boolean backward;
    private boolean indexOnly;
    private ExecContext ctx;
    private Snapshot snapshot;
    private BTreeCursor cursor;
    private HeapTuple current;
    private IndexEntryVersions versions;
    /** Entries from the current one on whose heap tuples {@link #touchAhead} has touched. */
    private int touched;
    /** Where the touches' results go, so the JIT keeps their loads. */
    private int touchSink;

    /** How many entries ahead of the one being fetched the scan touches in the heap. */
    private static final int TOUCH_DISTANCE = 8;

    public IndexScanOperator(TableDef table, IndexDef index, RowExpr[] low, boolean lowInclusive,
                             RowExpr[] high, boolean highInclusive, RowExpr filter) {
        this(table, index, low, lowInclusive, high, highInclusive, filter, false);
    }

    /** With {@code backward}, entries come in descending key order (ORDER BY ... DESC). */
    public IndexScanOperator(TableDef table, IndexDef index, RowExpr[] low, boolean lowInclusive,
                             RowExpr[] high, boolean highInclusive, RowExpr filter, boolean backward) {
        this.backward = backward;
        this.table = table;
        this.index = index;
        this.low = low;
        this.lowInclusive = lowInclusive;
        this.high = high;
        this.highInclusive = highInclusive;
        this.filter = filter;
    }

    @Override
    public void open(ExecContext context) {
        this.ctx = context;
        this.snapshot = context.snapshot();
        Object[] lowKey = evalBound(low);
        Object[] highKey = evalBound(high);
        if (lowKey == NO_MATCH || highKey == NO_MATCH) {
            cursor = null;
            return;
        }
        Bounds b = treeBounds(lowKey, lowInclusive, highKey, highInclusive);
        touched = 0;
        cursor = backward ? index.tree().scanBackward(b.low, b.lowIncl, b.high, b.highIncl)
                : index.tree().scan(b.low, b.lowIncl, b.high, b.highIncl);
    }

    /** A key range in the tree's order. */
    private record Bounds(Object[] low, boolean lowIncl, Object[] high, boolean highIncl) {
    }

    /**
     * The range in the tree's order: the ends swapped when the range column (the last one either
     * bound has) is kept descending, then the side bounded only by the equality prefix closed
     * before the column's NULLs where they lie on that side: the prefix then NULL, exclusive.
     */
    private Bounds treeBounds(Object[] lowKey, boolean lowIncl, Object[] highKey, boolean highIncl) {
        int width = Math.max(lowKey == null ? 0 : lowKey.length, highKey == null ? 0 : highKey.length);
        if (width == 0) {
            return new Bounds(lowKey, lowIncl, highKey, highIncl);
        }
        int rangeColumn = width - 1;
        Bounds b = index.descending(rangeColumn) ? new Bounds(highKey, highIncl, lowKey, lowIncl)
                : new Bounds(lowKey, lowIncl, highKey, highIncl);
        if (index.nullsFirst(rangeColumn)) {
            return b.high != null && (b.low == null || b.low.length < b.high.length)
                    ? new Bounds(nullAt(b.high, b.low, rangeColumn), false, b.high, b.highIncl) : b;
        }
        return b.low != null && (b.high == null || b.high.length < b.low.length)
                ? new Bounds(b.low, b.lowIncl, nullAt(b.low, b.high, rangeColumn), false) : b;
    }

    /**
     * The equality prefix of {@code bounded} then NULL, which sorts beside every value of the range
     * column under that prefix (after them, or before them for NULLS FIRST).
     */
    private static Object[] nullAt(Object[] bounded, Object[] prefix, int rangeColumn) {
        assert prefix == null || prefix.length == rangeColumn : "the open side is not the equality prefix";
        Object[] key = java.util.Arrays.copyOf(bounded, rangeColumn + 1);
        key[rangeColumn] = null;
        return key;
    }

    private static final Object[] NO_MATCH = new Object[0];

    private Object[] evalBound(RowExpr[] exprs) {
        if (exprs == null) {
            return null;
        }
        Object[] key = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            key[i] = exprs[i].eval(null, ctx);
            if (key[i] == null) {
                return NO_MATCH;
            }
        }
        return key;
    }

    /**
     * Makes this an index-only scan: an entry on an all-visible heap page is answered from the key
     * alone, without visiting the heap (the row then carries only the index's columns, and
     * {@link #currentTuple()} is null for it). The planner only asks this when the query reads
     * nothing but those columns and modifies or locks nothing.
     */
    public IndexScanOperator indexOnly() {
        this.indexOnly = true;
        return this;
    }

    private Object[] rowFromKey(Object[] key) {
        Object[] row = new Object[table.physicalWidth()];
        int[] attnums = index.attnums();
        for (int i = 0; i < attnums.length; i++) {
            if (attnums[i] > 0) { // an expression's value has no column (the planner reads no other)
                row[attnums[i] - 1] = key[i];
            }
        }
        return row;
    }

    @Override
    public Object[] next() {
        if (cursor == null) {
            return null;
        }
        while (cursor.next()) {
            ctx.checkInterrupts();
            if (indexOnly && !index.tree().hotRecheck() && table.heap().isAllVisible(cursor.tid())) {
                Object[] row = rowFromKey(cursor.key());
                if (filter == null || Rows.isTrue(filter.eval(row, ctx))) {
                    current = null;
                    return row;
                }
                continue;
            }
            touchAhead();
            HeapTuple t = visibleVersion();
            if (t == null) {
                continue;
            }
            Object[] row = Rows.widen(t, table);
            if (filter == null || Rows.isTrue(filter.eval(row, ctx))) {
                current = t;
                return row;
            }
        }
        current = null;
        return null;
    }

    /**
     * Touches the heap tuples of the next entries the cursor has read ({@link HeapTable#touch}):
     * each fetch's walk of line pointer, tuple and values is a chain of dependent loads, which
     * on a table larger than the cache costs a memory latency per row; touched together, the
     * loads of several entries are in flight at once. Each call moves the window one entry on.
     */
    private void touchAhead() {
        if (touched > 0) {
            touched--;
        }
        while (touched < TOUCH_DISTANCE) {
            long tid = cursor.tidAhead(touched);
            if (tid < 0) {
                return;
            }
            touchSink += table.heap().touch(tid);
            touched++;
        }
    }

    /**
     * The version of the current entry's HOT chain our snapshot sees (at most one does), or null
     * (heap_hot_search_buffer). An entry removed by VACUUM after the cursor copied it finds nothing.
     */
    private HeapTuple visibleVersion() {
        if (versions == null) {
            versions = new IndexEntryVersions(table, index, ctx);
        }
        // the key only for a recheck: a one-column entry makes its key array on demand
        int visited = versions.load(cursor.tid(), index != null && index.tree().hotRecheck() ? cursor.key() : null);
        if (visited > 0) {
            index.tree().countHeapFetches(visited);
        }
        for (int i = 0; i < versions.size(); i++) {
            HeapTuple t = versions.get(i);
            if (snapshot.isVisible(t)) {
                return t;
            }
        }
        killIfDeadToAll();
        return null;
    }

    /**
     * kill_prior_tuple: an entry whose versions no snapshot can ever see again is marked, so later
     * scans and unique checks skip it without coming here. Judged by the global horizon, never by
     * this scan's snapshot: a version invisible to us may be visible to an older snapshot.
     */
    private void killIfDeadToAll() {
        if (ctx.settings().killIndexTuples()
                && versions.deadToAll(ctx.transactionManager().recentXminHorizon())) {
            cursor.kill();
        }
    }

    @Override
    public HeapTuple currentTuple() {
        return current;
    }

    @Override
    public void close() {
        cursor = null;
    }

    @Override
    public int width() {
        return table.physicalWidth();
    }
}
