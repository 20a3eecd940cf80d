package org.lanin.bench.workload;

/**
 * The seed insert family (issue 000, PostgreSQL's "lock B-tree leaf immediately in exclusive
 * mode" thread): where the keys of single-row inserts land in the index.
 * <ul>
 *   <li>ordered: serial-like increasing keys from one counter shared by all threads, so every
 *       thread inserts into the rightmost leaf (the hot-spot case);</li>
 *   <li>unordered: uniform random keys in [1, 1,000,000], spread over all leaves;</li>
 *   <li>duplicated: a non-unique index whose keys come from [1, 10], so nearly every insert is a
 *       duplicate and lands among equal keys;</li>
 *   <li>ordered2: two indexes, both fed increasing keys (two hot rightmost leaves per insert).</li>
 * </ul>
 */
public enum InsertShape {
    ORDERED("CREATE TABLE %s (id bigint PRIMARY KEY, val text NOT NULL)", null, false),
    UNORDERED("CREATE TABLE %s (i bigint NOT NULL, val text NOT NULL)", "i", false),
    DUPLICATED("CREATE TABLE %s (i bigint NOT NULL, val text NOT NULL)", "i", false),
    ORDERED2("CREATE TABLE %s (id bigint PRIMARY KEY, seq bigint NOT NULL, val text NOT NULL)", "seq", true);

    static final String VALUE = "abcdefghijklmnoprsqtuvwxyz";
    static final long UNORDERED_RANGE = 1_000_000;
    static final long DUPLICATED_RANGE = 10;

    private final String createTable;
    private final String indexedColumn;
    private final boolean twoKeys;

    InsertShape(String createTable, String indexedColumn, boolean twoKeys) {
        this.createTable = createTable;
        this.indexedColumn = indexedColumn;
        this.twoKeys = twoKeys;
    }

    public String tableName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    String createTable(String table) {
        return createTable.formatted(table);
    }

    /** The secondary (non-unique) index, or null when the primary key is the only index. */
    String createIndex(String table) {
        return indexedColumn == null ? null
                : "CREATE INDEX " + table + "_" + indexedColumn + "_idx ON " + table + " (" + indexedColumn + ")";
    }

    boolean twoKeys() {
        return twoKeys;
    }

    /** The (first) key for the next insert of this thread. */
    long nextKey(ThreadContext t) {
        return switch (this) {
            case ORDERED, ORDERED2 -> t.sequence().incrementAndGet();
            case UNORDERED -> t.nextKey(UNORDERED_RANGE);
            case DUPLICATED -> t.nextKey(DUPLICATED_RANGE);
        };
    }

    String describe() {
        return switch (this) {
            case ORDERED -> "ordered: `id` from one AtomicLong shared by all threads (serial-like, rightmost leaf)";
            case UNORDERED -> "unordered: `i` uniform random in [1, 1,000,000], non-unique index on `i`";
            case DUPLICATED -> "duplicated: `i` uniform random in [1, 10], non-unique index on `i` (nearly all duplicates)";
            case ORDERED2 -> "ordered2: `id` and `seq` both from the shared AtomicLong: two indexes, both ordered";
        };
    }
}
