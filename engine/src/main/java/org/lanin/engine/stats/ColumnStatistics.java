package org.lanin.engine.stats;

import java.util.Arrays;
import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * What one ANALYZE found about one column (PostgreSQL's pg_statistic row, the slots
 * compute_scalar_stats fills). Immutable; the numbers are rounded to float4 as PostgreSQL
 * stores them, so pg_stats prints what PostgreSQL would.
 *
 * @param attnum          the column's physical attribute number
 * @param type            the column's type when analysed; statistics of another type are ignored
 * @param nullFrac        fraction of rows that are NULL
 * @param avgWidth        average stored width in bytes of the non-null values (PostgreSQL's stawidth)
 * @param nDistinct       distinct non-null values: above 0 a count, below 0 minus a fraction of
 *                        the rows (the count grows with the table), 0 unknown
 * @param mcvValues       most common values, most common first (never null elements)
 * @param mcvFreqs        their frequencies among all rows (NULLs included), same order
 * @param histogramBounds equi-depth bounds over the values not in the MCV list, ascending; empty if none
 * @param correlation     physical vs logical order, -1..1; NaN when not computed (fewer than 2 values)
 */
public record ColumnStatistics(int attnum, DataType type, double nullFrac, int avgWidth, double nDistinct,
                               List<Object> mcvValues, double[] mcvFreqs, List<Object> histogramBounds,
                               double correlation) {

    public ColumnStatistics {
        mcvValues = List.copyOf(mcvValues);
        mcvFreqs = mcvFreqs.clone();
        histogramBounds = List.copyOf(histogramBounds);
        if (mcvValues.size() != mcvFreqs.length) {
            throw new IllegalArgumentException("MCV values and frequencies differ in length");
        }
    }

    /** A copy of the frequencies; use {@link #mcvFreq(int)} in loops. */
    @Override
    public double[] mcvFreqs() {
        return mcvFreqs.clone();
    }

    public int mcvCount() {
        return mcvFreqs.length;
    }

    public Object mcvValue(int i) {
        return mcvValues.get(i);
    }

    public double mcvFreq(int i) {
        return mcvFreqs[i];
    }

    /** Sum of the MCV frequencies: the share of all rows the MCV list covers. */
    public double mcvFreqSum() {
        double sum = 0;
        for (double f : mcvFreqs) {
            sum += f;
        }
        return sum;
    }

    public boolean hasHistogram() {
        return histogramBounds.size() >= 2;
    }

    public boolean hasCorrelation() {
        return !Double.isNaN(correlation);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnStatistics c && attnum == c.attnum && type.equals(c.type)
                && Double.compare(nullFrac, c.nullFrac) == 0 && avgWidth == c.avgWidth
                && Double.compare(nDistinct, c.nDistinct) == 0 && mcvValues.equals(c.mcvValues)
                && Arrays.equals(mcvFreqs, c.mcvFreqs) && histogramBounds.equals(c.histogramBounds)
                && Double.compare(correlation, c.correlation) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * attnum + Arrays.hashCode(mcvFreqs);
    }

    @Override
    public String toString() {
        return "ColumnStatistics[attnum=" + attnum + ", nullFrac=" + nullFrac + ", avgWidth=" + avgWidth
                + ", nDistinct=" + nDistinct + ", mcv=" + mcvValues.size() + ", histogram=" + histogramBounds.size()
                + ", correlation=" + correlation + "]";
    }
}
