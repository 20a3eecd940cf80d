package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.partition.PartitionBound.RangeDatum;

/** Text of bound values and keys for catalog output and error details. */
final class BoundText {
    private BoundText() {
    }

    static String literal(Object v) {
        if (v == null) {
            return "NULL";
        }
        if (v instanceof Number || v instanceof Boolean) {
            return v.toString();
        }
        return "'" + v.toString().replace("'", "''") + "'";
    }

    static String datums(List<RangeDatum> d) {
        List<String> out = new ArrayList<>();
        d.forEach(x -> out.add(x.toString()));
        return "(" + String.join(", ", out) + ")";
    }

    /** A row's key values as PostgreSQL prints them in a DETAIL: unquoted, "null" for NULL. */
    static String values(Object[] key) {
        List<String> out = new ArrayList<>();
        for (Object v : key) {
            out.add(v == null ? "null" : v.toString());
        }
        return String.join(", ", out);
    }
}
