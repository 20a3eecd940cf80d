package org.lanin.engine.stats;

/**
 * n_distinct from a sample, as compute_scalar_stats decides it. No value seen twice: the column
 * is taken as unique ({@code -(1 - nullFrac)}). Every value seen at least twice (and none too
 * wide): the sample holds every value, a small fixed domain. Otherwise the Haas-Stokes Duj1
 * estimator (IBM Research Report RJ 10025): {@code n*d / (n - f1 + f1*n/N)} over the non-null
 * values, clamped to [d, N] and rounded. An estimate above 10% of the rows is stored negated as a
 * fraction of the rows, so it grows with the table.
 */
final class DistinctEstimate {
    private DistinctEstimate() {
    }

    /**
     * @param distinct     distinct sortable values in the sample
     * @param multiple     those seen more than once
     * @param tooWide      non-null values left out as too wide (assumed distinct)
     * @param nonNullRows  non-null values in the sample (too wide ones included)
     * @param nullFrac     NULL fraction of the sample
     * @param totalRows    rows estimated in the table
     */
    static double estimate(int distinct, int multiple, int tooWide, int nonNullRows, double nullFrac, double totalRows) {
        double nd;
        if (multiple == 0) {
            return -1.0 * (1.0 - nullFrac);
        } else if (tooWide == 0 && multiple == distinct) {
            nd = distinct;
        } else {
            int f1 = distinct - multiple + tooWide;
            int d = f1 + multiple;
            double n = nonNullRows;
            double bigN = totalRows * (1.0 - nullFrac);
            double est = bigN > 0 ? (n * d) / ((n - f1) + f1 * n / bigN) : 0;
            est = Math.max(est, d);
            est = Math.min(est, bigN);
            nd = Math.floor(est + 0.5);
        }
        if (nd > 0.1 * totalRows) {
            nd = -(nd / totalRows);
        }
        return nd;
    }
}
