package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.CompareOp;

/**
 * {@code grouping(a, b, ...)} (PostgreSQL's GroupingFunc): an integer whose bit for each argument
 * is 1 when the row's grouping set does not group by it, the last argument being the least
 * significant bit. Bound as a CASE over the grouping set's number (the aggregation's last key);
 * 0 under a plain GROUP BY. Arguments must be grouping expressions of the query (42803).
 */
final class GroupingCalls {
    private GroupingCalls() {
    }

    static BoundExpr bind(ExprBinder b, List<Expression> args) {
        if (b.agg == null) {
            if (b.clause != null) {
                throw LaninException.of(GroupingMsg.NOT_ALLOWED, b.clause);
            }
            throw new ExprBinder.NeedsGrouping();
        }
        List<Integer> keys = new ArrayList<>();
        for (Expression a : args) {
            keys.add(key(b, a));
        }
        List<BitSet> sets = b.agg.groupingSets();
        if (sets == null) {
            return new BoundExpr.Literal(0, DataType.INTEGER);
        }
        int setSlot = b.agg.keys().size() - 1;
        List<BoundExpr> whens = new ArrayList<>();
        List<BoundExpr> thens = new ArrayList<>();
        for (int s = 0; s < sets.size(); s++) {
            int mask = 0;
            for (int i = 0; i < keys.size(); i++) {
                if (!sets.get(s).get(keys.get(i))) {
                    mask |= 1 << (keys.size() - 1 - i);
                }
            }
            whens.add(new BoundExpr.Compare(CompareOp.EQ, new BoundExpr.ColumnRef(setSlot, DataType.INTEGER, "", ""),
                    new BoundExpr.Literal(s, DataType.INTEGER)));
            thens.add(new BoundExpr.Literal(mask, DataType.INTEGER));
        }
        return new BoundExpr.Case(whens, thens, new BoundExpr.Literal(0, DataType.INTEGER), DataType.INTEGER);
    }

    /** The key position of a grouping() argument, by its text or as the same input column. */
    private static int key(ExprBinder b, Expression a) {
        int k = b.agg.keyByText(ExprBinder.normalise(a));
        if (k < 0 && a instanceof Column c) {
            String q = c.getTable() == null || c.getTable().getName() == null ? null : Names.fold(c.getTable().getName());
            BoundExpr.ColumnRef ref = b.agg.inputScope().resolve(q, Names.fold(c.getColumnName()));
            k = ref == null ? -1 : b.agg.keyByColumn(ref.index());
        }
        int real = b.agg.groupingSets() == null ? b.agg.keys().size() : b.agg.keys().size() - 1;
        if (k < 0 || k >= real) {
            throw LaninException.of(GroupingMsg.NOT_GROUPING_EXPRESSION);
        }
        return k;
    }
}
