package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import org.lanin.planner.bind.Names;

/**
 * The grouping sets a GROUP BY clause stands for (PostgreSQL's expand_grouping_sets): a plain
 * expression belongs to every set, {@code ROLLUP(e1, ..., en)} stands for its n+1 prefixes,
 * {@code CUBE(e1, ..., en)} for all 2^n subsets, {@code GROUPING SETS (...)} for the union of its
 * items' sets, {@code ()} for the empty set; a parenthesised list inside them is one composite
 * element. The items of the clause combine as a cross product, duplicates kept (PostgreSQL
 * without GROUP BY DISTINCT). {@code GROUPING SETS (} reaches here as a call of
 * {@value #MARKER} (see {@code cache/GroupingSetsSyntax}), since JSqlParser 5.3 parses it only as
 * the whole clause.
 */
final class GroupingSets {
    static final String MARKER = "lanin_grouping_sets";

    /** {@code keys}: the distinct grouping expressions (by text); {@code sets}: each set's key positions. */
    record Expansion(List<Expression> keys, List<BitSet> sets) {
    }

    private final List<Expression> keys = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();

    private GroupingSets() {
    }

    /** The expansion of a GROUP BY list, or null when it is a plain list of expressions. */
    static Expansion expand(List<Expression> items) {
        if (items.stream().noneMatch(GroupingSets::isConstruct)) {
            return null;
        }
        GroupingSets g = new GroupingSets();
        List<BitSet> acc = List.of(new BitSet());
        for (Expression e : items) {
            acc = cross(acc, g.sets(e));
        }
        return new Expansion(g.keys, acc);
    }

    private static boolean isConstruct(Expression e) {
        return kind(e) != null || e instanceof ParenthesedExpressionList<?> l && l.isEmpty();
    }

    /** "rollup", "cube" or the marker for a call that is one, else null. */
    private static String kind(Expression e) {
        if (e instanceof Function f && f.getName() != null) {
            String n = Names.fold(f.getName());
            if (n.equals("rollup") || n.equals("cube") || n.equals(MARKER)) {
                return n;
            }
        }
        return null;
    }

    /** The sets one item of a GROUP BY or GROUPING SETS list stands for. */
    private List<BitSet> sets(Expression e) {
        String kind = kind(e);
        if (kind == null) {
            return List.of(element(e));
        }
        List<Expression> args = args((Function) e);
        List<BitSet> out = new ArrayList<>();
        if (kind.equals(MARKER)) {
            if (args.isEmpty()) {
                return List.of(new BitSet()); // GROUPING SETS (()): JSqlParser drops the inner ()
            }
            for (Expression a : args) {
                out.addAll(sets(a));
            }
            return out;
        }
        List<BitSet> elements = new ArrayList<>();
        for (Expression a : args) {
            elements.add(element(a));
        }
        if (kind.equals("rollup")) {
            for (int n = elements.size(); n >= 0; n--) {
                out.add(union(elements.subList(0, n)));
            }
            return out;
        }
        int n = elements.size();
        for (int mask = (1 << n) - 1; mask >= 0; mask--) {
            List<BitSet> chosen = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << (n - 1 - i))) != 0) {
                    chosen.add(elements.get(i));
                }
            }
            out.add(union(chosen));
        }
        return out;
    }

    /** One element: an expression, or a parenthesised list of them (also {@code ()}), as a set of keys. */
    private BitSet element(Expression e) {
        BitSet s = new BitSet();
        if (e instanceof ParenthesedExpressionList<?> l) {
            for (Object o : l) {
                s.set(key((Expression) o));
            }
            return s;
        }
        s.set(key(e instanceof Parenthesis p ? p.getExpression() : e));
        return s;
    }

    private int key(Expression e) {
        String t = e.toString().toLowerCase(java.util.Locale.ROOT).replace(" ", "");
        int k = texts.indexOf(t);
        if (k < 0) {
            k = keys.size();
            keys.add(e);
            texts.add(t);
        }
        return k;
    }

    private static List<Expression> args(Function f) {
        List<Expression> out = new ArrayList<>();
        ExpressionList<?> p = f.getParameters();
        if (p != null) {
            for (Object o : p) {
                out.add((Expression) o);
            }
        }
        return out;
    }

    private static BitSet union(List<BitSet> parts) {
        BitSet s = new BitSet();
        parts.forEach(s::or);
        return s;
    }

    private static List<BitSet> cross(List<BitSet> left, List<BitSet> right) {
        List<BitSet> out = new ArrayList<>();
        for (BitSet l : left) {
            for (BitSet r : right) {
                BitSet s = (BitSet) l.clone();
                s.or(r);
                out.add(s);
            }
        }
        return out;
    }
}
