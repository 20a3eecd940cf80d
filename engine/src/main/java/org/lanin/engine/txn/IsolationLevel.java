package org.lanin.engine.txn;

/** Transaction isolation levels. SERIALIZABLE currently runs as REPEATABLE READ (documented). */
public enum IsolationLevel {
    READ_COMMITTED,
    REPEATABLE_READ,
    SERIALIZABLE;

    /** True when the transaction keeps its first snapshot for its whole life. */
    public boolean usesTransactionSnapshot() {
        return this != READ_COMMITTED;
    }
}
