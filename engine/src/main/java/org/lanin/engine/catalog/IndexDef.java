package org.lanin.engine.catalog;

import org.lanin.engine.index.btree.BTree;

/**
 * A B-tree index. {@code attnums} are the key columns' physical attribute numbers in key order.
 * {@code constraint} marks the index behind a UNIQUE or PRIMARY KEY constraint (as opposed to a
 * CREATE UNIQUE INDEX). The tree object is the live storage and keeps its identity across
 * catalog versions.
 */
public record IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                       boolean constraint, BTree tree) {
}
