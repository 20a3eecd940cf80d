package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.partition.KeyFilter;
import org.lanin.engine.partition.PartitionKey;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.PartitionKeyExprs;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundExpr.ColumnRef;
import org.lanin.planner.expr.BoundIndexExprs;
import org.lanin.planner.expr.BoundExpr.Compare;
import org.lanin.planner.expr.BoundExpr.InList;
import org.lanin.planner.expr.BoundExpr.IsNull;
import org.lanin.planner.expr.CompareOp;

/**
 * The WHERE conjuncts that can prune partitions: a key column, or an expression that is a key
 * expression (matched structurally, as PostgreSQL's match_clause_to_partition_key), compared with
 * (=, <, <=, >, >=) or IN a row-independent value, and IS NULL. Constants prune at plan time;
 * conditions with parameters (or the clock) prune again when the statement starts.
 */
final class PartitionPruning {
    /**
     * One usable conjunct: slot in the root layout, or -1 and the key expression it tests (canonical,
     * over the root's row); operator (null for IN, IS NULL when values is empty).
     */
    private record Cond(int slot, BoundExpr expr, CompareOp op, RowExpr[] values, boolean constant) { }

    private final PartitionTree tree;
    private final BindContext bc;
    /** Whether some level's key has expressions: only then can a conjunct on an expression prune. */
    private final boolean expressionKeys;
    private final List<Cond> conds = new ArrayList<>();
    /** Per level with key expressions, each element's bound form over the root's row (null for a column). */
    private final Map<PartitionTree.Level, BoundExpr[]> keyExprs = new IdentityHashMap<>();

    PartitionPruning(PartitionTree tree, BoundExpr where, BindContext bc) {
        this.tree = tree;
        this.bc = bc;
        this.expressionKeys = tree.levels().stream().anyMatch(l -> l.key().hasExpressions());
        List<BoundExpr> conjuncts = new ArrayList<>();
        Conjuncts.split(where, conjuncts);
        for (BoundExpr c : conjuncts) {
            add(c, tree.root());
        }
    }

    private void add(BoundExpr c, TableDef root) {
        if (c instanceof Compare cmp && cmp.op() != CompareOp.NE) {
            if (keyLike(cmp.left()) && usable(cmp.right(), cmp.left(), root)) {
                conds.add(cond(cmp.left(), cmp.op(), new RowExpr[] {ExprCompiler.compile(cmp.right())}, constant(cmp.right())));
            } else if (keyLike(cmp.right()) && usable(cmp.left(), cmp.right(), root)) {
                conds.add(cond(cmp.right(), cmp.op().flip(), new RowExpr[] {ExprCompiler.compile(cmp.left())}, constant(cmp.left())));
            }
        } else if (c instanceof InList in && !in.negated() && keyLike(in.input())
                && in.list().stream().allMatch(v -> usable(v, in.input(), root))) {
            conds.add(cond(in.input(), null, ExprCompiler.compileAll(in.list()),
                    in.list().stream().allMatch(PartitionPruning::constant)));
        } else if (c instanceof IsNull n && !n.negated() && keyLike(n.input())) {
            conds.add(cond(n.input(), null, new RowExpr[0], true));
        }
    }

    private static Cond cond(BoundExpr key, CompareOp op, RowExpr[] values, boolean constant) {
        return key instanceof ColumnRef col ? new Cond(col.index(), null, op, values, constant)
                : new Cond(-1, BoundIndexExprs.canonical(key, 0), op, values, constant);
    }

    /** A column, or (when the tree has key expressions) an expression over the row that may be one. */
    private boolean keyLike(BoundExpr e) {
        return e instanceof ColumnRef || (expressionKeys && !Conjuncts.rowIndependent(e));
    }

    private static boolean usable(BoundExpr value, BoundExpr key, TableDef root) {
        if (!Conjuncts.rowIndependent(value)) {
            return false;
        }
        TypeKind a = value.type().kind();
        TypeKind b = key instanceof ColumnRef col ? root.columns().get(col.index()).type().kind() : key.type().kind();
        return a == b || (a.isNumeric() && b.isNumeric());
    }

    /** The level's key expressions bound over the root's row, canonical; bound once per plan. */
    private BoundExpr[] keyExprs(PartitionTree.Level level) {
        return keyExprs.computeIfAbsent(level, l -> {
            PartitionKey key = l.key();
            BoundExpr[] out = new BoundExpr[key.size()];
            for (int i = 0; i < out.length; i++) {
                if (key.isExpression(i)) {
                    out[i] = BoundIndexExprs.canonical(PartitionKeyExprs.bind(tree.root(), key.exprs().get(i), bc), 0);
                }
            }
            return out;
        });
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
        return tree.prune(level -> filter(level, ctx == null, eval));
    }

    private KeyFilter filter(PartitionTree.Level level, boolean constantsOnly, ExecContext ctx) {
        int[] keySlots = level.keySlots();
        BoundExpr[] exprs = level.key().hasExpressions() ? keyExprs(level) : null;
        KeyFilter f = null;
        for (Cond c : conds) {
            if (constantsOnly && !c.constant()) {
                continue;
            }
            for (int k = 0; k < keySlots.length; k++) {
                boolean match = c.slot() >= 0 ? keySlots[k] == c.slot() : exprs != null && c.expr().equals(exprs[k]);
                if (!match) {
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
