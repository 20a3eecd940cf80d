package org.lanin.engine.wal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Snapshot;
import org.lanin.engine.txn.Transaction;

/**
 * Checkpoints: on CHECKPOINT, at close, after {@code checkpoint_timeout} or once
 * {@code max_wal_size} bytes were logged since the last one (a background thread also flushes
 * the log for {@code synchronous_commit = off}).
 *
 * <p>A checkpoint holds the commit gate's write side only while it fixes its redo LSN, takes
 * an MVCC snapshot and captures the catalog: every transaction logged before the redo LSN has
 * then left the running set and none after it has started to commit, so the snapshot sees
 * exactly the log before the redo LSN. Writers go on while the image is written from that
 * snapshot. DDL of transactions still open is taken back in the image's catalog (it is not
 * committed; its TXN record will come after the redo LSN). The control file is switched last,
 * then older images and segments are deleted.
 */
final class Checkpointer {
    private final Wal wal;
    private volatile long redoLsn;
    /** The LSN that names the image in use (the control file's image). */
    private volatile long imageLsn;
    /**
     * The log position up to which the image in use is the whole database (-1: not known): a
     * shutdown with nothing logged past it needs no new image.
     */
    private volatile long imageCurrentThrough = -1;
    private volatile long count;
    private volatile long lastNanos = System.nanoTime();
    private Thread background;
    /** Set to stop the background thread; never interrupt it (an interrupt closes file channels). */
    private volatile boolean stopping;

    Checkpointer(Wal wal, long redoLsn, long imageLsn) {
        this.wal = wal;
        this.redoLsn = redoLsn;
        this.imageLsn = imageLsn;
    }

    /**
     * An open after a clean shutdown wrote no checkpoint: the image in use is the whole database
     * up to {@code end}, the log position after the open's own {@code IDS} record.
     */
    void imageCurrentThrough(long end) {
        imageCurrentThrough = end;
    }

    /**
     * The shutdown checkpoint. When nothing was logged since the image in use was the whole database
     * and no UNLOGGED table exists (their rows change without a record), the image is still exact:
     * only the control file is written, clean, with its redo point at the end of the log (PostgreSQL's
     * shutdown checkpoint likewise has no dirty buffer to write then). The redo point skips this
     * life's {@code IDS} record: the image is read with its own enum ids, and the next life logs its
     * own. Otherwise a full checkpoint.
     */
    synchronized void shutdown() throws IOException {
        wal.writer.flushAll(); // the IDS record too: the redo point must not lie past the log's end
        long end = wal.writer.appendLsn();
        if (end == imageCurrentThrough && !wal.codec.storages().anyUnlogged()) {
            new ControlFile(ControlFile.FORMAT_VERSION, end, imageLsn, true).write(wal.dir);
            redoLsn = end;
            return;
        }
        checkpoint(true);
    }

    long redoLsn() {
        return redoLsn;
    }

    long count() {
        return count;
    }

    synchronized void checkpoint(boolean clean) {
        Transaction reader = wal.transactions.beginVirtual(IsolationLevel.REPEATABLE_READ);
        try {
            long redo;
            Snapshot snapshot;
            ImageFile.Contents contents;
            wal.gate.writeLock().lock();
            try {
                wal.writer.flushAll();
                redo = wal.writer.appendLsn();
                snapshot = reader.beginStatement();
                contents = captureCatalog(redo, wal.hosted.copy());
            } finally {
                wal.gate.writeLock().unlock();
            }
            Path image = wal.dir.resolve(String.format("%016x.img", redo));
            ImageFile.write(image, contents, snapshot, wal.codec);
            new ControlFile(ControlFile.FORMAT_VERSION, redo, redo, clean).write(wal.dir);
            redoLsn = redo;
            imageLsn = redo;
            imageCurrentThrough = redo; // the image is the log up to here; writers may have gone on past it
            count++;
            lastNanos = System.nanoTime();
            removeOldFiles(image.getFileName().toString(), redo);
        } catch (IOException e) {
            throw wal.ioError("write", "checkpoint in " + wal.dir, e);
        } finally {
            reader.rollback();
        }
    }

