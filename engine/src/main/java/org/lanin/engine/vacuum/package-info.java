/**
 * VACUUM and autovacuum: removal of row versions dead to every snapshot (under the global xmin
 * horizon), of their index entries, reuse of their heap slots, and all-visible marks for
 * index-only scans. Only per-page latches and atomics: writers never wait for a vacuum.
 * See README.md in this directory.
 */
package org.lanin.engine.vacuum;
