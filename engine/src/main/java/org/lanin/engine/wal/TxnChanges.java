package org.lanin.engine.wal;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.txn.Transaction;

/**
 * The changes one transaction has made, kept in memory until it commits and then written as a
 * single TXN record (commit-time logging: the data lives in memory, so nothing uncommitted
 * ever needs to reach the log, and a transaction is in the log whole or not at all). Each
 * change remembers the (sub)xid that made it; changes of subtransactions rolled back to a
 * savepoint are left out at commit.
 *
 * <p>Row changes are appended only by the transaction's own thread; catalog changes arrive
 * under the catalog's DDL lock, and {@link #catalogPairs} is read by a checkpoint under that
 * same lock.
 */
final class TxnChanges {
    private final List<Object> changes = new ArrayList<>();
    private final List<Long> xids = new ArrayList<>();
    /** (before, after) catalog snapshots of this transaction's DDL, for a checkpoint to take back. */
    final List<CatalogSnapshot[]> catalogPairs = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** True while this transaction holds the commit gate's read side (append through end). */
    boolean inGate;

    record Insert(HeapTable heap, long tid, Object[] values) {
    }

    record Delete(HeapTable heap, long tid) {
    }

    record Update(HeapTable heap, long oldTid, long newTid, Object[] values) {
    }

    record CatalogChange(CatalogSnapshot before, CatalogSnapshot after) {
    }

    synchronized void add(long xid, Object change) {
        changes.add(change);
        xids.add(xid);
    }

    synchronized boolean isEmpty() {
        return changes.isEmpty();
    }

    /** The TXN record payload: changes of not-rolled-back (sub)transactions, in order. */
    synchronized byte[] payload(Transaction tx, ObjectCodec codec) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeByte(LogFormat.TXN);
        out.writeLong(tx.xid());
        for (int i = 0; i < changes.size(); i++) {
            if (tx.isOwnXid(xids.get(i))) {
                write(out, changes.get(i), codec);
            }
        }
        out.writeByte(0);
        out.flush();
        return bytes.toByteArray();
    }

    private static void write(DataOutputStream out, Object change, ObjectCodec codec) throws IOException {
        StorageIds ids = codec.storages();
        if (change instanceof Insert c) {
            out.writeByte('i');
            out.writeLong(ids.idOf(c.heap()));
            out.writeLong(c.tid());
            codec.write(out, c.values());
        } else if (change instanceof Delete c) {
            out.writeByte('d');
            out.writeLong(ids.idOf(c.heap()));
            out.writeLong(c.tid());
        } else if (change instanceof Update c) {
            out.writeByte('u');
            out.writeLong(ids.idOf(c.heap()));
            out.writeLong(c.oldTid());
            out.writeLong(c.newTid());
            codec.write(out, c.values());
        } else if (change instanceof CatalogChange c) {
            writeCatalogDiff(out, c.before(), c.after(), codec);
        }
    }

    /** Every type, comment, table, view, schema and sequence that differs between the snapshots, as it is in {@code after} (null: dropped). */
    static void writeCatalogDiff(DataOutputStream out, CatalogSnapshot before, CatalogSnapshot after, ObjectCodec codec)
            throws IOException {
        CatalogExtras.writeTypes(out, before, after, codec); // first: the tables below may use them
        CatalogExtras.writeComments(out, before.comments(), after.comments(), codec);
        Set<String> names = new HashSet<>();
        before.tables().forEach(t -> names.add(t.name()));
        after.tables().forEach(t -> names.add(t.name()));
        for (String n : names) {
            TableDef became = after.table(n);
            if (before.table(n) != became) {
                out.writeByte('T');
                ObjectCodec.writeString(out, n);
                codec.write(out, became);
            }
        }
        Set<String> views = new HashSet<>();
        before.views().forEach(v -> views.add(v.name()));
        after.views().forEach(v -> views.add(v.name()));
        for (String n : views) {
            ViewDef became = after.view(n);
            if (before.view(n) != became) {
                out.writeByte('V');
                ObjectCodec.writeString(out, n);
                codec.write(out, became);
            }
        }
        Set<String> spaces = new HashSet<>();
        before.namespaces().forEach(n -> spaces.add(n.name()));
        after.namespaces().forEach(n -> spaces.add(n.name()));
        for (String n : spaces) {
            org.lanin.engine.catalog.Namespace became = after.namespace(n);
            if (before.namespace(n) != became) {
                out.writeByte('N');
                ObjectCodec.writeString(out, n);
                codec.write(out, became);
            }
        }
        Set<String> seqs = new HashSet<>();
        before.sequences().forEach(s -> seqs.add(s.name()));
        after.sequences().forEach(s -> seqs.add(s.name()));
        for (String n : seqs) {
            SequenceDef became = after.sequence(n);
            if (before.sequence(n) != became) {
                out.writeByte('Q');
                ObjectCodec.writeString(out, n);
                codec.write(out, became);
            }
        }
    }
}
