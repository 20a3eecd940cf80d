package org.lanin.planner.plan;

import java.util.List;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.session.ColumnInfo;

/** A planned query: the operator tree's root and the columns it returns. */
public record PlannedQuery(PhysicalNode root, List<ColumnInfo> columns) {
}
