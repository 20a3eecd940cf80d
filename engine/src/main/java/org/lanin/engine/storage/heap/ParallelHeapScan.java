package org.lanin.engine.storage.heap;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The pages of one heap shared out among the participants of a parallel sequential scan
 * (PostgreSQL's ParallelBlockTableScanDesc): each participant claims the next chunk of pages with
 * one atomic increment, so every page is read by exactly one of them. The pages are those the
 * table had when the scan began; versions written after it are not visible to the statement's
 * snapshot anyway. A serial {@link HeapTable#scan()} stops at the same place.
 */
public final class ParallelHeapScan {
    /** Pages per claim: few enough claims to keep the counter cold, small enough to share the tail evenly. */
    static final int CHUNK_PAGES = 8;

    private final HeapTable heap;
    private final int pageCount;
    private final AtomicInteger nextChunk = new AtomicInteger();

    public ParallelHeapScan(HeapTable heap) {
        this.heap = heap;
        this.pageCount = heap.pageCount();
    }

    /** One participant's iterator over every version on the pages it claims. */
    public Iterator<HeapTuple> participant() {
        return new Participant();
    }

    private final class Participant implements Iterator<HeapTuple> {
        private int page = -1;
        private int chunkEnd = -1;
        private HeapPage current;
        private int slot;
        private HeapTuple next;

        @Override
        public boolean hasNext() {
            while (next == null) {
                if (current != null && slot < current.highWater()) {
                    next = current.get(slot++);
                    continue;
                }
                if (!advance()) {
                    return false;
                }
            }
            return true;
        }

        private boolean advance() {
            page++;
            if (page >= chunkEnd) {
                page = nextChunk.getAndIncrement() * CHUNK_PAGES;
                chunkEnd = Math.min(pageCount, page + CHUNK_PAGES);
            }
            if (page >= pageCount) {
                current = null;
                return false;
            }
            current = heap.pages().get(page);
            slot = 0;
            return true;
        }

        @Override
        public HeapTuple next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            HeapTuple t = next;
            next = null;
            return t;
        }
    }
}
