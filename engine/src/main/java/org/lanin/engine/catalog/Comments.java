package org.lanin.engine.catalog;

import java.util.HashMap;
import java.util.Map;

/**
 * COMMENT ON texts (PostgreSQL's pg_description), immutable like the snapshot that holds them.
 * A comment belongs to an object kind and the object, and for columns to the column's attnum
 * ({@code subId}; 0 for the object itself). Tables, indexes and types are keyed by oid, so a
 * renamed one keeps its comment and a re-created one starts without; views and sequences (which
 * have no oid in Lanin's catalog) are keyed by name, and their renames move the comment.
 *
 * <p>This is the accessor pg_description and obj_description/col_description read.
 */
public final class Comments {
    /** What a comment is on: {@code kind} is table, index, sequence, view, type, schema or constraint; {@code object} the oid or name. */
    public record Key(String kind, String object, int subId) {
    }

    static final Comments NONE = new Comments(Map.of());

    private final Map<Key, String> texts;

    private Comments(Map<Key, String> texts) {
        this.texts = texts;
    }

    public static Key table(long oid, int attnum) {
        return new Key("table", Long.toString(oid), attnum);
    }

    public static Key index(long oid) {
        return new Key("index", Long.toString(oid), 0);
    }

    public static Key type(long oid) {
        return new Key("type", Long.toString(oid), 0);
    }

    public static Key view(String name, int column) {
        return new Key("view", name, column);
    }

    /** A schema's comment, keyed by its name (schemas have no oid in Lanin's catalog). */
    public static Key schema(String name) {
        return new Key("schema", name, 0);
    }

    /** A table constraint's comment: keyed by its table's oid and its name (a renamed table keeps it). */
    public static Key constraint(long tableOid, String name) {
        return new Key("constraint", tableOid + "." + name, 0);
    }

    public static Key sequence(String name) {
        return new Key("sequence", name, 0);
    }

    /** The comment, or null. */
    public String get(Key k) {
        return texts.get(k);
    }

    public Map<Key, String> all() {
        return texts;
    }

    /** With {@code text} on {@code k}; a null text removes the comment (COMMENT ... IS NULL). */
    public Comments with(Key k, String text) {
        Map<Key, String> m = new HashMap<>(texts);
        if (text == null) {
            m.remove(k);
        } else {
            m.put(k, text);
        }
        return new Comments(Map.copyOf(m));
    }

    /** Every comment of a view or sequence moved to its new name. */
    public Comments renamed(String kind, String from, String to) {
        Map<Key, String> m = new HashMap<>();
        texts.forEach((k, v) -> m.put(k.kind().equals(kind) && k.object().equals(from) ? new Key(kind, to, k.subId()) : k, v));
        return new Comments(Map.copyOf(m));
    }
}
