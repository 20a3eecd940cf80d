/**
 * File-database figures that are not throughput: checkpoint and recovery time and size on disk per
 * row ({@link org.lanin.bench.durability.RecoveryFigures}), Lanin beside H2 and SQLite file modes.
 * Invariant: every engine gets the same rows through the same JDBC code, loaded in transactions of
 * the same size; times are wall-clock of one run (report them with the machine's load).
 */
package org.lanin.bench.durability;
