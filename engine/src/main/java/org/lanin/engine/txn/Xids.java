package org.lanin.engine.txn;

/** Transaction-id constants. Ids are positive longs handed out in increasing order and never reused. */
public final class Xids {
    /** "No transaction": an xmax that was never set. */
    public static final long INVALID = 0L;
    /** Rows created during bootstrap (system catalog contents): always committed. */
    public static final long FROZEN = 1L;
    /** First id handed to a real transaction. */
    public static final long FIRST_NORMAL = 3L;

    private Xids() {
    }
}
