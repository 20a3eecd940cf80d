package org.lanin.engine.partition;

import java.math.BigDecimal;

/**
 * Hash of a partition key: per-column 64-bit hashes combined from PostgreSQL's seed
 * (HASH_PARTITION_SEED); NULL columns are skipped. The per-type hash functions are Lanin's
 * own, so a row may land in a different hash partition than in PostgreSQL (README).
 */
final class PartitionHash {
    static final long SEED = 0x7A5B22367996DCFDL;

    private PartitionHash() {
    }

    static long of(Object[] key) {
        long h = 0;
        for (Object v : key) {
            if (v != null) {
                h = combine(h, mix(valueHash(v) ^ SEED));
            }
        }
        return h;
    }

    /** The row goes to the partition with (MODULUS m, REMAINDER r) when this holds. */
    static boolean matches(long hash, int modulus, int remainder) {
        return Long.remainderUnsigned(hash, modulus) == remainder;
    }

    private static long valueHash(Object v) {
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof BigDecimal d) {
            return d.signum() == 0 ? 0 : d.stripTrailingZeros().hashCode();
        }
        return v.hashCode();
    }

    private static long combine(long a, long b) {
        // PostgreSQL's hash_combine64.
        return a ^ (b + 0x49a0f4dd15e5a8e3L + (a << 54) + (a >>> 7));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }
}
