package org.lanin.planner.plan;

import java.util.BitSet;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.lanin.engine.access.TableModifier;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.TupleSource;
import org.lanin.engine.partition.PartitionConstraint;
import org.lanin.engine.partition.PartitionRouting;
import org.lanin.engine.partition.PartitionTree;
import org.lanin.engine.partition.TupleConversionMap;
import org.lanin.engine.partition.TupleMapCache;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.routine.RowTriggers;

/**
 * INSERT, UPDATE and DELETE on partitioned tables and on partitions. An UPDATE whose new row
 * belongs to another partition deletes it from its partition and inserts it through the root
 * in the same statement (PostgreSQL 11's row movement); a write to a partition directly checks
 * its partition constraint (23514).
 */
final class PartitionDml {
    private PartitionDml() {
    }

    /** Plan-time facts an INSERT target needs. Null fields when the target is plain; {@code leafTriggers} null when no leaf has INSERT row triggers. */
    record InsertTarget(TableDef table, RowExpr[] checks, String[] checkNames, PartitionTree tree,
                        PartitionRouting.LeafChecks[] leafChecks, PartitionConstraint constraint, TupleMapCache maps,
                        LeafTriggers leafTriggers) {

        /** Per execution: where a finished row (in the target's layout) goes; answers it as stored, or null when a leaf's trigger skipped it. */
        UnaryOperator<Object[]> sink(ExecContext ctx) {
            if (tree != null) {
                PartitionRouting routing = new PartitionRouting(tree, leafChecks, maps, PartitionScans.useMapCache(ctx), ctx);
                return row -> {
                    if (constraint != null) {
                        constraint.check(row, ctx);
                    }
                    return LeafTriggers.insert(leafTriggers, routing, row, ctx);
                };
            }
            TableWriter writer = new TableWriter(table, checks, checkNames, ctx);
            return row -> {
                writer.validate(row); // NOT NULL and CHECK before the partition constraint, as ExecInsert
                if (constraint != null) {
                    constraint.check(row, ctx);
                }
                writer.store(row);
                return row;
            };
        }
    }

    static InsertTarget insertTarget(TableDef table, BindContext bc, SelectPlanner sp) {
        PartitionTree tree = table.isPartitioned() ? PartitionTree.of(table, bc.catalog(), org.lanin.planner.bind.PartitionKeyExprs.compiler(bc)) : null;
        PartitionConstraint pc = table.isPartition() ? PartitionConstraint.of(table, bc.catalog(), org.lanin.planner.bind.PartitionKeyExprs.compiler(bc)) : null;
        if (pc != null) {
            bc.lockAncestors(table);
        }
        return new InsertTarget(table, DmlSupport.checks(table, bc, sp), DmlSupport.checkNames(table, bc), tree,
                tree == null ? null : leafChecks(tree, bc, sp), pc == null || pc.isEmpty() ? null : pc,
                bc.database().catalog().tupleMaps(), tree == null ? null : LeafTriggers.of(bc.database(), tree, "INSERT"));
    }

    static PartitionRouting.LeafChecks[] leafChecks(PartitionTree tree, BindContext bc, SelectPlanner sp) {
        bc.lockPartitionTree(tree, org.lanin.engine.lock.LockMode.ROW_EXCLUSIVE);
        List<TableDef> leaves = tree.leaves();
        PartitionRouting.LeafChecks[] out = new PartitionRouting.LeafChecks[leaves.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = new PartitionRouting.LeafChecks(DmlSupport.checks(leaves.get(i), bc, sp), DmlSupport.checkNames(leaves.get(i), bc));
        }
        return out;
    }

    /**
     * The triggers of an UPDATE or DELETE through a partitioned table (null when none): the
     * target's statement triggers for the event, and the row triggers of each leaf
     * ({@link LeafTriggers}); for an UPDATE that moves a row to another partition, the source's
     * DELETE and the destination's INSERT row triggers (PostgreSQL 11's rule: BEFORE UPDATE and
     * BEFORE DELETE on the source, BEFORE INSERT on the destination, then AFTER DELETE and AFTER
     * INSERT, no AFTER UPDATE). Rows are shown to them in their leaf's layout.
     */
    record Triggers(RowTriggers statement, LeafTriggers leaves) {
        static Triggers of(org.lanin.planner.session.LaninDatabase db, TableDef root, PartitionTree tree, String event) {
            RowTriggers statement = RowTriggers.of(db, root, event);
            LeafTriggers leaves = LeafTriggers.of(db, tree, event);
            return statement == null && leaves == null ? null : new Triggers(statement, leaves);
        }

