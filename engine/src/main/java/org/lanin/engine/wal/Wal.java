package org.lanin.engine.wal;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.txn.CommitHook;
import org.lanin.engine.txn.Transaction;
import org.lanin.engine.txn.TransactionManager;

/**
 * The write-ahead log of one open file database: the change hooks the heap's callers and the
 * catalog call (one call per change point), the commit path (append the transaction's TXN
 * record, flush it with whoever else is committing, then let the commit become visible), and
 * the owner of the checkpointer, the directory lock and the files. {@link WalOpen} opens it.
 *
 * <p>The commit gate: a committer holds its read side from appending its record until it has
 * left the running set; a checkpoint takes the write side for an instant to fix its redo LSN,
 * catalog and snapshot, so the snapshot sees exactly the transactions logged before that LSN.
 */
public final class Wal implements CommitHook {
    final Path dir;
    final String name;
    final Catalog catalog;
    final TransactionManager transactions;
    final WalSettings settings;
    final ObjectCodec codec;
    final LogWriter writer;
    final ReentrantReadWriteLock gate = new ReentrantReadWriteLock();
    final ConcurrentHashMap<Long, TxnChanges> open = new ConcurrentHashMap<>();
    /** User routines and triggers, kept for the planner (format version 4). */
    final HostedObjects hosted = new HostedObjects();
    private final LongAdder commits = new LongAdder();
    private final LongAdder asyncCommits = new LongAdder();
    private final DirectoryLock lock;
    final Checkpointer checkpointer;
    private volatile boolean closed;
    /** Log records redone when this database was opened (0 after a clean close). */
    volatile long recoveredRecords;

    Wal(Path dir, String name, Catalog catalog, TransactionManager transactions, WalSettings settings,
        ObjectCodec codec, LogWriter writer, DirectoryLock lock, long redoLsn, long imageLsn) {
        this.dir = dir;
        this.name = name;
        this.catalog = catalog;
        this.transactions = transactions;
        this.settings = settings;
        this.codec = codec;
        this.writer = writer;
        this.lock = lock;
        this.checkpointer = new Checkpointer(this, redoLsn, imageLsn);
    }

    /** The log of the database {@code tx} belongs to, or null for an in-memory database. */
    public static Wal of(Transaction tx) {
        return tx.manager().commitHook() instanceof Wal w ? w : null;
    }

    public WalSettings settings() {
        return settings;
    }

    // ---- change hooks: record what the transaction did, in order ----

    /** The heap's callers' one call after a row insert; nothing for an in-memory database. */
    public static void logInsert(Transaction tx, HeapTable heap, long tid, Object[] values) {
        Wal wal = of(tx);
        if (wal != null && !wal.codec.storages().isUnlogged(heap)) {
            wal.inserted(tx, heap, tid, values);
        }
    }

    /** The heap's callers' one call after a delete ({@code newTid} NONE) or update succeeded. */
    public static void logModify(Transaction tx, HeapTable heap, long oldTid, long newTid, Object[] newValues) {
        Wal wal = of(tx);
        if (wal == null || wal.codec.storages().isUnlogged(heap)) {
            return;
        }
        if (newValues == null) {
            wal.deleted(tx, heap, oldTid);
        } else {
            wal.updated(tx, heap, oldTid, newTid, newValues);
        }
    }

    /** The catalog recorder's one call per DDL change. */
    public static void logCatalog(Transaction tx, CatalogSnapshot before, CatalogSnapshot after) {
        Wal wal = of(tx);
        if (wal != null) {
            wal.catalogChanged(tx, before, after);
        }
    }

    /** The sequence functions' one call after nextval/setval. */
    public static void logSequence(Transaction tx, SequenceDef seq) {
        Wal wal = of(tx);
        if (wal != null) {
            wal.sequenceChanged(seq);
        }
    }

    public void inserted(Transaction tx, HeapTable heap, long tid, Object[] values) {
        changesOf(tx).add(tx.currentXid(), new TxnChanges.Insert(heap, tid, values));
    }

    public void deleted(Transaction tx, HeapTable heap, long tid) {
        changesOf(tx).add(tx.currentXid(), new TxnChanges.Delete(heap, tid));
    }

    public void updated(Transaction tx, HeapTable heap, long oldTid, long newTid, Object[] values) {
        changesOf(tx).add(tx.currentXid(), new TxnChanges.Update(heap, oldTid, newTid, values));
    }

    /**
     * A table rewrite (ALTER COLUMN TYPE) is about to copy the rows of heap {@code from} into the new
     * heap {@code to}: {@code to} is unlogged when {@code from} is (before its rows are logged, not
     * only once the catalog change names it, as TRUNCATE's empty heap may be).
     */
    public static void rewriting(Transaction tx, HeapTable from, HeapTable to) {
        Wal wal = of(tx);
        if (wal != null && wal.codec.storages().isUnlogged(from)) {
            wal.codec.storages().markUnlogged(to);
        }
    }

    /** CREATE UNLOGGED TABLE: the table's rows skip the log; it is empty after a crash. */
    public void markUnlogged(HeapTable heap) {
        codec.storages().markUnlogged(heap);
    }

