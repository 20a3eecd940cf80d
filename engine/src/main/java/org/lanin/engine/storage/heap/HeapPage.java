package org.lanin.engine.storage.heap;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A heap page: a fixed array of tuple slots filled in order. An inserter reserves a slot with
 * one atomic increment and publishes the finished tuple with a volatile store, so readers see
 * either nothing (slot reserved, tuple not yet built) or the whole tuple. Slots are never
 * reused (no vacuum yet).
 */
final class HeapPage {
    static final int SLOTS = 256;

    private final int pageNo;
    private final AtomicReferenceArray<HeapTuple> slots = new AtomicReferenceArray<>(SLOTS);
    private final AtomicInteger reserved = new AtomicInteger();

    HeapPage(int pageNo) {
        this.pageNo = pageNo;
    }

    int pageNo() {
        return pageNo;
    }

    /** A free slot number, or -1 when the page is full. */
    int reserveSlot() {
        if (reserved.get() >= SLOTS) {
            return -1; // keeps the counter from creeping past SLOTS on a long-full page
        }
        int slot = reserved.getAndIncrement();
        return slot < SLOTS ? slot : -1;
    }

    void publish(int slot, HeapTuple tuple) {
        slots.set(slot, tuple);
    }

    /** The tuple in {@code slot}, or null (empty or not yet published). */
    HeapTuple get(int slot) {
        return slot < SLOTS ? slots.get(slot) : null;
    }

    /** Slots handed out so far; those below it may still be unpublished. */
    int highWater() {
        return Math.min(reserved.get(), SLOTS);
    }
}
