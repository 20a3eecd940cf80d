package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.CompareOp;

/**
 * One equivalence class of columns of several relations that no constant fixes: PostgreSQL's
 * EquivalenceClass without {@code ec_has_const}, whose join clauses are made per join by
 * {@code generate_join_implied_equalities}. From {@code a.x = b.y AND b.y = c.z} the class
 * {@code {a.x, b.y, c.z}} lets the search join {@code a} with {@code c} directly on
 * {@code a.x = c.z}, and at any join it gives exactly one equality between the members on the
 * two sides: the members within each side are already equal (by the equality chosen where that
 * side was formed, or a restriction for members of one relation), so one equality makes them all
 * equal, and a second would count the same selectivity twice.
 *
 * <p>Invariants: members are plain columns of one type (kind and element), each of exactly one
 * relation, in the order the equalities name them; the class spans at least two relations;
 * {@code sources} are the equalities written in the query that made it, no longer conjuncts.
 */
final class JoinEquivalence {
    private final List<BoundExpr.ColumnRef> members;
    private final int[] rels;
    private final List<BoundExpr.Compare> sources;
    /** The relations with a member, as a bit set. */
    final long relids;

    JoinEquivalence(List<BoundExpr.ColumnRef> members, int[] rels, List<BoundExpr.Compare> sources) {
        this.members = List.copyOf(members);
        this.rels = rels.clone();
        this.sources = List.copyOf(sources);
        long ids = 0;
        for (int r : rels) {
            ids |= 1L << r;
        }
        this.relids = ids;
    }

    /** True when the class has a member in {@code a} and one in {@code b}: an equality can join them. */
    boolean connects(long a, long b) {
        return (relids & a) != 0 && (relids & b) != 0;
    }

    /** The scope positions of the members. */
    BitSet columns() {
        BitSet out = new BitSet();
        members.forEach(m -> out.set(m.index()));
        return out;
    }

    /** The scope positions of the members in {@code set}. */
    BitSet columnsIn(long set) {
        BitSet out = new BitSet();
        for (int i = 0; i < members.size(); i++) {
            if ((set & (1L << rels[i])) != 0) {
                out.set(members.get(i).index());
            }
        }
        return out;
    }

    /**
     * The equality a join of {@code outer} and {@code inner} applies for this class, or null when
     * the class has no member on one of the sides. An equality written in the query is preferred
     * when one joins the sides (EXPLAIN then shows what was written); else a pair whose relations
     * another equality of this join already pairs ({@code pairs}: {@code min << 32 | max} of the
     * two relations), so that equalities between the same two tables are estimated together
     * ({@link MultiKeyJoins}); else the first member of each side.
     */
    BoundExpr.Compare clauseAt(long outer, long inner, Set<Long> pairs) {
        if (!connects(outer, inner)) {
            return null;
        }
        for (BoundExpr.Compare s : sources) {
            int l = relOf((BoundExpr.ColumnRef) s.left());
            int r = relOf((BoundExpr.ColumnRef) s.right());
            if (in(l, outer) && in(r, inner) || in(l, inner) && in(r, outer)) {
                return s;
            }
        }
        int bestOuter = -1;
        int bestInner = -1;
        for (int o = 0; o < members.size(); o++) {
            for (int i = 0; i < members.size() && in(rels[o], outer); i++) {
                if (!in(rels[i], inner)) {
                    continue;
                }
                if (bestOuter < 0 || pairs.contains(pair(rels[o], rels[i])) && !pairs.contains(pair(rels[bestOuter], rels[bestInner]))) {
                    bestOuter = o;
                    bestInner = i;
                }
            }
        }
        return new BoundExpr.Compare(CompareOp.EQ, members.get(bestOuter), members.get(bestInner));
    }

    /** The key {@link #clauseAt} compares relation pairs by. */
    static long pair(int a, int b) {
        return (long) Math.min(a, b) << 32 | Math.max(a, b);
    }

    /** The relation of a member (every column of a source is a member). */
    int relOf(BoundExpr.ColumnRef c) {
        for (int i = 0; i < members.size(); i++) {
            if (members.get(i).index() == c.index()) {
                return rels[i];
            }
        }
        throw new org.lanin.engine.error.EngineBug("column " + c.index() + " is not a member of its class");
    }

    private static boolean in(int rel, long set) {
        return (set & (1L << rel)) != 0;
    }

    List<BoundExpr.ColumnRef> members() {
        return members;
    }

    List<BoundExpr.Compare> sources() {
        return sources;
    }

    @Override
    public String toString() {
        List<String> names = new ArrayList<>();
        members.forEach(m -> names.add(m.table() + "." + m.name()));
        return "EC" + names;
    }
}
