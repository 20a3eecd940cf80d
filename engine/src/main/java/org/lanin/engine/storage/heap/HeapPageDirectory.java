package org.lanin.engine.storage.heap;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The pages of one heap, by page number, without a table-wide lock. Pages exist contiguously
 * from 0: page n+1 is only created by someone holding a full page n. Appending CASes the new
 * page into its slot; when the array is full it is copied into one twice the size and the
 * copy CASed in. The copy is safe because a full array is never written again: every slot
 * below its length holds a page, and the only slot anyone could still want is past its end.
 */
final class HeapPageDirectory {
    private final AtomicReference<AtomicReferenceArray<HeapPage>> pages =
            new AtomicReference<>(new AtomicReferenceArray<>(16));
    /** Where inserters go first; only moves forward. */
    private final AtomicReference<HeapPage> last;

    HeapPageDirectory() {
        HeapPage first = new HeapPage(0);
        pages.get().set(0, first);
        last = new AtomicReference<>(first);
    }

    HeapPage last() {
        return last.get();
    }

    /** The page at {@code pageNo}, or null if it does not exist (yet). */
    HeapPage get(int pageNo) {
        AtomicReferenceArray<HeapPage> array = pages.get();
        return pageNo >= 0 && pageNo < array.length() ? array.get(pageNo) : null;
    }

    /** The page after {@code full}, created if nobody has yet. */
    HeapPage next(HeapPage full) {
        int pageNo = full.pageNo() + 1;
        while (true) {
            AtomicReferenceArray<HeapPage> array = pages.get();
            if (pageNo >= array.length()) {
                pages.compareAndSet(array, grown(array));
                continue;
            }
            HeapPage existing = array.get(pageNo);
            if (existing != null) {
                return existing;
            }
            HeapPage created = new HeapPage(pageNo);
            if (array.compareAndSet(pageNo, null, created)) {
                advanceLast(created);
                return created;
            }
        }
    }

    private void advanceLast(HeapPage page) {
        // a racing appender of a later page may already have moved it further; never go back
        HeapPage current = last.get();
        while (current.pageNo() < page.pageNo() && !last.compareAndSet(current, page)) {
            current = last.get();
        }
    }

    private static AtomicReferenceArray<HeapPage> grown(AtomicReferenceArray<HeapPage> full) {
        AtomicReferenceArray<HeapPage> bigger = new AtomicReferenceArray<>(full.length() * 2);
        for (int i = 0; i < full.length(); i++) {
            bigger.set(i, full.get(i));
        }
        return bigger;
    }
}
