package org.lanin.engine.storage.heap;

import org.lanin.engine.txn.TupleHeader;

/**
 * One tuple version: its values (by physical attribute number, 0-based; columns added after
 * the version was written are absent from the array) and its MVCC header.
 */
public final class HeapTuple implements TupleHeader {
    public long tid() {
        throw new UnsupportedOperationException("TODO");
    }

    /** Values by physical attnum - 1. Never modified after insert. */
    public Object[] values() {
        throw new UnsupportedOperationException("TODO");
    }

    /** TID of the newer version this one was updated to, or {@link Tid#NONE}. */
    public long nextTid() {
        throw new UnsupportedOperationException("TODO");
    }

    @Override
    public long xmin() {
        throw new UnsupportedOperationException("TODO");
    }

    @Override
    public int cmin() {
        throw new UnsupportedOperationException("TODO");
    }

    @Override
    public long xmax() {
        throw new UnsupportedOperationException("TODO");
    }

    @Override
    public int cmax() {
        throw new UnsupportedOperationException("TODO");
    }

    @Override
    public boolean xmaxIsLockOnly() {
        throw new UnsupportedOperationException("TODO");
    }
}
