package org.lanin.engine.lock;

import java.util.concurrent.ConcurrentHashMap;
import org.lanin.engine.txn.Transaction;

/**
 * Names of tables dropped by transactions that have not ended yet. Lanin's catalog shows a DROP
 * to every session at once (README: known limits), so a statement naming such a table finds no
 * table at all, where PostgreSQL would find it, wait for the dropper's lock, and then fail (the
 * drop committed) or go on (it rolled back). With this registry a statement that fails to find
 * a table first waits for its dropper to end and tries again, which gives PostgreSQL's outcome.
 */
public final class DroppedRelations {
    private final ConcurrentHashMap<String, Transaction> droppers = new ConcurrentHashMap<>();

    /** {@code dropper} removed the table {@code name} (visible to all now; final when it commits). */
    public void noteDropped(String name, Transaction dropper) {
        droppers.put(name, dropper);
    }

    /** The transaction other than {@code self} that dropped {@code name} and has not ended, or null. */
    public Transaction dropperOf(String name, Transaction self) {
        Transaction t = name == null ? null : droppers.get(name);
        if (t == null) {
            return null;
        }
        if (t.isFinished()) {
            droppers.remove(name, t);
            return null;
        }
        return t == self ? null : t;
    }
}
