package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.JoinPlanner;
import org.lanin.planner.optimize.JoinRequest;
import org.lanin.planner.physical.PhysicalNode;

/**
 * The cheapest scan of one table under a WHERE clause bound over its row: a sequential or index
 * scan chosen by the optimizer. For UPDATE, DELETE and row locks ({@code forModify}) the scan
 * reads heap versions (never index-only), so its operator can say which version each row is.
 */
final class TableScans {
    private TableScans() {
    }

    static PhysicalNode best(TableDef table, String alias, BoundExpr where, BindContext bc, boolean forModify) {
        bc.noteTable(table);
        BoundFrom from = FromBinder.baseTable(table, alias);
        JoinRequest req = new JoinRequest(where == null ? List.of() : List.of(where), List.of(), -1, null, forModify);
        return JoinPlanner.plan(from.toFromClause(), req, from.width(), new StatementPlanContext(bc)).node();
    }
}
