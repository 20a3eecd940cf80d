package org.lanin.fuzz;

import java.util.List;
import java.util.Objects;

/** How oracles compare answers: as multisets, as ordered lists, and against their ORDER BY. */
final class Compare {
    private Compare() {
    }

    static void sameBag(String what, List<List<Object>> expected, List<List<Object>> actual) throws Mismatch {
        if (!Values.bag(expected).equals(Values.bag(actual))) {
            throw new Mismatch(what + ": expected " + Values.show(expected) + "\n  but got " + Values.show(actual));
        }
    }

    /** Ordered when the query's ORDER BY fixes the order up to equal rows, else as multisets. */
    static void sameResult(String what, Query q, List<List<Object>> expected, List<List<Object>> actual) throws Mismatch {
        if (q.totallyOrdered() ? !expected.equals(actual) : !Values.bag(expected).equals(Values.bag(actual))) {
            throw new Mismatch(what + ": expected " + Values.show(expected) + "\n  but got " + Values.show(actual));
        }
    }

    /** The rows are in the query's ORDER BY order (PostgreSQL's NULL placement, C collation). */
    static void sorted(String what, Query q, List<List<Object>> rows) throws Mismatch {
        for (int i = 1; i < rows.size(); i++) {
            if (compare(q.orderBy(), rows.get(i - 1), rows.get(i)) > 0) {
                throw new Mismatch(what + ": rows " + i + " and " + (i + 1) + " are out of ORDER BY order: "
                        + rows.get(i - 1) + " before " + rows.get(i) + " in " + Values.show(rows));
            }
        }
    }

    private static int compare(List<Query.Order> order, List<Object> a, List<Object> b) {
        for (Query.Order o : order) {
            Object x = a.get(o.position() - 1);
            Object y = b.get(o.position() - 1);
            if (Objects.equals(x, y)) {
                continue;
            }
            boolean nullsFirst = o.nullsFirst() != null ? o.nullsFirst() : o.desc();
            if (x == null || y == null) {
                return (x == null) == nullsFirst ? -1 : 1;
            }
            int c = Values.ORDER.compare(x, y);
            if (c != 0) {
                return o.desc() ? -c : c;
            }
        }
        return 0;
    }

    /** Whether {@code part} is a sub-multiset of {@code whole}. */
    static boolean contains(List<List<Object>> whole, List<List<Object>> part) {
        java.util.Map<List<Object>, Integer> w = Values.bag(whole);
        for (java.util.Map.Entry<List<Object>, Integer> e : Values.bag(part).entrySet()) {
            if (w.getOrDefault(e.getKey(), 0) < e.getValue()) {
                return false;
            }
        }
        return true;
    }

    static long count(List<List<Object>> oneValue) {
        Object v = oneValue.get(0).get(0);
        return v == null ? 0 : ((java.math.BigDecimal) v).longValueExact();
    }
}
