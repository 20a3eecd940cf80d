package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Reading jsonb (jsonfuncs.c, jsonb_op.c): {@code -> ->> #> #>>}, {@code ? ?| ?&} and containment
 * {@code @> <@} with PostgreSQL's rules. Methods take and return tree nodes; a missing field or
 * element is Java null (SQL NULL).
 */
public final class JsonbAccess {
    private JsonbAccess() {
    }

    /** {@code -> text}: the field of an object. */
    public static Object field(Object node, String key) {
        return node instanceof Map<?, ?> m ? m.get(key) : null;
    }

    /** {@code -> int}: the element of an array, counting from the end when negative. */
    public static Object element(Object node, int index) {
        if (!(node instanceof List<?> l)) {
            return null;
        }
        int i = index < 0 ? l.size() + index : index;
        return i >= 0 && i < l.size() ? l.get(i) : null;
    }

    /** {@code -> int} on a whole value: a top-level scalar is jsonb's one-element "raw scalar" array. */
    public static Object topElement(Object root, int index) {
        return element(JsonbNodes.isScalar(root) ? List.of(root) : root, index);
    }

    /** {@code #> text[]}: follows the path; null where a step is missing (a null step gives null). */
    public static Object path(Object node, List<String> path) {
        Object cur = node;
        for (String step : path) {
            if (step == null || cur == null) {
                return null;
            }
            if (cur instanceof Map<?, ?> m) {
                cur = m.get(step);
            } else if (cur instanceof List<?>) {
                Integer i = parseIndex(step);
                cur = i == null ? null : element(cur, i);
            } else {
                return null;
            }
        }
        return cur;
    }

    /** A path step as an array index (PostgreSQL: strtol of the whole text), else null. */
    static Integer parseIndex(String step) {
        int j = 0;
        while (j < step.length() && Character.isWhitespace(step.charAt(j))) {
            j++; // strtol skips leading space only
        }
        try {
            return Integer.valueOf(step.substring(j));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** {@code ->>}'s text of a node: a string's value, SQL NULL for JSON null, else the jsonb text. */
    public static String text(Object node) {
        if (node == null || node == JsonNull.NULL) {
            return null;
        }
        return node instanceof String s ? s : JsonbFormat.format(node);
    }

    /** {@code ? text}: a key of an object, a string element of an array, or the string itself. */
    public static boolean exists(Object node, String key) {
        if (node instanceof Map<?, ?> m) {
            return m.containsKey(key);
        }
        if (node instanceof List<?> l) {
            return l.contains(key);
        }
        return key.equals(node);
    }

    /** {@code ?|} (any) and {@code ?&} (all); NULL keys are skipped. */
    public static boolean existsKeys(Object node, List<?> keys, boolean all) {
        for (Object k : keys) {
            if (k == null) {
                continue;
            }
            boolean e = exists(node, (String) k);
            if (e != all) {
                return e;
            }
        }
        return all;
    }

    /** {@code a @> b} (top level: a scalar is an array of one that cannot contain an array). */
    public static boolean contains(Object a, Object b) {
        if (a instanceof Map<?, ?> != b instanceof Map<?, ?>) {
            return false;
        }
        if (JsonbNodes.isScalar(a) || JsonbNodes.isScalar(b)) {
            if (JsonbNodes.isScalar(a) && !JsonbNodes.isScalar(b)) {
                return false;
            }
            return deepContains(a instanceof List ? a : List.of(a), List.of(b));
        }
        return deepContains(a, b);
    }

    private static boolean deepContains(Object a, Object b) {
        if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
            for (Map.Entry<?, ?> e : mb.entrySet()) {
                Object v = ma.get(e.getKey());
                Object w = e.getValue();
                if (v == null) {
                    return false;
                }
                if (JsonbNodes.isScalar(w) ? !JsonbNodes.isScalar(v) || !scalarEquals(v, w)
                        : (v instanceof Map) != (w instanceof Map) || JsonbNodes.isScalar(v) || !deepContains(v, w)) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> la && b instanceof List<?> lb) {
            for (Object w : lb) {
                if (!arrayHas(la, w)) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean arrayHas(List<?> la, Object w) {
        for (Object v : la) {
            if (JsonbNodes.isScalar(w)) {
                if (JsonbNodes.isScalar(v) && scalarEquals(v, w)) {
                    return true;
                }
            } else if (!JsonbNodes.isScalar(v) && (v instanceof Map) == (w instanceof Map) && deepContains(v, w)) {
                return true;
            }
        }
        return false;
    }

    static boolean scalarEquals(Object a, Object b) {
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y) == 0;
        }
        return a.equals(b);
    }
}
