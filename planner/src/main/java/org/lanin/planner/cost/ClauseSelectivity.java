package org.lanin.planner.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * The fraction of rows a bound condition keeps (PostgreSQL's clause_selectivity): conditions on
 * one column against a constant go to the statistics estimators ({@code Selectivity*}); against
 * a parameter or an outer value, to their "unknown value" forms; equality of two columns of
 * different relations is a join selectivity. AND combines with range bounds on one column
 * paired, OR as a union, NOT as the complement. Columns are found by scope position through
 * {@code columns} (null: not a base table's column, so PostgreSQL's defaults apply).
 */
public final class ClauseSelectivity {
    private final IntFunction<SelectivityColumn> columns;

    public ClauseSelectivity(IntFunction<SelectivityColumn> columns) {
        this.columns = columns;
    }

    /** Selectivity of the conjunction of {@code conjuncts}. */
    public double ofAll(List<BoundExpr> conjuncts) {
        SelectivityClauses.Conjunction and = new SelectivityClauses.Conjunction();
        for (BoundExpr c : conjuncts) {
            Bound b = bound(c);
            if (b != null) {
                and.addBound(b.position(), b.column(), b.lower(), b.selectivity());
            } else {
                and.add(of(c));
            }
        }
        return and.selectivity();
    }

    public double of(BoundExpr e) {
        if (e instanceof Literal l) {
            return Boolean.TRUE.equals(l.value()) ? 1 : 0;
        }
        if (e instanceof Logic l) {
            if (l.and()) {
                return ofAll(l.args());
            }
            double s = 0;
            for (BoundExpr a : l.args()) {
                s = SelectivityClauses.or(s, of(a));
            }
            return SelectivityDefaults.clamp(s);
        }
        if (e instanceof Not n) {
            return SelectivityClauses.not(of(n.input()));
        }
        if (e instanceof Compare c) {
            return compare(c);
        }
        return other(e);
    }

    private double other(BoundExpr e) {
        if (e instanceof IsNull n) {
            SelectivityColumn c = column(n.input());
            if (c == null) {
                return n.negated() ? SelectivityDefaults.NOT_UNK_SEL : SelectivityDefaults.UNK_SEL;
            }
            return n.negated() ? SelectivityNulls.isNotNull(c) : SelectivityNulls.isNull(c);
        }
        if (e instanceof InList in) {
            return inList(in);
        }
        if (e instanceof BoundExpr.Call call && org.lanin.planner.func.ArrayFunction.isEqualsAny(call.function())) {
            return equalsAny(call);
        }
        if (e instanceof BoundExpr.Call call && call.args().size() == 2) {
            Double contain = SelectivityDefaults.containment(call.function().name(), call.args().get(0).type());
            if (contain != null) {
                return contain;
            }
        }
        if (e instanceof Like l) {
            SelectivityColumn c = column(l.input());
            if (c == null || !(l.pattern() instanceof Literal p && p.value() instanceof String text)) {
                return l.negated() ? 1 - SelectivityDefaults.MATCH_SEL : SelectivityDefaults.MATCH_SEL;
            }
            return l.negated() ? SelectivityPattern.notLike(c, text, l.caseInsensitive())
                    : SelectivityPattern.like(c, text, l.caseInsensitive());
        }
        if (e instanceof ColumnRef) {
            SelectivityColumn c = column(e);
            return c == null ? SelectivityDefaults.BOOL_SEL : SelectivityNulls.booleanColumn(c);
        }
        if (e instanceof IsBool b) {
            return boolTest(b);
        }
        if (e instanceof Distinct d) {
            double s = equality(d.left(), d.right());
            return d.negated() ? s : 1 - s;
        }
        return e instanceof Exists || e instanceof InSubquery ? SelectivityDefaults.BOOL_SEL : SelectivityDefaults.INEQ_SEL;
    }

    private double boolTest(IsBool b) {
        SelectivityColumn c = column(b.input());
        if (c == null) {
            return SelectivityDefaults.BOOL_SEL;
        }
        SelectivityNulls.BoolTest t = b.value() == null ? (b.negated() ? SelectivityNulls.BoolTest.IS_NOT_UNKNOWN
                : SelectivityNulls.BoolTest.IS_UNKNOWN) : b.value() ? (b.negated() ? SelectivityNulls.BoolTest.IS_NOT_TRUE
                : SelectivityNulls.BoolTest.IS_TRUE) : (b.negated() ? SelectivityNulls.BoolTest.IS_NOT_FALSE
                : SelectivityNulls.BoolTest.IS_FALSE);
        return SelectivityNulls.booleanTest(c, t);
    }

    /**
     * {@code x = ANY (array)} as the IN list of its elements when the array is a constant, else as
     * ten equalities (PostgreSQL's scalararraysel guess for an array it cannot see).
     */
    private double equalsAny(BoundExpr.Call call) {
        SelectivityColumn c = column(call.args().get(0));
        BoundExpr array = call.args().get(1);
        if (array instanceof Literal l && l.value() instanceof org.lanin.engine.type.ArrayValue a) {
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i) != null) {
                    values.add(a.get(i));
                }
            }
            return c == null ? Math.min(1, SelectivityDefaults.EQ_SEL * values.size()) : SelectivityEquality.in(c, values);
        }
        double one = c == null ? SelectivityDefaults.EQ_SEL : SelectivityEquality.eqUnknown(c);
        return Math.min(1, one * 10);
    }

    private double inList(InList in) {
        SelectivityColumn c = column(in.input());
        if (c == null) {
            double s = Math.min(1, SelectivityDefaults.EQ_SEL * in.list().size());
            return in.negated() ? 1 - s : s;
        }
        List<Object> values = new ArrayList<>();
        for (BoundExpr v : in.list()) {
            if (!(v instanceof Literal l)) {
                double one = SelectivityEquality.eqUnknown(c);
                double s = Math.min(1, one * in.list().size());
                return in.negated() ? 1 - s : s;
            }
            values.add(l.value());
        }
        return in.negated() ? SelectivityEquality.notIn(c, values) : SelectivityEquality.in(c, values);
    }

    private double compare(Compare c) {
        if (c.op() == CompareOp.EQ) {
            return equality(c.left(), c.right());
        }
        if (c.op() == CompareOp.NE) {
            SelectivityColumn col = column(c.left()) != null ? column(c.left()) : column(c.right());
            BoundExpr other = column(c.left()) != null ? c.right() : c.left();
            if (col != null && other instanceof Literal l) {
                return SelectivityEquality.neqConst(col, l.value());
            }
            return col != null ? SelectivityEquality.neqUnknown(col) : 1 - SelectivityDefaults.EQ_SEL;
        }
        Bound b = bound(c);
        return b != null ? b.selectivity() : SelectivityDefaults.INEQ_SEL;
    }

    /** {@code a = b}: a join of two columns, or a column against a value (known or not). */
    private double equality(BoundExpr a, BoundExpr b) {
        SelectivityColumn ca = column(a);
        SelectivityColumn cb = column(b);
        if (ca != null && cb != null) {
            return SelectivityJoin.equiJoin(ca, cb);
        }
        SelectivityColumn c = ca != null ? ca : cb;
        BoundExpr value = ca != null ? b : a;
        if (c == null) {
            return SelectivityDefaults.EQ_SEL;
        }
        if (value instanceof Literal l) {
            return SelectivityEquality.eqConst(c, l.value());
        }
        return SelectivityEquality.eqUnknown(c);
    }

    /** A range bound {@code column op constant}: which column, which side, and its selectivity. */
    private record Bound(int position, SelectivityColumn column, boolean lower, double selectivity) {
    }

    private Bound bound(BoundExpr e) {
        if (!(e instanceof Compare c) || c.op() == CompareOp.EQ || c.op() == CompareOp.NE) {
            return null;
        }
        boolean columnLeft = plainColumn(c.left()) != null && !BoundExprs.readsColumns(c.right());
        boolean columnRight = !columnLeft && plainColumn(c.right()) != null && !BoundExprs.readsColumns(c.left());
        if (!columnLeft && !columnRight) {
            return null;
        }
        ColumnRef ref = plainColumn(columnLeft ? c.left() : c.right());
        SelectivityColumn col = columns.apply(ref.index());
        if (col == null) {
            return null;
        }
        SelectivityRange.Op op = switch (c.op()) {
            case LT -> SelectivityRange.Op.LT;
            case LE -> SelectivityRange.Op.LE;
            case GT -> SelectivityRange.Op.GT;
            default -> SelectivityRange.Op.GE;
        };
        if (columnRight) {
            op = op.commuted();
        }
        BoundExpr value = columnLeft ? c.right() : c.left();
        double s = value instanceof Literal l && l.value() != null ? SelectivityRange.compare(col, op, l.value())
                : SelectivityDefaults.INEQ_SEL;
        boolean lower = op == SelectivityRange.Op.GT || op == SelectivityRange.Op.GE;
        return new Bound(ref.index(), col, lower, s);
    }

    /** The base-table column {@code e} is (through casts), or null. */
    public SelectivityColumn column(BoundExpr e) {
        ColumnRef ref = plainColumn(e);
        return ref == null ? null : columns.apply(ref.index());
    }

    /** The scope position of the base-table column {@code e} is (through casts), or -1. */
    public static int columnPosition(BoundExpr e) {
        ColumnRef ref = plainColumn(e);
        return ref == null ? -1 : ref.index();
    }

    /**
     * The column under {@code e}'s casts, when each keeps the values comparable with the column's
     * statistics (within numbers, within dates and times, within text); null otherwise, as for a
     * text column cast to a timestamp, whose statistics are strings in another order.
     */
    private static ColumnRef plainColumn(BoundExpr e) {
        while (e instanceof Cast c) {
            int family = family(c.type().kind());
            if (family < 0 || family != family(c.input().type().kind())) {
                return null;
            }
            e = c.input();
        }
        return e instanceof ColumnRef ref ? ref : null;
    }

    private static int family(org.lanin.engine.type.TypeKind k) {
        if (k.isIntegral() || k == org.lanin.engine.type.TypeKind.NUMERIC || k == org.lanin.engine.type.TypeKind.DOUBLE
                || k == org.lanin.engine.type.TypeKind.REAL) {
            return 0;
        }
        if (k == org.lanin.engine.type.TypeKind.DATE || k == org.lanin.engine.type.TypeKind.TIMESTAMP
                || k == org.lanin.engine.type.TypeKind.TIMESTAMPTZ) {
            return 1;
        }
        return k.isText() ? 2 : -1;
    }
}
