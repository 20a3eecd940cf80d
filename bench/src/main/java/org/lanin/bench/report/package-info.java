/**
 * Results: statistics over measured rounds (median, min, max), the Markdown table per workload
 * (ratio to H2 at the same thread count, Lanin counters per operation, n/a rows with reasons) and
 * the JFreeChart PNG per workload. Pure formatting: nothing here runs a database.
 */
package org.lanin.bench.report;
