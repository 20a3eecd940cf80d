package org.lanin.engine.index.gist;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.zip.CRC32;
import org.lanin.engine.textsearch.TsQuery;
import org.lanin.engine.textsearch.TsVector;

/**
 * GiST {@code tsvector_ops} (PostgreSQL's tsgistidx.c, the {@code gtsvector} key, {@link GtsKey}).
 * A leaf key is the sorted CRC-32s of the lexemes (gtsvector_compress), or a signature when that
 * array would pass TOAST_INDEX_TARGET; inner keys OR signatures (gtsvector_union); penalty is the
 * Hamming distance of signatures (gtsvector_penalty); picksplit takes the two most distant keys as
 * seeds and deals the rest by cost (gtsvector_picksplit); consistent evaluates the tsquery in
 * three-valued logic, an operand being "maybe" when its hash (bit) is present and "no" otherwise
 * (gtsvector_consistent with checkcondition_arr / checkcondition_bit). Every answer is lossy.
 */
public final class GistTsVectorOps implements GistOpClass {
    public static final GistTsVectorOps INSTANCE = new GistTsVectorOps();
    /** PostgreSQL's TOAST_INDEX_TARGET (MaxHeapTupleSize / 16): a longer leaf array becomes a signature. */
    private static final int TOAST_INDEX_TARGET = 510;
    private static final int KEY_HEADER_BYTES = 8; // varlena header + flag, as SignTSVector

    private GistTsVectorOps() {
    }

    /** The hash of a lexeme (PostgreSQL uses its legacy CRC-32 of the bytes; any stable hash serves). */
    static int hash(String lexeme) {
        CRC32 crc = new CRC32();
        crc.update(lexeme.getBytes(StandardCharsets.UTF_8));
        return (int) crc.getValue();
    }

    @Override
    public Object compress(Object value) {
        TsVector v = (TsVector) value;
        int[] h = new int[v.size()];
        for (int i = 0; i < h.length; i++) {
            h[i] = hash(v.lexeme(i));
        }
        int[] distinct = Arrays.stream(h).sorted().distinct().toArray();
        GtsKey arr = GtsKey.array(distinct);
        return KEY_HEADER_BYTES + 4 * distinct.length > TOAST_INDEX_TARGET ? GtsKey.signature(arr.toSign()) : arr;
    }

    @Override
    public Object union(List<Object> keys) {
        long[] acc = GtsKey.emptySign();
        for (Object o : keys) {
            if (o == null) {
                continue;
            }
            long[] s = ((GtsKey) o).toSign();
            if (s == null) {
                return GtsKey.ALL_TRUE;
            }
            for (int i = 0; i < acc.length; i++) {
                acc[i] |= s[i];
            }
        }
        return GtsKey.signature(acc);
    }

