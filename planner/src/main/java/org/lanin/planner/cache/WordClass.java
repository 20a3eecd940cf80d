package org.lanin.planner.cache;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the normaliser needs to know about a word, as bit flags, looked up straight from the SQL
 * text (case-insensitively, no substring): an open-addressing table over the few dozen words
 * that matter. Every other word, and every word with a non-ASCII letter, has no flags.
 */
final class WordClass {
    /** Starts a statement that is normalised. */
    static final int DML = 1;
    /** A string after it is an ordinary operand (after any other word it may name a type: date '...'). */
    static final int EXTRACT_AFTER = 1 << 1;
    /** Its parenthesised arguments are type modifiers: numeric(10,2). */
    static final int TYPE_MODIFIED = 1 << 2;
    /** Its string argument names a sequence. */
    static final int SEQUENCE_FUNCTION = 1 << 3;
    /** Ends an ORDER BY / GROUP BY list at its own depth. */
    static final int ZONE_END = 1 << 4;
    /** ORDER or GROUP, which BY turns into a list of shape-deciding items. */
    static final int ORDER_OR_GROUP = 1 << 5;
    static final int BY = 1 << 6;
    static final int CAST = 1 << 7;
    static final int AS = 1 << 8;

    private static final int SLOTS = 256;
    private static final String[] WORDS = new String[SLOTS];
    private static final int[] FLAGS = new int[SLOTS];

    static {
        Map<String, Integer> flags = new HashMap<>();
        add(flags, DML, Set.of("select", "insert", "update", "delete", "values", "with"));
        add(flags, EXTRACT_AFTER, Set.of("select", "where", "and", "or", "not", "then", "else", "when", "case",
                "between", "from", "on", "having", "limit", "offset", "returning", "set", "distinct", "all", "any",
                "some", "is", "in", "values", "first", "next", "return"));
        add(flags, TYPE_MODIFIED, Set.of("varchar", "numeric", "decimal", "dec", "char", "character", "varying",
                "bit", "time", "timestamp", "timestamptz", "timetz", "interval", "float", "nchar"));
        add(flags, SEQUENCE_FUNCTION, Set.of("nextval", "currval", "setval"));
        add(flags, ZONE_END, Set.of("limit", "offset", "fetch", "having", "window", "union", "intersect", "except",
                "for", "returning", "order"));
        add(flags, ORDER_OR_GROUP, Set.of("order", "group"));
        add(flags, BY, Set.of("by"));
        add(flags, CAST, Set.of("cast"));
        add(flags, AS, Set.of("as"));
        flags.forEach((word, f) -> {
            int slot = slot(hash(word, 0, word.length()));
            while (WORDS[slot] != null) {
                slot = (slot + 1) & (SLOTS - 1);
            }
            WORDS[slot] = word;
            FLAGS[slot] = f;
        });
    }

    private WordClass() {
    }

    private static void add(Map<String, Integer> flags, int flag, Set<String> words) {
        for (String w : words) {
            flags.merge(w, flag, (a, b) -> a | b);
        }
    }

    /** The flags of the ASCII word {@code s[from, to)}, ignoring case. */
    static int of(String s, int from, int to) {
        int len = to - from;
        if (len > 11) {
            return 0;
        }
        int slot = slot(hash(s, from, to));
        for (String w = WORDS[slot]; w != null; w = WORDS[slot]) {
            if (w.length() == len && s.regionMatches(true, from, w, 0, len)) {
                return FLAGS[slot];
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
        return 0;
    }

    private static int hash(String s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + (s.charAt(i) | 0x20);
        }
        return h;
    }

    private static int slot(int h) {
        return (h ^ (h >>> 7) ^ (h >>> 15)) & (SLOTS - 1);
    }
}
