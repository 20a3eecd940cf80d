package org.lanin.engine.exec;

import org.lanin.engine.error.LaninException;

/**
 * The ranking window functions: they read only row positions and peer groups, never a frame.
 * row_number, rank and dense_rank return bigint, percent_rank and cume_dist double precision,
 * ntile integer, as in PostgreSQL.
 */
public final class RankingFunctions {
    private RankingFunctions() {
    }

    public static WindowFunction rowNumber() {
        return (p, slot, ctx) -> {
            for (int i = 0; i < p.size(); i++) {
                p.row(i)[slot] = (long) i + 1;
            }
        };
    }

    public static WindowFunction rank() {
        return (p, slot, ctx) -> {
            for (int i = 0; i < p.size(); i++) {
                p.row(i)[slot] = (long) p.peerStart(i) + 1;
            }
        };
    }

    public static WindowFunction denseRank() {
        return (p, slot, ctx) -> {
            long rank = 0;
            for (int i = 0; i < p.size(); i++) {
                if (p.peerStart(i) == i) {
                    rank++;
                }
                p.row(i)[slot] = rank;
            }
        };
    }

    /** (rank - 1) / (rows - 1), 0 for a single row. */
    public static WindowFunction percentRank() {
        return (p, slot, ctx) -> {
            int n = p.size();
            for (int i = 0; i < n; i++) {
                p.row(i)[slot] = n > 1 ? (double) p.peerStart(i) / (n - 1) : 0.0;
            }
        };
    }

    /** Rows up to and including the current row's last peer, over all rows. */
    public static WindowFunction cumeDist() {
        return (p, slot, ctx) -> {
            int n = p.size();
            for (int i = 0; i < n; i++) {
                p.row(i)[slot] = (double) p.peerEnd(i) / n;
            }
        };
    }

    /**
     * Buckets numbered from 1, as equal as possible, the first {@code rows % buckets} one row
     * larger. The bucket count is read once per partition, from its first row; NULL gives NULL.
     */
    public static WindowFunction ntile(RowExpr buckets) {
        return (p, slot, ctx) -> {
            Object b = buckets.eval(p.row(0), ctx);
            if (b == null) {
                for (int i = 0; i < p.size(); i++) {
                    p.row(i)[slot] = null;
                }
                return;
            }
            long n = ((Number) b).longValue();
            if (n <= 0) {
                throw LaninException.of(WindowMsg.NTILE_ARGUMENT);
            }
            long rows = p.size();
            long per = rows / n;
            long extra = rows % n;
            int i = 0;
            for (int bucket = 1; i < p.size(); bucket++) {
                long take = per + (bucket <= extra ? 1 : 0);
                for (long k = 0; k < take && i < p.size(); k++) {
                    p.row(i++)[slot] = bucket;
                }
            }
        };
    }
}
