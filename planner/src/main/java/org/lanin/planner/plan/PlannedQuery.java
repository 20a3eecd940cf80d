package org.lanin.planner.plan;

import java.util.List;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.session.ColumnInfo;

/**
 * A planned query: the operator tree's root and the columns it returns, and, when it is a plain
 * SELECT that a FROM clause or an EXISTS / IN may pull up into its own joins, its bound pieces
 * ({@code body}, else null).
 */
public record PlannedQuery(PhysicalNode root, List<ColumnInfo> columns, SublinkBody body) {
    public PlannedQuery(PhysicalNode root, List<ColumnInfo> columns) {
        this(root, columns, null);
    }

    /** The same query under other column names (a WITH column list, a view's names). */
    public PlannedQuery withColumns(List<ColumnInfo> cols) {
        return new PlannedQuery(root, cols, body);
    }
}
