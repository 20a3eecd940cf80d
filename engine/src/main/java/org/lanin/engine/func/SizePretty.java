package org.lanin.engine.func;

/**
 * pg_size_pretty(bigint): a byte count in the largest unit that keeps it under the unit's limit,
 * half-rounded, as PostgreSQL 15's dbsize.c words it (bytes below 10 kB; kB, MB, GB, TB below
 * 20,480 of them; PB beyond).
 */
final class SizePretty {
    private static final String[] UNITS = {"bytes", "kB", "MB", "GB", "TB", "PB"};
    private static final long BYTES_LIMIT = 10 * 1024;
    private static final long LIMIT = 20 * 1024 - 1;

    private SizePretty() {
    }

    static String of(long size) {
        if (Math.abs(size) < BYTES_LIMIT) {
            return size + " bytes";
        }
        size /= 1L << 9; // 10 bits to kB less one kept for the half rounding
        for (int u = 1; ; u++) {
            if (u == UNITS.length - 1 || Math.abs(size) < LIMIT) {
                return halfRounded(size) + " " + UNITS[u];
            }
            size /= 1L << 10;
        }
    }

    private static long halfRounded(long x) {
        return (x + (x < 0 ? -1 : 1)) / 2;
    }
}
