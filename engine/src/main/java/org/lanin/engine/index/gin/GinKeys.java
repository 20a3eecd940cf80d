package org.lanin.engine.index.gin;

/**
 * The layout of a GIN entry key in the tree: {@code [Integer category, Object key]}, sorted by
 * category, then by key (the operator class's order), then by TID. Categories are PostgreSQL's
 * GinNullCategory (ginblock.h), in its order: normal keys first, placeholders after them.
 *
 * <p>A multicolumn index keys its entries by column too, as PostgreSQL's entry tuples carry the
 * attribute number: there the key is a {@link ColumnKey} (column, key; a placeholder's key null),
 * ordered by column and then by that column's operator class ({@link #columnOrder}), so the keys of
 * one column are contiguous within a category and a lookup never meets another column's keys.
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

    /** A multicolumn index's key: the key column (0-based) and the key its operator class extracted. */
    public record ColumnKey(int column, Object key) {
    }

    /** The entry {@code entry} (of column {@code column}'s operator class) as a multicolumn index keeps it. */
    public static Object[] ofColumn(int column, Object[] entry) {
        return new Object[] {entry[0], new ColumnKey(column, entry[1])};
    }

    /** A normal key of column {@code column}; a negative column means a single-column index (no {@link ColumnKey}). */
    public static Object[] norm(int column, Object key) {
        return column < 0 ? norm(key) : new Object[] {NORM_KEY, new ColumnKey(column, key)};
    }

    /** A placeholder of column {@code column}; negative for a single-column index. */
    public static Object[] placeholder(int column, int category) {
        return column < 0 ? placeholder(category) : new Object[] {category, new ColumnKey(column, null)};
    }

    /** The key of a tree entry, without its column. */
    public static Object keyOf(Object stored) {
        return stored instanceof ColumnKey k ? k.key() : stored;
    }

    /** The order of a multicolumn index's {@link ColumnKey}s: column, then that column's key order. */
    public static java.util.Comparator<Object> columnOrder(java.util.List<java.util.Comparator<Object>> perColumn) {
        return (a, b) -> {
            ColumnKey x = (ColumnKey) a;
            ColumnKey y = (ColumnKey) b;
            int c = Integer.compare(x.column(), y.column());
            return c != 0 ? c : perColumn.get(x.column()).compare(x.key(), y.key());
        };
    }

    public static Object[] norm(Object key) {
        return new Object[] {NORM_KEY, key};
    }

    public static Object[] placeholder(int category) {
        return new Object[] {category, null};
    }
}
