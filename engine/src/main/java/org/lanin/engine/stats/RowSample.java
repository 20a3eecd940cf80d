package org.lanin.engine.stats;

import java.util.List;

/**
 * The rows one ANALYZE looks at, in physical (TID) order, with its extrapolated counts
 * (acquire_sample_rows' results).
 *
 * @param rows         sampled rows, each in the analysed table's physical layout
 * @param totalRows    live rows estimated for the whole table (exact when every page was read)
 * @param deadRows     versions the snapshot does not see, extrapolated likewise
 * @param pagesScanned pages read
 * @param totalPages   pages in the table
 */
record RowSample(List<Object[]> rows, double totalRows, double deadRows, int pagesScanned, int totalPages) {
}
