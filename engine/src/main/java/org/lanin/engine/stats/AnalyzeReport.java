package org.lanin.engine.stats;

/**
 * What one ANALYZE of one table did (the numbers of PostgreSQL's ANALYZE VERBOSE line
 * "scanned P of T pages, containing L live rows and D dead rows; S rows in sample, E estimated total rows").
 *
 * @param table        the table's name
 * @param inherited    a partitioned table, sampled through its partitions
 * @param pagesScanned pages read
 * @param totalPages   pages in the table (its partitions' for a partitioned table)
 * @param sampleRows   rows in the sample
 * @param totalRows    live rows estimated (reltuples)
 * @param deadRows     invisible versions estimated
 * @param columns      columns whose statistics were computed
 */
public record AnalyzeReport(String table, boolean inherited, int pagesScanned, int totalPages, int sampleRows,
                            double totalRows, double deadRows, int columns) {
}
