package org.lanin.bench.run;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Lanin's deterministic counters (latches, relocks, map builds, ...) from its stat views,
 * summed over rows per numeric column, read before and after a sample. Keys are the bare column
 * names (the views' columns do not collide; a later view whose column does is prefixed with its
 * name). Gauges such as a tree's height are not counters and are left out. When no view exists
 * (an older Lanin build) the read is null, shown as "—".
 */
final class Counters {
    static final String[] VIEWS = {"lanin_stat_indexes", "lanin_stat_tuple_maps", "lanin_stat_tables", "lanin_stat_wal",
        "lanin_stat_lock_waits"};
    private static final Set<String> GAUGES = Set.of("height", "live_tuples", "reltuples", "relpages", "redo_lsn",
            "recovered_records", "resume_mean_us", "resume_max_us");

    private Counters() {
    }

    /** Column totals per counter column of every view, or null when no view exists. */
    static Map<String, Double> read(Connection c) {
        Map<String, Double> totals = new HashMap<>();
        Map<String, String> owner = new HashMap<>();
        boolean any = false;
        for (String view : VIEWS) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM " + view)) {
                any = true;
                ResultSetMetaData md = rs.getMetaData();
                while (rs.next()) {
                    for (int i = 1; i <= md.getColumnCount(); i++) {
                        String column = md.getColumnLabel(i).toLowerCase(Locale.ROOT);
                        if (rs.getObject(i) instanceof Number n && !column.endsWith("oid") && !GAUGES.contains(column)) {
                            String key = owner.computeIfAbsent(column, k -> view).equals(view) ? column
                                    : view + "." + column;
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
