package org.lanin.engine.json;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.TextFormat;

/**
 * SQL values as JSON (to_jsonb/to_json, the build functions, the aggregates; json.c's
 * {@code datum_to_json} and jsonb.c's {@code datum_to_jsonb}): booleans and numbers as JSON
 * ones (NaN and infinities as strings), json and jsonb as themselves, arrays as nested arrays, rows
 * (whole-row references) as objects of their columns,
 * dates and timestamps in ISO 8601 with a {@code T}, everything else as its text in a string.
 */
public final class JsonbValues {
    private JsonbValues() {
    }

    /** A jsonb node for a SQL value (SQL NULL is JSON null). */
    public static Object toNode(Object v) {
        if (v == null) {
            return JsonNull.NULL;
        }
        if (v instanceof Jsonb j) {
            return j.root();
        }
        if (v instanceof JsonText j) {
            return JsonParser.parse(j.text());
        }
        if (v instanceof ArrayValue a) {
            return arrayNode(a, 0, new int[] {0});
        }
        if (v instanceof org.lanin.engine.type.RowValue r) {
            java.util.Map<String, Object> fields = new java.util.LinkedHashMap<>();
            for (int i = 0; i < r.size(); i++) {
                fields.put(r.names().get(i), toNode(r.get(i)));
            }
            return JsonbNodes.object(fields);
        }
        if (v instanceof Boolean || v instanceof String) {
            return v;
        }
        String number = numberText(v);
        if (number != null) {
            return number.isEmpty() ? TextFormat.format(v) : JsonbNodes.number(new BigDecimal(number));
        }
        return isoText(v);
    }

    private static Object arrayNode(ArrayValue a, int dim, int[] next) {
        List<Object> out = new ArrayList<>();
        if (a.ndims() == 0) {
            return JsonbNodes.array(out);
        }
        for (int i = 0; i < a.length(dim); i++) {
            out.add(dim + 1 < a.ndims() ? arrayNode(a, dim + 1, next) : toNode(a.get(next[0]++)));
        }
        return JsonbNodes.array(out);
    }

    /** A number's JSON text; "" for NaN/infinities (written as strings); null if not a number. */
    private static String numberText(Object v) {
        if (v instanceof Double || v instanceof Float || v instanceof org.lanin.engine.type.NumericSpecial) {
            double d = ((Number) v).doubleValue();
            return Double.isNaN(d) || Double.isInfinite(d) ? "" : TextFormat.format(v);
        }
        if (v instanceof Number) {
            return TextFormat.format(v);
        }
        return null;
    }

    /** Dates and timestamps as JSON wants them; other kinds as their text. */
    private static String isoText(Object v) {
        if (!org.lanin.engine.type.DateTimeInfinity.isFinite(v)) {
            return TextFormat.format(v); // "infinity", "-infinity"
        }
        if (v instanceof LocalDateTime t) {
            return TextFormat.formatTimestamp(t).replace(' ', 'T');
        }
        if (v instanceof OffsetDateTime t) {
            return TextFormat.format(t).replace(' ', 'T') + ":00";
        }
        if (v instanceof LocalDate d) {
            return TextFormat.formatDate(d);
        }
        return TextFormat.format(v);
    }

    /** json text for a SQL value, as to_json writes it (arrays without spaces). */
    public static String toJsonText(Object v) {
        StringBuilder sb = new StringBuilder();
        appendJson(sb, v);
        return sb.toString();
    }

    public static void appendJson(StringBuilder sb, Object v) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof JsonText j) {
            sb.append(j.text());
        } else if (v instanceof Jsonb j) {
            sb.append(j);
        } else if (v instanceof ArrayValue a) {
            appendArray(sb, a, 0, new int[] {0});
        } else if (v instanceof org.lanin.engine.type.RowValue r) {
            appendRow(sb, r);
        } else if (v instanceof Boolean b) {
            sb.append(b);
        } else if (v instanceof String s) {
            JsonbFormat.quote(sb, s);
        } else {
            String number = numberText(v);
            if (number != null && !number.isEmpty()) {
                sb.append(number);
            } else {
                JsonbFormat.quote(sb, number != null ? TextFormat.format(v) : isoText(v));
            }
        }
    }

    /** row_to_json(r, true): composite_to_json with line feeds, {@code {"a":1,\n "b":"x"}}. */
    public static String rowLineFeeds(org.lanin.engine.type.RowValue r) {
        StringBuilder sb = new StringBuilder();
        appendRow(sb, r, ",\n ");
        return sb.toString();
    }

    /** composite_to_json: {@code {"a":1,"b":"x"}}, the fields in column order, no spaces. */
    private static void appendRow(StringBuilder sb, org.lanin.engine.type.RowValue r) {
        appendRow(sb, r, ",");
    }

    private static void appendRow(StringBuilder sb, org.lanin.engine.type.RowValue r, String separator) {
        sb.append('{');
        for (int i = 0; i < r.size(); i++) {
            if (i > 0) {
                sb.append(separator);
            }
            JsonbFormat.quote(sb, r.names().get(i));
            sb.append(':');
            appendJson(sb, r.get(i));
        }
        sb.append('}');
    }

    private static void appendArray(StringBuilder sb, ArrayValue a, int dim, int[] next) {
        sb.append('[');
        if (a.ndims() > 0) {
            for (int i = 0; i < a.length(dim); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                if (dim + 1 < a.ndims()) {
                    appendArray(sb, a, dim + 1, next);
                } else {
                    appendJson(sb, a.get(next[0]++));
                }
            }
        }
        sb.append(']');
    }
}