        /** The statement body with the statement triggers around it and the AFTER ROW queue open. */
        static java.util.function.BiFunction<ExecContext, List<Object[]>, Long> wrap(Triggers t,
                java.util.function.BiFunction<ExecContext, List<Object[]>, Long> body) {
            if (t == null) {
                return body;
            }
            return t.statement() != null ? RowTriggers.statement(t.statement(), body) : RowTriggers.deferred(body);
        }

        RowTriggers updateOn(int leaf) {
            return leaves == null ? null : leaves.updateOn(leaf);
        }

        RowTriggers deleteOn(int leaf) {
            return leaves == null ? null : leaves.deleteOn(leaf);
        }
    }

    /**
     * UPDATE or DELETE through a partitioned table ({@code compute} null for DELETE): each
     * surviving leaf is scanned; rows are handed to RETURNING in the root's layout.
     */
    static long modify(PartitionScans scans, PartitionRouting.LeafChecks[] leafChecks, TupleMapCache cache,
                       UnaryOperator<Object[]> computeFor, DmlSupport.Returning ret, ExecContext ctx, List<Object[]> out,
                       Triggers triggers) {
        PartitionTree tree = scans.tree();
        PartitionRouting routing = new PartitionRouting(tree, leafChecks, cache, PartitionScans.useMapCache(ctx), ctx);
        BitSet leaves = scans.survivors(ctx);
        long n = 0;
        for (int leaf = leaves.nextSetBit(0); leaf >= 0; leaf = leaves.nextSetBit(leaf + 1)) {
            TupleConversionMap map = routing.map(leaf);
            RowExpr recheck = scans.leafRecheck(leaf);
            TableModifier modifier = new TableModifier(routing.writer(leaf), ctx);
            TupleSource scan = scans.leafSource(leaf, ctx);
            scan.open(ctx);
            try {
                Object[] leafRow;
                while ((leafRow = scan.next()) != null) {
                    ctx.checkInterrupts();
                    Object[] result;
                    if (triggers != null) {
                        result = computeFor == null ? PartitionRowTriggers.delete(triggers, leaf, modifier, scan, recheck, leafRow, map, ctx)
                                : PartitionRowTriggers.update(triggers, routing, leaf, map, modifier, scan, recheck, leafRow,
                                        computeFor, ctx);
                    } else {
                        result = computeFor == null ? deleted(modifier.delete(scan.currentTuple(), recheck), map)
                                : updateOne(routing, leaf, map, modifier, scan, recheck, leafRow, computeFor, ctx);
                    }
                    if (result != null) {
                        n++;
                        if (ret != null) {
                            out.add(ret.apply(result, ctx));
                        }
                    }
                }
            } finally {
                scan.close();
            }
        }
        return n;
    }

    private static Object[] deleted(Object[] leafRow, TupleConversionMap map) {
        return leafRow == null ? null : map.toParent(leafRow);
    }

    /** Around a row's move to another partition: the FOREIGN KEYs referencing a partitioned table see one key update ({@link org.lanin.engine.access.RiStatement#moving}). */
    static void moving(ExecContext ctx, boolean on) {
        if (ctx.ri() != null) {
            ctx.ri().moving(on);
        }
    }

    private static Object[] updateOne(PartitionRouting routing, int leaf, TupleConversionMap map, TableModifier modifier,
                                      TupleSource scan, RowExpr recheck, Object[] leafRow, UnaryOperator<Object[]> compute,
                                      ExecContext ctx) {
        Object[] newRoot = compute.apply(map.toParent(leafRow));
        if (routing.route(newRoot) == leaf) {
            Object[] stored = modifier.update(scan.currentTuple(), recheck, old -> {
                Object[] again = compute.apply(map.toParent(old));
                if (routing.route(again) != leaf) {
                    throw org.lanin.engine.error.LaninException.of(
                            org.lanin.engine.partition.PartitionMsg.PARTITION_CONSTRAINT_VIOLATED, routing.tree().leaves().get(leaf).name());
                }
                return map.toChild(again);
            });
            return stored == null ? null : map.toParent(stored);
        }
        moving(ctx, true);
        try {
            Object[] gone = modifier.delete(scan.currentTuple(), recheck);
            if (gone == null) {
                return null;
            }
            Object[] moved = compute.apply(map.toParent(gone));
            routing.insert(moved);
            return moved;
        } finally {
            moving(ctx, false);
        }
    }
}
