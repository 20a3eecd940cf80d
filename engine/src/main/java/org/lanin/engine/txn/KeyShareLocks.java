package org.lanin.engine.txn;

import java.lang.invoke.VarHandle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Shared "key share" locks of one table (PostgreSQL's FOR KEY SHARE, taken by FOREIGN KEY
 * checks on the referenced row), kept beside the heap instead of in the xmax word, which holds
 * one xid (no multixacts). A lock is named by a <em>tag</em> (the referenced key's columns and
 * values, built by the caller) and held by top-level transactions; a holder keeps it until it
 * ends ({@link Transaction} releases its tags after its final status is written). Holders never
 * wait for each other.
 *
 * <p>The conflict with a deleter or key updater is settled without a lock, Dekker style:
 * the holder first {@linkplain #register registers} (write), fences, then reads the row's xmax;
 * the deleter first claims xmax (CAS), fences, then reads the holders ({@link #awaitOthers}).
 * Each side writes before it reads, so at least one sees the other: the holder sees the claim
 * (it then unregisters and waits for the claimer), or the claimer sees the holder (it then
 * waits until the holder ends or unregisters), or both (the holder unregisters, and the
 * claimer, which re-checks the registration every few milliseconds, goes on).
 *
 * <p>Tags are also grouped in <em>families</em> (which key columns), recorded once per family
 * before the first registration, so a deleter can build the tags of its row for every family
 * that may hold one.
 */
public final class KeyShareLocks {
    private static final long POLL_MILLIS = 5;

    private final ConcurrentHashMap<Object, Set<Transaction>> holders = new ConcurrentHashMap<>();
    private final Set<Object> families = ConcurrentHashMap.newKeySet();

    /**
     * Makes {@code tx}'s top-level transaction a holder of {@code tag} (of {@code family}), then
     * fences so that the caller's next read (the row's xmax) cannot move before the registration.
     * Returns false when it already held it.
     */
    public boolean register(Transaction tx, Object family, Object tag) {
        families.add(family);
        boolean[] added = new boolean[1];
        holders.compute(tag, (k, set) -> {
            if (set == null) {
                added[0] = true;
                return Set.of(tx);
            }
            if (set.contains(tx)) {
                return set;
            }
            added[0] = true;
            return plus(set, tx);
        });
        if (added[0]) {
            tx.addKeyShare(this, tag);
        }
        VarHandle.fullFence();
        return added[0];
    }

    /** Drops {@code tx}'s hold of {@code tag} (a registration that met a conflicting claim). */
    public void unregister(Transaction tx, Object tag) {
        release(tx, tag);
        tx.dropKeyShare(this, tag);
    }

    /** True when {@code tx} holds {@code tag}. */
    public boolean holds(Transaction tx, Object tag) {
        Set<Transaction> set = holders.get(tag);
        return set != null && set.contains(tx);
    }

    /** The families registered so far (read after a fence: see the class comment). */
    public Set<Object> families() {
        VarHandle.fullFence();
        return families;
    }

    /**
     * Called by a transaction that has claimed the row's xmax (delete, key update, FOR UPDATE):
     * waits until every other holder of {@code tag} has ended or unregistered. While it waits
     * it is an edge of the wait-for graph that counts only as long as the holder still holds the
     * tag, so a holder that unregistered to wait for us is no deadlock. 40P01 / 55P03 / 57014 as
     * {@link TransactionManager#waitFor}.
     */
    public void awaitOthers(Transaction waiter, Object tag, long timeoutMillis, BooleanSupplier canceled) {
        VarHandle.fullFence(); // our xmax claim before the reads of the holders
        long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : 0;
        while (true) {
            Transaction holder = otherHolder(waiter, tag);
            if (holder == null) {
                return;
            }
            WaitForGraph waits = waiter.manager().waits();
            waits.add(waiter, holder, holder.xid(), waiter.manager(), () -> stillHolds(holder, tag));
            try {
                sleepWhileHeld(holder, tag, deadline, canceled);
            } finally {
                waits.remove(waiter);
            }
        }
    }

    /** Called by a finishing transaction, after its final status is written. */
    void release(Transaction tx, Object tag) {
        holders.computeIfPresent(tag, (k, set) -> {
            if (!set.contains(tx)) {
                return set;
            }
            return set.size() == 1 ? null : minus(set, tx);
        });
    }

    private Transaction otherHolder(Transaction waiter, Object tag) {
        Set<Transaction> set = holders.get(tag);
        if (set == null) {
            return null;
        }
        for (Transaction t : set) {
            if (t != waiter && !t.isFinished()) {
                return t;
            }
        }
        return null;
    }

    private boolean stillHolds(Transaction holder, Object tag) {
        return !holder.isFinished() && holds(holder, tag);
    }

    private void sleepWhileHeld(Transaction holder, Object tag, long deadline, BooleanSupplier canceled) {
        SlicedWait.await(holder, () -> stillHolds(holder, tag), deadline, POLL_MILLIS, canceled);
    }

    private static Set<Transaction> plus(Set<Transaction> set, Transaction tx) {
        Transaction[] out = set.toArray(new Transaction[set.size() + 1]);
        out[set.size()] = tx;
        return Set.of(out);
    }

    private static Set<Transaction> minus(Set<Transaction> set, Transaction tx) {
        return Set.of(set.stream().filter(t -> t != tx).toArray(Transaction[]::new));
    }
}