    /** The catalog as committed: the current one with open transactions' DDL taken back. */
    private ImageFile.Contents captureCatalog(long redo, Map<Long, Record> hosted) {
        CatalogSnapshot[] current = new CatalogSnapshot[1];
        List<List<CatalogSnapshot[]>> pending = new ArrayList<>();
        wal.catalog.change(edit -> { // changes nothing: only runs under the DDL lock
            current[0] = edit.base();
            for (TxnChanges c : wal.open.values()) {
                if (!c.catalogPairs.isEmpty()) {
                    pending.add(new ArrayList<>(c.catalogPairs));
                }
            }
            return edit;
        });
        Map<String, TableDef> tables = new HashMap<>();
        current[0].tables().forEach(t -> tables.put(t.name(), t));
        Map<String, ViewDef> views = new HashMap<>();
        current[0].views().forEach(v -> views.put(v.name(), v));
        Map<String, SequenceDef> seqs = new HashMap<>();
        current[0].sequences().forEach(s -> seqs.put(s.name(), s));
        Map<String, org.lanin.engine.catalog.Namespace> spaces = new HashMap<>();
        current[0].namespaces().forEach(n -> spaces.put(n.name(), n));
        Map<String, org.lanin.engine.catalog.UserType> types = new HashMap<>();
        current[0].types().forEach(t -> types.put(t.name(), t));
        Map<org.lanin.engine.catalog.Comments.Key, String> comments = new HashMap<>(current[0].comments().all());
        for (List<CatalogSnapshot[]> pairs : pending) {
            for (int i = pairs.size() - 1; i >= 0; i--) {
                CatalogSnapshot before = pairs.get(i)[0];
                CatalogSnapshot after = pairs.get(i)[1];
                takeBack(tables, before.tables(), after.tables(), before::table, after::table, TableDef::name);
                takeBack(views, before.views(), after.views(), before::view, after::view, ViewDef::name);
                takeBack(seqs, before.sequences(), after.sequences(), before::sequence, after::sequence,
                        SequenceDef::name);
                takeBack(spaces, before.namespaces(), after.namespaces(), before::namespace, after::namespace,
                        org.lanin.engine.catalog.Namespace::name);
                takeBack(types, before.types(), after.types(), before::type, after::type,
                        org.lanin.engine.catalog.UserType::name);
                CatalogExtras.takeBack(comments, before.comments(), after.comments());
            }
        }
        return new ImageFile.Contents(redo, tables.values(), views.values(), seqs.values(),
                spaces.values().stream().filter(n -> !n.name().equals("public")).toList(), types.values(), comments,
                hosted);
    }

    private static <T> void takeBack(Map<String, T> into, java.util.Collection<T> before, java.util.Collection<T> after,
                                     java.util.function.Function<String, T> was,
                                     java.util.function.Function<String, T> became,
                                     java.util.function.Function<T, String> nameOf) {
        Set<String> names = new HashSet<>();
        before.forEach(o -> names.add(nameOf.apply(o)));
        after.forEach(o -> names.add(nameOf.apply(o)));
        for (String n : names) {
            T old = was.apply(n);
            if (old != became.apply(n)) {
                if (old == null) {
                    into.remove(n);
                } else {
                    into.put(n, old);
                }
            }
        }
    }

    /** Images other than {@code keep}, and segments wholly before {@code redo}. */
    private void removeOldFiles(String keep, long redo) throws IOException {
        try (var files = Files.list(wal.dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                String n = p.getFileName().toString();
                if (n.endsWith(".img") && !n.equals(keep)) {
                    Files.deleteIfExists(p);
                }
            }
        }
        List<Long> starts = LogReader.segments(wal.dir);
        for (int i = 0; i + 1 < starts.size(); i++) {
            if (starts.get(i + 1) <= redo) {
                Files.deleteIfExists(wal.dir.resolve(LogFormat.segmentName(starts.get(i))));
            }
        }
    }

    /** Starts the background thread: log flushes for asynchronous commits, timed and size-driven checkpoints. */
    synchronized void start() {
        background = new Thread(this::run, "lanin-checkpointer-" + wal.name);
        background.setDaemon(true);
        background.start();
    }

    private void run() {
        while (!stopping) {
            try {
                Thread.sleep(200); // PostgreSQL's wal_writer_delay
                if (stopping) {
                    return;
                }
                if (wal.writer.failure() != null) {
                    continue;
                }
                wal.writer.flushAll();
                long sinceNanos = System.nanoTime() - lastNanos;
                boolean due = sinceNanos / 1_000_000_000L >= wal.settings.checkpointTimeoutSeconds()
                        || wal.writer.appendLsn() - redoLsn >= wal.settings.maxWalSizeBytes();
                if (due) {
                    checkpoint(false);
                }
            } catch (InterruptedException e) {
                return;
            } catch (IOException | RuntimeException e) {
                // the writer remembers an I/O failure and refuses further commits; keep going
            }
        }
    }

    void stop() {
        Thread t;
        synchronized (this) {
            t = background;
            background = null;
        }
        stopping = true;
        if (t != null) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
