package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.cost.ClauseSelectivity;
import org.lanin.planner.cost.SelectivityColumn;
import org.lanin.planner.cost.CostModel;
import org.lanin.planner.cost.TableSize;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExprs;

/**
 * One query block's join problem: its relations, the special joins that constrain their order,
 * and its conditions as {@link Conjunct}s with the relations each needs. Built from the FROM
 * clause's join tree and the WHERE conditions: FULL JOIN USING columns are substituted, LEFT
 * and FULL joins a strict WHERE condition makes inner are reduced (PostgreSQL's
 * reduce_outer_joins), and each condition's required relations are widened past the outer
 * joins it was written above.
 */
public final class JoinProblem {
    final FromClause from;
    final List<Rel> rels;
    final List<SpecialJoin> specialJoins = new ArrayList<>();
    final List<Conjunct> conjuncts = new ArrayList<>();
    /** Column equalities without a constant, applied one per class at each join they connect. */
    final List<JoinEquivalence> classes = new ArrayList<>();
    final PlanContext context;
    final CostModel costs;
    final ClauseSelectivity selectivity;
    final boolean qualify;
    private final Map<Integer, SelectivityColumn> facts = new HashMap<>();
    private final double[] tableRows;
    private java.util.BitSet read;
    private java.util.BitSet needed;
    private final Map<Long, java.util.BitSet> readAbove = new HashMap<>();
    /** Pending conjuncts with the relations of the join node they were written at. */
    private final List<BoundExpr> pendingExprs = new ArrayList<>();
    private final List<Long> pendingOrigins = new ArrayList<>();
    private final List<Integer> pendingJoinOf = new ArrayList<>();

    JoinProblem(FromClause from, List<BoundExpr> where, PlanContext context) {
        this.from = from;
        this.rels = from.rels();
        this.context = context;
        this.costs = new CostModel(context.settings());
        this.selectivity = new ClauseSelectivity(this::factsAt);
        this.qualify = rels.size() > 1;
        this.tableRows = new double[rels.size()];
        for (int i = 0; i < rels.size(); i++) {
            Rel r = rels.get(i);
            tableRows[i] = r.isTable() ? tableSize(i).rows() : Math.max(1, r.derived().estimate().rows());
        }
        long all = allRels();
        if (from.tree() != null) {
            walk(from.tree());
        }
        for (BoundExpr q : from.quals()) {
            pend(q, all, -1);
        }
        for (BoundExpr w : where) {
            pend(w, all, -1);
        }
        reduceOuterJoins();
        for (int i = 0; i < pendingExprs.size(); i++) {
            addConjunct(pendingExprs.get(i), pendingOrigins.get(i), pendingJoinOf.get(i));
        }
        EquivalenceClasses.deriveConstants(conjuncts, this::refs);
        classes.addAll(EquivalenceClasses.deriveJoinClasses(conjuncts, from::relOf));
        for (EquivalenceClasses.InnerRestriction r
                : EquivalenceClasses.deriveForSpecialJoins(conjuncts, specialJoins, from::relOf)) {
            addConjunct(r.expr(), specialJoins.get(r.join()).right(), -1);
        }
        conjuncts.addAll(OrRestrictions.derive(this));
    }

    long allRels() {
        return rels.size() == 64 ? -1L : (1L << rels.size()) - 1;
    }

    TableSize tableSize(int rel) {
        Rel r = rels.get(rel);
        return TableSize.of(r.table(), context.catalog());
    }

    /** Rows of relation {@code rel} before its restrictions. */
    double tableRows(int rel) {
        return tableRows[rel];
    }

    /**
     * Estimated width in bytes of a row of {@code path} (8 a value, 32 a text value), counting
     * only the columns read above it when they are known ({@link #readAbove}): the others are
     * emptied before a row is kept by a hash table or a sort, as PostgreSQL's target lists leave
     * them out.
     */
    /** The estimated width of a whole row of base rel {@code rel} (every column, as stored). */
    int relWidth(int rel) {
        int w = 0;
        for (org.lanin.engine.type.DataType t : rels.get(rel).types()) {
            w += t.kind().isText() ? 32 : 8;
        }
        return w;
    }

