package org.lanin.planner.plan;

import java.util.HashSet;
import java.util.Set;
import org.lanin.engine.access.TableModifier;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.planner.routine.RowTriggers;

/**
 * Row triggers of UPDATE ... FROM and DELETE ... USING, per execution. A target version that
 * several joined rows carry is changed once; PostgreSQL finds the later ones already changed by
 * this command before their BEFORE ROW triggers run, so those fire once per version too: the
 * versions done are remembered by tid (only while the table has triggers for the event).
 */
final class JoinedRowTriggers {
    private final RowTriggers triggers;
    private final Set<Long> done = new HashSet<>();

    private JoinedRowTriggers(RowTriggers triggers) {
        this.triggers = triggers;
    }

    static JoinedRowTriggers of(RowTriggers triggers) {
        return triggers == null ? null : new JoinedRowTriggers(triggers);
    }

    /** As {@link UpdatePlanner#updateOne} with BEFORE ROW triggers on the new row and AFTER ROW triggers on the stored one. */
    Object[] update(TableModifier modifier, Object[] joinedRow, int slot, int[] targetSlots, RowExpr[] valueExprs,
                    ExecContext ctx) {
        HeapTuple target = (HeapTuple) joinedRow[slot];
        if (done.contains(target.tid())) {
            return null;
        }
        Object[][] before = new Object[1][];
        Object[] updated;
        try {
            updated = modifier.update(target, null, old -> {
                Object[] view = joinedRow.clone();
                System.arraycopy(old, 0, view, 0, old.length);
                Object[] row = old.clone();
                for (int i = 0; i < targetSlots.length; i++) {
                    row[targetSlots[i]] = valueExprs[i].eval(view, ctx);
                }
                before[0] = old;
                return triggers.beforeUpdate(ctx, old, row);
            });
        } catch (RowTriggers.Skip skipped) {
            return null; // a BEFORE ROW trigger returned NULL
        }
        if (updated != null) {
            done.add(target.tid());
            triggers.after(ctx, before[0], updated);
        }
        return updated;
    }

    Object[] delete(TableModifier modifier, HeapTuple target, TableDef table, ExecContext ctx) {
        if (!done.add(target.tid())) {
            return null;
        }
        if (triggers.before(ctx, Rows.widen(target, table), null) == null) {
            return null; // a BEFORE ROW trigger returned NULL
        }
        Object[] deleted = modifier.delete(target, null);
        if (deleted != null) {
            triggers.after(ctx, deleted, null);
        }
        return deleted;
    }
}
