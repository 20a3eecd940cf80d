package org.lanin.engine.catalog;

import java.util.List;

/**
 * A view: its defining query as SQL text (planned by the planner wherever the view is used) and
 * its output column names, fixed when the view was created, as PostgreSQL fixes them.
 */
public record ViewDef(String name, String sql, List<String> columns) {
}
