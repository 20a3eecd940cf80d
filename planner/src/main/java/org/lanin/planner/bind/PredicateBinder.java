package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.ArrayValue;
import net.sf.jsqlparser.expression.*;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.relational.*;
import net.sf.jsqlparser.statement.select.Select;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.CompareOp;

/** Binds predicates and conditional forms: comparisons, AND/OR/NOT, IS, LIKE, IN, BETWEEN, EXISTS, CASE. */
final class PredicateBinder {
    private PredicateBinder() {
    }

    static BoundExpr bind(ExprBinder b, Expression e) {
        if (e instanceof JsonOperator j || e instanceof DoubleAnd) {
            BinaryExpression x = (BinaryExpression) e;
            String op = e instanceof DoubleAnd ? "&&" : ((JsonOperator) e).getStringExpression();
            BoundExpr l = b.bind(x.getLeftExpression());
            BoundExpr rr = b.bind(x.getRightExpression());
            BoundExpr json = JsonCalls.predicate(b, op, l, rr);
            if (json != null) {
                return json;
            }
            BoundExpr r = ArrayCalls.containment(b, op, l, rr);
            if (r != null) {
                return r;
            }
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "operator " + op);
        }
        if (e instanceof ComparisonOperator c) {
            return comparison(b, c);
        }
        if (e instanceof AndExpression a) {
            return logic(b, true, a.getLeftExpression(), a.getRightExpression());
        }
        if (e instanceof OrExpression o) {
            return logic(b, false, o.getLeftExpression(), o.getRightExpression());
        }
        if (e instanceof NotExpression n) {
            return new Not(b.bindCondition(n.getExpression()));
        }
        if (e instanceof IsNullExpression n) {
            return new IsNull(b.bind(n.getLeftExpression()), n.isNot());
        }
        if (e instanceof IsBooleanExpression n) {
            return new IsBool(booleanArgument(b, n.getLeftExpression(), "IS " + (n.isNot() ? "NOT " : "")
                    + (n.isTrue() ? "TRUE" : "FALSE")), n.isTrue(), n.isNot());
        }
        if (e instanceof net.sf.jsqlparser.expression.operators.relational.IsUnknownExpression n) {
            // boolean IS [NOT] UNKNOWN is IS [NOT] NULL
            return new IsNull(booleanArgument(b, n.getLeftExpression(), n.isNot() ? "IS NOT UNKNOWN" : "IS UNKNOWN"), n.isNot());
        }
        if (e instanceof IsDistinctExpression d) {
            BoundExpr[] u = Coercion.unify(b.bind(d.getLeftExpression()), b.bind(d.getRightExpression()), "IS DISTINCT FROM", b.bc);
            return new Distinct(u[0], u[1], d.isNot());
        }
        if (e instanceof LikeExpression l) {
            return like(b, l);
        }
        if (e instanceof net.sf.jsqlparser.expression.operators.relational.Matches m) {
            return TextSearchCalls.match(b, b.bind(m.getLeftExpression()), b.bind(m.getRightExpression()));
        }
        if (e instanceof net.sf.jsqlparser.expression.operators.relational.RegExpMatchOperator r) {
            return regex(b, r);
        }
        if (e instanceof InExpression in) {
            return in(b, in);
        }
        if (e instanceof Between bt) {
            return between(b, bt);
        }
        if (e instanceof ExistsExpression x) {
            return b.subqueries.exists((Select) x.getRightExpression(), x.isNot(), b.subqueryOuter(), b.bc);
        }
        if (e instanceof Select s) {
            return b.subqueries.scalar(s, b.subqueryOuter(), b.bc);
        }
        if (e instanceof CaseExpression c) {
            return caseExpr(b, c);
        }
        return FunctionBinder.bind(b, e);
    }

    /** The boolean operand of IS [NOT] TRUE / FALSE / UNKNOWN: 42804 naming the test otherwise, as PostgreSQL. */
    private static BoundExpr booleanArgument(ExprBinder b, Expression e, String test) {
        BoundExpr v = b.bind(e);
        if (v.type().kind() == org.lanin.engine.type.TypeKind.UNKNOWN) {
            return Coercion.to(v, org.lanin.engine.type.DataType.BOOLEAN, b.bc);
        }
        if (v.type().kind() != org.lanin.engine.type.TypeKind.BOOLEAN) {
            throw LaninException.of(PlannerMsg.ARGUMENT_TYPE, test, "boolean", v.type().sqlName());
        }
        return v;
    }

    private static BoundExpr comparison(ExprBinder b, ComparisonOperator c) {
        CompareOp op;
        if (c instanceof EqualsTo) {
            op = CompareOp.EQ;
        } else if (c instanceof NotEqualsTo) {
            op = CompareOp.NE;
        } else if (c instanceof GreaterThan) {
            op = CompareOp.GT;
        } else if (c instanceof GreaterThanEquals) {
            op = CompareOp.GE;
        } else if (c instanceof MinorThan) {
            op = CompareOp.LT;
        } else if (c instanceof MinorThanEquals) {
            op = CompareOp.LE;
        } else {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "operator " + c.getStringExpression());
        }
        if (c.getRightExpression() instanceof AnyComparisonExpression any) {
            return anySubquery(b, op, c.getLeftExpression(), any);
        }
        BoundExpr row = RowValues.compare(b, op, c.getLeftExpression(), c.getRightExpression());
        if (row != null) {
            return row;
        }
        if (c.getRightExpression() instanceof Function f && quantifier(f) != null) {
            return ArrayCalls.quantified(b, op, b.bind(c.getLeftExpression()),
                    b.bind((Expression) f.getParameters().get(0)), quantifier(f));
        }
        return Operators.compare(b, op, b.bind(c.getLeftExpression()), b.bind(c.getRightExpression()));
    }

    /** TRUE for {@code ALL (array)}, FALSE for {@code ANY/SOME (array)}, null for any other call. */
    private static Boolean quantifier(Function f) {
        if (f.getParameters() == null || f.getParameters().size() != 1 || f.getParameters().get(0) instanceof Select) {
            return null;
        }
        String n = Names.fold(f.getName());
        return n.equals("all") ? Boolean.TRUE : n.equals("any") || n.equals("some") ? Boolean.FALSE : null;
    }

    /** {@code x = ANY (subquery)} is {@code x IN (subquery)}, {@code x <> ALL (subquery)} is NOT IN; no other forms yet. */
    private static BoundExpr anySubquery(ExprBinder b, CompareOp op, Expression left, AnyComparisonExpression any) {
        boolean all = any.getAnyType() == AnyType.ALL;
        if (!all && op == CompareOp.EQ || all && op == CompareOp.NE) {
            BoundExpr row = RowValues.in(b, left, any.getSelect(), all);
            if (row != null) {
                return row;
            }
            return b.subqueries.in(b.bind(left), any.getSelect(), all, b.subqueryOuter(), b.bc);
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ANY/ALL (subquery) with operator " + op.symbol());
    }

    /**
     * An AND or OR chain as one n-ary Logic, as PostgreSQL's parser makes a flat BoolExpr.
     * JSqlParser nests a chain of n terms n levels deep (left-deep), so the chain is walked with
     * an explicit stack, not by recursion: ORMs and generators write chains of thousands of terms,
     * which PostgreSQL accepts and which would otherwise overflow the thread's stack.
     */
    private static BoundExpr logic(ExprBinder b, boolean and, Expression l, Expression r) {
        List<BoundExpr> args = new ArrayList<>();
        java.util.ArrayDeque<Expression> pending = new java.util.ArrayDeque<>();
        pending.push(r);
        pending.push(l);
        while (!pending.isEmpty()) {
            Expression e = pending.pop();
            if (and ? e instanceof AndExpression : e instanceof OrExpression) {
                BinaryExpression chain = (BinaryExpression) e;
                pending.push(chain.getRightExpression());
                pending.push(chain.getLeftExpression());
                continue;
            }
            BoundExpr x = b.bindCondition(e);
            if (x instanceof Logic inner && inner.and() == and) {
                args.addAll(inner.args()); // a parenthesised chain of the same operator
            } else {
                args.add(x);
            }
        }
        return new Logic(and, args);
    }

    /** {@code a ~ b}, {@code ~*}, {@code !~}, {@code !~*}: PostgreSQL's regular expression match. */
    private static BoundExpr regex(ExprBinder b, net.sf.jsqlparser.expression.operators.relational.RegExpMatchOperator r) {
        var type = r.getOperatorType();
        boolean insensitive = type.name().contains("CASEINSENSITIVE");
        boolean negated = type.name().startsWith("NOT");
        org.lanin.planner.func.RegexMatch fn = new org.lanin.planner.func.RegexMatch(insensitive, negated);
        return new BoundExpr.Call(fn, java.util.List.of(b.coerce(b.bind(r.getLeftExpression()), DataType.TEXT),
                b.coerce(b.bind(r.getRightExpression()), DataType.TEXT)), DataType.BOOLEAN);
    }

    private static BoundExpr like(ExprBinder b, LikeExpression l) {
        LikeExpression.KeyWord kw = l.getLikeKeyWord();
        if (kw == LikeExpression.KeyWord.SIMILAR_TO) { // x ~ similar_to_escape(p [, e]), as PostgreSQL rewrites it
            net.sf.jsqlparser.expression.Function escape = l.getEscape() == null
                    ? new net.sf.jsqlparser.expression.Function("similar_to_escape", l.getRightExpression())
                    : new net.sf.jsqlparser.expression.Function("similar_to_escape", l.getRightExpression(), l.getEscape());
            return new BoundExpr.Call(new org.lanin.planner.func.RegexMatch(false, l.isNot()), java.util.List.of(
                    b.coerce(b.bind(l.getLeftExpression()), DataType.TEXT), b.bind(escape)), DataType.BOOLEAN);
        }
        if (kw != LikeExpression.KeyWord.LIKE && kw != LikeExpression.KeyWord.ILIKE) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, kw + " patterns");
        }
        if (l.getRightExpression() instanceof Function f && l.getEscape() == null && quantifiedSubquery(f) != null) {
            return likeQuantified(b, l, ArraySyntax.subquery(b, quantifiedSubquery(f)), Names.fold(f.getName()).equals("all"));
        }
        if (l.getRightExpression() instanceof Function f && quantifier(f) != null && l.getEscape() == null) {
            return likeQuantified(b, l, b.bind((Expression) f.getParameters().get(0)), quantifier(f));
        }
        BoundExpr input = Coercion.to(b.bind(l.getLeftExpression()), DataType.TEXT, b.bc);
        BoundExpr pattern = Coercion.to(b.bind(l.getRightExpression()), DataType.TEXT, b.bc);
        BoundExpr escape = l.getEscape() == null ? null : Coercion.to(b.bind(l.getEscape()), DataType.TEXT, b.bc);
        if (!input.type().kind().isText()) {
            input = new Cast(input, DataType.TEXT);
        }
        return new Like(input, pattern, escape, kw == LikeExpression.KeyWord.ILIKE, l.isNot());
    }

    /**
     * {@code x [NOT] [I]LIKE ANY|ALL (patterns)}: PostgreSQL's ScalarArrayOpExpr over the ~~ operators,
     * with its three-valued logic (ANY of an empty array is false, ALL true; a NULL array is NULL). A
     * subquery's rows are the same test over {@code ARRAY(subquery)}.
     */
    /** The subquery of {@code ANY|SOME|ALL (SELECT ...)} written as a call, or null. */
    private static net.sf.jsqlparser.statement.select.Select quantifiedSubquery(Function f) {
        String n = Names.fold(f.getName());
        if (f.getParameters() == null || f.getParameters().size() != 1 || !(n.equals("any") || n.equals("some") || n.equals("all"))) {
            return null;
        }
        return f.getParameters().get(0) instanceof net.sf.jsqlparser.statement.select.Select s ? s : null;
    }

    private static BoundExpr likeQuantified(ExprBinder b, LikeExpression l, BoundExpr patterns, boolean all) {
        BoundExpr input = b.bind(l.getLeftExpression());
        if (!input.type().kind().isText() && input.type().kind() != TypeKind.UNKNOWN) {
            throw LaninException.withHint(org.lanin.engine.type.TypeMsg.OPERATOR_HINT, PlannerMsg.OPERATOR_NOT_EXIST,
                    input.type().sqlName(), l.getLikeKeyWord() == LikeExpression.KeyWord.ILIKE ? "~~*" : "~~", "text");
        }
        input = Coercion.to(input, DataType.TEXT, b.bc);
        if (patterns.type().kind() == TypeKind.UNKNOWN
                || patterns.type().isArray() && !patterns.type().elementType().kind().isText()) {
            patterns = Coercion.to(patterns, DataType.arrayOf(DataType.TEXT), b.bc);
        }
        if (!patterns.type().isArray()) {
            throw LaninException.of(ArrayMsgs.QUANTIFIER_NEEDS_ARRAY);
        }
        boolean ci = l.getLikeKeyWord() == LikeExpression.KeyWord.ILIKE;
        boolean negated = l.isNot();
        List<BoundExpr> args = List.of(input, patterns);
        // Constant patterns are compiled once per plan, as LikeCompiler does for a plain LIKE.
        ArrayValue constant = patterns instanceof BoundExpr.Literal lit && lit.value() instanceof ArrayValue a ? a : null;
        org.lanin.engine.func.LikeMatcher[] compiled = constant == null ? null : matchersOrNull(constant, ci);
        return ArrayCalls.fold(ArrayCalls.function(all ? "all" : "any", (negated ? "!" : "") + (ci ? "~~*" : "~~"), args,
                DataType.BOOLEAN, false, v -> {
                    if (v[1] == null) {
                        return null;
                    }
                    ArrayValue ps = (ArrayValue) v[1];
                    org.lanin.engine.func.LikeMatcher[] ms = ps == constant && compiled != null ? compiled : matchers(ps, ci);
                    boolean sawNull = false;
                    for (int i = 0; i < ps.size(); i++) {
                        Object p = ps.get(i);
                        if (v[0] == null || p == null) {
                            sawNull = true;
                            continue;
                        }
                        boolean match = ms[i].matches((String) v[0]) != negated;
                        if (match != all) {
                            return match;
                        }
                    }
                    return sawNull ? null : all;
                }), args);
    }

    /** {@link #matchers}, or null when a pattern is invalid: its error then comes when a row is tested. */
    private static org.lanin.engine.func.LikeMatcher[] matchersOrNull(ArrayValue patterns, boolean ci) {
        try {
            return matchers(patterns, ci);
        } catch (LaninException e) {
            return null;
        }
    }

    /** A matcher per pattern of {@code patterns} (null for a NULL pattern). */
    private static org.lanin.engine.func.LikeMatcher[] matchers(ArrayValue patterns, boolean ci) {
        org.lanin.engine.func.LikeMatcher[] out = new org.lanin.engine.func.LikeMatcher[patterns.size()];
        for (int i = 0; i < out.length; i++) {
            Object p = patterns.get(i);
            out[i] = p == null ? null : org.lanin.engine.func.LikeMatcher.compile((String) p, "\\", ci);
        }
        return out;
    }

    private static BoundExpr in(ExprBinder b, InExpression in) {
        Expression right = in.getRightExpression();
        if (right instanceof AndExpression || right instanceof OrExpression) {
            return b.bind(regroupIn(in.getLeftExpression(), in.isNot(), right));
        }
        BoundExpr row = RowValues.in(b, in.getLeftExpression(), right, in.isNot());
        if (row != null) {
            return row;
        }
        BoundExpr input = b.bind(in.getLeftExpression());
        if (right instanceof Select s) {
            return b.subqueries.in(input, s, in.isNot(), b.subqueryOuter(), b.bc);
        }
        if (!(right instanceof ExpressionList<?> list)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "IN with " + right.getClass().getSimpleName());
        }
        if (list.isEmpty()) {
            throw LaninException.of(PlannerMsg.SYNTAX_ERROR_AT, ")"); // PostgreSQL's grammar has no empty IN list
        }
        List<BoundExpr> items = new ArrayList<>();
        DataType common = input.type();
        for (Object o : list) {
            BoundExpr item = b.bind((Expression) o);
            items.add(item);
            common = CommonTypes.fold(common, item.type(), "IN");
        }
        if (common.kind() == TypeKind.UNKNOWN) {
            common = DataType.TEXT;
        }
        List<BoundExpr> coerced = new ArrayList<>();
        for (BoundExpr item : items) {
            coerced.add(sameFamily(item.type(), common) ? item : Coercion.to(item, common, b.bc));
        }
        BoundExpr in2 = sameFamily(input.type(), common) ? input : Coercion.to(input, common, b.bc);
        return new InList(in2, coerced, in.isNot());
    }

    /**
     * JSqlParser 5.3 parses {@code x IN (a, b) AND y} as {@code x IN ((a, b) AND y)}; this puts
     * the IN back around its list, keeping AND/OR as written.
     */
    private static Expression regroupIn(Expression x, boolean not, Expression e) {
        if (e instanceof AndExpression a) {
            return new AndExpression(regroupIn(x, not, a.getLeftExpression()), a.getRightExpression());
        }
        if (e instanceof OrExpression o) {
            return new OrExpression(regroupIn(x, not, o.getLeftExpression()), o.getRightExpression());
        }
        InExpression in = new InExpression(x, e);
        in.setNot(not);
        return in;
    }

    private static boolean sameFamily(DataType a, DataType b) {
        return a.kind() == b.kind() || (a.kind().isText() && b.kind().isText());
    }

    private static BoundExpr between(ExprBinder b, Between bt) {
        BoundExpr x = b.bind(bt.getLeftExpression());
        BoundExpr lo = Operators.compare(b, CompareOp.GE, x, b.bind(bt.getBetweenExpressionStart()));
        BoundExpr hi = Operators.compare(b, CompareOp.LE, x, b.bind(bt.getBetweenExpressionEnd()));
        BoundExpr both = new Logic(true, List.of(lo, hi));
        return bt.isNot() ? new Not(both) : both;
    }

    private static BoundExpr caseExpr(ExprBinder b, CaseExpression c) {
        BoundExpr operand = c.getSwitchExpression() == null ? null : b.bind(c.getSwitchExpression());
        List<BoundExpr> whens = new ArrayList<>();
        List<BoundExpr> thens = new ArrayList<>();
        for (WhenClause w : c.getWhenClauses()) {
            whens.add(operand == null ? b.bindCondition(w.getWhenExpression())
                    : Operators.compare(b, CompareOp.EQ, operand, b.bind(w.getWhenExpression())));
            thens.add(b.bind(w.getThenExpression()));
        }
        BoundExpr otherwise = c.getElseExpression() == null ? null : b.bind(c.getElseExpression());
        List<BoundExpr> results = new ArrayList<>(thens);
        if (otherwise != null) {
            results.add(otherwise);
        }
        if (operand != null) {
            results.add(operand);
            results.addAll(whens);
        }
        SetCalls.checkCase(operand == null ? whens : List.of(), results);
        DataType t = DataType.UNKNOWN;
        for (BoundExpr th : thens) {
            t = CommonTypes.fold(t, th.type(), "CASE");
        }
        if (otherwise != null) {
            t = CommonTypes.fold(t, otherwise.type(), "CASE");
        }
        t = CommonTypes.resolve(t);
        List<BoundExpr> coerced = new ArrayList<>();
        for (BoundExpr th : thens) {
            coerced.add(Coercion.to(th, t, b.bc));
        }
        return new Case(whens, coerced, otherwise == null ? null : Coercion.to(otherwise, t, b.bc), t);
    }
}
