/**
 * A concurrent Lehman-Yao B-link tree of (key, TID) entries, after PostgreSQL's nbtree: every
 * page has a level, a high key and a right-link, so a descent that lands on a page split under it
 * moves right instead of restarting; one latch per page, never a tree-wide lock, at most two
 * latches held by any thread. Entries with equal keys are ordered by TID, so every entry is unique.
 * See README.md in this package for the design, departures from PostgreSQL, invariants and latch
 * order; {@link org.lanin.engine.index.btree.BTreeVerifier} checks those invariants.
 */
package org.lanin.engine.index.btree;
