package org.lanin.engine.txn;

/**
 * An MVCC snapshot (PostgreSQL's SnapshotData, simplified): every transaction id below
 * {@code xmin} has finished; every id at or above {@code xmax} had not started; ids in between
 * are finished unless listed in {@code inProgress} (sorted). The owning transaction and its
 * own command counter decide what it sees of its own writes.
 */
public interface Snapshot {
    long xmin();

    long xmax();

    /** True when {@code xid} was still running when this snapshot was taken. */
    boolean isInProgress(long xid);

    /**
     * PostgreSQL's HeapTupleSatisfiesMVCC: is this version visible to the snapshot's owner,
     * given the owner's current command id? Own writes are visible when made by an earlier
     * command; others' when committed before the snapshot.
     */
    boolean isVisible(TupleHeader tuple);
}
