package org.lanin.engine.access;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.HeapUpdateResult;
import org.lanin.engine.txn.KeyShareLocks;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.XidStatus;
import org.lanin.engine.txn.Xids;

/**
 * PostgreSQL's FOR KEY SHARE on a referenced row, taken by a FOREIGN KEY check, without
 * multixacts: the lock is a registration in the table's {@link KeyShareLocks} under the
 * referenced key's values (a tag), so it survives non-key updates of the row (the new version
 * has the same tag) and many transactions hold it at once. It conflicts with a delete, an
 * update that changes a unique key, and SELECT FOR UPDATE (every lock-only xmax, since Lanin's
 * FOR SHARE is exclusive too); an update that keeps every unique key is stamped
 * {@code keysKept} and does not conflict (FOR NO KEY UPDATE).
 *
 * <p>Why no orphan can appear: the checker registers, then reads xmax; the claimer stamps xmax,
 * then reads the registrations ({@link #awaitHolders}); both fence in between, so one of them
 * sees the other (see {@link KeyShareLocks}). A checker that sees the claim unregisters and
 * waits for the claimer; a claimer that sees a holder waits for it to end before its own RI
 * check runs, which then finds the holder's committed referencing rows.
 */
final class KeyShare {
    private KeyShare() {
    }

    /** A family of tags: the key columns, physical attnums ascending. */
    private record Columns(List<Integer> attnums) {
    }

    /** One lock's name: the key columns and their values (normalised so that equal keys are equal). */
    private record Tag(List<Integer> attnums, List<Object> values) {
    }

    /**
     * Takes a key share of the row whose version {@code t} (of {@code table}) holds the key in
     * {@code keyColumns}. OK: held (until the transaction ends). BEING_MODIFIED: a running
     * transaction deletes it, changes its key or locks it FOR UPDATE (wait for {@code t.xmax()},
     * then look again). UPDATED: a committed transaction changed it (follow the chain).
     * SELF_MODIFIED: we deleted or updated it ourselves.
     */
    static HeapUpdateResult lock(HeapTuple t, TableDef table, int[] keyColumns, ExecContext ctx) {
        Transaction me = ctx.transaction();
        KeyShareLocks locks = table.heap().keyShares();
        int[] cols = sorted(keyColumns);
        Tag tag = tag(cols, Rows.widen(t, table));
        if (locks.holds(me, tag)) {
            return HeapUpdateResult.OK; // claimers of this key wait for us already
        }
        locks.register(me, new Columns(boxed(cols)), tag); // fences: xmax is read after the registration
        HeapUpdateResult r = judge(t, table, me, ctx.transactionManager());
        if (r != HeapUpdateResult.OK) {
            locks.unregister(me, tag);
        }
        return r;
    }

    /**
     * Called right after this transaction claimed xmax of a row of {@code table} that had
     * {@code oldRow}, to delete it or lock it FOR UPDATE ({@code newRow} null: every key counts) or
     * to update it to {@code newRow}, changing a unique key (the keys it keeps do not count).
     * Waits until no other transaction holds a key share of a key of {@code oldRow} that counts.
     */
    static void awaitHolders(TableDef table, Object[] oldRow, Object[] newRow, ExecContext ctx) {
        KeyShareLocks locks = table.heap().keyShares();
        for (Object family : locks.families()) { // fences: read after our claim
            int[] cols = ((Columns) family).attnums().stream().mapToInt(Integer::intValue).toArray();
            Tag old = tag(cols, oldRow);
            if (newRow == null || !old.equals(tag(cols, newRow))) {
                locks.awaitOthers(ctx.transaction(), old, ctx.lockTimeoutMillis(), ctx::isCanceled);
            }
        }
    }

    /**
     * True when {@code newRow} has the key of every unique index of {@code table} that {@code oldRow}
     * has. Runs for every updated row, so it compares values in place: a column the UPDATE did not
     * set holds the very same object, and only changed values go through key normalisation.
     */
    static boolean keysKept(TableDef table, Object[] oldRow, Object[] newRow) {
        for (IndexDef i : table.indexes()) {
            if (i.unique() && i.plain()) { // PostgreSQL's key columns: unique indexes without WHERE or expressions
                for (int a : i.attnums()) {
                    if (!sameKeyValue(valueAt(oldRow, a), valueAt(newRow, a))) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether two values make equal tags (see {@link #normalise}). */
    private static boolean sameKeyValue(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        return a.equals(b) || normalise(a).equals(normalise(b));
    }

    private static Object valueAt(Object[] row, int attnum) {
        return attnum - 1 < row.length ? row[attnum - 1] : null;
    }

    /**
     * The xmax of {@code t} (read after our registration) against a key share. A running update
     * that keeps the keys does not conflict, but its newer version may already be claimed by the
     * same transaction for a delete or key update, whose claimer may have read the registrations
     * before ours: so the chain is judged to its end. A link not yet set means the updater is
     * still inside the update, so any later claim of the newer version reads our registration.
     */
    private static HeapUpdateResult judge(HeapTuple first, TableDef table, Transaction me, TransactionManager tm) {
        HeapTuple t = first;
        while (true) {
            long word = t.xmaxWord();
            long xmax = HeapTuple.xidOf(word);
            if (xmax == Xids.INVALID) {
                return HeapUpdateResult.OK;
            }
            boolean lockOnly = HeapTuple.isLockOnly(word);
            if (me.isOwnXid(xmax)) {
                return lockOnly ? HeapUpdateResult.OK : HeapUpdateResult.SELF_MODIFIED;
            }
            XidStatus status = tm.status(xmax);
            if (status == XidStatus.COMMITTED) {
                if (lockOnly) {
                    return HeapUpdateResult.OK;
                }
                // a later version changed by now: start again from the first (its xmax has ended)
                return t == first ? HeapUpdateResult.UPDATED : HeapUpdateResult.BEING_MODIFIED;
            }
            if (status != XidStatus.IN_PROGRESS) {
                return HeapUpdateResult.OK; // aborted
            }
            if (lockOnly || !HeapTuple.keepsKeys(word)) {
                // on a later version this is the first one's updater: waiting for the first xmax waits for it
                return HeapUpdateResult.BEING_MODIFIED;
            }
            HeapTuple next = table.heap().fetch(t.nextTid());
            if (next == null) {
                return HeapUpdateResult.OK;
            }
            t = next;
        }
    }

    private static Tag tag(int[] sortedAttnums, Object[] row) {
        List<Object> values = new ArrayList<>(sortedAttnums.length);
        for (int a : sortedAttnums) {
            values.add(normalise(valueAt(row, a)));
        }
        return new Tag(boxed(sortedAttnums), values);
    }

    /** Values that compare equal as keys are equal objects: 1.0 and 1.00, -0.0 and 0.0, byte arrays. */
    private static Object normalise(Object v) {
        if (v instanceof BigDecimal d) {
            return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        }
        if (v instanceof Double d && d == 0.0) {
            return 0.0d;
        }
        if (v instanceof Float f && f == 0.0f) {
            return 0.0f;
        }
        if (v instanceof byte[] b) {
            return ByteBuffer.wrap(b.clone());
        }
        if (v instanceof Number n && (v instanceof Short || v instanceof Integer)) {
            return n.longValue(); // one integral type per value, whatever the column's width
        }
        return v;
    }

    private static int[] sorted(int[] attnums) {
        int[] out = attnums.clone();
        Arrays.sort(out);
        return out;
    }

    private static List<Integer> boxed(int[] attnums) {
        return Arrays.stream(attnums).boxed().toList();
    }
}
