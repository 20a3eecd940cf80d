/**
 * Running workloads: the plan from the command line, the round-by-round interleaving of engines,
 * the timed multi-threaded sample (own connection per thread, common start, fixed duration,
 * 40001/40P01 counted as retries), Lanin's counter views, and the stderr progress line.
 */
package org.lanin.bench.run;