    /** A DDL change of {@code tx}; called under the catalog's DDL lock. */
    public void catalogChanged(Transaction tx, CatalogSnapshot before, CatalogSnapshot after) {
        for (var t : after.tables()) { // TRUNCATE gives an unlogged table a new heap: it stays unlogged
            var was = before.table(t.name());
            if (was != null && was.oid() == t.oid() && was.heap() != t.heap() && codec.storages().isUnlogged(was.heap())) {
                codec.storages().markUnlogged(t.heap());
            }
        }
        TxnChanges c = changesOf(tx);
        c.add(tx.currentXid(), new TxnChanges.CatalogChange(before, after));
        c.catalogPairs.add(new CatalogSnapshot[] {before, after});
    }

    /**
     * nextval, setval or a restart moved {@code seq}: logged at once, not at commit (sequences are
     * not transactional). The value is read under the append lock, so the last record in the
     * log always holds a value at or past every one handed out before it; a commit that used a
     * value flushes that record with its own.
     */
    public void sequenceChanged(SequenceDef seq) {
        ensureUsable();
        writer.append(() -> {
            try {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream(32);
                DataOutputStream out = new DataOutputStream(bytes);
                out.writeByte(LogFormat.SEQ);
                ObjectCodec.writeString(out, seq.name());
                out.writeLong(seq.peekNext());
                out.flush();
                return bytes.toByteArray();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * A user routine, aggregate or trigger (an object the planner keeps outside the engine's catalog)
     * was created, replaced, altered or dropped ({@code value} null) by a committed transaction: logged
     * as its own record, not in the transaction's TXN record, and forced before this returns (the owner
     * calls it when it publishes the change, after the commit). {@code value} is a plain record (see {@link HostedObjects}); the caller serializes
     * changes of one object (they are logged in the order of these calls).
     */
    public void putObject(long oid, Record value) {
        ensureUsable();
        long end;
        try {
            end = hosted.change(writer, codec, oid, value);
        } catch (IOException e) {
            throw ioError("encode", "catalog object " + oid, e);
        }
        try {
            writer.flush(end, 0);
        } catch (IOException e) {
            throw ioError("write", "the write-ahead log in " + dir, e);
        }
    }

    /** The hosted objects as recovered and changed since, in oid order (what the planner installs on open). */
    public java.util.List<Record> objects() {
        return hosted.all();
    }

    private TxnChanges changesOf(Transaction tx) {
        return open.computeIfAbsent(tx.xid(), k -> new TxnChanges());
    }

    // ---- commit ----

    @Override
    public void beforeCommit(Transaction tx) {
        TxnChanges c = open.get(tx.xid());
        if (c == null || c.isEmpty()) {
            return; // nothing logged: a read-only transaction commits without touching the log
        }
        ensureUsable();
        byte[] payload;
        try {
            payload = c.payload(tx, codec);
        } catch (IOException e) {
            throw ioError("encode", "commit record", e);
        }
        gate.readLock().lock();
        c.inGate = true;
        long end = writer.append(payload);
        commits.increment();
        if (!tx.synchronousCommit()) {
            asyncCommits.increment(); // acknowledged now; the background writer flushes it within 200 ms
        } else {
            try {
                writer.flush(end, transactions.runningCount() - 1); // the others, as PostgreSQL counts siblings
            } catch (IOException e) {
                throw ioError("write", "the write-ahead log in " + dir, e);
            }
        }
    }

    @Override
    public void ended(Transaction tx, boolean committed) {
        TxnChanges c = open.remove(tx.xid());
        if (c != null && c.inGate) {
            c.inGate = false;
            gate.readLock().unlock();
        }
    }

    private void ensureUsable() {
        if (writer.failure() != null) {
            throw LaninException.of(WalMsg.LOG_FAILED, name);
        }
    }

    LaninException ioError(String verb, String what, IOException e) {
        String m = String.valueOf(e.getMessage());
        if (m.contains("No space left") || m.contains("not enough space") || m.contains("Disk quota")) {
            return LaninException.of(WalMsg.DISK_FULL, dir.toString());
        }
        return LaninException.of(WalMsg.IO_ERROR, verb, what, m);
    }

    // ---- checkpoints, statistics, close ----

    /** CHECKPOINT: writes an image of the committed data and lets older log segments go. */
    public void checkpoint() {
        ensureUsable();
        checkpointer.checkpoint(false);
    }

    /** lanin_backup: a consistent copy of the database in {@code target}, taken while writers go on; its log position. */
    public long backup(Path target) {
        ensureUsable();
        return Backup.run(this, target);
    }

    /** Commits that wrote a record, flushes, checkpoints, and the log's append and flush positions. */
    public WalStats stats() {
        return new WalStats(commits.sum(), writer.flushes(), checkpointer.count(), writer.appendLsn(),
                writer.flushedLsn(), checkpointer.redoLsn(), recoveredRecords, asyncCommits.sum());
    }

    /**
     * Flushes, writes the shutdown checkpoint (the next open replays nothing; no new image when the
     * one in use is still exact) and releases the directory.
     */
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        checkpointer.stop();
        try {
            if (writer.failure() == null) {
                checkpointer.shutdown();
            }
            writer.close();
        } catch (IOException e) {
            throw ioError("close", dir.toString(), e);
        } finally {
            transactions.setCommitHook(null);
            try {
                lock.close();
            } catch (IOException e) {
                // the OS releases it with the process anyway
            }
        }
    }
}
