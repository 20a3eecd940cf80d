package org.lanin.engine.catalog;

import java.util.List;

/**
 * Reading a relation's storage parameters ({@code pg_class.reloptions}: {@code name=value} texts,
 * validated by the DDL that stored them, so the values parse). PostgreSQL keeps them parsed in the
 * relcache (StdRdOptions); here the few the engine acts on are read from the list when needed,
 * which is empty for almost every table.
 */
public final class StorageOptions {
    /** A heap's default fill factor, in per cent (HEAP_DEFAULT_FILLFACTOR). */
    public static final int DEFAULT_FILL_FACTOR = 100;

    private StorageOptions() {
    }

    /** The value text of option {@code name}, or null when it is not set. */
    public static String get(List<String> reloptions, String name) {
        if (reloptions == null) {
            return null;
        }
        for (String o : reloptions) {
            if (o.length() > name.length() && o.charAt(name.length()) == '=' && o.startsWith(name)) {
                return o.substring(name.length() + 1);
            }
        }
        return null;
    }

    /** {@code fillfactor}, or {@link #DEFAULT_FILL_FACTOR} (a heap's). */
    public static int fillFactor(List<String> reloptions) {
        return fillFactor(reloptions, DEFAULT_FILL_FACTOR);
    }

    /** {@code fillfactor}, or {@code otherwise} (an index's default). */
    public static int fillFactor(List<String> reloptions, int otherwise) {
        String v = reloptions == null ? null : get(reloptions, "fillfactor");
        return v == null ? otherwise : (int) Math.rint(Double.parseDouble(v));
    }

    /** A boolean option, or {@code otherwise} when it is not set. */
    public static boolean bool(List<String> reloptions, String name, boolean otherwise) {
        String v = get(reloptions, name);
        return v == null ? otherwise : Boolean.TRUE.equals(parseBool(v));
    }

    /** A numeric option, or {@code otherwise} when it is not set (or set to -1, PostgreSQL's "use the setting"). */
    public static double number(List<String> reloptions, String name, double otherwise) {
        String v = get(reloptions, name);
        double d = v == null ? -1 : Double.parseDouble(v);
        return d == -1 ? otherwise : d;
    }

    /**
     * PostgreSQL's parse_bool: true, false, yes, no, on, off, 1, 0, case-insensitively, and any
     * unambiguous prefix of the words (but "o" alone is ambiguous); null for anything else.
     */
    public static Boolean parseBool(String text) {
        String v = text.trim().toLowerCase(java.util.Locale.ROOT);
        if (v.isEmpty()) {
            return null;
        }
        if ("true".startsWith(v) || "yes".startsWith(v) || v.equals("1") || v.length() >= 2 && "on".startsWith(v)) {
            return Boolean.TRUE;
        }
        if ("false".startsWith(v) || "no".startsWith(v) || v.equals("0") || v.length() >= 2 && "off".startsWith(v)) {
            return Boolean.FALSE;
        }
        return null;
    }
}
