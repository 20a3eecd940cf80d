package org.lanin.engine.index.gin;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.json.JsonNull;
import org.lanin.engine.json.JsonbNodes;
import org.lanin.engine.type.ArrayValue;

/**
 * {@code jsonb_ops}, the default for jsonb (PostgreSQL's jsonb_gin.c: gin_extract_jsonb,
 * gin_extract_jsonb_query, make_scalar_key): one text key per object key and per scalar anywhere in
 * the document, led by a flag character (PostgreSQL's JGINFLAG_*): object keys and string array
 * elements are KEY (so {@code ?} finds both), other scalars NULL / BOOL / NUM / STR. Numbers are
 * normalised (1.0 and 1 are one key). A text longer than {@link #MAX_LENGTH} is replaced by its
 * hash with the HASHED bit set, as PostgreSQL does (JGIN_MAXLENGTH): such keys are lossy.
 */
final class GinJsonbOps {
    static final char KEY = 0x01;
    static final char NULL = 0x02;
    static final char BOOL = 0x03;
    static final char NUM = 0x04;
    static final char STR = 0x05;
    static final char HASHED = 0x10;
    static final int MAX_LENGTH = 125;

    private GinJsonbOps() {
    }

    static List<Object[]> entries(Object root) {
        Set<String> keys = keys(root);
        if (keys.isEmpty()) {
            return java.util.Collections.singletonList(GinKeys.placeholder(GinKeys.EMPTY_ITEM));
        }
        List<Object[]> out = new ArrayList<>(keys.size());
        for (String k : keys) {
            out.add(GinKeys.norm(k));
        }
        return out;
    }

    private static Set<String> keys(Object root) {
        Set<String> out = new LinkedHashSet<>();
        if (JsonbNodes.isScalar(root)) {
            out.add(scalar(root, root instanceof String)); // a raw scalar is a one-element array
        } else {
            walk(root, out);
        }
        return out;
    }

    private static void walk(Object node, Set<String> out) {
        if (node instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.add(flagged(KEY, (String) e.getKey()));
                child(e.getValue(), false, out);
            }
        } else {
            for (Object item : JsonbNodes.asArray(node)) {
                child(item, item instanceof String, out);
            }
        }
    }

    private static void child(Object node, boolean asKey, Set<String> out) {
        if (JsonbNodes.isScalar(node)) {
            out.add(scalar(node, asKey));
        } else {
            walk(node, out);
        }
    }

    static String scalar(Object node, boolean asKey) {
        if (asKey) {
            return flagged(KEY, (String) node);
        }
        if (node == JsonNull.NULL) {
            return String.valueOf(NULL);
        }
        if (node instanceof Boolean b) {
            return BOOL + (b ? "t" : "f");
        }
        if (node instanceof BigDecimal d) {
            return flagged(NUM, normalised(d));
        }
        return flagged(STR, (String) node);
    }

    /** numeric_normalize: no trailing fraction zeros, so equal numbers share one key. */
    static String normalised(BigDecimal d) {
        return d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString();
    }

    private static String flagged(char flag, String text) {
        if (text.length() > MAX_LENGTH) {
            return (char) (flag | HASHED) + Integer.toHexString(text.hashCode());
        }
        return flag + text;
    }

    /**
     * {@code @>}: every key of the query document (an empty container: every row); {@code ?}: the
     * key; {@code ?|}: any listed key (none: no row); {@code ?&}: every listed key (none: every row).
     */
    static GinQuery query(String op, Object value) {
        return switch (op) {
            case "@>" -> GinQuery.and(asKeys(keys(((org.lanin.engine.json.Jsonb) value).root())), GinQuery.ALL);
            case "?" -> new GinQuery.Key(flagged(KEY, (String) value));
            case "?|", "?&" -> {
                Set<String> names = new LinkedHashSet<>();
                ArrayValue a = (ArrayValue) value;
                for (int i = 0; i < a.size(); i++) {
                    if (a.get(i) != null) {
                        names.add(flagged(KEY, (String) a.get(i)));
                    }
                }
                yield op.equals("?|") ? GinQuery.or(asKeys(names), GinQuery.NONE) : GinQuery.and(asKeys(names), GinQuery.ALL);
            }
            default -> null;
        };
    }

    static List<GinQuery> asKeys(Set<?> keys) {
        List<GinQuery> out = new ArrayList<>(keys.size());
        for (Object k : keys) {
            out.add(new GinQuery.Key(k));
        }
        return out;
    }
}