    int width(Path path) {
        java.util.BitSet above = readAbove(path.layout);
        int w = 0;
        for (int r : path.layout) {
            Rel rel = rels.get(r);
            List<org.lanin.engine.type.DataType> types = rel.types();
            for (int i = 0; i < types.size(); i++) {
                if (above == null || rel.tupleSlot() || above.get(rel.offset() + i)) {
                    w += types.get(i).kind().isText() ? 32 : 8;
                }
            }
        }
        return w;
    }

    /**
     * The scope positions anything reads: the query above the FROM clause ({@code request.needed()}),
     * every condition, and what the virtual columns among them are computed from; null when
     * unknown (a statement that does not say, or a row lock). Called once, before the search.
     */
    void useReadColumns(JoinRequest request) {
        read = null;
        readAbove.clear();
        if (request.needed() == null || request.forUpdate()) {
            return;
        }
        needed = withVirtualSources((java.util.BitSet) request.needed().clone());
        java.util.BitSet out = (java.util.BitSet) needed.clone();
        for (Conjunct c : conjuncts) {
            // a subquery's references to this block are among its columns (its outer columns)
            out.or(BoundExprs.columns(c.expr()));
        }
        classes.forEach(ec -> out.or(ec.columns()));
        read = withVirtualSources(out);
    }

    private java.util.BitSet withVirtualSources(java.util.BitSet cols) {
        for (Map.Entry<Integer, BoundExpr> v : virtualDefinitions().entrySet()) {
            if (cols.get(v.getKey())) {
                cols.or(BoundExprs.columns(v.getValue()));
            }
        }
        return cols;
    }

    /** See {@link #useReadColumns}; null when unknown. */
    java.util.BitSet readColumns() {
        return read;
    }

    /**
     * What is read of a row of the relations in {@code layout} above the node producing it: the
     * query's needs and the conditions not yet evaluated there. A condition whose required
     * relations are all in the node is evaluated inside it (invariant 1 below). Null: unknown.
     */
    java.util.BitSet readAbove(int[] layout) {
        if (read == null) {
            return null;
        }
        long set = 0;
        for (int r : layout) {
            set |= 1L << r;
        }
        return readAbove.computeIfAbsent(set, k -> {
            java.util.BitSet out = (java.util.BitSet) needed.clone();
            for (Conjunct c : conjuncts) {
                if ((c.required() & ~k) != 0 || c.required() == 0) {
                    out.or(BoundExprs.columns(c.expr()));
                }
            }
            for (JoinEquivalence ec : classes) {
                if ((ec.relids & ~k) != 0) {
                    out.or(ec.columnsIn(k)); // a later join's equality may name any of them
                }
            }
            return withVirtualSources(out);
        });
    }

