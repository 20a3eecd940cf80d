package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lanin.engine.type.TypeKind;

/** In-memory and external sorts agree with a plain list sort; temporary files never outlive the sort. */
class TupleSorterTest {
    private static final long SEED = Long.getLong("seed", System.nanoTime());
    private static final SortKey[] KEYS = {
        SortKey.of(TypeKind.TEXT, false, false),
        SortKey.of(TypeKind.NUMERIC, true, true),
        SortKey.of(TypeKind.INTEGER, false, false),
    };

    @TempDir
    Path dir;

    private static List<Object[]> rows(int n, Random r) {
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String t = r.nextInt(50) == 0 ? null : Long.toHexString(r.nextLong() & 0xFFFFFFFFFL) + "\u00e9\ud83d\ude00".substring(0, r.nextInt(4));
            BigDecimal d = r.nextInt(30) == 0 ? null : BigDecimal.valueOf(r.nextInt(1000), 2);
            rows.add(new Object[] {r.nextInt(4) == 0 ? "dup" : t, d, i, new byte[] {(byte) i}, java.time.LocalDate.ofEpochDay(i)});
        }
        return rows;
    }

    private static Comparator<Object[]> reference() {
        return (a, b) -> {
            for (int i = 0; i < KEYS.length; i++) {
                int c = KEYS[i].compare(a[i], b[i]);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    private List<Object[]> sort(List<Object[]> in, boolean abbreviate, long workMem, TupleSorter[] out) {
        List<Object[]> res = new ArrayList<>();
        try (TupleSorter s = new TupleSorter(KEYS, abbreviate, workMem, null, dir)) {
            for (Object[] row : in) {
                s.add(row, new Object[] {row[0], row[1], row[2]});
            }
            Object[] row;
            while ((row = s.next()) != null) {
                res.add(row);
            }
            out[0] = s;
        }
        return res;
    }

    private static List<Integer> ids(List<Object[]> rows) {
        List<Integer> ids = new ArrayList<>();
        rows.forEach(r -> ids.add((Integer) r[2]));
        return ids;
    }

    @Test
    void abbreviatedAndFullSortsAgreeWithReference() {
        List<Object[]> in = rows(5_000, new Random(SEED));
        List<Object[]> expected = new ArrayList<>(in);
        expected.sort(reference());
        TupleSorter[] s = new TupleSorter[1];
        assertThat(ids(sort(in, true, 1L << 30, s))).as("replay with -Dseed=" + SEED).isEqualTo(ids(expected));
        assertThat(s[0].abbreviatedComparisons()).isGreaterThan(s[0].fullComparisons());
        assertThat(ids(sort(in, false, 1L << 30, s))).isEqualTo(ids(expected));
        assertThat(s[0].abbreviatedComparisons()).isZero();
        assertThat(s[0].spilledRuns()).isZero();
    }

    @Test
    void spillsBeyondWorkMemAndMergesTo100kRows() {
        List<Object[]> in = rows(100_000, new Random(SEED));
        List<Object[]> expected = new ArrayList<>(in);
        expected.sort(reference());
        TupleSorter[] s = new TupleSorter[1];
        List<Object[]> got = sort(in, true, 64 * 1024, s);
        assertThat(ids(got)).as("replay with -Dseed=" + SEED).isEqualTo(ids(expected));
        assertThat(s[0].spilledRuns()).isGreaterThan(TupleSorter.MAX_FAN_IN);
        assertThat(got.get(0)[3]).isInstanceOf(byte[].class);
        for (Path p : s[0].temporaryFiles()) {
            assertThat(p).doesNotExist();
        }
    }

    @Test
    void failingInputDeletesRuns() throws Exception {
        TupleSorter s = new TupleSorter(KEYS, true, 64 * 1024, null, dir);
        List<Object[]> in = rows(20_000, new Random(SEED));
        for (Object[] row : in) {
            s.add(row, new Object[] {row[0], row[1], row[2]});
        }
        s.finish();
        assertThat(s.next()).isNotNull();
        assertThat(s.spilledRuns()).isPositive();
        s.close();
        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
        TupleSorter bad = new TupleSorter(KEYS, true, 1, null, dir);
        assertThatThrownBy(() -> {
            bad.add(new Object[] {"a", null, 1, new Object()}, new Object[] {"a", null, 1});
            bad.add(new Object[] {"b", null, 2, new Object()}, new Object[] {"b", null, 2});
        }).hasMessageContaining("cannot spill");
        bad.close();
        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }
}
