package org.lanin.bench.run;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * Lanin's deterministic counters (latches, relocks, heap fetches, ...) from its stat views,
 * summed over rows per numeric column, read before and after a sample. A view that does not
 * exist yet (issue 4 adds lanin_stat_indexes) reads as null, shown as "—".
 */
final class Counters {
    static final String[] VIEWS = {"lanin_stat_indexes"};

    private Counters() {
    }

    /** Column totals ("view.column" minus the view prefix when there is one view), or null. */
    static Map<String, Double> read(Connection c) {
        Map<String, Double> totals = new HashMap<>();
        boolean any = false;
        for (String view : VIEWS) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM " + view)) {
                any = true;
                ResultSetMetaData md = rs.getMetaData();
                while (rs.next()) {
                    for (int i = 1; i <= md.getColumnCount(); i++) {
                        Object v = rs.getObject(i);
                        if (v instanceof Number n && !md.getColumnLabel(i).endsWith("oid")) {
                            String key = (VIEWS.length == 1 ? "" : view + ".") + md.getColumnLabel(i).toLowerCase();
                            totals.merge(key, n.doubleValue(), Double::sum);
                        }
                    }
                }
            } catch (SQLException e) {
                // The view is absent in this Lanin build: no counters from it.
            }
        }
        return any ? totals : null;
    }

    /** (after - before) / ops for every column that moved; null when either side is unknown. */
    static Map<String, Double> perOp(Map<String, Double> before, Map<String, Double> after, long ops) {
        if (before == null || after == null || ops == 0) {
            return null;
        }
        Map<String, Double> out = new HashMap<>();
        after.forEach((k, v) -> {
            double d = v - before.getOrDefault(k, 0.0);
            if (d != 0) {
                out.put(k, d / ops);
            }
        });
        return out;
    }
}
