package org.lanin.engine.txn;

/**
 * What ANALYZE outside a transaction block counts as a live row (acquire_sample_rows, which
 * judges each version with HeapTupleSatisfiesVacuum instead of an MVCC snapshot): its inserter
 * has committed and finished, and it is not deleted by a transaction that has. A delete still in
 * progress leaves the row live, an insert still in progress is not (yet) a row.
 *
 * <p>It is not registered: nothing is advertised, so sampling a large table holds the global xmin
 * horizon at no point (a registered snapshot held it for as long as it was in use, and at
 * pgbench rates every millisecond of that let a hot row's HOT chain grow by ~25 versions no
 * prune could remove). This is safe because a sampler only keeps the version objects it has
 * read (a Java reference outlives a prune of its slot) and judges each one by its own header; a
 * row updated while the sample is read may be counted twice or not at all, as in PostgreSQL.
 */
public final class SampleSnapshot implements Snapshot {
    private final TransactionManager tm;
    private final long xmax;

    SampleSnapshot(TransactionManager tm) {
        this.tm = tm;
        this.xmax = tm.nextXid();
    }

    /** Nothing below is guaranteed finished: the bound an unregistered judgement can promise. */
    @Override
    public long xmin() {
        return Xids.FIRST_NORMAL;
    }

    @Override
    public long xmax() {
        return xmax;
    }

    @Override
    public boolean isInProgress(long xid) {
        return tm.status(xid) == XidStatus.IN_PROGRESS;
    }

    @Override
    public boolean isVisible(TupleHeader tuple) {
        return Visibility.isLiveForSample(tuple, tm);
    }

    @Override
    public String toString() {
        return "SampleSnapshot[xmax=" + xmax + "]";
    }
}
