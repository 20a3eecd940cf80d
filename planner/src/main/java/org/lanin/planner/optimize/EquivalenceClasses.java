package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.type.DataType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.CompareOp;

/**
 * Columns that equality conditions make equal, and what follows when one of them is also equal
 * to a constant: PostgreSQL's equivalence classes (optimizer/path/equivclass.c) for the case
 * {@code generate_base_implied_equalities_const} handles. From {@code o.custkey = c.custkey AND
 * c.custkey = $1} it derives {@code o.custkey = $1}, so both scans can use an index on the key,
 * and it drops the join equality the constants now imply (PostgreSQL does the same: the join
 * becomes clauseless, each side already reduced to the rows with that value).
 *
 * <p>Only conditions that hold wherever their columns meet take part (PostgreSQL's rule that an
 * outer-join-delayed clause makes no equivalence): a WHERE or inner-join condition evaluated at the
 * first join that has its columns, never an outer join's ON condition. A member is a plain column;
 * all members of a class have one type, so a derived condition is the original constant condition
 * with its column replaced, and needs no new operator. A constant reads no column of this query
 * block, runs no subquery and is not volatile (a parameter, a literal the plan cache made a
 * parameter, an outer query's column in a correlated subquery).
 *
 * <p>Classes without a constant become {@link JoinEquivalence}s ({@link #deriveJoinClasses}): the
 * transitive join equality {@code a = c} from {@code a = b AND b = c} is chosen per join, one
 * equality per class, or its selectivity would be counted twice.
 */
final class EquivalenceClasses {
    private final Map<Integer, Integer> parent = new HashMap<>();
    private final Map<Integer, BoundExpr.ColumnRef> columns = new HashMap<>();
    private final Set<Integer> mixed = new java.util.HashSet<>();

    private EquivalenceClasses() {
    }

    /** Adds the implied constant conditions to {@code conjuncts} and drops the join equalities they make redundant. */
    static void deriveConstants(List<Conjunct> conjuncts, java.util.function.ToLongFunction<BoundExpr> refs) {
        EquivalenceClasses ec = new EquivalenceClasses();
        List<Conjunct> joins = new ArrayList<>();
        List<Conjunct> constants = new ArrayList<>();
        for (Conjunct c : conjuncts) {
            if (!eligible(c)) {
                continue;
            }
            BoundExpr.Compare eq = (BoundExpr.Compare) c.expr();
            if (eq.left() instanceof BoundExpr.ColumnRef l && eq.right() instanceof BoundExpr.ColumnRef r) {
                if (l.index() != r.index()) {
                    ec.union(l, r);
                    joins.add(c);
                }
            } else if (column(eq) != null) {
                ec.add(column(eq));
                constants.add(c);
            }
        }
        if (joins.isEmpty() || constants.isEmpty()) {
            return;
        }
        Map<Integer, List<Integer>> members = ec.classes();
        Set<Integer> fixed = new java.util.HashSet<>();
        Set<List<Object>> present = new java.util.HashSet<>();
        for (Conjunct c : constants) {
            present.add(key(column((BoundExpr.Compare) c.expr()).index(), (BoundExpr.Compare) c.expr()));
        }
        List<Conjunct> derived = new ArrayList<>();
        for (Conjunct c : constants) {
            BoundExpr.ColumnRef col = column((BoundExpr.Compare) c.expr());
            int root = ec.find(col.index());
            if (ec.mixed.contains(root) || members.get(root).size() < 2) {
                continue;
            }
            fixed.add(root);
            for (int m : members.get(root)) {
                if (present.add(key(m, (BoundExpr.Compare) c.expr()))) {
                    BoundExpr e = replace((BoundExpr.Compare) c.expr(), col, ec.columns.get(m));
                    long r = refs.applyAsLong(e);
                    derived.add(new Conjunct(e, r, r, -1));
                }
            }
        }
        conjuncts.removeIf(c -> joins.contains(c) && fixed.contains(ec.find(((BoundExpr.ColumnRef) ((BoundExpr.Compare) c.expr()).left()).index())));
        conjuncts.addAll(derived);
    }

