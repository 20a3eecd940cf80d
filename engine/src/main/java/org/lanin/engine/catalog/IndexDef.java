package org.lanin.engine.catalog;

import org.lanin.engine.index.btree.BTree;

/**
 * A B-tree index. {@code attnums} are the key columns' physical attribute numbers in key order.
 * {@code constraint} marks the index behind a UNIQUE or PRIMARY KEY constraint (as opposed to a
 * CREATE UNIQUE INDEX). The tree object is the live storage and keeps its identity across
 * catalog versions.
 *
 * <p>{@code ready} and {@code valid} are PostgreSQL's indisready and indisvalid, for CREATE and
 * DROP INDEX CONCURRENTLY: writers add entries only to ready indexes, and only valid ones answer
 * queries, back foreign keys or arbitrate ON CONFLICT. Every other index is both.
 */
public record IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                       boolean constraint, BTree tree, boolean ready, boolean valid) {

    public IndexDef(long oid, String name, String tableName, int[] attnums, boolean unique, boolean primary,
                    boolean constraint, BTree tree) {
        this(oid, name, tableName, attnums, unique, primary, constraint, tree, true, true);
    }

    /** The same index (same tree) under another name or on a renamed table. */
    public IndexDef renamed(String newName, String newTableName) {
        return new IndexDef(oid, newName, newTableName, attnums, unique, primary, constraint, tree, ready, valid);
    }

    /** The same index in another build state (same tree). */
    public IndexDef withState(boolean isReady, boolean isValid) {
        return new IndexDef(oid, name, tableName, attnums, unique, primary, constraint, tree, isReady, isValid);
    }
}
