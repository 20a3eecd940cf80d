package org.lanin.planner.physical;

import java.util.List;
import org.lanin.engine.exec.FilterOperator;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.expr.SubqueryPlan;

/**
 * A condition a scan of a derived relation (function, subquery, work table, VALUES) applies to
 * its rows, shown as the scan's "Filter" as PostgreSQL shows quals on those scans.
 */
public record ScanFilter(BoundExpr condition, List<String> columnNames, RowExpr compiled) {
    public static final ScanFilter NONE = new ScanFilter(null, List.of(), null);

    public static ScanFilter of(BoundExpr condition, List<String> columnNames) {
        return condition == null ? NONE : new ScanFilter(condition, List.copyOf(columnNames), org.lanin.planner.compile.QualCompiler.compile(condition));
    }

    Operator apply(Operator scan) {
        return compiled == null ? scan : new FilterOperator(scan, compiled);
    }

    /** As an upper node's qual (a HAVING, a Subquery Scan's filter): columns keep their prefix. */
    void explain(ExplainProperties out) {
        explain(out, null);
    }

    /** As a scan's own qual: columns of relation {@code alias} unprefixed (see {@link ScanTarget#qualNames}). */
    void explain(ExplainProperties out, String alias) {
        if (condition != null) {
            out.add("Filter", ExprText.render(condition, out.names(ScanTarget.unprefixed(columnNames, alias))));
        }
    }

    List<SubqueryPlan> subplans() {
        return Subplans.of(condition);
    }
}
