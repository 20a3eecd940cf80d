package org.lanin.engine.wal;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Comments;
import org.lanin.engine.catalog.EnumTypeDef;
import org.lanin.engine.catalog.UserType;

/**
 * User types (CREATE TYPE ... AS ENUM, CREATE DOMAIN) and COMMENT ON texts in the log and the
 * image (format version 3). Log entries: {@code Y} name, the type as it became or null when
 * dropped; {@code C} kind, object, subId, the text or null when removed — one per comment that
 * changed, so concurrent COMMENT ONs on different objects replay (and are taken back by a
 * checkpoint) independently. Enums are written before domains: a domain over an enum names the
 * enum's id, which recovery must have mapped first ({@link EnumIds}).
 */
final class CatalogExtras {
    private CatalogExtras() {
    }

    /** Enums first, then domains. */
    static List<UserType> ordered(Collection<UserType> types) {
        List<UserType> out = new ArrayList<>(types);
        out.sort(java.util.Comparator.comparing((UserType t) -> !(t instanceof EnumTypeDef)));
        return out;
    }

    static void writeTypes(DataOutput out, CatalogSnapshot before, CatalogSnapshot after, ObjectCodec codec)
            throws IOException {
        Set<String> names = new HashSet<>();
        before.types().forEach(t -> names.add(t.name()));
        after.types().forEach(t -> names.add(t.name()));
        List<String> changed = new ArrayList<>();
        for (String n : names) {
            if (before.type(n) != after.type(n)) {
                changed.add(n);
            }
        }
        changed.sort(java.util.Comparator.comparing((String n) -> !(after.type(n) instanceof EnumTypeDef)));
        for (String n : changed) {
            out.writeByte('Y');
            ObjectCodec.writeString(out, n);
            codec.write(out, after.type(n));
        }
    }

    static void writeComments(DataOutput out, Comments before, Comments after, ObjectCodec codec) throws IOException {
        for (Comments.Key k : changed(before, after)) {
            out.writeByte('C');
            writeComment(out, k, after.get(k), codec);
        }
    }

    /** The comments whose text differs between the two (set, changed or removed). */
    private static List<Comments.Key> changed(Comments before, Comments after) {
        List<Comments.Key> out = new ArrayList<>();
        if (before != after) {
            Set<Comments.Key> keys = new HashSet<>(before.all().keySet());
            keys.addAll(after.all().keySet());
            for (Comments.Key k : keys) {
                if (!Objects.equals(before.get(k), after.get(k))) {
                    out.add(k);
                }
            }
        }
        return out;
    }

    static void writeComment(DataOutput out, Comments.Key k, String text, ObjectCodec codec) throws IOException {
        ObjectCodec.writeString(out, k.kind());
        ObjectCodec.writeString(out, k.object());
        out.writeInt(k.subId());
        codec.write(out, text);
    }

    /** One {@code C} entry (tag read) into {@code comments}. */
    static void readComment(DataInput in, Map<Comments.Key, String> comments, ObjectCodec codec) throws IOException {
        Comments.Key k = new Comments.Key(ObjectCodec.readString(in), ObjectCodec.readString(in), in.readInt());
        String text = (String) codec.read(in);
        if (text == null) {
            comments.remove(k);
        } else {
            comments.put(k, text);
        }
    }

    /** The comments of {@code current} with the changes of not yet committed (before, after) pairs taken back. */
    static void takeBack(Map<Comments.Key, String> current, Comments before, Comments after) {
        for (Comments.Key k : changed(before, after)) {
            String was = before.get(k);
            if (was == null) {
                current.remove(k);
            } else {
                current.put(k, was);
            }
        }
    }
}
