package org.lanin.fuzz;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Result values in a form that compares by meaning across engines and plans: every number a
 * {@link BigDecimal} without trailing zeros (2.50 = 2.5, an int 2 = a bigint 2), dates as
 * {@link LocalDate}, strings and booleans as they are, NULL as {@code null}.
 */
final class Values {
    private Values() {
    }

    static List<List<Object>> read(ResultSet rs) throws SQLException {
        int n = rs.getMetaData().getColumnCount();
        int[] types = new int[n];
        for (int i = 0; i < n; i++) {
            types[i] = rs.getMetaData().getColumnType(i + 1);
        }
        List<List<Object>> out = new ArrayList<>();
        while (rs.next()) {
            List<Object> row = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                Object v = types[i] == Types.DATE ? rs.getObject(i + 1, LocalDate.class) : rs.getObject(i + 1);
                row.add(rs.wasNull() ? null : normalize(v));
            }
            out.add(row);
        }
        return out;
    }

    static Object normalize(Object v) {
        if (v instanceof Double d && (d.isNaN() || d.isInfinite())) {
            return d.toString();
        }
        if (v instanceof Float || v instanceof Double) {
            return strip(new BigDecimal(v.toString()));
        }
        if (v instanceof BigDecimal d) {
            return strip(d);
        }
        if (v instanceof Number num) {
            return strip(new BigDecimal(num.toString()));
        }
        if (v instanceof java.sql.Date d) {
            return d.toLocalDate();
        }
        return v;
    }

    private static BigDecimal strip(BigDecimal d) {
        return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
    }

    /** Multiset of rows: row -> count. */
    static Map<List<Object>, Integer> bag(List<List<Object>> rows) {
        Map<List<Object>, Integer> m = new HashMap<>();
        rows.forEach(r -> m.merge(r, 1, Integer::sum));
        return m;
    }

    /** PostgreSQL's order of one column's values; NULLs are placed by the caller. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final Comparator<Object> ORDER = (a, b) -> {
        if (a instanceof Comparable ca && a.getClass() == b.getClass()) {
            return ca.compareTo(b);
        }
        return a.toString().compareTo(b.toString());
    };

    static String show(List<List<Object>> rows) {
        if (rows.size() > 30) {
            return rows.subList(0, 30) + " ... (" + rows.size() + " rows)";
        }
        return rows + " (" + rows.size() + " rows)";
    }
}
