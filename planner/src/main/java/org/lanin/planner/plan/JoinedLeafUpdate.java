package org.lanin.planner.plan;

import org.lanin.engine.access.TableModifier;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.partition.PartitionConstraint;
import org.lanin.engine.partition.PartitionRouting;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.partition.TupleMapCache;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;

/**
 * UPDATE ... FROM whose target is a partition: named itself, or one leaf of a partitioned table the
 * statement names ({@link InheritedDml#leaves}). A new row must satisfy the partition's constraint
 * (23514) unless the statement came through the root: then a row that belongs elsewhere is deleted
 * here and inserted through the root's routing in the same command (PostgreSQL 11's row movement),
 * where the later leaves' scans, of the same command, do not see it. Moving a row out of a leaf
 * that has row triggers is 0A000 (PostgreSQL fires the source's DELETE and the destination's
 * INSERT triggers there).
 */
final class JoinedLeafUpdate {
    private final TableDef leaf;
    private final PartitionConstraint constraint;
    private final PartitionTree tree;
    private final int leafIndex;
    private final PartitionRouting.LeafChecks[] leafChecks;
    private final TupleMapCache maps;

    private JoinedLeafUpdate(TableDef leaf, PartitionConstraint constraint, PartitionTree tree, int leafIndex,
                             PartitionRouting.LeafChecks[] leafChecks, TupleMapCache maps) {
        this.leaf = leaf;
        this.constraint = constraint;
        this.tree = tree;
        this.leafIndex = leafIndex;
        this.leafChecks = leafChecks;
        this.maps = maps;
    }

    /** For partition {@code leaf}; {@code root} is the partitioned table the statement names, or null when it names the leaf. */
    static JoinedLeafUpdate of(TableDef leaf, TableDef root, BindContext bc, SelectPlanner sp) {
        var compiler = org.lanin.planner.bind.PartitionKeyExprs.compiler(bc);
        PartitionConstraint pc = PartitionConstraint.of(leaf, bc.catalog(), compiler);
        if (root == null) {
            bc.lockAncestors(leaf);
            return new JoinedLeafUpdate(leaf, pc, null, -1, null, null);
        }
        PartitionTree tree = PartitionTree.of(root, bc.catalog(), compiler);
        int index = tree.leaves().indexOf(leaf);
        return new JoinedLeafUpdate(leaf, pc, tree, index, PartitionDml.leafChecks(tree, bc, sp),
                bc.database().catalog().tupleMaps());
    }

    /** Per execution: the routing a moved row is inserted through (none for a leaf named itself). */
    Run start(ExecContext ctx) {
        return new Run(tree == null ? null : new PartitionRouting(tree, leafChecks, maps, PartitionScans.useMapCache(ctx), ctx));
    }

    final class Run {
        private final PartitionRouting routing;

        private Run(PartitionRouting routing) {
            this.routing = routing;
        }

        /** The row as stored (or as moved), or null when the version was changed already; as {@link UpdatePlanner#updateOne}. */
        Object[] update(TableModifier modifier, Object[] joinedRow, int slot, int[] targetSlots, RowExpr[] valueExprs,
                        JoinedRowTriggers fired, ExecContext ctx) {
            HeapTuple target = (HeapTuple) joinedRow[slot];
            if (routing == null) {
                Object[] stored = fired == null ? UpdatePlanner.updateOne(modifier, joinedRow, slot, targetSlots, valueExprs, ctx)
                        : fired.update(modifier, joinedRow, slot, targetSlots, valueExprs, ctx);
                if (stored != null) {
                    constraint.check(stored, ctx); // the statement's error undoes the stored version
                }
                return stored;
            }
            // computed once: a version that did not change meanwhile gets this row, volatile SET values not run again
            Object[] first = computed(joinedRow, joinedRow, slot, targetSlots, valueExprs, ctx);
            if (constraint.accepts(first, ctx)) {
                Object[] stored = fired != null ? fired.update(modifier, joinedRow, slot, targetSlots, valueExprs, ctx)
                        : modifier.update(target, null, old -> unchanged(old, joinedRow, slot) ? first
                                : computed(old, joinedRow, slot, targetSlots, valueExprs, ctx));
                if (stored != null) {
                    constraint.check(stored, ctx);
                }
                return stored;
            }
            if (fired != null) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED,
                        "UPDATE ... FROM moving a row out of partition \"" + leaf.name() + "\", which has row triggers,");
            }
            PartitionDml.moving(ctx, true);
            try {
                Object[] gone = modifier.delete(target, null);
                if (gone == null) {
                    return null;
                }
                Object[] moved = unchanged(gone, joinedRow, slot) ? first : computed(gone, joinedRow, slot, targetSlots, valueExprs, ctx);
                routing.insert(routing.map(leafIndex).toParent(moved));
                return moved;
            } finally {
                PartitionDml.moving(ctx, false);
            }
        }
    }

    /** Whether version {@code old} holds the values the joined row was made with. */
    private static boolean unchanged(Object[] old, Object[] joinedRow, int slot) {
        return java.util.Arrays.equals(old, 0, Math.min(old.length, slot), joinedRow, 0, Math.min(old.length, slot));
    }

    /** The new row from version {@code old}, SET seeing the joined row with the version's columns. */
    private static Object[] computed(Object[] old, Object[] joinedRow, int slot, int[] targetSlots, RowExpr[] valueExprs,
                                     ExecContext ctx) {
        Object[] view = joinedRow.clone();
        System.arraycopy(old, 0, view, 0, Math.min(old.length, slot));
        Object[] row = java.util.Arrays.copyOf(old, slot);
        for (int i = 0; i < targetSlots.length; i++) {
            row[targetSlots[i]] = valueExprs[i].eval(view, ctx);
        }
        return row;
    }
}