    @Override
    public boolean covers(Object outer, Object inner) {
        if (inner == null || ((GtsKey) outer).isAllTrue()) {
            return true;
        }
        long[] in = ((GtsKey) inner).toSign();
        long[] out = ((GtsKey) outer).toSign();
        if (in == null) {
            return false;
        }
        for (int i = 0; i < in.length; i++) {
            if ((in[i] & ~out[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public double penalty(Object orig, Object added) {
        return distance(orig, added);
    }

    /** hemdist: the Hamming distance of two keys' signatures (ALL_TRUE against s: the bits s lacks). */
    static int distance(Object a, Object b) {
        long[] x = a == null ? GtsKey.emptySign() : ((GtsKey) a).toSign();
        long[] y = b == null ? GtsKey.emptySign() : ((GtsKey) b).toSign();
        if (x == null && y == null) {
            return 0;
        }
        if (x == null || y == null) {
            return GtsKey.SIGLEN_BITS - GtsKey.popCount(x == null ? y : x);
        }
        int d = 0;
        for (int i = 0; i < x.length; i++) {
            d += Long.bitCount(x[i] ^ y[i]);
        }
        return d;
    }

    @Override
    public boolean[] pickSplit(List<Object> keys) {
        int n = keys.size();
        List<Object> cache = new ArrayList<>(n); // signatures, computed once (fillcache)
        for (Object k : keys) {
            cache.add(k == null ? GtsKey.signature(GtsKey.emptySign()) : ((GtsKey) k).isArray() ? GtsKey.signature(((GtsKey) k).toSign()) : k);
        }
        int seed1 = 0;
        int seed2 = 1;
        int waste = -1;
        for (int k = 0; k < n - 1; k++) {
            for (int j = k + 1; j < n; j++) {
                int d = distance(cache.get(k), cache.get(j));
                if (d > waste) {
                    waste = d;
                    seed1 = k;
                    seed2 = j;
                }
            }
        }
        return deal(cache, seed1, seed2);
    }

    /** Deals every key to the side whose union grows least, cheapest decisions first (gtsvector_picksplit). */
    private boolean[] deal(List<Object> cache, int seed1, int seed2) {
        int n = cache.size();
        Integer[] order = new Integer[n];
        int[] cost = new int[n];
        for (int j = 0; j < n; j++) {
            order[j] = j;
            cost[j] = Math.abs(distance(cache.get(seed1), cache.get(j)) - distance(cache.get(seed2), cache.get(j)));
        }
        Arrays.sort(order, Comparator.comparingInt(j -> cost[j]));
        boolean[] left = new boolean[n];
        Object unionL = cache.get(seed1);
        Object unionR = cache.get(seed2);
        int nLeft = 0;
        int nRight = 0;
        for (int j : order) {
            if (j == seed1 || j == seed2) {
                left[j] = j == seed1;
                if (left[j]) {
                    nLeft++;
                } else {
                    nRight++;
                }
                continue;
            }
            double alpha = distance(unionL, cache.get(j));
            double beta = distance(unionR, cache.get(j));
            if (alpha < beta + wish(nLeft, nRight)) {
                unionL = union(List.of(unionL, cache.get(j)));
                left[j] = true;
                nLeft++;
            } else {
                unionR = union(List.of(unionR, cache.get(j)));
                nRight++;
            }
        }
        return left;
    }

    /** WISH_F(a, b, 0.1): a pull toward the side with fewer entries, growing with the imbalance cubed. */
    private static double wish(int a, int b) {
        double d = a - b;
        return -(d * d * d) * 0.1;
    }

    @Override
    public boolean consistent(Object key, String op, Object query) {
        TsQuery q = (TsQuery) query;
        if (!op.equals("@@") || q.root() == null) {
            return false; // an empty query matches nothing
        }
        GtsKey k = (GtsKey) key;
        return k.isAllTrue() || eval(q.root(), k) != Ternary.NO;
    }

    private enum Ternary { NO, MAYBE, YES }

    /** TS_execute with TS_EXEC_PHRASE_NO_POS: a phrase is checked as an AND; weights are not in the key. */
    private static Ternary eval(TsQuery.Node n, GtsKey k) {
        if (n instanceof TsQuery.Operand o) {
            if (o.prefix()) {
                return Ternary.MAYBE; // a hash cannot find a prefix
            }
            int h = hash(o.lexeme());
            boolean present = k.isArray() ? k.hasHash(h) : GtsKey.getBit(k.sign, GtsKey.bit(h));
            return present ? Ternary.MAYBE : Ternary.NO;
        }
        if (n instanceof TsQuery.Not not) {
            Ternary a = eval(not.arg(), k);
            return a == Ternary.NO ? Ternary.YES : a == Ternary.YES ? Ternary.NO : Ternary.MAYBE;
        }
        TsQuery.Binary b = (TsQuery.Binary) n;
        Ternary l = eval(b.left(), k);
        if (b.op() == '|') {
            if (l == Ternary.YES) {
                return l;
            }
            Ternary r = eval(b.right(), k);
            return r == Ternary.YES ? r : l == Ternary.MAYBE || r == Ternary.MAYBE ? Ternary.MAYBE : Ternary.NO;
        }
        if (l == Ternary.NO) {
            return l;
        }
        Ternary r = eval(b.right(), k);
        return r == Ternary.NO ? r : l == Ternary.YES && r == Ternary.YES ? Ternary.YES : Ternary.MAYBE;
    }

    @Override
    public int sizeBytes(Object key) {
        if (key == null) {
            return 0;
        }
        GtsKey k = (GtsKey) key;
        return KEY_HEADER_BYTES + (k.isArray() ? 4 * k.hashes.length : k.isAllTrue() ? 0 : GtsKey.SIGLEN_BYTES);
    }
}
