/**
 * Multi-connection behaviour through JDBC: money-transfer stress (totals preserved, audit log
 * consistent), snapshot isolation under REPEATABLE READ (stable reads, 40001 on write-write
 * conflicts), no lost updates under READ COMMITTED, deadlock detection (40P01), and proof that
 * unrelated writers never wait on each other (no global lock). Every test runs on H2 too, which
 * validates the tests themselves; where H2's SQLSTATE differs from PostgreSQL's the expected codes
 * are chosen per engine in {@link org.lanin.concurrency.Sessions}.
 */
package org.lanin.concurrency;
