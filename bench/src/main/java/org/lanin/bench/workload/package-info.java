/**
 * The workloads: each class states its schema, load and statement mix next to the code that runs
 * it, and runs unchanged against every engine through JDBC. Random keys come from seeds that
 * depend only on (workload, thread count, round, thread), so every engine sees the same keys.
 * Adding a workload: one {@link org.lanin.bench.workload.ThroughputWorkload} subclass plus one
 * line in {@link org.lanin.bench.workload.Workloads#ALL}.
 */
package org.lanin.bench.workload;
