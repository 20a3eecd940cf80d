package org.lanin.engine.wal;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.EnumLabel;
import org.lanin.engine.type.EnumLabels;
import org.lanin.engine.type.EnumType;
import org.lanin.engine.type.TypeKind;

/**
 * Enum types and values in the log and the image. An enum's id ({@link EnumType#id()}, what an
 * ENUM {@link DataType} carries in its length and a value's type points at) is unique in the JVM,
 * not stable: the next JVM, or another database in this one, hands out other ids. So the files
 * keep the id the type had in the life that wrote them, as a key only: an enum type is written
 * with that id, its labels and their sort orders ({@code G}: the catalog entry's version of its
 * labels, {@link EnumLabels}, so the label of an ALTER TYPE not committed, or rolled back, never
 * reaches the files); a value as (id, sort order, label) ({@code e}); recovery creates each type
 * again under a new id and maps the old one to it, and every ENUM DataType and value read
 * afterwards goes through the map.
 *
 * <p>An image and the log after its redo point may span lives: an open after a clean shutdown
 * writes no checkpoint, so the log it appends follows an image written with the previous life's
 * ids. Such an open first logs an {@code IDS} record ({@link #writeLifeIds}): each type's id in this
 * life beside the id the files knew it by; replay, reaching it, re-keys the map by the new ids
 * ({@link #readLifeIds}), so every record after it is read with the ids of the life that wrote it.
 * (An open that writes a checkpoint needs no such record: the image carries this life's ids.) A
 * value is found by its sort order (labels never change order; RENAME VALUE changes only the text);
 * a value whose label the recovered type lacks (files written before uncommitted labels were kept
 * from use) adds it, so nothing committed is lost. A value of a
 * type the files do not hold any more can only sit in a dropped column: it reads as null.
 */
final class EnumIds {
    /** Never an EnumType id (they start at 1): a column of a type dropped before the files were written. */
    private static final int GONE = 0;
    private final Map<Integer, EnumType> byLoggedId = new HashMap<>();

    /** A catalog entry's version of the type's labels (not the installed one: a checkpoint writes the committed entry). */
    static void writeType(DataOutput out, EnumLabels v) throws IOException {
        out.writeByte('G');
        out.writeInt(v.type().id());
        ObjectCodec.writeString(out, v.type().name());
        List<EnumLabel> labels = v.labels();
        out.writeInt(labels.size());
        for (int i = 0; i < labels.size(); i++) {
            ObjectCodec.writeString(out, v.text(i));
            out.writeDouble(labels.get(i).sortOrder());
        }
    }

    static void writeValue(DataOutput out, EnumLabel v) throws IOException {
        out.writeByte('e');
        out.writeInt(v.type().id());
        out.writeDouble(v.sortOrder());
        ObjectCodec.writeString(out, v.label());
    }

    /**
     * A type's labels written by {@link #writeType} (tag read), installed; the same logged type read
     * again is brought up to date (texts renamed, labels added), not made twice. Labels are never
     * removed (PostgreSQL has no DROP VALUE, and only committed versions are written).
     */
    EnumLabels readType(DataInput in) throws IOException {
        int id = in.readInt();
        String name = ObjectCodec.readString(in);
        int n = in.readInt();
        if (n < 0) {
            throw new IOException("negative label count " + n);
        }
        List<String> labels = new ArrayList<>(n);
        double[] orders = new double[n];
        for (int i = 0; i < n; i++) {
            labels.add(ObjectCodec.readString(in));
            orders[i] = in.readDouble();
        }
        EnumType known = byLoggedId.get(id);
        if (known == null) {
            EnumType t = EnumType.restore(name, labels, orders);
            byLoggedId.put(id, t);
            return t.installed();
        }
        for (int i = 0; i < n; i++) {
            known.restoreLabel(labels.get(i), orders[i]);
        }
        return known.installed();
    }

    /**
     * The {@code IDS} record's body: every type read so far, as (its id in this JVM, the id the files
     * knew it by). Written by an open that logs without a checkpoint, before anything else.
     */
    void writeLifeIds(DataOutput out) throws IOException {
        out.writeInt(byLoggedId.size());
        for (Map.Entry<Integer, EnumType> e : byLoggedId.entrySet()) {
            out.writeInt(e.getValue().id());
            out.writeInt(e.getKey());
        }
    }

    /**
     * Replay reached a new life's {@code IDS} record: from here on the log names each type by the id
     * that life gave it. The map is re-keyed wholesale (not merged): ids are per JVM, so an id of
     * the previous life may name another type in the new one.
     */
    void readLifeIds(DataInput in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            throw new IOException("negative enum id count " + n);
        }
        Map<Integer, EnumType> next = new HashMap<>();
        for (int i = 0; i < n; i++) {
            int lifeId = in.readInt();
            EnumType t = byLoggedId.get(in.readInt());
            if (t != null) {
                next.put(lifeId, t);
            }
        }
        byLoggedId.clear();
        byLoggedId.putAll(next);
    }

    EnumLabel readValue(DataInput in) throws IOException {
        int id = in.readInt();
        double order = in.readDouble();
        String text = ObjectCodec.readString(in);
        EnumType t = byLoggedId.get(id);
        if (t == null) {
            // DROP TYPE ... CASCADE drops the columns, but rows keep their dropped columns' values
            // (the physical width stays), and an image written later no longer holds the type:
            // nobody reads a dropped column, so its value is gone
            return null;
        }
        for (EnumLabel l : t.labels()) {
            if (l.sortOrder() == order) {
                return l; // its text is the type entry's business (RENAME VALUE), not the value's
            }
        }
        return t.restoreLabel(text, order);
    }

    /** An ENUM type (or array of one) with the id of this life. */
    DataType remap(DataType d) {
        if (d.kind() == TypeKind.ENUM) {
            EnumType t = byLoggedId.get(d.length());
            return new DataType(TypeKind.ENUM, t == null ? GONE : t.id(), d.scale(), d.element());
        }
        return d;
    }
}