    /**
     * The classes the remaining column equalities form (run after {@link #deriveConstants}, so none
     * has a constant): each class over two or more relations leaves the conjuncts, its equalities
     * to be chosen per join ({@link JoinEquivalence#clauseAt}), and members of one relation are
     * made equal by restrictions of that relation (PostgreSQL's
     * generate_base_implied_equalities_no_const). A class whose members differ in type keeps its
     * equalities as written.
     */
    static List<JoinEquivalence> deriveJoinClasses(List<Conjunct> conjuncts, java.util.function.IntUnaryOperator relOf) {
        EquivalenceClasses ec = new EquivalenceClasses();
        List<Conjunct> joins = new ArrayList<>();
        for (Conjunct c : conjuncts) {
            if (eligible(c) && c.expr() instanceof BoundExpr.Compare eq && eq.left() instanceof BoundExpr.ColumnRef l
                    && eq.right() instanceof BoundExpr.ColumnRef r && l.index() != r.index()
                    && relOf.applyAsInt(l.index()) >= 0 && relOf.applyAsInt(r.index()) >= 0) {
                ec.union(l, r);
                joins.add(c);
            }
        }
        List<JoinEquivalence> out = new ArrayList<>();
        if (joins.isEmpty()) {
            return out;
        }
        Map<Integer, List<Integer>> members = ec.classes();
        Map<Integer, List<Conjunct>> sources = new HashMap<>();
        for (Conjunct c : joins) {
            int root = ec.find(((BoundExpr.ColumnRef) ((BoundExpr.Compare) c.expr()).left()).index());
            sources.computeIfAbsent(root, k -> new ArrayList<>()).add(c);
        }
        for (Map.Entry<Integer, List<Conjunct>> e : sources.entrySet()) {
            List<Integer> positions = members.get(e.getKey());
            int[] rels = positions.stream().mapToInt(relOf::applyAsInt).toArray();
            if (ec.mixed.contains(e.getKey()) || java.util.Arrays.stream(rels).distinct().count() < 2) {
                continue;
            }
            List<BoundExpr.ColumnRef> cols = new ArrayList<>();
            positions.forEach(pos -> cols.add(ec.columns.get(pos)));
            List<BoundExpr.Compare> written = new ArrayList<>();
            e.getValue().forEach(c -> written.add((BoundExpr.Compare) c.expr()));
            conjuncts.removeAll(e.getValue());
            conjuncts.addAll(sameRelation(cols, rels, written));
            out.add(new JoinEquivalence(cols, rels, written));
        }
        return out;
    }

