/**
 * File databases (issue 13): restart keeps data and DDL, crash simulation (a copy of the
 * directory taken mid-run, the log cut at random offsets, a flipped byte), group commit,
 * double-open refusal, and a property test over random workloads crashed at random points.
 * No test asserts on time; a "crash" is a copy of the files while the database is still open,
 * which is what a killed process leaves behind (everything acknowledged has been forced).
 */
package org.lanin.durability;
