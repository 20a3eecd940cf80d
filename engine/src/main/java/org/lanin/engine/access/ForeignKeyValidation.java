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

    public static void validate(ForeignKeyDef fk, TableDef table, TableDef refTable, ExecContext ctx) {
        Iterator<HeapTuple> it = table.heap().scan();
        while (it.hasNext()) {
            ctx.checkInterrupts();
            HeapTuple t = it.next();
            if (!ctx.snapshot().isVisible(t)) {
                continue;
            }
            Object[] key = RiKeys.extract(Rows.widen(t, table), fk.attnums());
            RiKeys.checkMatchFull(fk, table, key);
            if (!IndexKeys.hasNull(key) && !ReferencedRowLock.exists(fk, refTable, key, ctx)) {
                throw LaninException.of(ForeignKeyMsg.NOT_PRESENT, org.lanin.engine.catalog.Namespace.nameOf(table.name()), fk.name(),
                        RiKeys.columns(table, fk.attnums()), RiKeys.values(key), org.lanin.engine.catalog.Namespace.nameOf(refTable.name()));
            }
        }
    }
}
