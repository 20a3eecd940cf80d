package org.lanin.engine.exec;

import java.util.Arrays;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.storage.heap.HotChain;
import org.lanin.engine.txn.TransactionManager;

/**
 * The heap versions one index entry stands for: the HOT chain from the entry's root TID
 * ({@link org.lanin.engine.storage.heap.HeapTable#hotChain}), minus, in an index whose tree asks
 * for it ({@code BTree.hotRecheck}: chains older than the index whose versions differ in its
 * key), the versions whose key is not the entry's. Every caller that once fetched the one version
 * of an entry now looks at each of these in turn. Reusable across entries; not thread-safe.
 */
public final class IndexEntryVersions {
    private final TableDef table;
    private final IndexDef index;
    private final TransactionManager tm;
    /** Evaluates an expression index's keys when a chain's versions must be told apart by key. */
    private final ExecContext ctx;
    private final HotChain chain = new HotChain();
    private HeapTuple[] kept = new HeapTuple[4];
    private int size;
    private boolean filtered;

    /** {@code ctx}'s transaction manager lets a long chain's page be pruned on the way. */
    public IndexEntryVersions(TableDef table, IndexDef index, ExecContext ctx) {
        this.table = table;
        this.index = index;
        this.tm = ctx.transactionManager();
        this.ctx = ctx;
    }

    /** Loads the versions of entry ({@code key}, {@code tid}); returns how many (visited, for heap_fetches). */
    public int load(long tid, Object[] key) {
        table.heap().hotChain(tid, tm, chain);
        filtered = index != null && index.tree().hotRecheck() && key != null;
        if (!filtered) {
            size = chain.size();
            return chain.size();
        }
        size = 0;
        for (int i = 0; i < chain.size(); i++) {
            HeapTuple t = chain.get(i);
            if (index.tree().sameKey(key, keyOf(t))) {
                if (size == kept.length) {
                    kept = Arrays.copyOf(kept, size * 2);
                }
                kept[size++] = t;
            }
        }
        return chain.size();
    }

    public int size() {
        return size;
    }

    public HeapTuple get(int i) {
        return filtered ? kept[i] : chain.get(i);
    }

    /**
     * True when the newest version loaded has been updated since, by a HOT update whose new version
     * the load did not reach. Updaters claim and link without the page latch, so a dirty check (one
     * judging by commit status, not a snapshot) that found no live version must load again: the
     * version it judged deleted may have a live successor on the page.
     */
    public boolean chainGrew() {
        if (chain.size() == 0) {
            return false;
        }
        HeapTuple last = chain.get(chain.size() - 1);
        if (!last.isHotUpdated()) {
            return false;
        }
        HeapTuple next = table.heap().fetch(last.nextTid());
        return next != null && next.isHeapOnly() && next.rootTid() == last.rootTid() && next.xmin() == last.xmax();
    }

    /** True when no snapshot can see a version through the entry again (it may be killed). */
    public boolean deadToAll(long horizon) {
        if (!filtered) {
            return chain.deadToAll(tm, horizon);
        }
        if (size == 0) {
            return chain.deadToAll(tm, horizon);
        }
        for (int i = 0; i < size; i++) {
            if (!org.lanin.engine.txn.Visibility.isDeadToAll(kept[i], tm, horizon)) {
                return false;
            }
        }
        return true;
    }

    private Object[] keyOf(HeapTuple t) {
        return index.keyOf(Rows.widen(t, table), ctx);
    }
}
