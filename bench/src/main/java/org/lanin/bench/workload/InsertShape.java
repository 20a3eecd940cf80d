package org.lanin.bench.workload;

/**
 * The seed insert family (issue 000, PostgreSQL's "lock B-tree leaf immediately in exclusive
 * mode" thread): where the keys of single-row inserts land in the index.
 * <ul>
 *   <li>ordered: serial-like increasing keys from one counter shared by all threads, so every
 *       thread inserts into the rightmost leaf (the hot-spot case);</li>
 *   <li>unordered: uniform random keys in [1, 1,000,000], spread over all leaves;</li>
 *   <li>duplicated: a non-unique index whose key is always 1 (the seed's
 *       {@code INSERT INTO duplicated VALUES (1, ...)}), so every insert lands among equal keys;</li>
 *   <li>ordered2: the seed's {@code ordered2_key (id, logdate)}: {@code id} random in [1, 10] and
 *       {@code logdate} increasing, so there are ten hot insertion points in the index
 *       (the seed's "key1 with 10 values"); {@code logdate} is a bigint from the shared counter
 *       rather than {@code now()}, so keys are deterministic and never collide.</li>
 * </ul>
 */
public enum InsertShape {
    ORDERED("CREATE TABLE %s (id bigint PRIMARY KEY, val text NOT NULL)", null, false),
    UNORDERED("CREATE TABLE %s (i bigint NOT NULL, val text NOT NULL)", "i", false),
    DUPLICATED("CREATE TABLE %s (i bigint NOT NULL, val text NOT NULL)", "i", false),
    ORDERED2("CREATE TABLE %s (id bigint NOT NULL, logdate bigint NOT NULL, val text NOT NULL)", "id, logdate", true);

    static final String VALUE = "abcdefghijklmnoprsqtuvwxyz";
    static final long UNORDERED_RANGE = 1_000_000;
    static final long DUPLICATED_RANGE = 1;
    static final long ORDERED2_FIRST_KEYS = 10;

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

    /** The non-unique index, or null when the primary key is the only index. */
    String createIndex(String table) {
        if (indexedColumn == null) {
            return null;
        }
        String name = twoKeys ? table + "_key" : table + "_" + indexedColumn + "_idx";
        return "CREATE INDEX " + name + " ON " + table + " (" + indexedColumn + ")";
    }

    /** True when the index key has a second column (ordered2's logdate). */
    boolean twoKeys() {
        return twoKeys;
    }

    /** The (first) key for the next insert of this thread. */
    long nextKey(ThreadContext t) {
        return switch (this) {
            case ORDERED -> t.sequence().incrementAndGet();
            case ORDERED2 -> t.nextKey(ORDERED2_FIRST_KEYS);
            case UNORDERED -> t.nextKey(UNORDERED_RANGE);
            case DUPLICATED -> t.nextKey(DUPLICATED_RANGE);
        };
    }

    String describe() {
        return switch (this) {
            case ORDERED -> "ordered: `id` from one AtomicLong shared by all threads (serial-like, rightmost leaf)";
            case UNORDERED -> "unordered: `i` uniform random in [1, 1,000,000], non-unique index on `i`";
            case DUPLICATED -> "duplicated: `i` always 1, non-unique index on `i` (every insert is a duplicate)";
            case ORDERED2 -> "ordered2: index on `(id, logdate)`, `id` uniform random in [1, 10], `logdate` from the "
                    + "shared AtomicLong (ten hot insertion points)";
        };
    }
}
