/**
 * GIN, the generalized inverted index (PostgreSQL's access/gin): each indexed value is broken into
 * keys by its operator class (array elements, jsonb keys and scalars, tsvector lexemes) and the
 * index maps every key to the TIDs of the heap versions that contain it. The entry tree and the
 * posting lists are one Lehman-Yao B-tree of ({@code category}, {@code key}) entries ordered by
 * TID within a key ({@link org.lanin.engine.index.btree.BTree}), so concurrency, VACUUM's bulk
 * delete and the checker come from there. Invariants: every covered heap version (HOT chains under
 * their root TID) has an entry for each key its value extracts, and at least one entry (a NULL or
 * empty value gets a placeholder category), so a full scan of the tree reaches every row. A scan
 * ({@link org.lanin.engine.index.gin.GinScan}) yields a superset of the matching TIDs; the heap
 * scan above it always rechecks the condition. See README.md in this package.
 */
package org.lanin.engine.index.gin;
