package org.lanin.planner.expr;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntPredicate;
import java.util.function.UnaryOperator;
import org.lanin.engine.error.EngineBug;

/**
 * Plan-time questions about bound expression trees, and rewrites of them, answered by walking
 * their record components generically (every BoundExpr is a record whose children are its
 * BoundExpr and List&lt;BoundExpr&gt; components), so a new expression kind needs no change here.
 */
public final class BoundExprs {
    private static final Map<Class<?>, RecordComponent[]> COMPONENTS = new ConcurrentHashMap<>();

    private BoundExprs() {
    }

    /**
     * True when every column the expression reads satisfies {@code inRange}, and it contains no
     * subquery (whose columns live in another scope). Constants read no columns: true.
     */
    public static boolean columnsWithin(BoundExpr e, IntPredicate inRange) {
        if (e instanceof BoundExpr.ColumnRef c) {
            return inRange.test(c.index());
        }
        if (isSubquery(e)) {
            return false;
        }
        for (BoundExpr child : children(e)) {
            if (!columnsWithin(child, inRange)) {
                return false;
            }
        }
        return true;
    }

    /** True when the expression reads at least one column. */
    public static boolean readsColumns(BoundExpr e) {
        return !columnsWithin(e, i -> false) && columnsWithin(e, i -> true);
    }

    /** The row positions the expression reads (subqueries' own columns excluded). */
    public static BitSet columns(BoundExpr e) {
        BitSet out = new BitSet();
        collectColumns(e, out);
        return out;
    }

    private static void collectColumns(BoundExpr e, BitSet out) {
        if (e instanceof BoundExpr.ColumnRef c) {
            out.set(c.index());
            return;
        }
        if (e instanceof BoundExpr.Rebased r) {
            // the inner expression reads the rebuilt row: map its positions back to the input row
            BitSet inner = columns(r.expr());
            for (int at : r.computedAt()) {
                inner.clear(at);
            }
            for (int i = inner.nextSetBit(0); i >= 0; i = inner.nextSetBit(i + 1)) {
                if (i < r.sources().length && r.sources()[i] >= 0) {
                    out.set(r.sources()[i]);
                }
            }
            r.computed().forEach(x -> collectColumns(x, out));
            return;
        }
        if (e instanceof BoundExpr.ScalarSubquery s) {
            out.or(s.plan().outerColumns());
        } else if (e instanceof BoundExpr.Exists x) {
            out.or(x.plan().outerColumns());
        } else if (e instanceof BoundExpr.InSubquery in) {
            out.or(in.plan().outerColumns());
        }
        for (BoundExpr child : children(e)) {
            collectColumns(child, out);
        }
    }

    public static boolean isSubquery(BoundExpr e) {
        return e instanceof BoundExpr.ScalarSubquery || e instanceof BoundExpr.Exists || e instanceof BoundExpr.InSubquery;
    }

    /** The subqueries the expression contains (not those nested inside them), in tree order. */
    public static void collectSubqueries(BoundExpr e, List<SubqueryPlan> out) {
        if (e instanceof BoundExpr.ScalarSubquery s) {
            out.add(s.plan());
        } else if (e instanceof BoundExpr.Exists x) {
            out.add(x.plan());
        } else if (e instanceof BoundExpr.InSubquery in) {
            collectSubqueries(in.input(), out);
            out.add(in.plan());
            return;
        }
        for (BoundExpr child : children(e)) {
            collectSubqueries(child, out);
        }
    }

    /** True when the expression contains a subquery (correlated or not). */
    public static boolean hasSubquery(BoundExpr e) {
        List<SubqueryPlan> out = new ArrayList<>();
        collectSubqueries(e, out);
        return !out.isEmpty();
    }

    /** True when a subquery in the expression reads the row it is evaluated for. */
    public static boolean hasCorrelatedSubquery(BoundExpr e) {
        List<SubqueryPlan> out = new ArrayList<>();
        collectSubqueries(e, out);
        return out.stream().anyMatch(SubqueryPlan::correlated);
    }

    /**
     * True when evaluating the expression twice may give different answers or has effects
     * (nextval, setval, random, clock_timestamp): such expressions are never moved or duplicated.
     */
    public static boolean isVolatile(BoundExpr e) {
        if (e instanceof BoundExpr.NextVal || e instanceof BoundExpr.SetVal || e instanceof BoundExpr.CurrVal) {
            return true;
        }
        if (e instanceof BoundExpr.Clock c && c.kind() == BoundExpr.ClockKind.CLOCK_TIMESTAMP) {
            return true;
        }
        if (e instanceof BoundExpr.Call c && c.function().volatility() == org.lanin.engine.func.Volatility.VOLATILE) {
            return true;
        }
        for (BoundExpr child : children(e)) {
            if (isVolatile(child)) {
                return true;
            }
        }
        return false;
    }

