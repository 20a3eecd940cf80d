package org.lanin.planner.func;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.Aggregate;
import org.lanin.engine.json.JsonMsg;
import org.lanin.engine.json.JsonText;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.json.JsonbFormat;
import org.lanin.engine.json.JsonbNodes;
import org.lanin.engine.json.JsonbValues;
import org.lanin.engine.type.ArrayValue;

/**
 * json_agg/jsonb_agg (NULL inputs kept as JSON null: the binder boxes them as for array_agg) and
 * json_object_agg/jsonb_object_agg (key, value pairs; the last of duplicate keys wins in jsonb).
 * json's text is PostgreSQL's: {@code [1, 2]} with {@code "\n "} before an array or row element
 * after the first, and {@code { "a" : 1, "b" : 2 }}. NULL over no rows.
 */
final class JsonAggs {
    private JsonAggs() {
    }

    static Aggregate agg(boolean jsonb) {
        return new Aggregate() {
            @Override
            public Object newState() {
                return null;
            }

            @Override
            public Object accumulate(Object state, Object value) {
                @SuppressWarnings("unchecked")
                List<Object> s = state == null ? new ArrayList<>() : (List<Object>) state;
                s.add(value instanceof Object[] box ? box[0] : value);
                return s;
            }

            @Override
            public Object finish(Object state) {
                if (state == null) {
                    return null;
                }
                @SuppressWarnings("unchecked")
                List<Object> s = (List<Object>) state;
                return jsonb ? arrayOf(s) : jsonArrayText(s);
            }
        };
    }

    private static Jsonb arrayOf(List<Object> values) {
        List<Object> nodes = new ArrayList<>(values.size());
        for (Object v : values) {
            nodes.add(JsonbValues.toNode(v));
        }
        return new Jsonb(JsonbNodes.array(nodes));
    }

    private static JsonText jsonArrayText(List<Object> values) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            Object v = values.get(i);
            if (i > 0) {
                sb.append(", ");
                if (v instanceof ArrayValue || v instanceof org.lanin.engine.type.RowValue) {
                    sb.append("\n "); // json_agg_transfn: a line feed before each structured value after the first
                }
            }
            JsonbValues.appendJson(sb, v);
        }
        return JsonText.trusted(sb.append(']').toString());
    }

    /** The object aggregates: each input is a {@code {key, value}} pair (the binder pairs them). */
    static Aggregate objectAgg(boolean jsonb) {
        return new Aggregate() {
            @Override
            public Object newState() {
                return null;
            }

            @Override
            public Object accumulate(Object state, Object value) {
                Object[] pair = (Object[]) value;
                if (pair[0] == null) {
                    throw LaninException.of(JsonMsg.OBJECT_AGG_KEY_NULL);
                }
                @SuppressWarnings("unchecked")
                List<Object[]> s = state == null ? new ArrayList<>() : (List<Object[]>) state;
                s.add(pair);
                return s;
            }

            @Override
            public Object finish(Object state) {
                if (state == null) {
                    return null;
                }
                @SuppressWarnings("unchecked")
                List<Object[]> s = (List<Object[]>) state;
                return jsonb ? objectOf(s) : jsonObjectText(s);
            }
        };
    }

    private static Jsonb objectOf(List<Object[]> pairs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Object[] p : pairs) {
            m.put(keyText(p[0]), JsonbValues.toNode(p[1]));
        }
        return new Jsonb(JsonbNodes.object(m));
    }

    private static JsonText jsonObjectText(List<Object[]> pairs) {
        StringBuilder sb = new StringBuilder("{ ");
        for (int i = 0; i < pairs.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            JsonbFormat.quote(sb, keyText(pairs.get(i)[0]));
            sb.append(" : ");
            JsonbValues.appendJson(sb, pairs.get(i)[1]);
        }
        return JsonText.trusted(sb.append(" }").toString());
    }

    /** A key as text (a number or a date keyed by its text output). */
    static String keyText(Object k) {
        return k instanceof String s ? s : org.lanin.engine.type.TextFormat.format(k);
    }
}
