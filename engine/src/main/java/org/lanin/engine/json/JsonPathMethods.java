package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.lanin.engine.json.JsonPathExecutor.Res;

/**
 * The item methods {@code .size()} and {@code .keyvalue()} (jsonpath_exec.c's jpiSize and
 * executeKeyValueMethod). keyvalue() gives {@code {"id", "key", "value"}} per member; its id is
 * PostgreSQL's: the object's byte offset inside the jsonb it was reached from ({@link
 * JsonbBinaryOffsets}), plus 10^10 times that jsonb's number (0 the target, 1 vars, 2... objects
 * keyvalue() made).
 */
final class JsonPathMethods {
    private static final long ID_STRIDE = 10_000_000_000L;

    private JsonPathMethods() {
    }

    static Res size(JsonPathExecutor x, JsonPathItem item, Object jb, List<Object> found) {
        int size;
        if (jb instanceof List<?> l) {
            size = l.size();
        } else if (!x.lax) {
            if (!x.ignoreStructuralErrors) {
                throw x.error(JsonMsg.JSONPATH_METHOD_ARRAY, "size");
            }
            return Res.NOT_FOUND;
        } else {
            size = 1;
        }
        return x.next(item, BigDecimal.valueOf(size), found);
    }

    static Res keyValue(JsonPathExecutor x, JsonPathItem item, Object jb, List<Object> found) {
        if (!(jb instanceof Map<?, ?> m)) {
            throw x.error(JsonMsg.JSONPATH_METHOD_OBJECT, "keyvalue");
        }
        if (m.isEmpty()) {
            return Res.NOT_FOUND;
        }
        long offset = x.baseObject == null ? 0 : JsonbBinaryOffsets.offsetOf(x.baseObject, jb);
        BigDecimal id = BigDecimal.valueOf(offset + x.baseObjectId * ID_STRIDE);
        Res res = Res.NOT_FOUND;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            res = Res.OK;
            if (item.next == null && found == null) {
                break;
            }
            TreeMap<String, Object> pair = new TreeMap<>(JsonbOrder.KEY_ORDER);
            pair.put("key", e.getKey());
            pair.put("value", e.getValue());
            pair.put("id", id);
            Object obj = JsonbNodes.object(pair);
            Object savedBase = x.baseObject;
            long savedId = x.baseObjectId;
            x.baseObject = obj;
            x.baseObjectId = x.lastGeneratedObjectId++;
            try {
                res = x.next(item, obj, found);
            } finally {
                x.baseObject = savedBase;
                x.baseObjectId = savedId;
            }
            if (res == Res.OK && found == null) {
                break;
            }
        }
        return res;
    }
}
