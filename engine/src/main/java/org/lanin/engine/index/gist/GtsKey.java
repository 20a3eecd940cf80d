package org.lanin.engine.index.gist;

import java.util.Arrays;

/**
 * A key of the GiST {@code tsvector_ops} operator class (PostgreSQL's {@code SignTSVector},
 * tsgistidx.c). One of three forms, as there:
 * <pre>
 *   ARRKEY     hashes != null   sorted distinct CRC-32s of a leaf's lexemes (exact but for collisions)
 *   SIGNKEY    sign != null     a SIGLEN_BITS-bit signature: bit (hash mod SIGLEN_BITS) set per lexeme
 *   ALLISTRUE  both null        every bit set (stored without the bits)
 * </pre>
 * Immutable: a union makes a new key.
 */
final class GtsKey {
    /** PostgreSQL's SIGLEN_DEFAULT, 31 * 4 bytes = 992 bits ({@code siglen} is not configurable here). */
    static final int SIGLEN_BYTES = 124;
    static final int SIGLEN_BITS = SIGLEN_BYTES * 8;
    static final GtsKey ALL_TRUE = new GtsKey(null, null);

    final int[] hashes;
    final long[] sign;

    private GtsKey(int[] hashes, long[] sign) {
        this.hashes = hashes;
        this.sign = sign;
    }

    static GtsKey array(int[] sortedDistinct) {
        return new GtsKey(sortedDistinct, null);
    }

    /** A signature key, or ALL_TRUE when every bit is set (gtsvector_union's and compress's rule). */
    static GtsKey signature(long[] bits) {
        return popCount(bits) == SIGLEN_BITS ? ALL_TRUE : new GtsKey(null, bits);
    }

    boolean isArray() {
        return hashes != null;
    }

    boolean isAllTrue() {
        return hashes == null && sign == null;
    }

    static long[] emptySign() {
        return new long[(SIGLEN_BITS + 63) / 64];
    }

    static int bit(int hash) {
        return Integer.remainderUnsigned(hash, SIGLEN_BITS);
    }

    static boolean getBit(long[] sign, int bit) {
        return (sign[bit >>> 6] & (1L << bit)) != 0;
    }

    static void setBit(long[] sign, int bit) {
        sign[bit >>> 6] |= 1L << bit;
    }

    /** This key's signature (makesign for an ARRKEY); null for ALL_TRUE. */
    long[] toSign() {
        if (sign != null) {
            return sign;
        }
        if (hashes == null) {
            return null;
        }
        long[] s = emptySign();
        for (int h : hashes) {
            setBit(s, bit(h));
        }
        return s;
    }

    static int popCount(long[] bits) {
        int n = 0;
        for (long w : bits) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** Whether an ARRKEY holds {@code hash}. */
    boolean hasHash(int hash) {
        return Arrays.binarySearch(hashes, hash) >= 0;
    }

    @Override
    public String toString() {
        return isAllTrue() ? "all true" : isArray() ? hashes.length + " hashes" : popCount(sign) + " bits";
    }
}
