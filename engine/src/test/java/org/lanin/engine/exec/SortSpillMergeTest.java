package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lanin.engine.type.TypeKind;

/**
 * Spilling sorts (several runs merged, multi-pass included) give the order of a plain stable
 * list sort with abbreviation on and off, and the merge decides on the abbreviations stored in
 * the runs. Rows are {key..., id}; ids compare the whole order, ties included (stability).
 */
class SortSpillMergeTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    private static final String REPLAY = "replay with -Dseed=" + SEED;

    @TempDir
    Path dir;

    /** A finished sort's output ids and its sorter (closed, counters readable). */
    private record Sorted(List<Integer> ids, TupleSorter sorter) {
    }

    private Sorted sort(List<Object[]> in, SortKey[] keys, boolean abbreviate, long workMem) {
        List<Integer> ids = new ArrayList<>();
        TupleSorter s = new TupleSorter(keys, abbreviate, workMem, null, dir);
        try (s) {
            for (Object[] row : in) {
                Object[] k = new Object[keys.length];
                System.arraycopy(row, 0, k, 0, keys.length);
                s.add(row, k);
            }
            Object[] row;
            while ((row = s.next()) != null) {
                ids.add((Integer) row[keys.length]);
            }
            assertThat(s.next()).as("exhausted stays exhausted").isNull();
        }
        assertThat(s.next()).as("closed").isNull();
        return new Sorted(ids, s);
    }

    private static List<Integer> reference(List<Object[]> in, SortKey[] keys) {
        Comparator<Object[]> c = (a, b) -> {
            for (int i = 0; i < keys.length; i++) {
                int r = keys[i].compare(a[i], b[i]);
                if (r != 0) {
                    return r;
                }
            }
            return 0;
        };
        List<Object[]> sorted = new ArrayList<>(in);
        sorted.sort(c);
        List<Integer> ids = new ArrayList<>();
        sorted.forEach(r -> ids.add((Integer) r[keys.length]));
        return ids;
    }

    /** Sorts spilled (on, off) and in memory; all must equal the stable reference; returns the spilled, abbreviated one. */
    private Sorted checkAll(List<Object[]> in, SortKey[] keys, long workMem) {
        List<Integer> expected = reference(in, keys);
        Sorted on = sort(in, keys, true, workMem);
        Sorted off = sort(in, keys, false, workMem);
        Sorted memory = sort(in, keys, true, 1L << 30);
        assertThat(on.sorter().spilledRuns()).as(REPLAY).isGreaterThan(2);
        assertThat(memory.sorter().spilledRuns()).isZero();
        assertThat(on.ids()).as("spilled, abbreviated; " + REPLAY).isEqualTo(expected);
        assertThat(off.ids()).as("spilled, not abbreviated; " + REPLAY).isEqualTo(expected);
        assertThat(memory.ids()).as("in memory; " + REPLAY).isEqualTo(expected);
        assertThat(off.sorter().mergeAbbreviatedComparisons()).isZero();
        assertThat(off.sorter().mergeFullComparisons()).isPositive();
        return on;
    }

    private static List<Object[]> rows(int n, Random r, Function<Random, Object[]> keys) {
        List<Object[]> rows = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Object[] k = keys.apply(r);
            Object[] row = new Object[k.length + 1];
            System.arraycopy(k, 0, row, 0, k.length);
            row[k.length] = i;
            rows.add(row);
        }
        return rows;
    }

    /** Text that often shares its first 8 bytes (or more), with non-ASCII, surrogates, NULLs and duplicates. */
    private static String text(Random r) {
        int kind = r.nextInt(10);
        if (kind == 0) {
            return null;
        }
        String tail = Integer.toString(r.nextInt(500), 36) + "\u00e9\u20ac\ud83d\ude00\ud800".substring(0, r.nextInt(6));
        return switch (kind) {
            case 1, 2, 3 -> "prefix00" + tail;
            case 4 -> "prefix0" + tail;
            case 5 -> "pr\u00e9fix" + tail;
            default -> tail;
        };
    }

    @Test
    void textInEveryDirectionAndNullPlacement() {
        Random r = new Random(SEED);
        List<Object[]> in = rows(6_000, r, rr -> new Object[] {text(rr)});
        for (boolean desc : new boolean[] {false, true}) {
            for (boolean nullsFirst : new boolean[] {false, true}) {
                SortKey[] keys = {SortKey.of(TypeKind.TEXT, desc, nullsFirst)};
                Sorted on = checkAll(in, keys, 32 * 1024);
                assertThat(on.sorter().mergeAbbreviatedComparisons()).isPositive();
                assertThat(on.sorter().mergeFullComparisons()).as("shared prefixes tie").isPositive();
            }
        }
    }

    private static BigDecimal numeric(Random r) {
        return switch (r.nextInt(8)) {
            case 0 -> null;
            case 1 -> BigDecimal.ZERO;
            case 2 -> new BigDecimal("123456789012345" + r.nextInt(1000) + "E" + (r.nextInt(5) - 2));
            case 3 -> BigDecimal.valueOf(r.nextInt(100), r.nextInt(4)).negate();
            default -> BigDecimal.valueOf(r.nextLong() % 1_000_000_000L, r.nextInt(6));
        };
    }

    @Test
    void numericAscendingAndDescending() {
        Random r = new Random(SEED);
        List<Object[]> in = rows(6_000, r, rr -> new Object[] {numeric(rr)});
        checkAll(in, new SortKey[] {SortKey.of(TypeKind.NUMERIC, false, false)}, 32 * 1024);
        checkAll(in, new SortKey[] {SortKey.of(TypeKind.NUMERIC, true, true)}, 32 * 1024);
    }

    @Test
    void multiKeyWithManyTiesAndMultiPassMerge() {
        Random r = new Random(SEED);
        List<Object[]> in = rows(20_000, r, rr -> new Object[] {
            rr.nextInt(20) == 0 ? null : "k" + rr.nextInt(30), numeric(rr), rr.nextInt(3) == 0 ? null : rr.nextInt(50)});
        SortKey[] keys = {SortKey.of(TypeKind.TEXT, false, true), SortKey.of(TypeKind.NUMERIC, true, false),
            SortKey.of(TypeKind.INTEGER, false, false)};
        Sorted on = checkAll(in, keys, 16 * 1024);
        assertThat(on.sorter().spilledRuns()).as(REPLAY).isGreaterThan(TupleSorter.MAX_FAN_IN);
        SortKey[] exact = {SortKey.of(TypeKind.INTEGER, true, false), SortKey.of(TypeKind.TEXT, false, false)};
        List<Object[]> swapped = new ArrayList<>();
        in.forEach(row -> swapped.add(new Object[] {row[2], row[0], row[3]}));
        checkAll(swapped, exact, 16 * 1024);
    }

    @Test
    void mergeOfDistinctTextIsDecidedByAbbreviations() {
        Random r = new Random(SEED);
        List<Object[]> in = rows(40_000, r, rr -> {
            char[] c = new char[12];
            for (int i = 0; i < c.length; i++) {
                c[i] = (char) ('a' + rr.nextInt(26));
            }
            return new Object[] {new String(c)};
        });
        SortKey[] keys = {SortKey.ascending(TypeKind.TEXT)};
        Sorted on = checkAll(in, keys, 256 * 1024);
        Sorted off = sort(in, keys, false, 256 * 1024);
        TupleSorter s = on.sorter();
        long abbreviated = s.mergeAbbreviatedComparisons();
        long full = s.mergeFullComparisons();
        int runs = s.spilledRuns();
        System.out.printf("merge of %d runs, %d rows: %d abbreviated decisions, %d full comparisons (off: %d full)%n",
                runs, in.size(), abbreviated, full, off.sorter().mergeFullComparisons());
        assertThat(full).as(REPLAY).isLessThan(abbreviated / 100 + 10);
        // distinct keys: both orders are the same total order, so the loser tree plays the same matches
        assertThat(abbreviated + full).isEqualTo(off.sorter().mergeFullComparisons());
        // replacing the winner replays one path: at most ceil(log2 k) matches per row, plus building the tree
        int depth = 32 - Integer.numberOfLeadingZeros(runs); // runs + the in-memory remainder
        assertThat(abbreviated + full).isLessThanOrEqualTo((long) in.size() * depth + runs + 1);
    }
}
