package org.lanin.planner.bind;

import net.sf.jsqlparser.statement.select.Select;
import org.lanin.planner.expr.BoundExpr;

/** Plans subqueries met inside expressions (implemented by the SELECT planner). */
public interface SubqueryBinder {
    /** {@code (SELECT x ...)} used as a value. */
    BoundExpr scalar(Select select, Scope outer, BindContext bc);

    /** {@code [NOT] EXISTS (SELECT ...)}. */
    BoundExpr exists(Select select, boolean negated, Scope outer, BindContext bc);

    /** {@code x [NOT] IN (SELECT y ...)}. */
    BoundExpr in(BoundExpr input, Select select, boolean negated, Scope outer, BindContext bc);

    /**
     * {@code (SELECT x, y ...)} compared with a row constructor: one value per column, each the
     * column of the subquery's one row (NULL when it has none; 21000 when it has more).
     */
    default java.util.List<BoundExpr> rowFields(Select select, Scope outer, BindContext bc) {
        return java.util.List.of(scalar(select, outer, bc));
    }

    /** {@code SET (a, b) = (SELECT x, y ...)}: the subquery as one record, run once per row ({@link MultiAssignment}). */
    MultiAssignment multiAssignment(Select select, Scope outer, BindContext bc);

    /** {@code (a, b) [NOT] IN (SELECT x, y ...)}: one input per subquery column. */
    BoundExpr inRow(java.util.List<BoundExpr> inputs, Select select, boolean negated, Scope outer, BindContext bc);
}
