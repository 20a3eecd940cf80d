package org.lanin.engine.index.gin;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.json.JsonbNodes;

/**
 * {@code jsonb_path_ops} (PostgreSQL's gin_extract_jsonb_path): one integer key per scalar, the hash
 * of the object keys on the path down to it (array levels add nothing) and of the scalar itself, so
 * only {@code @>} can use it and every key is lossy (collisions are rechecked). Smaller than
 * jsonb_ops and more selective for containment, as in PostgreSQL.
 */
final class GinJsonbPathOps {
    private GinJsonbPathOps() {
    }

    static List<Object[]> entries(Object root) {
        Set<Integer> keys = keys(root);
        if (keys.isEmpty()) {
            return java.util.Collections.singletonList(GinKeys.placeholder(GinKeys.EMPTY_ITEM));
        }
        return keys.stream().map(GinKeys::norm).toList();
    }

    private static Set<Integer> keys(Object root) {
        Set<Integer> out = new LinkedHashSet<>();
        walk(root, 0, out);
        return out;
    }

    private static void walk(Object node, int pathHash, Set<Integer> out) {
        if (JsonbNodes.isScalar(node)) {
            out.add(mix(pathHash, GinJsonbOps.scalar(node, false).hashCode()));
        } else if (node instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                walk(e.getValue(), mix(pathHash, ((String) e.getKey()).hashCode()), out);
            }
        } else {
            for (Object item : JsonbNodes.asArray(node)) {
                walk(item, pathHash, out);
            }
        }
    }

    /** PostgreSQL's JsonbHashScalarValue step: rotate, then combine. */
    private static int mix(int hash, int value) {
        return Integer.rotateLeft(hash, 1) ^ value;
    }

    /** {@code @>}: every path-and-value of the query document; an empty one reads every row. */
    static GinQuery query(String op, Object value) {
        if (!op.equals("@>")) {
            return null;
        }
        return GinQuery.and(GinJsonbOps.asKeys(keys(((Jsonb) value).root())), GinQuery.ALL);
    }
}