    /** The direct children of an expression (its BoundExpr and List components, in order). */
    public static List<BoundExpr> children(BoundExpr e) {
        List<BoundExpr> out = new ArrayList<>(2);
        for (RecordComponent rc : components(e.getClass())) {
            Object v = read(rc, e);
            if (v instanceof BoundExpr child) {
                out.add(child);
            } else if (v instanceof List<?> list) {
                for (Object o : list) {
                    if (o instanceof BoundExpr child) {
                        out.add(child);
                    }
                }
            }
        }
        return out;
    }

    /**
     * Rewrites bottom-up: children first, then {@code fn} on the rebuilt node (which may return it
     * unchanged). Subqueries are leaves (their plans are built already). Unchanged subtrees are
     * returned as the same instances.
     */
    public static BoundExpr transform(BoundExpr e, UnaryOperator<BoundExpr> fn) {
        if (e == null) {
            return null;
        }
        // a Rebased expression's inside reads another row: rewrites of this row's positions stop at it
        if (isSubquery(e) && !(e instanceof BoundExpr.InSubquery) || e instanceof BoundExpr.Rebased) {
            return fn.apply(e);
        }
        RecordComponent[] rcs = components(e.getClass());
        Object[] args = new Object[rcs.length];
        boolean changed = false;
        for (int i = 0; i < rcs.length; i++) {
            Object v = read(rcs[i], e);
            Object nv = v;
            if (v instanceof BoundExpr child) {
                nv = transform(child, fn);
            } else if (v instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof BoundExpr) {
                List<BoundExpr> mapped = new ArrayList<>(list.size());
                boolean any = false;
                for (Object o : list) {
                    BoundExpr m = transform((BoundExpr) o, fn);
                    any |= m != o;
                    mapped.add(m);
                }
                nv = any ? List.copyOf(mapped) : v;
            }
            changed |= nv != v;
            args[i] = nv;
        }
        return fn.apply(changed ? rebuild(e.getClass(), rcs, args) : e);
    }

    /** {@code e} with {@code fn} applied to each direct child (one level; subquery plans untouched). */
    public static BoundExpr mapChildren(BoundExpr e, UnaryOperator<BoundExpr> fn) {
        RecordComponent[] rcs = components(e.getClass());
        Object[] args = new Object[rcs.length];
        boolean changed = false;
        for (int i = 0; i < rcs.length; i++) {
            Object v = read(rcs[i], e);
            Object nv = v;
            if (v instanceof BoundExpr child) {
                nv = fn.apply(child);
            } else if (v instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof BoundExpr) {
                List<BoundExpr> mapped = new ArrayList<>(list.size());
                boolean any = false;
                for (Object o : list) {
                    BoundExpr m = fn.apply((BoundExpr) o);
                    any |= m != o;
                    mapped.add(m);
                }
                nv = any ? List.copyOf(mapped) : v;
            }
            changed |= nv != v;
            args[i] = nv;
        }
        return changed ? rebuild(e.getClass(), rcs, args) : e;
    }

    /** The expression with every column reference {@code i} renumbered to {@code map[i]}. */
    public static BoundExpr renumber(BoundExpr e, int[] map) {
        return transform(e, x -> x instanceof BoundExpr.ColumnRef c && map[c.index()] != c.index()
                ? new BoundExpr.ColumnRef(map[c.index()], c.type(), c.name(), c.table()) : x);
    }

    private static RecordComponent[] components(Class<?> c) {
        return COMPONENTS.computeIfAbsent(c, Class::getRecordComponents);
    }

    private static BoundExpr rebuild(Class<?> c, RecordComponent[] rcs, Object[] args) {
        Class<?>[] types = new Class<?>[rcs.length];
        for (int i = 0; i < rcs.length; i++) {
            types[i] = rcs[i].getType();
        }
        try {
            Constructor<?> ctor = c.getDeclaredConstructor(types);
            return (BoundExpr) ctor.newInstance(args);
        } catch (ReflectiveOperationException ex) {
            throw new EngineBug("cannot rebuild " + c.getSimpleName(), ex);
        }
    }

    private static Object read(RecordComponent rc, BoundExpr e) {
        try {
            return rc.getAccessor().invoke(e);
        } catch (ReflectiveOperationException ex) {
            throw new EngineBug("cannot read " + rc.getName() + " of " + e.getClass().getSimpleName(), ex);
        }
    }
}
