package org.lanin.planner.session;

import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * PostgreSQL's memory-setting values ({@code work_mem}): a whole number with an optional unit
 * {@code kB}, {@code MB}, {@code GB} or {@code TB} (none = kB), at least 64kB and at most
 * 2147483647kB, shown in the largest unit that divides it ({@code 4096kB} shows as {@code 4MB}).
 * Block-sized settings differ as {@link #BLOCK_SETTINGS} says.
 */
final class MemorySize {
    private static final String[] UNITS = {"kB", "MB", "GB", "TB"};
    private static final long MIN_KB = 64;
    private static final long MAX_KB = Integer.MAX_VALUE;
    /**
     * Settings counted in 8 kB blocks (min_parallel_table_scan_size): a number without a unit is
     * blocks, a size is rounded to whole blocks, 0 is allowed.
     */
    private static final java.util.Set<String> BLOCK_SETTINGS = java.util.Set.of("min_parallel_table_scan_size");
    private static final long BLOCK_KB = 8;
    private static final long MAX_BLOCKS = Integer.MAX_VALUE / 3;

    private MemorySize() {
    }

    /** The canonical text of {@code raw}; 22023 if it is not a memory size in range. */
    static String normalise(String key, String raw) {
        String v = raw.trim();
        int i = 0;
        while (i < v.length() && Character.isDigit(v.charAt(i))) {
            i++;
        }
        String unit = v.substring(i).trim().toLowerCase(Locale.ROOT);
        int u = unit.isEmpty() ? 0 : indexOfUnit(unit);
        if (i == 0 || i > 12 || u < 0) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        }
        long kb = Long.parseLong(v.substring(0, i));
        boolean blocks = BLOCK_SETTINGS.contains(key);
        if (blocks && unit.isEmpty()) {
            kb *= BLOCK_KB;
        }
        for (int k = 0; k < u; k++) {
            kb = kb > MAX_KB * BLOCK_KB ? kb : kb * 1024;
        }
        if (blocks) {
            kb = (long) Math.rint(kb / (double) BLOCK_KB) * BLOCK_KB; // whole 8 kB blocks, as PostgreSQL rounds
            if (kb > MAX_BLOCKS * BLOCK_KB) {
                throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
            }
            if (kb == 0) {
                return "0";
            }
        } else if (kb < MIN_KB || kb > MAX_KB) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        }
        int shown = 0;
        while (shown < UNITS.length - 1 && kb % 1024 == 0) {
            kb /= 1024;
            shown++;
        }
        return kb + UNITS[shown];
    }

    private static int indexOfUnit(String unit) {
        for (int k = 0; k < UNITS.length; k++) {
            if (UNITS[k].toLowerCase(Locale.ROOT).equals(unit)) {
                return k;
            }
        }
        return -1;
    }

    /** Bytes of a normalised value. */
    static long bytes(String normalised) {
        int i = 0;
        while (i < normalised.length() && Character.isDigit(normalised.charAt(i))) {
            i++;
        }
        long n = Long.parseLong(normalised.substring(0, i)) * 1024;
        for (int u = indexOfUnit(normalised.substring(i).toLowerCase(Locale.ROOT)); u > 0; u--) {
            n *= 1024;
        }
        return n;
    }
}