    /** Positions of a row in {@code layout} (a path's relation order) that nothing above reads. */
    int[] unreadPositions(int[] layout) {
        java.util.BitSet above = readAbove(layout);
        if (above == null) {
            return new int[0];
        }
        List<Integer> out = new ArrayList<>();
        int pos = 0;
        for (int r : layout) {
            Rel rel = rels.get(r);
            for (int i = 0; i < rel.width(); i++, pos++) {
                if (!rel.tupleSlot() && !above.get(rel.offset() + i)) {
                    out.add(pos);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** {@code path} as the join cost formulas see it: rows, width, columns. */
    CostModel.Side side(Path path) {
        int columns = 0;
        for (int r : path.layout) {
            columns += rels.get(r).width();
        }
        boolean stored = path instanceof ScanPath scan && (scan.kind == ScanPath.Kind.SEQ
                || scan.kind == ScanPath.Kind.INDEX || scan.kind == ScanPath.Kind.BITMAP
                || scan.kind == ScanPath.Kind.PARALLEL);
        return new CostModel.Side(path.rows, width(path), columns, stored);
    }

    /** What is known about the column at a scope position (null: not a plain table's column). */
    SelectivityColumn factsAt(int position) {
        if (facts.containsKey(position)) {
            return facts.get(position);
        }
        SelectivityColumn c = null;
        int r = from.relOf(position);
        if (r >= 0 && rels.get(r).isTable()) {
            int slot = position - rels.get(r).offset();
            if (slot < rels.get(r).table().columns().size() && !rels.get(r).table().columns().get(slot).dropped()) {
                c = SelectivityColumn.of(context.statistics(), context.catalog(), rels.get(r).table(),
                        rels.get(r).table().columns().get(slot));
            }
        }
        facts.put(position, c);
        return c;
    }

    /** ANALYZE's correlation of the index's first column with the heap's order; 0 when unknown. */
    double correlation(int rel, org.lanin.engine.catalog.IndexDef index) {
        if (index.attnums()[0] == 0) {
            return 0; // an expression: no statistics on it
        }
        SelectivityColumn c = factsAt(rels.get(rel).offset() + index.attnums()[0] - 1);
        return c == null || c.stats() == null || !c.stats().hasCorrelation() ? 0 : c.stats().correlation();
    }

    /**
     * The relations an expression reads, as a bit set. A virtual column (a pulled-up subquery's
     * output, a FULL JOIN USING column) counts as the relations its definition reads: a correlated
     * subquery reads it by position, so it cannot be substituted away as other references are
     * (found by the SQL fuzzer: such a condition was evaluated below the join that provides it).
     */
    long refs(BoundExpr e) {
        long out = 0;
        java.util.BitSet cols = BoundExprs.columns(e);
        for (int p = cols.nextSetBit(0); p >= 0; p = cols.nextSetBit(p + 1)) {
            BoundExpr definition = from.virtualColumns().isEmpty() ? null : virtualDefinitions().get(p);
            if (definition != null) {
                out |= refs(definition);
                continue;
            }
            int r = from.relOf(p);
            if (r >= 0) {
                out |= 1L << r;
            }
        }
        return out;
    }

    private void walk(JoinTreeNode node) {
        if (node instanceof JoinTreeNode.Qual q) {
            walk(q.input());
            q.conditions().forEach(c -> pend(c, q.input().rels(), -1));
            return;
        }
        if (!(node instanceof JoinTreeNode.Join j)) {
            return;
        }
        walk(j.left());
        walk(j.right());
        long here = j.rels();
        if (j.type() == JoinType.INNER || j.type() == JoinType.CROSS) {
            j.on().forEach(c -> pend(c, here, -1));
            return;
        }
        int sj = specialJoins.size();
        long left = j.left().rels();
        if (j.type() == JoinType.SEMI || j.type() == JoinType.ANTI) {
            // a semi or anti join needs only the relations its condition reads on the outer side
            long read = 0;
            for (BoundExpr c : j.on()) {
                read |= refs(substituteVirtual(c));
            }
            read &= left;
            left = read == 0 ? left : delay(read, left);
        }
        specialJoins.add(new SpecialJoin(j.type(), left, j.right().rels()));
        for (BoundExpr c : j.on()) {
            pend(c, here, sj);
        }
    }

    private void pend(BoundExpr e, long origin, int joinOf) {
        for (BoundExpr c : Simplify.conjuncts(substituteVirtual(e))) {
            pendingExprs.add(c);
            pendingOrigins.add(origin);
            pendingJoinOf.add(joinOf);
        }
    }

    private Map<Integer, BoundExpr> virtualDefinitions;

    /** Each virtual column's definition over relations' columns only (substituted through other virtual columns). */
    Map<Integer, BoundExpr> virtualDefinitions() {
        if (virtualDefinitions == null) {
            virtualDefinitions = new HashMap<>();
            from.virtualColumns().forEach((k, v) -> virtualDefinitions.put(k, substituteVirtual(v)));
        }
        return virtualDefinitions;
    }

    /** Replaces references to virtual columns (FULL JOIN USING, pulled-up outputs) with their definitions. */
    BoundExpr substituteVirtual(BoundExpr e) {
        if (from.virtualColumns().isEmpty()) {
            return e;
        }
        BoundExpr prev;
        do {
            prev = e;
            e = BoundExprs.transform(e, x -> x instanceof BoundExpr.ColumnRef c && from.virtualColumns().containsKey(c.index())
                    ? from.virtualColumns().get(c.index()) : x);
        } while (e != prev);
        return e;
    }

    /**
     * LEFT and FULL joins whose NULL-extended rows a condition above them rejects are not outer
     * joins at all: a LEFT join becomes INNER, a FULL join LEFT (or, both sides rejected, INNER).
     */
    private void reduceOuterJoins() {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = 0; k < specialJoins.size(); k++) {
                SpecialJoin sj = specialJoins.get(k);
                if (sj.type() != JoinType.LEFT && sj.type() != JoinType.FULL) {
                    continue;
                }
                boolean rightRejected = rejectedAbove(sj, sj.right());
                boolean leftRejected = sj.type() == JoinType.FULL && rejectedAbove(sj, sj.left());
                JoinType now = sj.type() == JoinType.LEFT ? (rightRejected ? JoinType.INNER : JoinType.LEFT)
                        : rightRejected && leftRejected ? JoinType.INNER
                        : leftRejected ? JoinType.LEFT : rightRejected ? JoinType.RIGHT : JoinType.FULL;
                if (now != sj.type()) {
                    reduce(k, now);
                    changed = true;
                }
            }
        }
    }

    private boolean rejectedAbove(SpecialJoin sj, long side) {
        for (int i = 0; i < pendingExprs.size(); i++) {
            long origin = pendingOrigins.get(i);
            int joinOf = pendingJoinOf.get(i);
            if (joinOf >= 0 || (origin & sj.all()) != sj.all()) {
                continue;
            }
            BoundExpr c = pendingExprs.get(i);
            if (Strictness.rejectsNulls(c, p -> {
                int r = from.relOf(p);
                return r >= 0 && (side & (1L << r)) != 0;
            })) {
                return true;
            }
        }
        return false;
    }

    private void reduce(int k, JoinType now) {
        SpecialJoin sj = specialJoins.get(k);
        if (now == JoinType.INNER) {
            specialJoins.set(k, new SpecialJoin(JoinType.INNER, sj.left(), sj.right()));
            for (int i = 0; i < pendingJoinOf.size(); i++) {
                if (pendingJoinOf.get(i) == k) {
                    pendingJoinOf.set(i, -1);
                    pendingOrigins.set(i, sj.all());
                }
            }
        } else if (now == JoinType.RIGHT) {
            // FULL whose left side is NULL-extended in no surviving row: a LEFT join the other way round
            specialJoins.set(k, new SpecialJoin(JoinType.LEFT, sj.right(), sj.left()));
        } else {
            specialJoins.set(k, new SpecialJoin(now, sj.left(), sj.right()));
        }
    }

    private void addConjunct(BoundExpr c, long origin, int joinOf) {
        long refs = refs(c);
        if (joinOf >= 0) {
            SpecialJoin sj = specialJoins.get(joinOf);
            boolean pushable = sj.type() != JoinType.FULL && refs != 0 && (refs & ~sj.right()) == 0
                    && !BoundExprs.isVolatile(c);
            if (!pushable) {
                conjuncts.add(new Conjunct(c, refs, sj.all(), joinOf));
                return;
            }
            // An ON condition on the nullable side only filters that side before the join.
            origin = sj.right();
        }
        if (refs == 0 && rels.size() == 1) {
            // a condition without columns over one table: the scan applies it (and stays a plain scan)
            refs = 1;
        }
        long required = BoundExprs.isVolatile(c) && rels.size() > 1 ? origin : delay(refs, origin);
        long all = rels.size() == 64 ? -1L : (1L << rels.size()) - 1;
        if (refs == 0 && origin != all) {
            // a condition without columns in the ON of a join nested below an outer join holds at
            // that join only: evaluated on top (a one-time filter) it would remove NULL-extended rows
            required = origin;
        }
        conjuncts.add(new Conjunct(c, refs, required, -1));
    }

    /** {@code refs} widened past every outer join inside {@code origin} whose nullable side it reads. */
    long delay(long refs, long origin) {
        long required = refs;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (SpecialJoin sj : specialJoins) {
                if (sj.type() == JoinType.INNER || (sj.all() & ~origin) != 0 || (required & sj.all()) == sj.all()) {
                    continue;
                }
                long nullable = sj.type() == JoinType.FULL ? sj.all() : sj.right();
                if ((required & nullable) != 0) {
                    required |= sj.all();
                    changed = true;
                }
            }
        }
        return required;
    }

    /** Special joins that still constrain the order (reduced ones are plain inner joins). */
    List<SpecialJoin> outerJoins() {
        List<SpecialJoin> out = new ArrayList<>();
        for (SpecialJoin sj : specialJoins) {
            if (sj.type() != JoinType.INNER) {
                out.add(sj);
            }
        }
        return out;
    }
}
