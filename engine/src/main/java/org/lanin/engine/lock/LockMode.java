package org.lanin.engine.lock;

/**
 * PostgreSQL's eight table-level lock modes (lockdefs.h) and their conflict table (lock.c's
 * {@code LockConflicts}), weakest first; {@link #ordinal()} + 1 is PostgreSQL's mode number.
 * A mode conflicts with another when {@link #conflictMask()} has the other's {@link #bit()};
 * the table is symmetric, and no mode conflicts with a lock its own transaction holds.
 *
 * <p>The three weakest modes are taken by ordinary statements and may use the fast path
 * ({@link #fastPathEligible()}); the four strongest conflict with at least one of those, so
 * taking one first moves every fast-path holder of the relation into the shared table
 * ({@link #strong()}). SHARE UPDATE EXCLUSIVE is neither: it conflicts with no weak mode.
 */
public enum LockMode {
    ACCESS_SHARE("AccessShareLock", "ACCESS SHARE"),
    ROW_SHARE("RowShareLock", "ROW SHARE"),
    ROW_EXCLUSIVE("RowExclusiveLock", "ROW EXCLUSIVE"),
    SHARE_UPDATE_EXCLUSIVE("ShareUpdateExclusiveLock", "SHARE UPDATE EXCLUSIVE"),
    SHARE("ShareLock", "SHARE"),
    SHARE_ROW_EXCLUSIVE("ShareRowExclusiveLock", "SHARE ROW EXCLUSIVE"),
    EXCLUSIVE("ExclusiveLock", "EXCLUSIVE"),
    ACCESS_EXCLUSIVE("AccessExclusiveLock", "ACCESS EXCLUSIVE");

    private static final LockMode[] ALL = values();
    /** lock.c's LockConflicts, row by row (conflicting modes of each mode). */
    private static final int[] CONFLICTS = {
        mask(ACCESS_EXCLUSIVE),
        mask(EXCLUSIVE, ACCESS_EXCLUSIVE),
        mask(SHARE, SHARE_ROW_EXCLUSIVE, EXCLUSIVE, ACCESS_EXCLUSIVE),
        mask(SHARE_UPDATE_EXCLUSIVE, SHARE, SHARE_ROW_EXCLUSIVE, EXCLUSIVE, ACCESS_EXCLUSIVE),
        mask(ROW_EXCLUSIVE, SHARE_UPDATE_EXCLUSIVE, SHARE_ROW_EXCLUSIVE, EXCLUSIVE, ACCESS_EXCLUSIVE),
        mask(ROW_EXCLUSIVE, SHARE_UPDATE_EXCLUSIVE, SHARE, SHARE_ROW_EXCLUSIVE, EXCLUSIVE, ACCESS_EXCLUSIVE),
        mask(ROW_SHARE, ROW_EXCLUSIVE, SHARE_UPDATE_EXCLUSIVE, SHARE, SHARE_ROW_EXCLUSIVE, EXCLUSIVE, ACCESS_EXCLUSIVE),
        mask(ACCESS_SHARE, ROW_SHARE, ROW_EXCLUSIVE, SHARE_UPDATE_EXCLUSIVE, SHARE, SHARE_ROW_EXCLUSIVE, EXCLUSIVE,
                ACCESS_EXCLUSIVE),
    };

    private final String pgName;
    private final String sqlName;

    LockMode(String pgName, String sqlName) {
        this.pgName = pgName;
        this.sqlName = sqlName;
    }

    /** The name pg_locks.mode shows ("RowExclusiveLock"). */
    public String pgName() {
        return pgName;
    }

    /** The name LOCK TABLE ... IN <i>mode</i> MODE uses ("ROW EXCLUSIVE"). */
    public String sqlName() {
        return sqlName;
    }

    /** This mode's bit in grant and wait masks. */
    public int bit() {
        return 1 << ordinal();
    }

    /** Bits of every mode this one conflicts with. */
    public int conflictMask() {
        return CONFLICTS[ordinal()];
    }

    public boolean conflictsWith(LockMode other) {
        return (conflictMask() & other.bit()) != 0;
    }

    /** ACCESS SHARE, ROW SHARE, ROW EXCLUSIVE: PostgreSQL's EligibleForRelationFastPath. */
    public boolean fastPathEligible() {
        return ordinal() < SHARE_UPDATE_EXCLUSIVE.ordinal();
    }

    /** SHARE and stronger: PostgreSQL's ConflictsWithRelationFastPath. */
    public boolean strong() {
        return ordinal() > SHARE_UPDATE_EXCLUSIVE.ordinal();
    }

    /** The mode for SQL's name of it (upper case words separated by single spaces), or null. */
    public static LockMode ofSqlName(String name) {
        for (LockMode m : ALL) {
            if (m.sqlName.equals(name)) {
                return m;
            }
        }
        return null;
    }

    /** The mode of a single bit. */
    static LockMode ofBit(int bit) {
        return ALL[Integer.numberOfTrailingZeros(bit)];
    }

    static LockMode of(int ordinal) {
        return ALL[ordinal];
    }

    private static int mask(LockMode... modes) {
        int m = 0;
        for (LockMode x : modes) {
            m |= 1 << x.ordinal();
        }
        return m;
    }
}
