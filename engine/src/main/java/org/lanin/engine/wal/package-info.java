/**
 * File databases: the write-ahead log, group commit, checkpoints and recovery (issue 13; see
 * README.md beside this file for the design, the format and the departures from PostgreSQL).
 *
 * <p>Invariants:
 * <ul>
 *   <li>A transaction's changes reach the log as one TXN record appended at commit, before the
 *       commit becomes visible; with {@code synchronous_commit} on the commit returns only after
 *       that record is forced. Uncommitted changes never reach the log.</li>
 *   <li>Records carry their LSN and CRC32C checksums (header and payload); replay stops at a
 *       torn tail of the last segment and fails, naming file and offset, on any other damage.</li>
 *   <li>A checkpoint image holds exactly the transactions logged before its redo LSN (the
 *       commit gate), so recovery = image + every record from the redo LSN.</li>
 *   <li>The control file is switched only after the image it names is durable; files it no
 *       longer needs are deleted only after that.</li>
 *   <li>Hosted objects (user routines and triggers) are logged as OBJ records when their owner
 *       publishes a committed change, in the order memory changes them, and forced before the
 *       commit returns; a checkpoint copies them after fixing its redo LSN.</li>
 *   <li>One open database object per directory: an OS lock on {@code lock} refuses the rest.</li>
 * </ul>
 */
package org.lanin.engine.wal;
