package org.lanin.engine.catalog;

/**
 * An index's access method and, for GIN and GiST, its operator class (PostgreSQL's pg_am row and
 * the index column's pg_opclass). B-tree, hash and GIN indexes are stored in a
 * {@link org.lanin.engine.index.btree.BTree}: B-tree and hash indexes key it by the column values (a
 * hash index is a B-tree the planner uses for equality only, a documented departure), GIN indexes
 * by the keys their operator class extracts from each value (see {@code index/gin/README.md}).
 * GiST indexes are a {@link org.lanin.engine.index.gist.GistTree} (see {@code index/gist/README.md}).
 *
 * <p>Part of the log and image format (catalog records are written by component): constants may be
 * added, never renamed.
 */
public enum IndexMethod {
    BTREE("btree", null, 403),
    HASH("hash", null, 405),
    GIN_ARRAY_OPS("gin", "array_ops", 2742),
    GIN_JSONB_OPS("gin", "jsonb_ops", 2742),
    GIN_JSONB_PATH_OPS("gin", "jsonb_path_ops", 2742),
    GIN_TSVECTOR_OPS("gin", "tsvector_ops", 2742),
    GIST_TSVECTOR_OPS("gist", "tsvector_ops", 783);

    private final String amName;
    private final String opclass;
    private final long amOid;

    IndexMethod(String amName, String opclass, long amOid) {
        this.amName = amName;
        this.opclass = opclass;
        this.amOid = amOid;
    }

    /** pg_am.amname: btree, hash, gin or gist. */
    public String amName() {
        return amName;
    }

    /** The GIN or GiST operator class, null for B-tree and hash. */
    public String opclass() {
        return opclass;
    }

    /** pg_am's oid (PostgreSQL's fixed ones), pg_class.relam of an index of this method. */
    public long amOid() {
        return amOid;
    }

    public boolean isGin() {
        return amName.equals("gin");
    }

    public boolean isGist() {
        return amName.equals("gist");
    }

    /** Whether only a Bitmap Index Scan reads it (GIN, GiST): its tree holds no column values in order. */
    public boolean bitmapOnly() {
        return opclass != null;
    }

    public boolean isHash() {
        return this == HASH;
    }

    /** Whether the opclass is the default for its type, so pg_get_indexdef leaves it out (all but jsonb_path_ops). */
    public boolean defaultOpclass() {
        return this != GIN_JSONB_PATH_OPS;
    }
}
