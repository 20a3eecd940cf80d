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

    private AccessPath(TableDef table, IndexDef index, List<BoundExpr> low, boolean lowInclusive,
                       List<BoundExpr> high, boolean highInclusive, BoundExpr filter) {
        this.table = table;
        this.index = index;
        this.low = low;
        this.lowInclusive = lowInclusive;
        this.high = high;
        this.highInclusive = highInclusive;
        this.filter = filter;
        this.compiledFilter = ExprCompiler.compile(filter);
    }

    /** Chooses the path for {@code table} whose columns start at row position 0, filtered by {@code where} (may be null). */
    public static AccessPath choose(TableDef table, BoundExpr where) {
        List<BoundExpr> conjuncts = new ArrayList<>();
        Conjuncts.split(where, conjuncts);
        AccessPath best = new AccessPath(table, null, null, true, null, true, where);
        int bestScore = 0;
        for (IndexDef idx : table.indexes()) {
            AccessPath p = tryIndex(table, idx, conjuncts, where);
            int score = p == null ? 0 : p.score();
            if (score > bestScore) {
                best = p;
                bestScore = score;
            }
        }
        return best;
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
        BoundExpr lo = null;
        BoundExpr hi = null;
        boolean loIncl = true;
        boolean hiIncl = true;
        for (int attnum : idx.attnums()) {
            int slot = attnum - 1;
            BoundExpr eqValue = bound(conjuncts, slot, table, CompareOp.EQ);
            if (eqValue != null) {
                eq.add(eqValue);
                continue;
            }
            for (CompareOp op : new CompareOp[] {CompareOp.GT, CompareOp.GE}) {
                BoundExpr v = bound(conjuncts, slot, table, op);
                if (v != null && lo == null) {
                    lo = v;
                    loIncl = op == CompareOp.GE;
                }
            }
            for (CompareOp op : new CompareOp[] {CompareOp.LT, CompareOp.LE}) {
                BoundExpr v = bound(conjuncts, slot, table, op);
                if (v != null && hi == null) {
                    hi = v;
                    hiIncl = op == CompareOp.LE;
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
        return new AccessPath(table, idx, low, lo == null || loIncl, high, hi == null || hiIncl, where);
    }

    /** The row-independent value a conjunct compares column {@code slot} with under {@code op}, or null. */
    private static BoundExpr bound(List<BoundExpr> conjuncts, int slot, TableDef table, CompareOp op) {
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
                return value;
            }
        }
        return null;
    }

    private static boolean isColumn(BoundExpr e, int slot) {
        return e instanceof ColumnRef c && c.index() == slot;
    }

    public TupleSource create() {
        if (index == null) {
            return new SeqScanOperator(table, compiledFilter);
        }
        return new IndexScanOperator(table, index, compileKey(low), lowInclusive, compileKey(high), highInclusive,
                compiledFilter);
    }

    private static RowExpr[] compileKey(List<BoundExpr> key) {
        return key == null ? null : ExprCompiler.compileAll(key);
    }

    /** EXPLAIN's line for this scan. */
    public String describe(String alias) {
        String name = alias == null || alias.equals(table.name()) ? table.name() : table.name() + " " + alias;
        StringBuilder b = new StringBuilder(index == null ? "Seq Scan on " + name
                : "Index Scan using " + index.name() + " on " + name);
        if (index != null) {
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
