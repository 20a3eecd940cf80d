package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Building and naming the nodes of a jsonb tree (see the package invariants). */
public final class JsonbNodes {
    private JsonbNodes() {
    }

    static boolean isNode(Object o) {
        return o == JsonNull.NULL || o instanceof Boolean || o instanceof BigDecimal || o instanceof String
                || o instanceof List || o instanceof Map;
    }

    /** A number as numeric keeps it: no negative scale ({@code 1e2} is {@code 100}). */
    public static BigDecimal number(BigDecimal d) {
        return d.scale() < 0 ? d.setScale(0) : d;
    }

    /** An object node from keys already unique (any order): sorted into jsonb order. */
    public static Map<String, Object> object(Map<String, Object> entries) {
        Map<String, Object> sorted = entries instanceof TreeMap<String, Object> t && t.comparator() == JsonbOrder.KEY_ORDER
                ? t : sortedCopy(entries);
        return Collections.unmodifiableMap(new LinkedHashMap<>(sorted));
    }

    private static TreeMap<String, Object> sortedCopy(Map<String, Object> entries) {
        TreeMap<String, Object> t = new TreeMap<>(JsonbOrder.KEY_ORDER);
        t.putAll(entries);
        return t;
    }

    public static List<Object> array(List<Object> items) {
        return Collections.unmodifiableList(items);
    }

    /** jsonb_typeof's names. */
    public static String typeName(Object node) {
        if (node == JsonNull.NULL) {
            return "null";
        }
        if (node instanceof Boolean) {
            return "boolean";
        }
        if (node instanceof BigDecimal) {
            return "number";
        }
        if (node instanceof String) {
            return "string";
        }
        return node instanceof List ? "array" : "object";
    }

    public static boolean isScalar(Object node) {
        return !(node instanceof List) && !(node instanceof Map);
    }

    @SuppressWarnings("unchecked")
    public static List<Object> asArray(Object node) {
        return (List<Object>) node;
    }

    @SuppressWarnings("unchecked")
    public static Map<String, Object> asObject(Object node) {
        return (Map<String, Object>) node;
    }
}
