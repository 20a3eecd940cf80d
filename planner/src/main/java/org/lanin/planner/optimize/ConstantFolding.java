package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.BoundExprs;

/**
 * PostgreSQL's eval_const_expressions (clauses.c) for the cases that decide whether a query
 * ever evaluates an expression: a strict operator, cast or function with a NULL constant
 * argument is NULL whatever its other arguments are; CASE arms whose condition is a constant
 * FALSE or NULL are dropped without looking at their result, and the arms after a constant TRUE
 * one too; COALESCE stops at its first non-NULL constant; AND/OR/NOT fold NULL constants as
 * three-valued logic does. Operators over constants of the plain scalar types are computed.
 *
 * <p>Why it matters beyond speed: PostgreSQL never evaluates what folding removed, so
 * {@code x BETWEEN y / 0 AND NULL} in a WHERE is a constant NULL, a one-time filter that skips
 * the scan, not a division by zero for every row. Departure: a constant subexpression whose
 * evaluation fails is left as it is (the error comes when, and if, a row evaluates it), where
 * PostgreSQL raises it while planning.
 *
 * <p>Invariant: the folded expression has the type of the original and the same value for every
 * row on which the original does not raise an error; nothing volatile is folded or dropped.
 */
public final class ConstantFolding {
    /** Kinds whose operators PostgreSQL marks immutable and whose values need no session settings. */
    private static final Set<TypeKind> COMPUTABLE = EnumSet.of(TypeKind.BOOLEAN, TypeKind.SMALLINT, TypeKind.INTEGER,
            TypeKind.BIGINT, TypeKind.NUMERIC, TypeKind.REAL, TypeKind.DOUBLE, TypeKind.TEXT, TypeKind.VARCHAR);

    private ConstantFolding() {
    }

    /** {@code e} folded bottom-up; the same object where nothing changed. */
    public static BoundExpr fold(BoundExpr e) {
        if (e == null || e instanceof Literal || e instanceof ColumnRef || e instanceof Param || e instanceof Rebased
                || BoundExprs.isSubquery(e) && !(e instanceof InSubquery)) {
            return e;
        }
        if (e instanceof Case c) {
            return foldCase(c);
        }
        if (e instanceof Coalesce c) {
            return foldCoalesce(c);
        }
        if (e instanceof Logic l) {
            return foldLogic(l);
        }
        if (e instanceof InList in) {
            return foldInList(in);
        }
        BoundExpr m = BoundExprs.mapChildren(e, ConstantFolding::fold);
        if (m instanceof Not n) {
            return foldNot(n);
        }
        if (m instanceof NullIf n) {
            if (isNull(n.left())) {
                return new Literal(null, n.type());
            }
            if (isNull(n.right()) && n.left().type().equals(n.type())) {
                return n.left();
            }
        }
        if (m instanceof IsNull n && n.input() instanceof Literal lit) {
            if (lit.value() instanceof org.lanin.engine.type.RowValue r) { // a row's test looks at its fields
                return bool(n.negated() ? r.noneNull() : r.allNull());
            }
            return bool((lit.value() == null) != n.negated());
        }
        if (strict(m) && BoundExprs.children(m).stream().anyMatch(ConstantFolding::isNull)) {
            return new Literal(null, m.type());
        }
        return computable(m) ? evaluate(m) : m;
    }

    static boolean isNull(BoundExpr e) {
        return e instanceof Literal l && l.value() == null;
    }

    private static Literal bool(Boolean b) {
        return new Literal(b, DataType.BOOLEAN);
    }

    /** Nodes that are NULL when any argument is NULL (PostgreSQL's strict functions and operators). */
    private static boolean strict(BoundExpr e) {
        return e instanceof Arith || e instanceof Negate || e instanceof Compare || e instanceof Cast
                || e instanceof Like || (e instanceof Call c && c.function().strict());
    }

    private static boolean computable(BoundExpr e) {
        boolean node = e instanceof Arith || e instanceof Negate || e instanceof Compare || e instanceof Cast
                || e instanceof Not || e instanceof IsBool || e instanceof Distinct || e instanceof NullIf
                || e instanceof Extreme || e instanceof Like
                || (e instanceof Call c && c.function().volatility() == Volatility.IMMUTABLE);
        if (!node || !COMPUTABLE.contains(e.type().kind())) {
            return false;
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            if (!(child instanceof Literal) || !COMPUTABLE.contains(child.type().kind())) {
                return false;
            }
        }
        return true;
    }

    /** The node's value as a constant, or the node itself when computing it fails. */
    private static BoundExpr evaluate(BoundExpr e) {
        try {
            Object v = ExprCompiler.compile(e).eval(null, foldingContext());
            return new Literal(v, e.type());
        } catch (LaninException failed) {
            return e;
        }
    }

