package org.lanin.engine.lock;

/**
 * A relation and the mode a statement takes on it: what a plan lists for the session to
 * acquire before it runs (PostgreSQL's range-table entries with their rellockmode, which
 * AcquireExecutorLocks takes before a cached plan executes).
 */
public record TableLock(RelationLock relation, LockMode mode) {
    @Override
    public String toString() {
        return relation.name() + " " + mode.pgName();
    }
}
