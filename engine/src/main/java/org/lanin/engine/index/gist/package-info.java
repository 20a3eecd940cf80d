/**
 * GiST, the generalized search tree (PostgreSQL's access/gist): a balanced tree whose inner keys
 * cover (in the operator class's sense) every key below them, searched by descending each child
 * whose key is consistent with the query. The first operator class is {@code tsvector_ops}
 * ({@link org.lanin.engine.index.gist.GistTsVectorOps}, fixed-length signatures). Invariants: a
 * downlink's key covers every key on its child page at every instant (inserts grow it before the
 * child changes); a page split after its parent was read is found by its NSN and right-link; one
 * latch per page, taken child before parent when a split goes up. A search yields a superset of
 * the matching TIDs; the heap scan above always rechecks. See README.md in this package.
 */
package org.lanin.engine.index.gist;
