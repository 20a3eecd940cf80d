/**
 * Lanin's benchmark harness: one command runs workloads against Lanin (and its setting variants),
 * H2, HSQLDB, SQLite and an in-process ConcurrentSkipListMap floor through the same JDBC code, and
 * writes Markdown tables (median [min–max], ratio to H2, Lanin counters per operation) and PNG
 * charts. Nothing here runs during {@code mvn test} except the formatting unit tests.
 */
package org.lanin.bench;
