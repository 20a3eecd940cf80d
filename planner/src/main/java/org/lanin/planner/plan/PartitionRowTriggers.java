package org.lanin.planner.plan;

import java.util.function.UnaryOperator;
import org.lanin.engine.access.TableModifier;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.TupleSource;
import org.lanin.engine.partition.PartitionRouting;
import org.lanin.engine.partition.TupleConversionMap;
import org.lanin.planner.routine.RowTriggers;

/**
 * One row of an UPDATE or DELETE through a partitioned table with triggers
 * ({@link PartitionDml.Triggers}): each row fires the row triggers of the leaf it is in, shown
 * in that leaf's layout; the SET list is computed in the root's layout and converted. Each
 * BEFORE ROW trigger fires once per row version changed. Rows handed back (for RETURNING) are
 * in the root's layout.
 */
final class PartitionRowTriggers {
    private PartitionRowTriggers() {
    }

    static Object[] delete(PartitionDml.Triggers t, int leaf, TableModifier modifier, TupleSource scan, RowExpr recheck,
                           Object[] leafRow, TupleConversionMap map, ExecContext ctx) {
        RowTriggers del = t.deleteOn(leaf);
        if (del != null && del.before(ctx, leafRow, null) == null) {
            return null; // a BEFORE ROW trigger returned NULL
        }
        Object[] gone = modifier.delete(scan.currentTuple(), recheck);
        if (gone == null) {
            return null;
        }
        if (del != null) {
            del.after(ctx, gone, null);
        }
        return map.toParent(gone);
    }

    static Object[] update(PartitionDml.Triggers t, PartitionRouting routing, int leaf, TupleConversionMap map,
                           TableModifier modifier, TupleSource scan, RowExpr recheck, Object[] leafRow,
                           UnaryOperator<Object[]> compute, ExecContext ctx) {
        RowTriggers upd = t.updateOn(leaf);
        Object[] newLeaf = map.toChild(compute.apply(map.toParent(leafRow)));
        if (upd != null && (newLeaf = upd.before(ctx, leafRow, newLeaf)) == null) {
            return null;
        }
        Object[] newRoot = map.toParent(newLeaf);
        if (routing.route(newRoot) != leaf) {
            return move(t, routing, leaf, modifier, scan, recheck, leafRow, newRoot, ctx);
        }
        Object[] first = newLeaf;
        boolean[] isFirst = {true};
        Object[][] oldSeen = {leafRow};
        Object[] stored;
        try {
            stored = modifier.update(scan.currentTuple(), recheck, old -> {
                Object[] again = first;
                if (!isFirst[0]) { // a newer version after a concurrent update: computed and fired again
                    oldSeen[0] = old;
                    again = map.toChild(compute.apply(map.toParent(old)));
                    again = upd == null ? again : upd.beforeUpdate(ctx, old, again);
                }
                isFirst[0] = false;
                LeafTriggers.checkStillIn(routing, leaf, map.toParent(again));
                return again;
            });
        } catch (RowTriggers.Skip skipped) {
            return null;
        }
        if (stored == null) {
            return null;
        }
        if (upd != null) {
            upd.after(ctx, oldSeen[0], stored);
        }
        return map.toParent(stored);
    }

    /** Row movement: BEFORE DELETE on the source row, the delete, AFTER DELETE, then the insert with the destination's INSERT row triggers. */
    private static Object[] move(PartitionDml.Triggers t, PartitionRouting routing, int leaf, TableModifier modifier,
                                 TupleSource scan, RowExpr recheck, Object[] oldLeaf, Object[] newRoot, ExecContext ctx) {
        RowTriggers del = t.deleteOn(leaf);
        if (del != null && del.before(ctx, oldLeaf, null) == null) {
            return null;
        }
        PartitionDml.moving(ctx, true);
        try {
            Object[] gone = modifier.delete(scan.currentTuple(), recheck);
            if (gone == null) {
                return null;
            }
            if (del != null) {
                del.after(ctx, gone, null);
            }
            return LeafTriggers.insert(t.leaves(), routing, newRoot, ctx);
        } finally {
            PartitionDml.moving(ctx, false);
        }
    }
}
