package org.lanin.engine.access;

import java.util.Iterator;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * ALTER TABLE ... ADD FOREIGN KEY on a table that has rows: every row the statement sees with a
 * complete key must find its referenced row (PostgreSQL's RI_Initial_Check), else 23503 with
 * the same message an INSERT would get.
 */
public final class ForeignKeyValidation {
    private ForeignKeyValidation() {
    }

    /**
     * DETACH PARTITION: no row of {@code leaf} (the detached partition or a leaf below it) may hold a
     * key that a FOREIGN KEY referencing {@code parent} or a table above it still finds referenced
     * (PostgreSQL: 23503 "removing partition ... violates foreign key constraint").
     */
    public static void detaching(TableDef leaf, String partition, TableDef parent, org.lanin.engine.catalog.CatalogSnapshot catalog,
                                 ExecContext ctx) {
        for (PartitionedReferences.Inherited r : new PartitionedReferences(catalog).referencingFrom(parent, leaf)) {
            TableDef child = catalog.table(r.fk().table());
            if (child == null || child.isPartitioned()) {
                continue; // a partitioned referencing table's partitions hold the rows, under clones of the constraint
            }
            forEachVisibleRow(leaf, ctx, row -> {
                Object[] key = RiKeys.extract(row, r.keyAttnums());
                if (!IndexKeys.hasNull(key) && !ReferencingRows.find(r.fk(), child, key, 1, ctx).isEmpty()) {
                    throw LaninException.of(ForeignKeyMsg.REMOVING_PARTITION, org.lanin.engine.catalog.Namespace.nameOf(partition),
                            r.fk().name(), RiKeys.columns(leaf, r.keyAttnums()), RiKeys.values(key),
                            org.lanin.engine.catalog.Namespace.nameOf(child.name()));
                }
            });
        }
    }

    /** Each row of {@code table} the statement's snapshot sees, in the table's layout. */
    private static void forEachVisibleRow(TableDef table, ExecContext ctx, java.util.function.Consumer<Object[]> check) {
        Iterator<HeapTuple> it = table.heap().scan();
        while (it.hasNext()) {
            ctx.checkInterrupts();
            HeapTuple t = it.next();
            if (ctx.snapshot().isVisible(t)) {
                check.accept(Rows.widen(t, table));
            }
        }
    }

    public static void validate(ForeignKeyDef fk, TableDef table, TableDef refTable, ExecContext ctx,
                                org.lanin.engine.catalog.CatalogSnapshot catalog) {
        PartitionedReferences refs = new PartitionedReferences(catalog);
        forEachVisibleRow(table, ctx, row -> {
            Object[] key = RiKeys.extract(row, fk.attnums());
            RiKeys.checkMatchFull(fk, table, key);
            if (!IndexKeys.hasNull(key) && !ReferencedRowLock.exists(refs, fk, refTable, key, ctx)) {
                throw LaninException.of(ForeignKeyMsg.NOT_PRESENT, org.lanin.engine.catalog.Namespace.nameOf(table.name()), fk.name(),
                        RiKeys.columns(table, fk.attnums()), RiKeys.values(key), org.lanin.engine.catalog.Namespace.nameOf(refTable.name()));
            }
        });
    }
}
