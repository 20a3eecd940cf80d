package org.lanin.engine.exec;

import org.lanin.engine.storage.heap.HeapTuple;

/**
 * A scan over one table that can say which heap version produced the current row, so
 * UPDATE and DELETE can address it.
 */
public interface TupleSource extends Operator {
    /** The heap version behind the row last returned by {@link #next()}. */
    HeapTuple currentTuple();
}
