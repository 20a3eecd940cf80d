/**
 * The consecutive-runs TPC-B schedule of issue 5 (the 2002 pgbench experiment behind index-tuple
 * killing): several runs on the same data with no VACUUM between them, so dead versions pile up
 * run after run; per run it reports TPS, heap fetches per index scan and dead versions.
 * A separate command of the harness: {@link org.lanin.bench.consecutive.ConsecutiveTpcb}.
 */
package org.lanin.bench.consecutive;
