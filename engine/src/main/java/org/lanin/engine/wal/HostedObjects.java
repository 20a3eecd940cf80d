package org.lanin.engine.wal;

import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Catalog objects that the layers above the engine keep outside the engine's catalog — user
 * routines, aggregates and triggers (planner {@code routine.catalog}) — held by the log of a file
 * database as opaque records by object id (the catalog oid, unique in the database), format version
 * 4. The engine never looks inside them: {@link ObjectCodec} writes any record component by
 * component under its class name, so the owner hands over plain records and reads them back.
 *
 * <p>Their owner keeps a transaction's changes pending until it commits and then publishes them: each
 * is logged then as its own {@code OBJ} record (id, the object as it became or null when dropped), not
 * inside the transaction's TXN record, and forced before the commit returns. The record is appended and
 * the map updated under this object's monitor, which a checkpoint also takes when it copies the map
 * after fixing its redo LSN: a change logged before the redo LSN is in the copy, and one logged
 * after it is redone over the copy (setting an object to a value twice is harmless).
 */
final class HostedObjects {
    private final Map<Long, Record> objects = new TreeMap<>();

    /** Installs what recovery found (before the database is shared). */
    synchronized void recovered(Map<Long, Record> found) {
        objects.putAll(found);
    }

    /** The objects in id order, as of now. */
    synchronized List<Record> all() {
        return new ArrayList<>(objects.values());
    }

    /** A copy for a checkpoint image. */
    synchronized Map<Long, Record> copy() {
        return new TreeMap<>(objects);
    }

    /** Appends the change's record and applies it, as one step for a checkpoint; returns the record's end LSN. */
    synchronized long change(LogWriter writer, ObjectCodec codec, long id, Record value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeByte(LogFormat.OBJ);
        write(out, id, value, codec);
        out.flush();
        long end = writer.append(bytes.toByteArray());
        apply(objects, id, value);
        return end;
    }

    static void write(DataOutput out, long id, Record value, ObjectCodec codec) throws IOException {
        out.writeLong(id);
        codec.write(out, value);
    }

    /** One entry (id, record or null) into {@code into}. */
    static void read(DataInput in, Map<Long, Record> into, ObjectCodec codec) throws IOException {
        long id = in.readLong();
        apply(into, id, (Record) codec.read(in));
    }

    private static void apply(Map<Long, Record> into, long id, Record value) {
        if (value == null) {
            into.remove(id);
        } else {
            into.put(id, value);
        }
    }

    /** The highest id held, or 0 (new oids are handed out after it). */
    static long maxId(Map<Long, Record> objects) {
        return objects.isEmpty() ? 0 : java.util.Collections.max(objects.keySet());
    }
}
