package org.lanin.engine.catalog;

import java.util.List;
import java.util.Map;

/**
 * A view: its defining query as SQL text (planned by the planner wherever the view is used) and
 * its output column names, fixed when the view was created, as PostgreSQL fixes them.
 *
 * @param checkOption {@code "LOCAL"} or {@code "CASCADED"} for WITH [LOCAL | CASCADED] CHECK OPTION,
 *                    else null (also when read from a log written before the option existed)
 * @param defaults    view column -> its DEFAULT expression text (ALTER VIEW ... SET DEFAULT), used by
 *                    INSERT through the view; null or empty when none
 */
public record ViewDef(String name, String sql, List<String> columns, String checkOption, Map<String, String> defaults,
                      List<String> reloptions) {
    /** {@code reloptions}: WITH (security_barrier, security_invoker), as pg_class lists them; null for none (appended). */
    public ViewDef(String name, String sql, List<String> columns, String checkOption, Map<String, String> defaults) {
        this(name, sql, columns, checkOption, defaults, null);
    }

    public ViewDef(String name, String sql, List<String> columns) {
        this(name, sql, columns, null, null);
    }

    public ViewDef(String name, String sql, List<String> columns, String checkOption) {
        this(name, sql, columns, checkOption, null);
    }

    /** This view under another name or query text (renames rewrite the text), its options kept. */
    public ViewDef with(String newName, String newSql, List<String> newColumns) {
        return new ViewDef(newName, newSql, newColumns, checkOption, defaults, reloptions);
    }

    /** The DEFAULT of a view column, or null. */
    public String defaultOf(String column) {
        return defaults == null ? null : defaults.get(column);
    }

    /** This view with {@code column}'s DEFAULT set to {@code sql} (null drops it). */
    public ViewDef withDefault(String column, String sql) {
        Map<String, String> m = new java.util.LinkedHashMap<>(defaults == null ? Map.of() : defaults);
        if (sql == null) {
            m.remove(column);
        } else {
            m.put(column, sql);
        }
        return new ViewDef(name, this.sql, columns, checkOption, Map.copyOf(m), reloptions);
    }
}
