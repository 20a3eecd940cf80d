package org.lanin.engine.json;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.lanin.engine.type.ValueComparators;

/**
 * jsonb's B-tree order and equality ({@code compareJsonbContainers} in jsonb_util.c): Object >
 * Array > Boolean > Number > String > Null; objects with more pairs sort higher, then pair by pair
 * (key, then value) in storage order; arrays with more elements sort higher, then element by
 * element; a top-level scalar sorts below any array of one element (it is a "raw scalar" array
 * there), which is why {@code '[]'} sorts below {@code 'null'}. Strings compare in code point order
 * (the C collation, as text does); numbers by value. Object keys are stored shortest first, then by
 * bytes ({@link #KEY_ORDER}).
 */
public final class JsonbOrder {
    /** jsonb's key order: UTF-8 length, then bytes (code points). */
    public static final Comparator<String> KEY_ORDER = JsonbOrder::compareKeys;

    private JsonbOrder() {
    }

    public static int compareKeys(String a, String b) {
        int la = utf8Length(a);
        int lb = utf8Length(b);
        return la != lb ? Integer.compare(la, lb) : ValueComparators.compareText(a, b);
    }

    static int utf8Length(String s) {
        int n = s.length();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return s.getBytes(StandardCharsets.UTF_8).length;
            }
        }
        return n;
    }

    /** Compares two top-level values. */
    public static int compareNodes(Object a, Object b) {
        boolean sa = JsonbNodes.isScalar(a);
        boolean sb = JsonbNodes.isScalar(b);
        if (sa != sb && (sa ? b instanceof List : a instanceof List)) {
            // a raw scalar is a one-element array that sorts before a real one of the same size
            int size = JsonbNodes.asArray(sa ? b : a).size();
            int c = size == 1 ? -1 : Integer.compare(1, size);
            return sa ? c : -c;
        }
        return compare(a, b);
    }

    private static int compare(Object a, Object b) {
        int ra = rank(a);
        int rb = rank(b);
        if (ra != rb) {
            return Integer.compare(ra, rb);
        }
        return switch (ra) {
            case 0 -> 0;
            case 1 -> ValueComparators.compareText((String) a, (String) b);
            case 2 -> ((BigDecimal) a).compareTo((BigDecimal) b);
            case 3 -> Boolean.compare((Boolean) a, (Boolean) b);
            case 4 -> compareArrays(JsonbNodes.asArray(a), JsonbNodes.asArray(b));
            default -> compareObjects(JsonbNodes.asObject(a), JsonbNodes.asObject(b));
        };
    }

    private static int rank(Object node) {
        if (node == JsonNull.NULL) {
            return 0;
        }
        if (node instanceof String) {
            return 1;
        }
        if (node instanceof BigDecimal) {
            return 2;
        }
        if (node instanceof Boolean) {
            return 3;
        }
        return node instanceof List ? 4 : 5;
    }

    private static int compareArrays(List<Object> a, List<Object> b) {
        if (a.size() != b.size()) {
            return Integer.compare(a.size(), b.size());
        }
        for (int i = 0; i < a.size(); i++) {
            int c = compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static int compareObjects(Map<String, Object> a, Map<String, Object> b) {
        if (a.size() != b.size()) {
            return Integer.compare(a.size(), b.size());
        }
        Iterator<Map.Entry<String, Object>> ia = a.entrySet().iterator();
        Iterator<Map.Entry<String, Object>> ib = b.entrySet().iterator();
        while (ia.hasNext()) {
            Map.Entry<String, Object> x = ia.next();
            Map.Entry<String, Object> y = ib.next();
            int c = ValueComparators.compareText(x.getKey(), y.getKey());
            if (c != 0) {
                return c;
            }
            c = compare(x.getValue(), y.getValue());
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** A hash that agrees with {@link #compareNodes} equality (numbers by value). */
    public static int hash(Object node) {
        if (node instanceof BigDecimal d) {
            return d.signum() == 0 ? 0 : d.stripTrailingZeros().hashCode();
        }
        if (node instanceof List<?> l) {
            int h = 7;
            for (Object o : l) {
                h = 31 * h + hash(o);
            }
            return h;
        }
        if (node instanceof Map<?, ?> m) {
            int h = 11;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                h = 31 * h + e.getKey().hashCode() * 17 + hash(e.getValue());
            }
            return h;
        }
        return node.hashCode();
    }
}
