package org.lanin.planner.cache;

/** pg_stat_statements' queryid: a 64-bit FNV-1a hash of the normalised text, stable across runs. */
final class QueryId {
    private static final long OFFSET = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private QueryId() {
    }

    static long of(String text) {
        long h = OFFSET;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            h = (h ^ (c & 0xff)) * PRIME;
            h = (h ^ (c >>> 8)) * PRIME;
        }
        return h;
    }
}
