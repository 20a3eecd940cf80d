package org.lanin.engine.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;

/**
 * The rows of the set-returning json functions (jsonb_array_elements[_text], jsonb_each[_text],
 * jsonb_object_keys) with PostgreSQL's errors for the wrong kind of container. NULL input: no rows.
 */
public final class JsonbSets {
    private JsonbSets() {
    }

    public static List<Object[]> elements(Object root, String fn, boolean text) {
        if (root instanceof Map) {
            throw LaninException.of(JsonMsg.ELEMENTS_OF_OBJECT);
        }
        if (!(root instanceof List<?> l)) {
            throw LaninException.of(JsonMsg.ELEMENTS_OF_SCALAR);
        }
        List<Object[]> rows = new ArrayList<>(l.size());
        for (Object o : l) {
            rows.add(new Object[] {text ? JsonbAccess.text(o) : new Jsonb(o)});
        }
        return rows;
    }

    public static List<Object[]> each(Object root, String fn, boolean text) {
        if (!(root instanceof Map<?, ?> m)) {
            throw LaninException.of(JsonMsg.EACH_ON_NON_OBJECT, fn);
        }
        List<Object[]> rows = new ArrayList<>(m.size());
        for (Map.Entry<?, ?> e : m.entrySet()) {
            rows.add(new Object[] {e.getKey(), text ? JsonbAccess.text(e.getValue()) : new Jsonb(e.getValue())});
        }
        return rows;
    }

    public static List<Object[]> keys(Object root, String fn) {
        if (root instanceof List) {
            throw LaninException.of(JsonMsg.KEYS_OF_ARRAY, fn);
        }
        if (!(root instanceof Map<?, ?> m)) {
            throw LaninException.of(JsonMsg.KEYS_OF_SCALAR, fn);
        }
        List<Object[]> rows = new ArrayList<>(m.size());
        for (Object k : m.keySet()) {
            rows.add(new Object[] {k});
        }
        return rows;
    }
}
