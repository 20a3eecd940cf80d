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
 * One row of an UPDATE or DELETE through a partitioned table whose root has triggers
 * ({@link PartitionDml.Triggers}): the rows the triggers see and change are in the root's layout,
 * converted from and to the leaf's. Each BEFORE ROW trigger fires once per row version changed.
 */
final class PartitionRowTriggers {
    private PartitionRowTriggers() {
    }

    static Object[] delete(PartitionDml.Triggers t, TableModifier modifier, TupleSource scan, RowExpr recheck,
                           Object[] leafRow, TupleConversionMap map, ExecContext ctx) {
        RowTriggers del = t.delete();
        if (del != null && del.before(ctx, map.toParent(leafRow), null) == null) {
            return null; // a BEFORE ROW trigger returned NULL
        }
        Object[] gone = modifier.delete(scan.currentTuple(), recheck);
        if (gone == null) {
            return null;
        }
        Object[] root = map.toParent(gone);
        if (del != null) {
            del.after(ctx, root, null);
        }
        return root;
    }

    static Object[] update(PartitionDml.Triggers t, PartitionRouting routing, int leaf, TupleConversionMap map,
                           TableModifier modifier, TupleSource scan, RowExpr recheck, Object[] leafRow,
                           UnaryOperator<Object[]> compute, ExecContext ctx) {
        RowTriggers upd = t.update();
        Object[] oldRoot = map.toParent(leafRow);
        Object[] newRoot = compute.apply(oldRoot);
        if (upd != null && (newRoot = upd.before(ctx, oldRoot, newRoot)) == null) {
            return null;
        }
        if (routing.tree().route(newRoot) != leaf) {
            return move(t, routing, modifier, scan, recheck, oldRoot, newRoot, map, ctx);
        }
        Object[] first = newRoot;
        boolean[] isFirst = {true};
        Object[][] oldSeen = {oldRoot};
        Object[] stored;
        try {
            stored = modifier.update(scan.currentTuple(), recheck, old -> {
                Object[] again = first;
                if (!isFirst[0]) { // a newer version after a concurrent update: computed and fired again
                    oldSeen[0] = map.toParent(old);
                    again = compute.apply(oldSeen[0]);
                    again = upd == null ? again : upd.beforeUpdate(ctx, oldSeen[0], again);
                }
                isFirst[0] = false;
                if (routing.tree().route(again) != leaf) {
                    throw org.lanin.engine.error.LaninException.of(
                            org.lanin.engine.partition.PartitionMsg.PARTITION_CONSTRAINT_VIOLATED, routing.tree().leaves().get(leaf).name());
                }
                return map.toChild(again);
            });
        } catch (RowTriggers.Skip skipped) {
            return null;
        }
        if (stored == null) {
            return null;
        }
        Object[] storedRoot = map.toParent(stored);
        if (upd != null) {
            upd.after(ctx, oldSeen[0], storedRoot);
        }
        return storedRoot;
    }

    /** Row movement: BEFORE DELETE on the source row, the delete, AFTER DELETE, then the insert with its INSERT row triggers. */
    private static Object[] move(PartitionDml.Triggers t, PartitionRouting routing, TableModifier modifier, TupleSource scan,
                                 RowExpr recheck, Object[] oldRoot, Object[] newRoot, TupleConversionMap map, ExecContext ctx) {
        RowTriggers del = t.delete();
        if (del != null && del.before(ctx, oldRoot, null) == null) {
            return null;
        }
        Object[] gone = modifier.delete(scan.currentTuple(), recheck);
        if (gone == null) {
            return null;
        }
        if (del != null) {
            del.after(ctx, map.toParent(gone), null);
        }
        RowTriggers ins = t.insert();
        Object[] moved = ins == null ? newRoot : ins.before(ctx, null, newRoot);
        if (moved == null) {
            return null;
        }
        routing.insert(moved);
        if (ins != null) {
            ins.after(ctx, null, moved);
        }
        return moved;
    }
}