    private static ExecContext foldingContext() {
        return new ExecContext(new Object[0], null, null, null, java.time.Instant.EPOCH, 0, 0);
    }

    private static BoundExpr foldCase(Case c) {
        List<BoundExpr> whens = new ArrayList<>();
        List<BoundExpr> thens = new ArrayList<>();
        BoundExpr otherwise = null;
        boolean ended = false;
        for (int i = 0; i < c.whens().size() && !ended; i++) {
            BoundExpr w = fold(c.whens().get(i));
            if (w instanceof Literal lit) {
                if (!Boolean.TRUE.equals(lit.value())) {
                    continue; // never taken: its result is never evaluated, so never folded either
                }
                otherwise = fold(c.thens().get(i));
                ended = true;
            } else {
                whens.add(w);
                thens.add(fold(c.thens().get(i)));
            }
        }
        if (!ended) {
            otherwise = fold(c.otherwise());
        }
        if (whens.isEmpty()) {
            return otherwise == null ? new Literal(null, c.type()) : otherwise;
        }
        return new Case(whens, thens, otherwise, c.type());
    }

    private static BoundExpr foldCoalesce(Coalesce c) {
        List<BoundExpr> args = new ArrayList<>();
        for (BoundExpr a : c.args()) {
            BoundExpr f = fold(a);
            if (isNull(f)) {
                continue;
            }
            args.add(f);
            if (f instanceof Literal) {
                break; // a non-NULL constant: the arguments after it are never evaluated
            }
        }
        if (args.isEmpty()) {
            return new Literal(null, c.type());
        }
        if (args.size() == 1 && args.get(0).type().equals(c.type())) {
            return args.get(0);
        }
        return args.equals(c.args()) ? c : new Coalesce(args, c.type());
    }

    /** AND/OR: FALSE (TRUE) decides, TRUE (FALSE) drops out, several NULLs become one. */
    private static BoundExpr foldLogic(Logic l) {
        List<BoundExpr> args = new ArrayList<>();
        boolean sawNull = false;
        for (BoundExpr a : l.args()) {
            BoundExpr f = fold(a);
            if (f instanceof Logic inner && inner.and() == l.and()) {
                args.addAll(inner.args());
                continue;
            }
            if (f instanceof Literal lit) {
                if (lit.value() == null) {
                    sawNull = true;
                } else if ((Boolean) lit.value() != l.and()) {
                    return lit;
                }
                continue;
            }
            args.add(f);
        }
        if (sawNull) {
            args.add(new Literal(null, DataType.BOOLEAN));
        }
        if (args.isEmpty()) {
            return bool(l.and());
        }
        return args.size() == 1 ? args.get(0) : new Logic(l.and(), args);
    }

    /** NOT NOT x is x; NOT over AND/OR moves inward (De Morgan), exposing NULL constants to the AND above. */
    private static BoundExpr foldNot(Not n) {
        BoundExpr in = n.input();
        if (in instanceof Literal lit) {
            return lit.value() == null ? lit : bool(!(Boolean) lit.value());
        }
        if (in instanceof Not inner) {
            return inner.input();
        }
        if (in instanceof Logic l) {
            List<BoundExpr> negated = new ArrayList<>();
            for (BoundExpr a : l.args()) {
                negated.add(foldNot(new Not(a)));
            }
            return foldLogic(new Logic(!l.and(), negated));
        }
        return n;
    }

    /**
     * x NOT IN (a, b, ...) with items that read columns becomes {@code x <> a AND ...} with the
     * constant items kept in one NOT IN, as PostgreSQL's parser builds it (transformAExprIn), so
     * that each part is a qual of its own that cheaper-first evaluation can stop before.
     */
    private static BoundExpr foldInList(InList in) {
        BoundExpr input = fold(in.input());
        if (isNull(input)) {
            return new Literal(null, DataType.BOOLEAN);
        }
        List<BoundExpr> items = new ArrayList<>();
        for (BoundExpr item : in.list()) {
            items.add(fold(item));
        }
        InList folded = new InList(input, items, in.negated());
        if (!in.negated() || BoundExprs.isVolatile(input) || BoundExprs.hasSubquery(input)) {
            return folded;
        }
        List<BoundExpr> constants = new ArrayList<>();
        List<BoundExpr> parts = new ArrayList<>();
        for (BoundExpr item : items) {
            if (BoundExprs.readsColumns(item) || BoundExprs.hasSubquery(item) || BoundExprs.isVolatile(item)) {
                parts.add(new Compare(org.lanin.planner.expr.CompareOp.NE, input, item));
            } else {
                constants.add(item);
            }
        }
        if (parts.isEmpty()) {
            return folded;
        }
        if (!constants.isEmpty()) {
            parts.add(0, new InList(input, constants, true));
        }
        return foldLogic(new Logic(true, parts));
    }
}
