package org.lanin.engine.wal;

import java.io.DataInput;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineBug;

/**
 * The database as recovery rebuilds it before anything is installed: catalog entries by name
 * and the live rows of each storage by the TID they had in the life that logged them. A
 * checkpoint image fills it, then every log record from the image's redo LSN is applied in log
 * order. Rows keep their TIDs: {@link Materializer} installs each at the TID it had, so the
 * log of the next life and the image agree on them (an open after a clean shutdown then needs
 * no checkpoint).
 */
final class RecoveryState {
    final Map<String, TableDef> tables = new HashMap<>();
    final Map<String, ViewDef> views = new HashMap<>();
    /** User schemas ('N' entries; format version 2). */
    final Map<String, org.lanin.engine.catalog.Namespace> namespaces = new HashMap<>();
    final Map<String, SequenceDef> sequences = new HashMap<>();
    /** Enums and domains ('Y' entries; format version 3). */
    final Map<String, org.lanin.engine.catalog.UserType> types = new HashMap<>();
    /** COMMENT ON texts ('C' entries; format version 3). */
    final Map<org.lanin.engine.catalog.Comments.Key, String> comments = new HashMap<>();
    /** User routines and triggers by oid ({@link HostedObjects}; format version 4). */
    final Map<Long, Record> hosted = new java.util.TreeMap<>();
    /** Live rows by storage number, each by the TID it had when logged (and gets again when installed). */
    final Map<Long, RecoveredRows> rows = new HashMap<>();
    final ObjectCodec codec;
    /** Log records applied. */
    long records;
    /** The format version of the image loaded, 0 if none. */
    int imageVersion;

    RecoveryState(ObjectCodec codec) {
        this.codec = codec;
    }

    RecoveredRows rowsOf(long storage) {
        return rows.computeIfAbsent(storage, k -> new RecoveredRows());
    }

    /** Applies one log record's payload. */
    void apply(byte[] payload) throws IOException {
        records++;
        DataInputStream in = new DataInputStream(new Streams.ArrayIn(payload));
        byte type = in.readByte();
        if (type == LogFormat.SEQ) {
            String name = ObjectCodec.readString(in);
            long next = in.readLong();
            SequenceDef s = sequences.get(name);
            if (s != null) {
                s.setValue(next, false);
            }
        } else if (type == LogFormat.IDS) {
            codec.enums().readLifeIds(in);
        } else if (type == LogFormat.OBJ) {
            HostedObjects.read(in, hosted, codec);
        } else if (type == LogFormat.TXN) {
            in.readLong(); // xid, for diagnostics
            applyChanges(in);
        } else {
            throw new IOException("unknown record type " + type);
        }
    }

    private void applyChanges(DataInputStream in) throws IOException {
        while (true) {
            int kind = in.readByte();
            switch (kind) {
                case 0:
                    return;
                case 'i': {
                    long storage = in.readLong();
                    long tid = in.readLong();
                    codec.storages().heapOf(storage);
                    rowsOf(storage).put(tid, (Object[]) codec.read(in));
                    break;
                }
                case 'd':
                    rowsOf(in.readLong()).remove(in.readLong());
                    break;
                case 'u': {
                    RecoveredRows r = rowsOf(in.readLong());
                    r.remove(in.readLong());
                    long newTid = in.readLong();
                    r.put(newTid, (Object[]) codec.read(in));
                    break;
                }
                default:
                    applyCatalogEntry(kind, in);
            }
        }
    }

    /** One catalog entry ('T' table, 'V' view, 'Q' sequence, 'N' schema, 'Y' type, 'C' comment): the object as it became, null when dropped. */
    void applyCatalogEntry(int kind, DataInput in) throws IOException {
        if (kind == 'C') {
            CatalogExtras.readComment(in, comments, codec);
            return;
        }
        String name = ObjectCodec.readString(in);
        Object o = codec.read(in);
        switch (kind) {
            case 'T' -> put(tables, name, (TableDef) o);
            case 'V' -> put(views, name, (ViewDef) o);
            case 'Q' -> put(sequences, name, (SequenceDef) o);
            case 'N' -> put(namespaces, name, (org.lanin.engine.catalog.Namespace) o);
            case 'Y' -> put(types, name, (org.lanin.engine.catalog.UserType) o);
            default -> throw new EngineBug("unknown change kind " + kind);
        }
    }

    private static <T> void put(Map<String, T> map, String name, T value) {
        if (value == null) {
            map.remove(name);
        } else {
            map.put(name, value);
        }
    }
}
