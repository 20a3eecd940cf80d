package org.lanin.planner.physical;

import java.util.List;
import org.lanin.planner.expr.BoundExpr;

/** A scan of a derived relation that can apply a condition to its own rows (no separate node). */
public interface FilterableScan {
    /** The same scan filtering its rows by {@code condition}, bound over its row ({@code columnNames}). */
    PhysicalNode withFilter(BoundExpr condition, List<String> columnNames);
}
