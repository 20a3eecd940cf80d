package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.insert.ConflictActionType;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.insert.InsertConflictAction;
import net.sf.jsqlparser.statement.insert.InsertConflictTarget;
import net.sf.jsqlparser.statement.update.UpdateSet;
import org.lanin.engine.access.ConflictingInsert;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.cache.ConflictTargets;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundIndexExprs;

/**
 * INSERT ... ON CONFLICT [(columns) | ON CONSTRAINT name] DO NOTHING | DO UPDATE SET ... [WHERE ...]:
 * infers the arbiter unique index and binds the update over the existing row followed by the
 * proposed one (the pseudo-table {@code excluded}). On a partitioned table the arbiters are the
 * parent's unique indexes and, in each partition, the index on the same columns that stands for
 * it (PostgreSQL's partitioned indexes); a row is routed to its partition and its conflict
 * resolved there, the update computed in the parent's layout and converted; an update that would
 * move the row to another partition is refused as PostgreSQL refuses it (0A000).
 */
final class OnConflictPlanner {
    private final List<IndexDef> arbiters;
    private final int[] slots;
    private final RowExpr[] values;
    private final RowExpr where;
    private final boolean doNothing;
    /** Partitioned target: each leaf's arbiters, by leaf index; null for a plain table. */
    private final List<List<IndexDef>> leafArbiters;

    private OnConflictPlanner(List<IndexDef> arbiters, int[] slots, RowExpr[] values, RowExpr where, boolean doNothing,
                              List<List<IndexDef>> leafArbiters) {
        this.arbiters = arbiters;
        this.slots = slots;
        this.values = values;
        this.where = where;
        this.doNothing = doNothing;
        this.leafArbiters = leafArbiters;
    }

    /** The ON CONFLICT clause of {@code ins}, or null when it has none. */
    static OnConflictPlanner of(Insert ins, TableDef table, BindContext bc, SelectPlanner sp) {
        InsertConflictAction action = ins.getConflictAction();
        if (action == null) {
            return null;
        }
        boolean nothing = action.getConflictActionType() == ConflictActionType.DO_NOTHING;
        List<BoundExpr> inferWhere = new ArrayList<>();
        if (ins.getConflictTarget() != null && ins.getConflictTarget().getWhereExpression() != null) {
            inferWhere.add(new ExprBinder(bc, TableScopes.of(table, table.name()), null, "index predicate", sp)
                    .bindCondition(ins.getConflictTarget().getWhereExpression()));
        }
        List<IndexDef> arbiters = arbiters(ins.getConflictTarget(), table, nothing, inferWhere, bc, sp);
        for (IndexDef i : arbiters.isEmpty() ? table.indexes() : arbiters) { // none: every unique index arbitrates
            if (i.unique() && i.deferrable()) { // PostgreSQL raises it in ExecCheckIndexConstraints
                throw LaninException.of(PlannerMsg.DEFERRABLE_ARBITER);
            }
        }
        List<List<IndexDef>> leafArbiters = table.isPartitioned() ? leafArbiters(table, arbiters, bc) : null;
        if (nothing) {
            return new OnConflictPlanner(arbiters, new int[0], new RowExpr[0], null, true, leafArbiters);
        }
        String alias = ins.getTable().getAlias() == null ? table.name() : Names.fold(ins.getTable().getAlias().getName());
        Scope scope = TableScopes.of(table, alias).join(TableScopes.of(table, "excluded"));
        ExprBinder b = new ExprBinder(bc, scope, null, "ON CONFLICT DO UPDATE", sp);
        org.lanin.planner.bind.ColumnAssignments assigned =
                UpdatePlanner.setList(action.getUpdateSets(), table, alias, b, bc, sp, false);
        int[] updated = assigned.values().keySet().stream().mapToInt(Integer::intValue).toArray();
        RowExpr[] values = DmlSupport.assignments(assigned, table, updated);
        RowExpr where = action.getWhereExpression() == null ? null
                : ExprCompiler.compile(b.bindCondition(action.getWhereExpression()));
        bc.noteUpdatedSlots(updated);
        return new OnConflictPlanner(arbiters, updated, values, where, false, leafArbiters);
    }

