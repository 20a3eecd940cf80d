package org.lanin.engine.wal;

import java.util.Arrays;
import org.lanin.engine.storage.heap.Tid;

/**
 * The live rows of one storage while recovery replays: row values by TID, kept the way the heap
 * keeps them — an array of pages, each an array of slots — so a put or a remove is two array
 * indexes and the rows come out in TID order without sorting. (A hash map keyed by TID was the
 * largest cost of opening a big database: TIDs are {@code page << 16 | slot}, whose {@code Long}
 * hashes collide into tree bins, and its order then had to be sorted.)
 */
final class RecoveredRows {
    /** Pages by number; a page is null until a row lands on it. */
    private Object[][][] pages = new Object[16][][];
    private int pageCount;
    private int size;

    void put(long tid, Object[] values) {
        int p = Tid.page(tid);
        int s = Tid.slot(tid);
        if (p >= pages.length) {
            pages = Arrays.copyOf(pages, Math.max(p + 1, pages.length * 2));
        }
        Object[][] page = pages[p];
        if (page == null) {
            page = new Object[Math.max(org.lanin.engine.storage.heap.HeapTable.slotsPerPage(), s + 1)][];
            pages[p] = page;
        } else if (s >= page.length) {
            page = Arrays.copyOf(page, s + 1);
            pages[p] = page;
        }
        if (page[s] == null) {
            size++;
        }
        page[s] = values;
        pageCount = Math.max(pageCount, p + 1);
    }

    void remove(long tid) {
        int p = Tid.page(tid);
        int s = Tid.slot(tid);
        if (p < pageCount && pages[p] != null && s < pages[p].length && pages[p][s] != null) {
            pages[p][s] = null;
            size--;
        }
    }

    int size() {
        return size;
    }

    /** Calls {@code visitor} with every row in TID order. */
    void forEach(Visitor visitor) {
        for (int p = 0; p < pageCount; p++) {
            Object[][] page = pages[p];
            if (page == null) {
                continue;
            }
            for (int s = 0; s < page.length; s++) {
                if (page[s] != null) {
                    visitor.row(Tid.of(p, s), page[s]);
                }
            }
        }
    }

    @FunctionalInterface
    interface Visitor {
        void row(long tid, Object[] values);
    }
}
