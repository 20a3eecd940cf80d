package org.lanin.engine.lock;

import java.util.Arrays;

/**
 * What the session's current transaction holds on one relation (PostgreSQL's LOCALLOCK, one
 * per relation here with a bit per mode): the modes, which of them were taken through the fast
 * path, and the subtransaction level that owns each mode (the level that first took it; a
 * rollback to a savepoint releases the modes its levels own). Owner thread only.
 */
final class LocalLock {
    RelationLock rel;
    int mask;
    /** Modes taken through the fast path (a strong locker may have moved them to the shared table since). */
    int fastMask;
    /** Owning level per mode ordinal; null while every mode belongs to level 0. */
    private int[] levels;

    /** Makes this entry (reused across transactions, see {@link LocalLocks}) an empty one for {@code relation}. */
    void reset(RelationLock relation) {
        rel = relation;
        mask = 0;
        fastMask = 0;
        levels = null;
    }

    void add(LockMode mode, boolean fast, int level) {
        mask |= mode.bit();
        if (fast) {
            fastMask |= mode.bit();
        }
        if (level != 0 || levels != null) {
            if (levels == null) {
                levels = new int[LockMode.values().length];
            }
            levels[mode.ordinal()] = level;
        }
    }

    void remove(int bits) {
        mask &= ~bits;
        fastMask &= ~bits;
    }

    /** Modes owned by level {@code fromLevel} or deeper. */
    int ownedFrom(int fromLevel) {
        if (levels == null) {
            return fromLevel <= 0 ? mask : 0;
        }
        int out = 0;
        for (int bits = mask; bits != 0; bits &= bits - 1) {
            int bit = Integer.lowestOneBit(bits);
            if (levels[Integer.numberOfTrailingZeros(bit)] >= fromLevel) {
                out |= bit;
            }
        }
        return out;
    }

    /** A released savepoint: modes owned by {@code fromLevel} and deeper now belong to its parent. */
    void promote(int fromLevel) {
        if (levels != null) {
            for (int i = 0; i < levels.length; i++) {
                if (levels[i] >= fromLevel) {
                    levels[i] = fromLevel - 1;
                }
            }
        }
    }

    @Override
    public String toString() {
        return rel + " mask=" + Integer.toBinaryString(mask) + " fast=" + Integer.toBinaryString(fastMask)
                + (levels == null ? "" : " levels=" + Arrays.toString(levels));
    }
}
