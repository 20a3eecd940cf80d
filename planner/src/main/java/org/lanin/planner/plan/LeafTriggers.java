package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.partition.PartitionMsg;
import org.lanin.engine.partition.PartitionRouting;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.partition.TupleConversionMap;
import org.lanin.planner.routine.RowTriggers;
import org.lanin.planner.session.LaninDatabase;

/**
 * The row triggers of each leaf of a partitioned target, per event, found at plan time: a
 * row written through the parent fires the triggers of the partition it lands in (its own and
 * its ancestors', {@code RowTriggers.forLeaf}), in that partition's layout. Null entries for
 * leaves without any.
 */
record LeafTriggers(RowTriggers[] insert, RowTriggers[] update, RowTriggers[] delete) {

    /** The leaves' triggers for {@code event}; an UPDATE also needs DELETE and INSERT for row movement. Null when no leaf has any. */
    static LeafTriggers of(LaninDatabase db, PartitionTree tree, String event) {
        boolean update = event.equals("UPDATE");
        RowTriggers[] ins = event.equals("INSERT") || update ? forEach(db, tree, "INSERT") : null;
        RowTriggers[] upd = update ? forEach(db, tree, "UPDATE") : null;
        RowTriggers[] del = event.equals("DELETE") || update ? forEach(db, tree, "DELETE") : null;
        return ins == null && upd == null && del == null ? null : new LeafTriggers(ins, upd, del);
    }

    /** One entry per leaf, or null when none has a trigger for the event. */
    private static RowTriggers[] forEach(LaninDatabase db, PartitionTree tree, String event) {
        List<TableDef> leaves = tree.leaves();
        RowTriggers[] out = new RowTriggers[leaves.size()];
        boolean any = false;
        for (int i = 0; i < out.length; i++) {
            out[i] = RowTriggers.forLeaf(db, leaves.get(i), event);
            any |= out[i] != null;
        }
        return any ? out : null;
    }

    RowTriggers insertOn(int leaf) {
        return insert == null ? null : insert[leaf];
    }

    RowTriggers updateOn(int leaf) {
        return update == null ? null : update[leaf];
    }

    RowTriggers deleteOn(int leaf) {
        return delete == null ? null : delete[leaf];
    }

    /**
     * Routes a root-layout row and writes it with its leaf's INSERT row triggers around the write;
     * answers the row as stored, in the root's layout, or null when a BEFORE trigger skipped it.
     * A BEFORE trigger that changes the row so it no longer belongs to the leaf is 23514, as
     * PostgreSQL 15 (ExecPartitionCheck after ExecBRInsertTriggers).
     */
    static Object[] insert(LeafTriggers t, PartitionRouting routing, Object[] rootRow, ExecContext ctx) {
        int leaf = routing.route(rootRow);
        RowTriggers ins = t == null ? null : t.insertOn(leaf);
        TupleConversionMap map = routing.map(leaf);
        Object[] leafRow = map.toChild(rootRow);
        if (ins != null) {
            leafRow = ins.before(ctx, null, leafRow);
            if (leafRow == null) {
                return null;
            }
            checkStillIn(routing, leaf, map.toParent(leafRow));
        }
        routing.writer(leaf).insert(leafRow);
        if (ins != null) {
            ins.after(ctx, null, leafRow);
        }
        return map.toParent(leafRow);
    }

    /** 23514 unless the (root-layout) row still routes to {@code leaf}. */
    static void checkStillIn(PartitionRouting routing, int leaf, Object[] rootRow) {
        boolean in;
        try {
            in = routing.route(rootRow) == leaf;
        } catch (LaninException noPartition) {
            in = false;
        }
        if (!in) {
            throw LaninException.of(PartitionMsg.PARTITION_CONSTRAINT_VIOLATED, routing.tree().leaves().get(leaf).name());
        }
    }
}
