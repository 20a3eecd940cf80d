package org.lanin.engine.index.gin;

/**
 * The layout of a GIN entry key in the tree: {@code [Integer category, Object key]}, sorted by
 * category, then by key (the operator class's order), then by TID. Categories are PostgreSQL's
 * GinNullCategory (ginblock.h), in its order: normal keys first, placeholders after them.
 */
public final class GinKeys {
    /** A key the operator class extracted (GIN_CAT_NORM_KEY). */
    public static final int NORM_KEY = 0;
    /** A NULL element inside an array (GIN_CAT_NULL_KEY). */
    public static final int NULL_KEY = 1;
    /** A non-NULL value with no keys: an empty array, tsvector or jsonb container (GIN_CAT_EMPTY_ITEM). */
    public static final int EMPTY_ITEM = 2;
    /** A NULL value (GIN_CAT_NULL_ITEM). */
    public static final int NULL_ITEM = 3;

    private GinKeys() {
    }

    public static Object[] norm(Object key) {
        return new Object[] {NORM_KEY, key};
    }

    public static Object[] placeholder(int category) {
        return new Object[] {category, null};
    }
}
