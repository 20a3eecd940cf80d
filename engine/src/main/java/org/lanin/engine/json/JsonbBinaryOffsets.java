package org.lanin.engine.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * Where a container would lie in PostgreSQL's binary jsonb (jsonb_util.c's convertJsonbValue),
 * counted in bytes from the root container: the ids of jsonpath's keyvalue() are such offsets.
 * Layout: a container starts 4-byte aligned with a 4-byte header and one 4-byte JEntry per element
 * (two per object member: keys, then values); then the children's data in that order: a string's
 * UTF-8 bytes, a number 4-byte aligned as a numeric varlena (4-byte length word, a 2-byte header
 * when dscale <= 63 and -64 <= weight <= 63 else 4, 2 bytes per base-10000 digit), booleans and
 * null nothing, a container recursively.
 */
final class JsonbBinaryOffsets {
    private JsonbBinaryOffsets() {
    }

    /** The offset of {@code target} (by identity) in {@code base}; 0 where it is not inside. */
    static long offsetOf(Object base, Object target) {
        long[] hit = {0};
        layout(base, 0, target, hit);
        return hit[0];
    }

    private static int align(int offset) {
        return (offset + 3) & ~3;
    }

    private static int layout(Object node, int offset, Object target, long[] hit) {
        if (node instanceof String s) {
            return offset + JsonbOrder.utf8Length(s);
        }
        if (node instanceof BigDecimal d) {
            return align(offset) + numericSize(d);
        }
        if (!(node instanceof List<?>) && !(node instanceof Map<?, ?>)) {
            return offset;
        }
        int start = align(offset);
        if (node == target) {
            hit[0] = start;
        }
        if (node instanceof List<?> l) {
            int at = start + 4 + 4 * l.size();
            for (Object e : l) {
                at = layout(e, at, target, hit);
            }
            return at;
        }
        Map<?, ?> m = (Map<?, ?>) node;
        int at = start + 4 + 8 * m.size();
        for (Object k : m.keySet()) {
            at += JsonbOrder.utf8Length((String) k);
        }
        for (Object v : m.values()) {
            at = layout(v, at, target, hit);
        }
        return at;
    }

    /** numeric.c's make_result: base-10000 digits without leading or trailing zero groups. */
    static int numericSize(BigDecimal d) {
        if (d.signum() == 0) {
            return 6;
        }
        int scale = Math.max(d.scale(), 0);
        int fracGroups = (scale + 3) / 4;
        BigInteger n = d.abs().movePointRight(4 * fracGroups).toBigIntegerExact();
        String digits = n.toString();
        int groups = (digits.length() + 3) / 4;
        int weight = groups - fracGroups - 1;
        int trailing = 0;
        BigInteger tenK = BigInteger.valueOf(10000);
        while (n.mod(tenK).signum() == 0) {
            n = n.divide(tenK);
            trailing++;
        }
        boolean small = scale <= 63 && weight <= 63 && weight >= -64;
        return 4 + (small ? 2 : 4) + 2 * (groups - trailing);
    }
}
