package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.IndexScanOperator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SeqScanOperator;
import org.lanin.engine.exec.TupleSource;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.CompareOp;

/**
 * How one table is read: a sequential scan, or a B-tree range scan when conjuncts of the
 * WHERE clause constrain an index's leading columns (equality on a prefix, then at most one
 * range). The whole WHERE clause is still applied as a filter, so the index only narrows.
 */
public final class AccessPath {
    private final TableDef table;
    private final IndexDef index;
    private final List<BoundExpr> low;
    private final boolean lowInclusive;
    private final List<BoundExpr> high;
    private final boolean highInclusive;
    private final BoundExpr filter;
    private final RowExpr compiledFilter;
    private final RowExpr[] compiledLow;
    private final RowExpr[] compiledHigh;
    private final boolean backward;
    private boolean indexOnly;

    private AccessPath(TableDef table, IndexDef index, List<BoundExpr> low, boolean lowInclusive,
                       List<BoundExpr> high, boolean highInclusive, BoundExpr filter) {
        this(table, index, low, lowInclusive, high, highInclusive, filter, false);
    }

    private AccessPath(TableDef table, IndexDef index, List<BoundExpr> low, boolean lowInclusive,
                       List<BoundExpr> high, boolean highInclusive, BoundExpr filter, boolean backward) {
        this.backward = backward;
        this.table = table;
        this.index = index;
        this.low = low;
        this.lowInclusive = lowInclusive;
        this.high = high;
        this.highInclusive = highInclusive;
        this.filter = filter;
        this.compiledFilter = ExprCompiler.compile(filter);
        this.compiledLow = compileKey(low);
        this.compiledHigh = compileKey(high);
    }

