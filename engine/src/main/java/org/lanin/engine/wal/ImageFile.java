package org.lanin.engine.wal;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Iterator;
import java.util.zip.CRC32C;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.txn.Snapshot;

/**
 * A checkpoint image (format version 4): the committed database as of its redo LSN — catalog
 * entries (types, tables, views, sequences, schemas, comments, hosted objects), then each table's rows visible to the checkpoint's snapshot with the TIDs they have
 * now — followed by the CRC32C of everything before it. Recovery loads it and redoes the log
 * from the redo LSN. It is written to a temporary name and renamed, so a crash while writing
 * leaves the previous image in place.
 */
final class ImageFile {
    static final long MAGIC = 0x4c414e494e494d47L; // "LANINIMG"
    /**
     * 2: schemas (a namespace section after the sequences; 'N' log entries). 3: user types (a
     * section before the tables, enums first) and comments (a section after the schemas); 'Y' and
     * 'C' log entries. 4: hosted objects (user routines and triggers: a section after the comments;
     * OBJ log records). Version 2 and 3 images are still read (they lack the newer sections).
     */
    static final int VERSION = 4;
    static final int OLDEST_READABLE = 2;

    private ImageFile() {
    }

    /** Catalog entries as they are committed at the redo LSN. */
    record Contents(long redoLsn, Collection<TableDef> tables, Collection<ViewDef> views,
                    Collection<SequenceDef> sequences, Collection<org.lanin.engine.catalog.Namespace> namespaces,
                    Collection<org.lanin.engine.catalog.UserType> types,
                    java.util.Map<org.lanin.engine.catalog.Comments.Key, String> comments,
                    java.util.Map<Long, Record> hosted) {
    }

    static long write(Path file, Contents c, Snapshot snapshot, ObjectCodec codec) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        CRC32C crc = new CRC32C();
        long rows = 0;
        try (java.io.FileOutputStream raw = new java.io.FileOutputStream(tmp.toFile())) {
            DataOutputStream out = new DataOutputStream(new Streams.CheckedOut(raw, crc));
            out.writeLong(MAGIC);
            out.writeInt(VERSION);
            out.writeLong(c.redoLsn());
            out.writeInt(c.types().size());
            for (org.lanin.engine.catalog.UserType t : CatalogExtras.ordered(c.types())) {
                codec.write(out, t);
            }
            out.writeInt(c.tables().size());
            for (TableDef t : c.tables()) {
                codec.write(out, t);
            }
            out.writeInt(c.views().size());
            for (ViewDef v : c.views()) {
                codec.write(out, v);
            }
            out.writeInt(c.sequences().size());
            for (SequenceDef s : c.sequences()) {
                codec.write(out, s);
            }
            out.writeInt(c.namespaces().size());
            for (org.lanin.engine.catalog.Namespace n : c.namespaces()) {
                codec.write(out, n);
            }
            out.writeInt(c.comments().size());
            for (var e : c.comments().entrySet()) {
                CatalogExtras.writeComment(out, e.getKey(), e.getValue(), codec);
            }
            out.writeInt(c.hosted().size());
            for (var e : c.hosted().entrySet()) {
                HostedObjects.write(out, e.getKey(), e.getValue(), codec);
            }
            for (TableDef t : c.tables()) {
                out.writeByte(1);
                out.writeLong(codec.storages().idOf(t.heap()));
                for (Iterator<HeapTuple> it = t.heap().scan(); it.hasNext(); ) {
                    HeapTuple tuple = it.next();
                    if (snapshot.isVisible(tuple)) {
                        out.writeByte(1);
                        out.writeLong(tuple.tid());
                        codec.write(out, tuple.values());
                        rows++;
                    }
                }
                out.writeByte(0);
            }
            out.writeByte(0);
            IoFaults.check(file, IoFaults.Op.IMAGE_WRITE);
            out.flush();
            DataOutputStream tail = new DataOutputStream(raw);
            tail.writeInt((int) crc.getValue());
            tail.flush();
            raw.getFD().sync();
        }
        FileSync.moveDurably(tmp, file);
        return rows;
    }

    /** Loads an image into {@code state}; returns its format version. */
    static int read(Path file, RecoveryState state) throws IOException {
        CRC32C crc = new CRC32C();
        try (InputStream raw = new java.io.FileInputStream(file.toFile())) {
            Streams.CheckedIn body = new Streams.CheckedIn(raw, Math.max(0, java.nio.file.Files.size(file) - Integer.BYTES), crc);
            DataInputStream in = new DataInputStream(body);
            int version = in.readLong() == MAGIC ? in.readInt() : -1;
            if (version < OLDEST_READABLE || version > VERSION) {
                throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), "not a checkpoint image of format version "
                        + OLDEST_READABLE + " to " + VERSION);
            }
            in.readLong(); // the redo LSN: the control file's is the one recovery starts from
            for (int n = version >= 3 ? in.readInt() : 0; n > 0; n--) {
                org.lanin.engine.catalog.UserType t = (org.lanin.engine.catalog.UserType) state.codec.read(in);
                state.types.put(t.name(), t);
            }
            for (int n = in.readInt(); n > 0; n--) {
                TableDef t = (TableDef) state.codec.read(in);
                state.tables.put(t.name(), t);
            }
            for (int n = in.readInt(); n > 0; n--) {
                ViewDef v = (ViewDef) state.codec.read(in);
                state.views.put(v.name(), v);
            }
            for (int n = in.readInt(); n > 0; n--) {
                SequenceDef s = (SequenceDef) state.codec.read(in);
                state.sequences.put(s.name(), s);
            }
            for (int n = in.readInt(); n > 0; n--) {
                org.lanin.engine.catalog.Namespace ns = (org.lanin.engine.catalog.Namespace) state.codec.read(in);
                state.namespaces.put(ns.name(), ns);
            }
            for (int n = version >= 3 ? in.readInt() : 0; n > 0; n--) {
                CatalogExtras.readComment(in, state.comments, state.codec);
            }
            for (int n = version >= 4 ? in.readInt() : 0; n > 0; n--) {
                HostedObjects.read(in, state.hosted, state.codec);
            }
            while (in.readByte() == 1) {
                var rows = state.rowsOf(in.readLong());
                while (in.readByte() == 1) {
                    long tid = in.readLong();
                    rows.put(tid, (Object[]) state.codec.read(in));
                }
            }
            if (!body.atLimit()) {
                throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), "data after the last table");
            }
            int expected = (int) crc.getValue();
            int stored = new DataInputStream(raw).readInt();
            if (stored != expected) {
                throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), "checksum mismatch");
            }
            return version;
        } catch (java.io.EOFException e) {
            throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), "unexpected end of file");
        } catch (java.io.FileNotFoundException | java.nio.file.NoSuchFileException e) {
            throw e;
        } catch (IOException | ClassCastException | IllegalArgumentException | IndexOutOfBoundsException
                 | NegativeArraySizeException | org.lanin.engine.error.EngineBug e) {
            throw LaninException.of(WalMsg.FILE_CORRUPT, file.toString(), String.valueOf(e.getMessage()));
        }
    }
}
