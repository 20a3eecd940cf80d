package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.*;
import org.lanin.planner.expr.BoundExprs;

/**
 * Condition rewrites before planning (PostgreSQL's prepqual.c and eval_const_expressions, the
 * boolean part): AND/OR flattened, TRUE/FALSE constants folded through AND, OR and NOT, and
 * conditions common to every arm of an OR pulled out of it ({@code (a AND b) OR (a AND c)}
 * becomes {@code a AND (b OR c)}), so that a join condition repeated in each arm becomes a
 * join condition of the whole query.
 */
public final class Simplify {
    private Simplify() {
    }

    /** The AND-ed parts of {@code e}, simplified; a FALSE part means no row qualifies. */
    public static List<BoundExpr> conjuncts(BoundExpr e) {
        List<BoundExpr> out = new ArrayList<>();
        split(simplify(ConstantFolding.fold(e)), out);
        return out;
    }

    static void split(BoundExpr e, List<BoundExpr> out) {
        if (e == null) {
            return;
        }
        if (e instanceof Logic l && l.and()) {
            for (BoundExpr a : l.args()) {
                split(a, out);
            }
        } else if (!(e instanceof Literal lit && Boolean.TRUE.equals(lit.value()))) {
            out.add(e);
        }
    }

    /** Folds boolean constants and factors ORs, bottom-up. */
    public static BoundExpr simplify(BoundExpr e) {
        if (e == null) {
            return null;
        }
        if (e instanceof Logic l) {
            List<BoundExpr> args = new ArrayList<>();
            for (BoundExpr a : l.args()) {
                BoundExpr s = simplify(a);
                if (s instanceof Logic inner && inner.and() == l.and()) {
                    args.addAll(inner.args());
                } else {
                    args.add(s);
                }
            }
            return l.and() ? and(args) : factor(or(args));
        }
        if (e instanceof Not n) {
            BoundExpr in = simplify(n.input());
            if (in instanceof Literal lit && lit.value() instanceof Boolean b) {
                return new Literal(!b, lit.type());
            }
            return in == n.input() ? e : new Not(in);
        }
        return e;
    }

    private static BoundExpr and(List<BoundExpr> args) {
        Set<BoundExpr> kept = new LinkedHashSet<>();
        for (BoundExpr a : args) {
            if (a instanceof Literal l && Boolean.FALSE.equals(l.value())) {
                return a;
            }
            if (!(a instanceof Literal l && Boolean.TRUE.equals(l.value()))) {
                kept.add(a);
            }
        }
        return kept.isEmpty() ? new Literal(true, org.lanin.engine.type.DataType.BOOLEAN)
                : kept.size() == 1 ? kept.iterator().next() : new Logic(true, List.copyOf(kept));
    }

    private static BoundExpr or(List<BoundExpr> args) {
        Set<BoundExpr> kept = new LinkedHashSet<>();
        for (BoundExpr a : args) {
            if (a instanceof Literal l && Boolean.TRUE.equals(l.value())) {
                return a;
            }
            if (!(a instanceof Literal l && Boolean.FALSE.equals(l.value()))) {
                kept.add(a);
            }
        }
        return kept.isEmpty() ? new Literal(false, org.lanin.engine.type.DataType.BOOLEAN)
                : kept.size() == 1 ? kept.iterator().next() : new Logic(false, List.copyOf(kept));
    }

    /** {@code (a AND b) OR (a AND c)} to {@code a AND (b OR c)} (PostgreSQL's find_duplicate_ors). */
    private static BoundExpr factor(BoundExpr e) {
        if (!(e instanceof Logic l) || l.and()) {
            return e;
        }
        List<List<BoundExpr>> arms = new ArrayList<>();
        for (BoundExpr a : l.args()) {
            List<BoundExpr> parts = new ArrayList<>();
            split(a, parts);
            arms.add(parts);
        }
        List<BoundExpr> common = new ArrayList<>();
        for (BoundExpr c : arms.get(0)) {
            if (!BoundExprs.isVolatile(c) && arms.stream().allMatch(arm -> arm.contains(c)) && !common.contains(c)) {
                common.add(c);
            }
        }
        if (common.isEmpty()) {
            return e;
        }
        List<BoundExpr> rest = new ArrayList<>();
        for (List<BoundExpr> arm : arms) {
            List<BoundExpr> left = new ArrayList<>(arm);
            left.removeAll(common);
            if (left.isEmpty()) {
                // one arm is just the common part: the OR is implied by it
                return and(common);
            }
            rest.add(and(left));
        }
        List<BoundExpr> all = new ArrayList<>(common);
        all.add(or(rest));
        return and(all);
    }
}
