package org.lanin.engine.storage.heap;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A heap page: a fixed array of tuple slots filled in order. An inserter reserves a slot with
 * one atomic increment and publishes the finished tuple with a volatile store, so readers see
 * either nothing (slot reserved, tuple not yet built) or the whole tuple. VACUUM empties the
 * slots of versions dead to everyone; {@link FreeSpace} hands them out again later.
 *
 * <p>All-visible (PostgreSQL's visibility-map bit) without a latch: every change that can make
 * a version invisible to someone (publish, xmax claim) bumps {@code modCount} after the change;
 * VACUUM reads the count before judging the page and records it; the page is all-visible while
 * the count still equals the recorded one. A change racing VACUUM's judgement bumps the count,
 * so the stale verdict never shows.
 */
final class HeapPage {
    static final int SLOTS = 256;

    private final int pageNo;
    private final AtomicReferenceArray<HeapTuple> slots = new AtomicReferenceArray<>(SLOTS);
    private final AtomicInteger reserved = new AtomicInteger();
    private final java.util.concurrent.atomic.AtomicLong modCount = new java.util.concurrent.atomic.AtomicLong();
    private volatile long allVisibleAt = -1;

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
        touched();
    }

    /** A version here changed in a way that may hide it from some snapshot: clears all-visible. */
    void touched() {
        modCount.incrementAndGet();
    }

    /** Empties a slot (VACUUM, version dead to everyone). */
    void clear(int slot) {
        slots.set(slot, null);
    }

    long modStamp() {
        return modCount.get();
    }

    /** Records that every version here was visible to all when the count read {@code stamp}. */
    void markAllVisible(long stamp) {
        allVisibleAt = stamp;
    }

    boolean allVisible() {
        return allVisibleAt == modCount.get();
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