    /**
     * For each leaf of partitioned {@code table}, the unique indexes standing for {@code arbiters}:
     * on the same columns (by name); none when the parent's arbiters are none (every unique index).
     */
    private static List<List<IndexDef>> leafArbiters(TableDef table, List<IndexDef> arbiters, BindContext bc) {
        List<List<IndexDef>> out = new ArrayList<>();
        for (TableDef leaf : org.lanin.engine.partition.PartitionTree.of(table, bc.catalog()).leaves()) {
            List<IndexDef> mine = new ArrayList<>();
            for (IndexDef a : arbiters) {
                Set<String> cols = columnNames(table, a);
                for (IndexDef i : leaf.indexes()) {
                    if (i.unique() && !i.hasExpressions() && columnNames(leaf, i).equals(cols)) {
                        mine.add(i);
                        break;
                    }
                }
            }
            out.add(mine);
        }
        return out;
    }

    private static Set<String> columnNames(TableDef t, IndexDef i) {
        Set<String> out = new HashSet<>();
        for (int a : i.keyAttnums()) { // the key: INCLUDE columns do not take part in conflicts
            out.add(t.columns().get(a - 1).name());
        }
        return out;
    }

    /**
     * PostgreSQL's infer_arbiter_indexes: the named constraint's index, or every valid unique index on
     * exactly the listed columns that is not partial or whose WHERE the target's WHERE implies.
     */
    private static List<IndexDef> arbiters(InsertConflictTarget target, TableDef table, boolean nothing,
                                           List<BoundExpr> where, BindContext bc, SelectPlanner sp) {
        if (target == null) {
            if (!nothing) {
                throw LaninException.of(PlannerMsg.ON_CONFLICT_NEEDS_TARGET);
            }
            return List.of();
        }
        if (target.getConstraintName() != null) {
            String name = Names.fold(target.getConstraintName());
            for (IndexDef i : table.indexes()) {
                if (i.unique() && i.name().equals(name)) {
                    return List.of(i);
                }
            }
            throw LaninException.of(PlannerMsg.UNDEFINED_CONSTRAINT, name, table.name());
        }
        Set<Integer> wanted = new HashSet<>();
        Set<BoundExpr> wantedExprs = new HashSet<>();
        for (String col : target.getIndexColumnNames()) {
            String name = Names.fold(col);
            if (name.startsWith(ConflictTargets.EXPRESSION)) {
                BoundExpr e = new ExprBinder(bc, TableScopes.of(table, table.name()), null, "index expressions", sp)
                        .bind(targetExpression(name.substring(ConflictTargets.EXPRESSION.length())));
                if (e instanceof BoundExpr.ColumnRef c) { // (key) is the column key
                    wanted.add(c.index() + 1);
                } else {
                    wantedExprs.add(BoundIndexExprs.canonical(e, 0));
                }
                continue;
            }
            ColumnDef c = table.column(name);
            if (c == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN, name);
            }
            wanted.add(c.attnum());
        }
        List<IndexDef> out = new ArrayList<>();
        for (IndexDef i : table.indexes()) {
            if (i.unique() && i.valid() && keyMatches(i, wanted, wantedExprs)
                    && org.lanin.planner.optimize.IndexPredicates.usable(i, 0, where)) {
                out.add(i);
            }
        }
        if (out.isEmpty()) {
            throw LaninException.of(PlannerMsg.NO_ARBITER);
        }
        return out;
    }

    /** A conflict target element's expression; 42601 when it is not one. */
    private static Expression targetExpression(String sql) {
        try {
            return net.sf.jsqlparser.parser.CCJSqlParserUtil.parseExpression(
                    org.lanin.planner.cache.JSqlParserInput.of(sql), false);
        } catch (net.sf.jsqlparser.JSQLParserException e) {
            throw LaninException.of(org.lanin.planner.parse.ParseMsg.SYNTAX_ERROR_NEAR, sql);
        }
    }

    /**
     * infer_arbiter_indexes' test of an index's key: its plain columns are {@code columns} and its
     * key expressions are {@code exprs}, each compared as a set (order and repeats do not matter).
     */
    private static boolean keyMatches(IndexDef i, Set<Integer> columns, Set<BoundExpr> exprs) {
        Set<Integer> cols = new HashSet<>();
        Set<BoundExpr> keyExprs = new HashSet<>();
        BoundIndexExprs bound = BoundIndexExprs.of(i);
        int[] key = i.keyAttnums();
        for (int k = 0; k < key.length; k++) {
            if (key[k] != 0) {
                cols.add(key[k]);
            } else if (bound == null || bound.keys().get(k) == null) {
                return false; // an expression not bound yet (recovery in progress): not an arbiter
            } else {
                keyExprs.add(bound.keys().get(k));
            }
        }
        return cols.equals(columns) && keyExprs.equals(exprs);
    }

    /** The row sink for one execution: inserts, or resolves conflicts; returns the row written (target's layout) or null. */
    UnaryOperator<Object[]> sink(PartitionDml.InsertTarget target, RowExpr[] checks, String[] checkNames, ExecContext ctx) {
        if (leafArbiters == null) {
            ConflictingInsert ci = conflicting(new TableWriter(target.table(), checks, checkNames, ctx), arbiters, null, -1, ctx);
            return row -> {
                if (target.constraint() != null) {
                    target.constraint().check(row, ctx);
                }
                return ci.insert(row);
            };
        }
        if (target.leafTriggers() != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "INSERT ... ON CONFLICT on a partitioned table whose partitions have row triggers");
        }
        org.lanin.engine.partition.PartitionRouting routing = new org.lanin.engine.partition.PartitionRouting(target.tree(),
                target.leafChecks(), target.maps(), PartitionScans.useMapCache(ctx), ctx);
        ConflictingInsert[] byLeaf = new ConflictingInsert[target.tree().leaves().size()];
        return row -> {
            if (target.constraint() != null) {
                target.constraint().check(row, ctx);
            }
            int leaf = routing.route(row);
            if (byLeaf[leaf] == null) {
                byLeaf[leaf] = conflicting(routing.writer(leaf), leafArbiters.get(leaf), routing, leaf, ctx);
            }
            org.lanin.engine.partition.TupleConversionMap map = routing.map(leaf);
            Object[] written = byLeaf[leaf].insert(map.toChild(row));
            return written == null ? null : map.toParent(written);
        };
    }

    /**
     * Conflict handling on one table: the plain target, or leaf {@code leaf} of {@code routing}, whose
     * rows the update and WHERE see in the root's layout (the update must leave the row in its leaf).
     */
    private ConflictingInsert conflicting(TableWriter writer, List<IndexDef> arbiterIndexes,
                                          org.lanin.engine.partition.PartitionRouting routing, int leaf, ExecContext ctx) {
        if (doNothing) {
            return new ConflictingInsert(writer, ctx, arbiterIndexes, null, null);
        }
        UnaryOperator<Object[]> up = routing == null ? UnaryOperator.identity() : routing.map(leaf)::toParent;
        UnaryOperator<Object[]> down = routing == null ? UnaryOperator.identity() : routing.map(leaf)::toChild;
        return new ConflictingInsert(writer, ctx, arbiterIndexes, (existing, proposed) -> {
            Object[] old = up.apply(existing);
            Object[] both = Rows.concat(old, up.apply(proposed));
            Object[] row = old.clone();
            for (int i = 0; i < slots.length; i++) {
                row[slots[i]] = values[i].eval(both, ctx);
            }
            if (routing != null && routing.route(row) != leaf) {
                throw LaninException.of(PlannerMsg.ON_CONFLICT_MOVES_ROW);
            }
            return down.apply(row);
        }, where == null ? null : (existing, proposed) -> Rows.isTrue(where.eval(Rows.concat(up.apply(existing),
                up.apply(proposed)), ctx)));
    }

}
