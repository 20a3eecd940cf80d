package org.lanin.bench.query;

import java.util.SplittableRandom;

/**
 * Random existing keys of the TPC-H tables at a scale factor, as dbgen numbers them: customers
 * 1..150,000·SF, parts 1..200,000·SF, suppliers 1..10,000·SF, and orders sparse: the i-th order
 * (1..1,500,000·SF) has key {@code ((i >> 3) << 5) | (i & 7)}, so 8 of every 32 keys exist.
 */
final class TpchKeys {
    private final long orders;
    private final long customers;
    private final long parts;
    private final long suppliers;

    TpchKeys(double sf) {
        orders = Math.max(1, (long) (1_500_000 * sf));
        customers = Math.max(1, (long) (150_000 * sf));
        parts = Math.max(1, (long) (200_000 * sf));
        suppliers = Math.max(1, (long) (10_000 * sf));
    }

    int order(SplittableRandom r) {
        return Math.toIntExact(orderKey(1 + r.nextLong(orders)));
    }

    int customer(SplittableRandom r) {
        return Math.toIntExact(1 + r.nextLong(customers));
    }

    int part(SplittableRandom r) {
        return Math.toIntExact(1 + r.nextLong(parts));
    }

    int supplier(SplittableRandom r) {
        return Math.toIntExact(1 + r.nextLong(suppliers));
    }

    /** dbgen's sparse order key of the {@code index}-th order (1-based). */
    static long orderKey(long index) {
        return ((index >> 3) << 5) | (index & 7);
    }
}
