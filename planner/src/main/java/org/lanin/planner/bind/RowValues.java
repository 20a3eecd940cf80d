package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.statement.select.Select;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.Logic;
import org.lanin.planner.expr.CompareOp;

/**
 * Row constructors ({@code (a, b)}, {@code ROW(a, b)}, {@code ROW(a)}) compared with each other,
 * as PostgreSQL's make_row_comparison_op: {@code =} is the AND of the pairs, {@code <>} their OR,
 * and {@code < <= > >=} compare left to right until a pair is unequal or NULL, spelled
 * {@code a1 >= b1 AND (a1 > b1 OR (a1 = b1 AND a2 > b2))}: the leading conjunct changes no
 * result (whenever the row comparison is true it is, and whenever it is NULL it is too or is
 * NULL) but lets a B-tree index on the leading column bound a keyset-pagination scan.
 * {@code IN (rows)} is the OR of the row equalities; {@code IN (SELECT x, y)} compares the row
 * with each subquery row ({@link SubqueryBinder#inRow}).
 */
final class RowValues {
    private RowValues() {
    }

    /** The fields of a row constructor, or null when {@code e} is not one. */
    static List<Expression> fields(Expression e) {
        if (e instanceof Parenthesis p) {
            return fields(p.getExpression());
        }
        if (e instanceof ParenthesedExpressionList<?> l && (l.size() >= 2 || e instanceof net.sf.jsqlparser.expression.RowConstructor)) {
            return expressions(l);
        }
        if (e instanceof Function f && f.getName() != null && Names.fold(f.getName()).equals("row")
                && f.getParameters() != null) {
            return expressions(f.getParameters());
        }
        return null;
    }

    private static List<Expression> expressions(ExpressionList<?> l) {
        List<Expression> out = new ArrayList<>();
        for (Object o : l) {
            out.add((Expression) o);
        }
        return out;
    }

    /** {@code left op right} when either side is a row constructor; null otherwise. */
    static BoundExpr compare(ExprBinder b, CompareOp op, Expression left, Expression right) {
        List<Expression> l = fields(left);
        List<Expression> r = fields(right);
        if (l == null && r == null) {
            return null;
        }
        if (r == null && right instanceof net.sf.jsqlparser.statement.select.ParenthesedSelect sub) {
            return compareSubquery(b, op, l, sub); // PostgreSQL's grammar has the subquery on the right only
        }
        if (l == null || r == null) {
            BoundExpr lb = l == null ? b.bind(left) : null;
            BoundExpr rb = r == null ? b.bind(right) : null;
            throw LaninException.withHint(
                    "No operator matches the given name and argument types. You might need to add explicit type casts.",
                    PlannerMsg.OPERATOR_NOT_EXIST, lb == null ? "record" : lb.type().displayName(), op.symbol(),
                    rb == null ? "record" : rb.type().displayName());
        }
        if (l.size() != r.size()) {
            throw LaninException.of(RowMsg.UNEQUAL_ROWS);
        }
        List<BoundExpr[]> pairs = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            pairs.add(new BoundExpr[] {b.bind(l.get(i)), b.bind(r.get(i))});
        }
        return compareBound(b, op, pairs);
    }

    /** {@code (a, b) op (SELECT x, y ...)}: field by field against the subquery's row. */
    private static BoundExpr compareSubquery(ExprBinder b, CompareOp op, List<Expression> row,
                                             net.sf.jsqlparser.statement.select.ParenthesedSelect sub) {
        List<BoundExpr> fields = b.rowFields(sub);
        if (fields.size() != row.size()) {
            throw LaninException.of(fields.size() > row.size() ? RowMsg.SUBQUERY_TOO_MANY : RowMsg.SUBQUERY_TOO_FEW);
        }
        List<BoundExpr[]> pairs = new ArrayList<>();
        for (int i = 0; i < row.size(); i++) {
            BoundExpr v = b.bind(row.get(i));
            pairs.add(new BoundExpr[] {v, fields.get(i)});
        }
        return compareBound(b, op, pairs);
    }

    private static BoundExpr compareBound(ExprBinder b, CompareOp op, List<BoundExpr[]> pairs) {
        if (op == CompareOp.EQ || op == CompareOp.NE) {
            List<BoundExpr> terms = new ArrayList<>();
            for (BoundExpr[] p : pairs) {
                terms.add(Operators.compare(b, op, p[0], p[1]));
            }
            return terms.size() == 1 ? terms.get(0) : new Logic(op == CompareOp.EQ, terms);
        }
        int n = pairs.size();
        BoundExpr acc = Operators.compare(b, op, pairs.get(n - 1)[0], pairs.get(n - 1)[1]);
        CompareOp strict = op == CompareOp.LT || op == CompareOp.LE ? CompareOp.LT : CompareOp.GT;
        for (int i = n - 2; i >= 0; i--) {
            BoundExpr[] p = pairs.get(i);
            BoundExpr eq = Operators.compare(b, CompareOp.EQ, p[0], p[1]);
            acc = new Logic(false, List.of(Operators.compare(b, strict, p[0], p[1]), new Logic(true, List.of(eq, acc))));
        }
        if (n == 1) {
            return acc;
        }
        CompareOp lead = strict == CompareOp.LT ? CompareOp.LE : CompareOp.GE;
        return new Logic(true, List.of(Operators.compare(b, lead, pairs.get(0)[0], pairs.get(0)[1]), acc));
    }

    /** {@code row [NOT] IN (...)} when the left side is a row constructor; null otherwise. */
    static BoundExpr in(ExprBinder b, Expression left, Expression right, boolean negated) {
        List<Expression> l = fields(left);
        if (l == null) {
            return null;
        }
        if (right instanceof Select s) {
            List<BoundExpr> bound = new ArrayList<>();
            for (Expression e : l) {
                bound.add(b.bind(e));
            }
            return b.subqueries.inRow(bound, s, negated, b.subqueryOuter(), b.bc);
        }
        if (!(right instanceof ExpressionList<?> items)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "IN with " + right.getClass().getSimpleName());
        }
        List<BoundExpr> terms = new ArrayList<>();
        for (Object o : items) {
            BoundExpr eq = compare(b, CompareOp.EQ, left, (Expression) o);
            terms.add(eq);
        }
        BoundExpr any = terms.size() == 1 ? terms.get(0) : new Logic(false, terms);
        return negated ? new BoundExpr.Not(any) : any;
    }
}
