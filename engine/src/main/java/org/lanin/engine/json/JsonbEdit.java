package org.lanin.engine.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.lanin.engine.error.LaninException;

/**
 * Building new jsonb from old (jsonfuncs.c): {@code ||}, {@code -} (key, keys, index),
 * {@code #-}, jsonb_set, jsonb_insert and jsonb_strip_nulls, with PostgreSQL's errors.
 */
public final class JsonbEdit {
    private JsonbEdit() {
    }

    /** {@code a || b}: two objects merge (b's fields win); otherwise both become arrays, joined. */
    public static Object concat(Object a, Object b) {
        if (a instanceof Map<?, ?> ma && b instanceof Map<?, ?> mb) {
            TreeMap<String, Object> t = new TreeMap<>(JsonbOrder.KEY_ORDER);
            t.putAll(JsonbNodes.asObject(ma));
            t.putAll(JsonbNodes.asObject(mb));
            return JsonbNodes.object(t);
        }
        List<Object> out = new ArrayList<>();
        addAll(out, a);
        addAll(out, b);
        return JsonbNodes.array(out);
    }

    private static void addAll(List<Object> out, Object node) {
        if (node instanceof List<?> l) {
            out.addAll(l);
        } else {
            out.add(node);
        }
    }

    /** {@code - text} and {@code - text[]}: drops fields of an object or string elements of an array. */
    public static Object deleteKeys(Object node, List<?> keys) {
        if (JsonbNodes.isScalar(node)) {
            throw LaninException.of(JsonMsg.DELETE_FROM_SCALAR);
        }
        if (node instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>(JsonbNodes.asObject(m));
            for (Object k : keys) {
                out.remove(k);
            }
            return out.size() == m.size() ? node : JsonbNodes.object(out);
        }
        List<Object> out = new ArrayList<>();
        for (Object e : (List<?>) node) {
            if (!(e instanceof String) || !keys.contains(e)) {
                out.add(e);
            }
        }
        return JsonbNodes.array(out);
    }

    /** {@code - int}: drops an array element (negative counts from the end). */
    public static Object deleteIndex(Object node, int index) {
        if (JsonbNodes.isScalar(node)) {
            throw LaninException.of(JsonMsg.DELETE_FROM_SCALAR);
        }
        if (node instanceof Map) {
            throw LaninException.of(JsonMsg.DELETE_FROM_OBJECT_INDEX);
        }
        List<Object> l = JsonbNodes.asArray(node);
        int i = index < 0 ? l.size() + index : index;
        if (i < 0 || i >= l.size()) {
            return node;
        }
        List<Object> out = new ArrayList<>(l);
        out.remove(i);
        return JsonbNodes.array(out);
    }

    /** {@code #- text[]}: drops what the path names; unchanged where it names nothing. */
    public static Object deletePath(Object node, List<?> path) {
        if (JsonbNodes.isScalar(node)) {
            throw LaninException.of(JsonMsg.DELETE_FROM_SCALAR);
        }
        checkNoNulls(path);
        return path.isEmpty() ? node : edit(node, path, 0, null, Op.DELETE);
    }

    /** jsonb_set(target, path, value, create_missing). */
    public static Object set(Object node, List<?> path, Object value, boolean createMissing) {
        if (JsonbNodes.isScalar(node)) {
            throw LaninException.of(JsonMsg.SET_IN_SCALAR);
        }
        checkNoNulls(path);
        return path.isEmpty() ? node : edit(node, path, 0, value, createMissing ? Op.SET_CREATE : Op.SET);
    }

    /** jsonb_insert(target, path, value, insert_after). */
    public static Object insert(Object node, List<?> path, Object value, boolean after) {
        if (JsonbNodes.isScalar(node)) {
            throw LaninException.of(JsonMsg.SET_IN_SCALAR);
        }
        checkNoNulls(path);
        return path.isEmpty() ? node : edit(node, path, 0, value, after ? Op.INSERT_AFTER : Op.INSERT_BEFORE);
    }

    private enum Op { DELETE, SET, SET_CREATE, INSERT_BEFORE, INSERT_AFTER }

    private static void checkNoNulls(List<?> path) {
        for (int i = 0; i < path.size(); i++) {
            if (path.get(i) == null) {
                throw LaninException.of(JsonMsg.PATH_ELEMENT_NULL, i + 1);
            }
        }
    }

    private static Object edit(Object node, List<?> path, int level, Object value, Op op) {
        String step = (String) path.get(level);
        boolean last = level == path.size() - 1;
        if (node instanceof Map<?, ?> m) {
            return editObject(JsonbNodes.asObject(m), path, level, step, last, value, op);
        }
        if (node instanceof List<?> l) {
            return editArray(JsonbNodes.asArray(l), path, level, step, last, value, op);
        }
        return node; // a scalar inside: the path goes nowhere
    }

    private static Object editObject(Map<String, Object> m, List<?> path, int level, String step, boolean last,
                                     Object value, Op op) {
        Object cur = m.get(step);
        Map<String, Object> out = new LinkedHashMap<>(m);
        if (cur == null) {
            if (!last || op == Op.DELETE || op == Op.SET) {
                return m;
            }
            out.put(step, value);
        } else if (last) {
            if (op == Op.DELETE) {
                out.remove(step);
            } else if (op == Op.INSERT_BEFORE || op == Op.INSERT_AFTER) {
                throw LaninException.withHint("Try using the function jsonb_set to replace key value.",
                        JsonMsg.REPLACE_EXISTING_KEY);
            } else {
                out.put(step, value);
            }
        } else {
            Object inner = edit(cur, path, level + 1, value, op);
            if (inner == cur) {
                return m;
            }
            out.put(step, inner);
        }
        return JsonbNodes.object(out);
    }

    private static Object editArray(List<Object> l, List<?> path, int level, String step, boolean last,
                                    Object value, Op op) {
        Integer parsed = JsonbAccess.parseIndex(step);
        if (parsed == null) {
            throw LaninException.of(JsonMsg.PATH_ELEMENT_NOT_INTEGER, level + 1, step);
        }
        int n = l.size();
        int i = parsed < 0 ? n + parsed : parsed;
        List<Object> out = new ArrayList<>(l);
        if (i < 0 || i >= n) {
            if (!last || op == Op.DELETE || op == Op.SET) {
                return l;
            }
            if (i < 0) {
                out.add(0, value);
            } else {
                out.add(value);
            }
            return JsonbNodes.array(out);
        }
        if (!last) {
            Object inner = edit(l.get(i), path, level + 1, value, op);
            if (inner == l.get(i)) {
                return l;
            }
            out.set(i, inner);
        } else {
            switch (op) {
                case DELETE -> out.remove(i);
                case SET, SET_CREATE -> out.set(i, value);
                case INSERT_BEFORE -> out.add(i, value);
                case INSERT_AFTER -> out.add(i + 1, value);
            }
        }
        return JsonbNodes.array(out);
    }

    /** jsonb_strip_nulls: drops object fields whose value is JSON null, at every depth. */
    public static Object stripNulls(Object node) {
        if (node instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<String, Object> e : JsonbNodes.asObject(m).entrySet()) {
                if (e.getValue() != JsonNull.NULL) {
                    out.put(e.getKey(), stripNulls(e.getValue()));
                }
            }
            return JsonbNodes.object(out);
        }
        if (node instanceof List<?> l) {
            List<Object> out = new ArrayList<>(l.size());
            for (Object o : l) {
                out.add(stripNulls(o));
            }
            return JsonbNodes.array(out);
        }
        return node;
    }
}
