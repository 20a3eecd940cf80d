package org.lanin.engine.lock;

import java.time.Instant;
import org.lanin.engine.txn.Transaction;

/**
 * A request waiting in a {@link RelationLock}'s queue (PostgreSQL's waiting PGPROC): granted
 * by whoever releases a conflicting lock, in queue order. {@link #granted} is read and written
 * under the relation lock's monitor only.
 */
final class LockRequest {
    final Transaction tx;
    final LockProc proc;
    final LockMode mode;
    final Instant waitStart = Instant.now();
    boolean granted;

    LockRequest(Transaction tx, LockProc proc, LockMode mode) {
        this.tx = tx;
        this.proc = proc;
        this.mode = mode;
    }
}
