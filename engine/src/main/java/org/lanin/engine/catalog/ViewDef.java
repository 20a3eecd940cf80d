package org.lanin.engine.catalog;

import java.util.List;

/**
 * A view: its defining query as SQL text (planned by the planner wherever the view is used) and
 * its output column names, fixed when the view was created, as PostgreSQL fixes them.
 *
 * @param checkOption {@code "LOCAL"} or {@code "CASCADED"} for WITH [LOCAL | CASCADED] CHECK OPTION,
 *                    else null (also when read from a log written before the option existed)
 */
public record ViewDef(String name, String sql, List<String> columns, String checkOption) {
    public ViewDef(String name, String sql, List<String> columns) {
        this(name, sql, columns, null);
    }

    /** This view under another name or query text (renames rewrite the text), its check option kept. */
    public ViewDef with(String newName, String newSql, List<String> newColumns) {
        return new ViewDef(newName, newSql, newColumns, checkOption);
    }
}
