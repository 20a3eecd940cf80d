package org.lanin.engine.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.ValueComparators;

/**
 * compute_scalar_stats for one column of a sample: NULL fraction and average width, then the
 * non-null values sorted once, from which come the distinct count ({@link DistinctEstimate}),
 * the most common values ({@link McvSelection}), an equi-depth histogram of what the MCVs leave
 * (statistics target + 1 bounds at most) and the correlation between physical and sorted order.
 * Every Lanin type has a B-tree order, so PostgreSQL's compute_distinct_stats (equality only) is
 * never needed.
 */
final class ColumnAnalyzer {
    /** A sortable value and its position among the sample's sortable values (physical order). */
    private record Item(Object value, int tupno) {
    }

    /** A run of equal values in sorted order. */
    private record Group(int count, int first) {
    }

    private final DataType type;
    private final int target;
    private final Comparator<Object> order;

    ColumnAnalyzer(DataType type, int target) {
        this.type = type;
        this.target = target;
        // json has no ordering or equality: PostgreSQL's compute_trivial_stats (nulls and width only)
        this.order = type.kind() == org.lanin.engine.type.TypeKind.JSON ? null : ValueComparators.forType(type);
    }

    /** Statistics of the column in slot {@code slot} of the sample rows; null when the sample is empty. */
    ColumnStatistics analyze(int attnum, List<Object[]> rows, int slot, double totalRows) {
        int sampleRows = rows.size();
        if (sampleRows == 0) {
            return null;
        }
        boolean variable = ValueWidth.isVariable(type.kind());
        int nulls = 0;
        int tooWide = 0;
        double totalWidth = 0;
        List<Item> items = new ArrayList<>(sampleRows);
        for (Object[] row : rows) {
            Object v = slot < row.length ? row[slot] : null;
            if (v == null) {
                nulls++;
                continue;
            }
            if (variable) {
                totalWidth += ValueWidth.storedBytes(v);
                if (ValueWidth.tooWide(v)) {
                    tooWide++;
                    continue;
                }
            }
            items.add(new Item(v, items.size()));
        }
        int nonNull = sampleRows - nulls;
        double nullFrac = (double) nulls / sampleRows;
        if (nonNull == 0) {
            return new ColumnStatistics(attnum, type, 1.0, variable ? 0 : ValueWidth.fixedWidth(type.kind()), 0,
                    List.of(), new double[0], List.of(), Double.NaN);
        }
        int width = variable ? (int) (totalWidth / nonNull) : ValueWidth.fixedWidth(type.kind());
        if (order == null) {
            return new ColumnStatistics(attnum, type, f4(nullFrac), width, 0, List.of(), new double[0], List.of(),
                    Double.NaN);
        }
        if (items.isEmpty()) {
            // every non-null value was too wide: assume they are all distinct
            return new ColumnStatistics(attnum, type, f4(nullFrac), width, f4(-1.0 * (1.0 - nullFrac)),
                    List.of(), new double[0], List.of(), Double.NaN);
        }
        return sorted(attnum, items, sampleRows, nonNull, tooWide, nullFrac, width, totalRows);
    }

    private ColumnStatistics sorted(int attnum, List<Item> items, int sampleRows, int nonNull, int tooWide,
                                    double nullFrac, int width, double totalRows) {
        Item[] values = items.toArray(new Item[0]);
        Arrays.sort(values, (a, b) -> order.compare(a.value, b.value)); // stable: equal values keep tupno order
        List<Group> groups = new ArrayList<>();
        int distinct = 0;
        double corrXy = 0;
        int dups = 0;
        for (int i = 0; i < values.length; i++) {
            corrXy += (double) i * values[i].tupno;
            dups++;
            if (i == values.length - 1 || order.compare(values[i].value, values[i + 1].value) != 0) {
                distinct++;
                if (dups > 1) {
                    groups.add(new Group(dups, i + 1 - dups));
                }
                dups = 0;
            }
        }
        double nDistinct = DistinctEstimate.estimate(distinct, groups.size(), tooWide, nonNull, nullFrac, totalRows);
        List<Group> mcv = mostCommon(groups, distinct, tooWide, nDistinct, nullFrac, sampleRows, totalRows);
        List<Object> mcvValues = new ArrayList<>(mcv.size());
        double[] mcvFreqs = new double[mcv.size()];
        for (int i = 0; i < mcv.size(); i++) {
            mcvValues.add(values[mcv.get(i).first].value);
            mcvFreqs[i] = f4((double) mcv.get(i).count / sampleRows);
        }
        List<Object> histogram = histogram(values, mcv, distinct);
        double correlation = values.length > 1 ? f4(correlation(values.length, corrXy)) : Double.NaN;
        return new ColumnStatistics(attnum, type, f4(nullFrac), width, f4(nDistinct), mcvValues, mcvFreqs, histogram,
                correlation);
    }

    /**
     * The MCV list: values seen more than once, most common first (ties in sort order), at most
     * the statistics target; all of them when they are every value of the column, else only those
     * {@link McvSelection} finds significantly common.
     */
    private List<Group> mostCommon(List<Group> groups, int distinct, int tooWide, double nDistinct, double nullFrac,
                                   int sampleRows, double totalRows) {
        List<Group> track = new ArrayList<>(groups);
        track.sort(Comparator.comparingInt(Group::count).reversed()); // stable
        if (track.size() > target) {
            track = new ArrayList<>(track.subList(0, target));
        }
        boolean complete = track.size() == distinct && tooWide == 0 && nDistinct > 0 && track.size() <= target;
        int keep = track.size();
        if (!complete && keep > 0) {
            int[] counts = new int[keep];
            for (int i = 0; i < keep; i++) {
                counts[i] = track.get(i).count;
            }
            keep = McvSelection.keep(counts, keep, nDistinct, nullFrac, sampleRows, totalRows);
        }
        return track.subList(0, keep);
    }

    /** Equi-depth bounds over the sorted values left after removing the MCVs: first, last, evenly spaced between. */
    private List<Object> histogram(Item[] values, List<Group> mcv, int distinct) {
        int bounds = distinct - mcv.size();
        if (bounds > target) {
            bounds = target + 1;
        }
        if (bounds < 2) {
            return List.of();
        }
        boolean[] inMcv = new boolean[values.length];
        for (Group g : mcv) {
            Arrays.fill(inMcv, g.first, g.first + g.count, true);
        }
        List<Object> rest = new ArrayList<>(values.length);
        for (int i = 0; i < values.length; i++) {
            if (!inMcv[i]) {
                rest.add(values[i].value);
            }
        }
        int n = rest.size();
        int delta = (n - 1) / (bounds - 1);
        int deltaFrac = (n - 1) % (bounds - 1);
        int pos = 0;
        int posFrac = 0;
        List<Object> out = new ArrayList<>(bounds);
        for (int i = 0; i < bounds; i++) {
            out.add(rest.get(pos));
            pos += delta;
            posFrac += deltaFrac;
            if (posFrac >= bounds - 1) {
                pos++;
                posFrac -= bounds - 1;
            }
        }
        return out;
    }

    /** Pearson correlation of sorted position against physical position; both run over 0..n-1. */
    private static double correlation(int n, double xySum) {
        double xSum = (double) (n - 1) * n / 2.0;
        double x2Sum = (double) (n - 1) * n * (2.0 * n - 1) / 6.0;
        return (n * xySum - xSum * xSum) / (n * x2Sum - xSum * xSum);
    }

    /** PostgreSQL stores these numbers as float4. */
    static double f4(double v) {
        return (float) v;
    }
}