    /** Chooses the path for {@code table} whose columns start at row position 0, filtered by {@code where} (may be null). */
    public static AccessPath choose(TableDef table, BoundExpr where) {
        List<BoundExpr> conjuncts = new ArrayList<>();
        Conjuncts.split(where, conjuncts);
        AccessPath best = new AccessPath(table, null, null, true, null, true, where);
        int bestScore = 0;
        for (IndexDef idx : table.indexes()) {
            if (!idx.valid()) {
                continue; // CREATE INDEX CONCURRENTLY has not finished it (or DROP INDEX CONCURRENTLY began)
            }
            AccessPath p = tryIndex(table, idx, conjuncts, where);
            int score = p == null ? 0 : p.score();
            if (score > bestScore) {
                best = p;
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * A path that returns rows in the order of {@code attnums} (ascending, NULLs last; or with
     * {@code descending}, the reverse) through an index whose leading columns they are, still
     * using the WHERE bounds on that index; null when no index fits, or when WHERE pins a unique
     * key (one row: sorting it is free).
     */
    public static AccessPath chooseOrdered(TableDef table, BoundExpr where, int[] attnums, boolean descending) {
        AccessPath best = choose(table, where);
        if (best.index != null && best.score() >= 100) {
            return null;
        }
        List<BoundExpr> conjuncts = new ArrayList<>();
        Conjuncts.split(where, conjuncts);
        for (IndexDef idx : table.indexes()) {
            if (!idx.valid() || !prefixOf(attnums, idx.attnums())) {
                continue;
            }
            AccessPath p = tryIndex(table, idx, conjuncts, where);
            if (p == null) {
                return new AccessPath(table, idx, null, true, null, true, where, descending);
            }
            return new AccessPath(table, idx, p.low, p.lowInclusive, p.high, p.highInclusive, p.filter, descending);
        }
        return null;
    }

    private static boolean prefixOf(int[] wanted, int[] indexColumns) {
        if (wanted.length > indexColumns.length) {
            return false;
        }
        for (int i = 0; i < wanted.length; i++) {
            if (wanted[i] != indexColumns[i]) {
                return false;
            }
        }
        return true;
    }

    private int score() {
        int s = 0;
        if (low != null) {
            s += low.size() * 2;
        }
        if (high != null) {
            s += high.size() * 2;
        }
        if (index.unique() && low != null && high != null && low.size() == index.attnums().length
                && lowInclusive && highInclusive && low.equals(high)) {
            s += 100;
        }
        return s;
    }

    private static AccessPath tryIndex(TableDef table, IndexDef idx, List<BoundExpr> conjuncts, BoundExpr where) {
        List<BoundExpr> eq = new ArrayList<>();
        List<BoundExpr> used = new ArrayList<>();
        BoundExpr lo = null;
        BoundExpr hi = null;
        boolean loIncl = true;
        boolean hiIncl = true;
        for (int attnum : idx.attnums()) {
            int slot = attnum - 1;
            Match eqMatch = bound(conjuncts, slot, table, CompareOp.EQ);
            if (eqMatch != null) {
                eq.add(eqMatch.value());
                used.add(eqMatch.conjunct());
                continue;
            }
            for (CompareOp op : new CompareOp[] {CompareOp.GT, CompareOp.GE}) {
                Match m = bound(conjuncts, slot, table, op);
                if (m != null && lo == null) {
                    lo = m.value();
                    loIncl = op == CompareOp.GE;
                    used.add(m.conjunct());
                }
            }
            for (CompareOp op : new CompareOp[] {CompareOp.LT, CompareOp.LE}) {
                Match m = bound(conjuncts, slot, table, op);
                if (m != null && hi == null) {
                    hi = m.value();
                    hiIncl = op == CompareOp.LE;
                    used.add(m.conjunct());
                }
            }
            break;
        }
        if (eq.isEmpty() && lo == null && hi == null) {
            return null;
        }
        List<BoundExpr> low = null;
        List<BoundExpr> high = null;
        if (!eq.isEmpty() || lo != null) {
            low = new ArrayList<>(eq);
            if (lo != null) {
                low.add(lo);
            }
        }
        if (!eq.isEmpty() || hi != null) {
            high = new ArrayList<>(eq);
            if (hi != null) {
                high.add(hi);
            }
        }
        return new AccessPath(table, idx, low, lo == null || loIncl, high, hi == null || hiIncl,
                remaining(conjuncts, used));
    }

    /** The conjuncts the index bounds do not already enforce, ANDed (null when none remain). */
    private static BoundExpr remaining(List<BoundExpr> conjuncts, List<BoundExpr> used) {
        List<BoundExpr> rest = new ArrayList<>();
        for (BoundExpr c : conjuncts) {
            if (used.stream().noneMatch(u -> u == c)) {
                rest.add(c);
            }
        }
        return rest.isEmpty() ? null : rest.size() == 1 ? rest.get(0) : new BoundExpr.Logic(true, rest);
    }

    /** A conjunct bounding a column, and the row-independent value it compares the column with. */
    private record Match(BoundExpr conjunct, BoundExpr value) {
    }

    /** The conjunct that compares column {@code slot} with a row-independent value under {@code op}, or null. */
    private static Match bound(List<BoundExpr> conjuncts, int slot, TableDef table, CompareOp op) {
        for (BoundExpr c : conjuncts) {
            if (!(c instanceof Compare cmp)) {
                continue;
            }
            BoundExpr value = null;
            if (isColumn(cmp.left(), slot) && cmp.op() == op && Conjuncts.rowIndependent(cmp.right())) {
                value = cmp.right();
            } else if (isColumn(cmp.right(), slot) && cmp.op().flip() == op && Conjuncts.rowIndependent(cmp.left())) {
                value = cmp.left();
            }
            if (value != null && value.type().kind() == table.columns().get(slot).type().kind()) {
                return new Match(c, value);
            }
        }
        return null;
    }

    private static boolean isColumn(BoundExpr e, int slot) {
        return e instanceof ColumnRef c && c.index() == slot;
    }

    /**
     * Turns an index path into an index-only one when every column in {@code reads} is a column
     * of the index (PostgreSQL's index-only scan); a no-op for other paths.
     */
    public AccessPath indexOnlyIfCovered(List<BoundExpr> reads) {
        if (index == null) {
            return this;
        }
        java.util.Set<Integer> covered = new java.util.HashSet<>();
        for (int a : index.attnums()) {
            covered.add(a - 1);
        }
        for (BoundExpr e : reads) {
            if (e != null && !org.lanin.planner.expr.BoundExprs.columnsWithin(e, covered::contains)) {
                return this;
            }
        }
        AccessPath p = new AccessPath(table, index, low, lowInclusive, high, highInclusive, filter, backward);
        p.indexOnly = true;
        return p;
    }

    public TupleSource create() {
        if (index == null) {
            return new SeqScanOperator(table, compiledFilter);
        }
        IndexScanOperator op = new IndexScanOperator(table, index, compiledLow, lowInclusive, compiledHigh,
                highInclusive, compiledFilter, backward);
        return indexOnly ? op.indexOnly() : op;
    }

    private static RowExpr[] compileKey(List<BoundExpr> key) {
        return key == null ? null : ExprCompiler.compileAll(key);
    }

    /** EXPLAIN's line for this scan. */
    public String describe(String alias) {
        String name = alias == null || alias.equals(table.name()) ? table.name() : table.name() + " " + alias;
        StringBuilder b = new StringBuilder(index == null ? "Seq Scan on " + name
                : (indexOnly ? "Index Only Scan" : "Index Scan") + (backward ? " Backward" : "") + " using "
                + index.name() + " on " + name);
        if (index != null && (low != null || high != null)) {
            b.append("\n  Index Cond: ").append(Explain.keyRange(table, index, low, lowInclusive, high, highInclusive));
        }
        if (filter != null) {
            b.append("\n  Filter: ").append(Explain.expr(filter, table));
        }
        return b.toString();
    }

    public boolean usesIndex() {
        return index != null;
    }
}