    /**
     * Restrictions making a class's members of one relation equal: the equalities written between
     * them, and one derived equality for each group of them no written one connects.
     */
    private static List<Conjunct> sameRelation(List<BoundExpr.ColumnRef> cols, int[] rels, List<BoundExpr.Compare> written) {
        EquivalenceClasses local = new EquivalenceClasses();
        List<Conjunct> out = new ArrayList<>();
        for (BoundExpr.Compare w : written) {
            BoundExpr.ColumnRef l = (BoundExpr.ColumnRef) w.left();
            BoundExpr.ColumnRef r = (BoundExpr.ColumnRef) w.right();
            int rel = rels[indexOf(cols, l)];
            if (rel == rels[indexOf(cols, r)]) {
                local.union(l, r);
                out.add(new Conjunct(w, 1L << rel, 1L << rel, -1));
            }
        }
        for (int i = 0; i < cols.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (rels[i] == rels[j]) {
                    local.add(cols.get(i));
                    local.add(cols.get(j));
                    if (local.find(cols.get(i).index()) != local.find(cols.get(j).index())) {
                        local.union(cols.get(j), cols.get(i));
                        out.add(new Conjunct(new BoundExpr.Compare(CompareOp.EQ, cols.get(j), cols.get(i)),
                                1L << rels[i], 1L << rels[i], -1));
                    }
                    break;
                }
            }
        }
        return out;
    }

    private static int indexOf(List<BoundExpr.ColumnRef> cols, BoundExpr.ColumnRef c) {
        for (int i = 0; i < cols.size(); i++) {
            if (cols.get(i).index() == c.index()) {
                return i;
            }
        }
        return -1;
    }

    /** A condition implied for the inner side of special join {@code join}: it filters that side before the join. */
    record InnerRestriction(BoundExpr expr, int join) {
    }

    /**
     * PostgreSQL's reconsider_outer_join_clauses: {@code a.k = 5} holding for every row of the
     * preserved side and a LEFT (or SEMI, ANTI) join on {@code a.k = b.k} imply that only the inner
     * rows with {@code b.k = 5} can ever match, so the inner side is filtered by it before the join.
     * The join condition then holds for every pair that reaches the join (both sides equal the
     * same constant under one type's equality), so it is dropped from {@code conjuncts}, as
     * PostgreSQL replaces it by a constant-true clause: the join is clauseless (a nested loop over
     * the inner side's index scan, with no key to hash or compare per row), and its selectivity is
     * not counted again on top of the restriction's. The special join keeps its sides, which is
     * what orders it.
     */
    static List<InnerRestriction> deriveForSpecialJoins(List<Conjunct> conjuncts, List<SpecialJoin> specialJoins,
            java.util.function.IntUnaryOperator relOf) {
        Map<Integer, List<BoundExpr.Compare>> fixed = new HashMap<>();
        for (Conjunct c : conjuncts) {
            if (eligible(c) && column((BoundExpr.Compare) c.expr()) != null) {
                fixed.computeIfAbsent(column((BoundExpr.Compare) c.expr()).index(), k -> new ArrayList<>())
                        .add((BoundExpr.Compare) c.expr());
            }
        }
        List<InnerRestriction> out = new ArrayList<>();
        List<Conjunct> redundant = new ArrayList<>();
        for (Conjunct c : conjuncts) {
            if (fixed.isEmpty() || c.joinOf() < 0 || !(c.expr() instanceof BoundExpr.Compare eq) || eq.op() != CompareOp.EQ
                    || !(eq.left() instanceof BoundExpr.ColumnRef l) || !(eq.right() instanceof BoundExpr.ColumnRef r)
                    || !sameType(l.type(), r.type())) {
                continue;
            }
            SpecialJoin sj = specialJoins.get(c.joinOf());
            if (sj.type() == org.lanin.engine.exec.JoinType.FULL) {
                continue;
            }
            BoundExpr.ColumnRef outer = onSide(sj.left(), l, r, relOf);
            BoundExpr.ColumnRef inner = outer == l ? r : l;
            if (outer == null || !onSideOf(sj.right(), inner, relOf)) {
                continue;
            }
            Set<List<Object>> present = new java.util.HashSet<>();
            fixed.getOrDefault(inner.index(), List.of()).forEach(k -> present.add(key(inner.index(), k)));
            for (BoundExpr.Compare k : fixed.getOrDefault(outer.index(), List.of())) {
                if (present.add(key(inner.index(), k))) {
                    out.add(new InnerRestriction(replace(k, column(k), inner), c.joinOf()));
                }
                if (constantOfColumnType(k)) {
                    redundant.add(c);
                }
            }
        }
        conjuncts.removeAll(redundant);
        return out;
    }

    /**
     * The constant has its column's type, so {@code outer = k} and {@code inner = k} imply {@code
     * outer = inner} under that type's equality (cross-type comparisons are left to decide matches).
     */
    private static boolean constantOfColumnType(BoundExpr.Compare k) {
        BoundExpr.ColumnRef col = column(k);
        BoundExpr constant = k.left() == col ? k.right() : k.left();
        return sameType(col.type(), constant.type());
    }

    private static BoundExpr.ColumnRef onSide(long side, BoundExpr.ColumnRef l, BoundExpr.ColumnRef r,
            java.util.function.IntUnaryOperator relOf) {
        return onSideOf(side, l, relOf) ? l : onSideOf(side, r, relOf) ? r : null;
    }

    private static boolean onSideOf(long side, BoundExpr.ColumnRef c, java.util.function.IntUnaryOperator relOf) {
        int rel = relOf.applyAsInt(c.index());
        return rel >= 0 && (side & (1L << rel)) != 0;
    }

    private static boolean eligible(Conjunct c) {
        return c.joinOf() < 0 && c.refs() != 0 && c.required() == c.refs()
                && c.expr() instanceof BoundExpr.Compare eq && eq.op() == CompareOp.EQ
                && !BoundExprs.isVolatile(eq);
    }

    /** The column of a {@code column = constant} condition (either order); null for any other shape. */
    private static BoundExpr.ColumnRef column(BoundExpr.Compare eq) {
        if (eq.left() instanceof BoundExpr.ColumnRef c && constant(eq.right())) {
            return c;
        }
        if (eq.right() instanceof BoundExpr.ColumnRef c && constant(eq.left())) {
            return c;
        }
        return null;
    }

    private static boolean constant(BoundExpr e) {
        if (e instanceof BoundExpr.ColumnRef || e instanceof BoundExpr.ExecParam || e instanceof BoundExpr.Rebased
                || BoundExprs.isSubquery(e)) {
            return false;
        }
        for (BoundExpr child : BoundExprs.children(e)) {
            if (!constant(child)) {
                return false;
            }
        }
        return true;
    }

    /** A constant condition as the column it fixes and the constant, whichever side each is on. */
    private static List<Object> key(int position, BoundExpr.Compare eq) {
        return List.of(position, eq.left() instanceof BoundExpr.ColumnRef c && constant(eq.right()) ? eq.right() : eq.left());
    }

    private static BoundExpr replace(BoundExpr.Compare eq, BoundExpr.ColumnRef col, BoundExpr.ColumnRef to) {
        return eq.left() == col ? new BoundExpr.Compare(CompareOp.EQ, to, eq.right())
                : new BoundExpr.Compare(CompareOp.EQ, eq.left(), to);
    }

    private void add(BoundExpr.ColumnRef c) {
        if (parent.putIfAbsent(c.index(), c.index()) == null) {
            columns.put(c.index(), c);
        }
    }

    private void union(BoundExpr.ColumnRef a, BoundExpr.ColumnRef b) {
        add(a);
        add(b);
        int ra = find(a.index());
        int rb = find(b.index());
        if (ra != rb) {
            parent.put(rb, ra);
            if (mixed.remove(rb) || !sameType(columns.get(ra).type(), columns.get(rb).type())) {
                mixed.add(ra);
            }
        }
    }

    /** One type for the whole class, so a constant condition holds for every member unchanged. */
    private static boolean sameType(DataType a, DataType b) {
        return a.kind() == b.kind() && java.util.Objects.equals(a.element(), b.element());
    }

    private int find(int p) {
        Integer up = parent.get(p);
        if (up == null || up == p) {
            return p;
        }
        int root = find(up);
        parent.put(p, root);
        return root;
    }

    private Map<Integer, List<Integer>> classes() {
        Map<Integer, List<Integer>> out = new HashMap<>();
        for (int p : new LinkedHashSet<>(parent.keySet())) {
            out.computeIfAbsent(find(p), k -> new ArrayList<>()).add(p);
        }
        return out;
    }
}
