package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.partition.KeyFilter;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.BoundExpr.InList;
import org.lanin.planner.expr.BoundExpr.IsNull;
import org.lanin.planner.expr.CompareOp;

/**
 * The WHERE conjuncts that can prune partitions: key column compared with (=, <, <=, >, >=)
 * or IN a row-independent value, and IS NULL. Constants prune at plan time; conditions with
 * parameters (or the clock) prune again when the statement starts.
 */
final class PartitionPruning {
    /** One usable conjunct: slot in the root layout, operator (null for IN, IS NULL when values is empty). */
    private record Cond(int slot, CompareOp op, RowExpr[] values, boolean constant) { }

    private final PartitionTree tree;
    private final List<Cond> conds = new ArrayList<>();

    PartitionPruning(PartitionTree tree, BoundExpr where) {
        this.tree = tree;
        List<BoundExpr> conjuncts = new ArrayList<>();
        Conjuncts.split(where, conjuncts);
        for (BoundExpr c : conjuncts) {
            add(c, tree.root());
        }
    }

    private void add(BoundExpr c, TableDef root) {
        if (c instanceof Compare cmp && cmp.op() != CompareOp.NE) {
            if (cmp.left() instanceof ColumnRef col && usable(cmp.right(), col, root)) {
                conds.add(new Cond(col.index(), cmp.op(), new RowExpr[] {ExprCompiler.compile(cmp.right())}, constant(cmp.right())));
            } else if (cmp.right() instanceof ColumnRef col && usable(cmp.left(), col, root)) {
                conds.add(new Cond(col.index(), cmp.op().flip(), new RowExpr[] {ExprCompiler.compile(cmp.left())}, constant(cmp.left())));
            }
        } else if (c instanceof InList in && !in.negated() && in.input() instanceof ColumnRef col
                && in.list().stream().allMatch(v -> usable(v, col, root))) {
            conds.add(new Cond(col.index(), null, ExprCompiler.compileAll(in.list()),
                    in.list().stream().allMatch(PartitionPruning::constant)));
        } else if (c instanceof IsNull n && !n.negated() && n.input() instanceof ColumnRef col) {
            conds.add(new Cond(col.index(), null, new RowExpr[0], true));
        }
    }

    private static boolean usable(BoundExpr value, ColumnRef col, TableDef root) {
        if (!Conjuncts.rowIndependent(value)) {
            return false;
        }
        TypeKind a = value.type().kind();
        TypeKind b = root.columns().get(col.index()).type().kind();
        return a == b || (a.isNumeric() && b.isNumeric());
    }

    private static boolean constant(BoundExpr e) {
        if (e instanceof BoundExpr.Literal) {
            return true;
        }
        if (e instanceof BoundExpr.Cast c) {
            return constant(c.input());
        }
        return e instanceof BoundExpr.Negate n && constant(n.input());
    }

    boolean hasRuntimeConditions() {
        return conds.stream().anyMatch(c -> !c.constant());
    }

    /** Leaves that survive the constant conditions (ctx null) or all conditions (ctx given). */
    BitSet survivors(ExecContext ctx) {
        // Constants are evaluated at plan time in a context of their own: a compiled cast of a
        // literal (a pulled-up subquery's constant output compared with a wider key) reads and sets
        // the context's NULL flag (found by the SQL fuzzer: NullPointerException at plan time).
        ExecContext eval = ctx != null ? ctx : new ExecContext(new Object[0], null, null, null, java.time.Instant.EPOCH, 0, 0);
        return tree.prune(keySlots -> filter(keySlots, ctx == null, eval));
    }

    private KeyFilter filter(int[] keySlots, boolean constantsOnly, ExecContext ctx) {
        KeyFilter f = null;
        for (Cond c : conds) {
            if (constantsOnly && !c.constant()) {
                continue;
            }
            for (int k = 0; k < keySlots.length; k++) {
                if (keySlots[k] != c.slot()) {
                    continue;
                }
                f = f == null ? new KeyFilter(keySlots.length) : f;
                apply(f, k, c, ctx);
            }
        }
        return f;
    }

    private static void apply(KeyFilter f, int k, Cond c, ExecContext ctx) {
        if (c.values().length == 0) {
            f.isNull(k);
            return;
        }
        List<Object> vals = new ArrayList<>();
        for (RowExpr v : c.values()) {
            vals.add(v.eval(null, ctx));
        }
        if (c.op() == null || c.op() == CompareOp.EQ) {
            f.equalTo(k, vals);
        } else if (c.op() == CompareOp.GT || c.op() == CompareOp.GE) {
            f.greater(k, vals.get(0), c.op() == CompareOp.GE);
        } else if (c.op() == CompareOp.LT || c.op() == CompareOp.LE) {
            f.less(k, vals.get(0), c.op() == CompareOp.LE);
        }
    }
}
