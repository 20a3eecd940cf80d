package org.lanin.engine.catalog;

import java.nio.charset.StandardCharsets;

/**
 * Oids for catalog objects that have none of their own (views, sequences, defaults ...): a hash of
 * kind and name with the high bit set, so they never meet the counter's oids. Stable per name, so
 * an object renamed gets a new one. pg_catalog (PgOids) and the rules on views share it.
 */
public final class SyntheticOids {
    private SyntheticOids() {
    }

    /** The synthetic oid of an object of {@code kind} ("view", "seq", "con", "def", "proc") named {@code name} (FNV-1a). */
    public static long of(String kind, String name) {
        int h = 0x811c9dc5;
        for (byte b : (kind + ":" + name).getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x01000193;
        }
        return 0x8000_0000L | (h & 0x7fff_ffffL);
    }

    /** A view's oid, as pg_class shows it. */
    public static long view(String key) {
        return of("view", key);
    }
}
