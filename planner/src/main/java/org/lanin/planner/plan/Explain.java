package org.lanin.planner.plan;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.type.TextFormat;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;

/** Renders bound expressions and key ranges for EXPLAIN, in PostgreSQL's style. */
final class Explain {
    private Explain() {
    }

    static String expr(BoundExpr e, TableDef table) {
        if (e instanceof ColumnRef c) {
            return c.name();
        }
        if (e instanceof Literal l) {
            return l.value() == null ? "NULL" : l.value() instanceof String || l.value() instanceof java.time.temporal.Temporal
                    ? "'" + TextFormat.format(l.value()) + "'::" + l.type().sqlName() : TextFormat.format(l.value());
        }
        if (e instanceof Param p) {
            return "$" + (p.index() + 1);
        }
        if (e instanceof Cast c) {
            return "(" + expr(c.input(), table) + ")::" + c.type().sqlName();
        }
        if (e instanceof Compare c) {
            return "(" + expr(c.left(), table) + " " + c.op().symbol() + " " + expr(c.right(), table) + ")";
        }
        if (e instanceof Arith a) {
            return "(" + expr(a.left(), table) + " " + a.op().symbol() + " " + expr(a.right(), table) + ")";
        }
        if (e instanceof Logic l) {
            StringJoiner j = new StringJoiner(l.and() ? " AND " : " OR ", "(", ")");
            for (BoundExpr a : l.args()) {
                j.add(expr(a, table));
            }
            return j.toString();
        }
        if (e instanceof Not n) {
            return "(NOT " + expr(n.input(), table) + ")";
        }
        if (e instanceof IsNull n) {
            return "(" + expr(n.input(), table) + (n.negated() ? " IS NOT NULL)" : " IS NULL)");
        }
        if (e instanceof Call c) {
            StringJoiner j = new StringJoiner(", ", c.function().name() + "(", ")");
            for (BoundExpr a : c.args()) {
                j.add(expr(a, table));
            }
            return j.toString();
        }
        return e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT) + "(...)";
    }

    static String keyRange(TableDef table, IndexDef index, List<BoundExpr> low, boolean lowIncl,
                           List<BoundExpr> high, boolean highIncl) {
        StringJoiner j = new StringJoiner(" AND ", "(", ")");
        int n = Math.max(low == null ? 0 : low.size(), high == null ? 0 : high.size());
        for (int i = 0; i < n; i++) {
            String col = table.columns().get(index.attnums()[i] - 1).name();
            BoundExpr lo = low != null && i < low.size() ? low.get(i) : null;
            BoundExpr hi = high != null && i < high.size() ? high.get(i) : null;
            if (lo != null && lo.equals(hi)) {
                j.add(col + " = " + expr(lo, table));
                continue;
            }
            if (lo != null) {
                j.add(col + (lowIncl ? " >= " : " > ") + expr(lo, table));
            }
            if (hi != null) {
                j.add(col + (highIncl ? " <= " : " < ") + expr(hi, table));
            }
        }
        return j.toString();
    }
}
