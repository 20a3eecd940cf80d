package org.lanin.engine.access;

import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.FkAction;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * ON DELETE / ON UPDATE CASCADE, SET NULL or SET DEFAULT for one changed referenced key
 * (PostgreSQL's RI_FKey_cascade_del/upd, RI_FKey_setnull/setdefault): the referencing rows are
 * deleted or updated through {@link TableModifier}, so their own constraints, foreign keys and
 * referential actions apply in turn.
 *
 * @param newKey the referenced key after an UPDATE; null for a DELETE
 */
record ReferentialAction(ForeignKeyDef fk, FkAction action, Object[] oldKey, Object[] newKey) {

    void apply(RiStatement ri, ExecContext ctx) {
        TableDef child = ri.table(fk.table());
        Object[] own = RiKeys.asColumns(oldKey, child, fk.attnums());
        RowExpr stillReferencing = (row, c) -> RiKeys.rowMatches(row, fk.attnums(), own);
        TableModifier m = ri.modifier(child, ctx);
        boolean keptOldKey = false;
        for (HeapTuple t : ReferencingRows.find(fk, child, oldKey, Integer.MAX_VALUE, ctx)) {
            if (action == FkAction.CASCADE && newKey == null) {
                m.delete(t, stillReferencing);
            } else {
                Object[] values = replacement(ri, child, ctx);
                keptOldKey |= action == FkAction.SET_DEFAULT && RiKeys.equal(values, own);
                m.update(t, stillReferencing, row -> {
                    Object[] out = row.clone();
                    for (int i = 0; i < values.length; i++) {
                        out[fk.attnums()[i] - 1] = values[i];
                    }
                    return out;
                });
            }
        }
        if (keptOldKey) {
            // A default is the old key itself: that row still references it, and its update changed no key,
            // so nothing would check it. PostgreSQL's RI_FKey_setdefault looks again, NO ACTION style.
            ri.check(new RiCheck.NotReferenced(fk, oldKey, newKey != null, true));
        }
    }

    /** The values the FK columns take: the new key, NULLs or the columns' defaults. */
    private Object[] replacement(RiStatement ri, TableDef child, ExecContext ctx) {
        int n = fk.attnums().length;
        Object[] out = new Object[n];
        if (action == FkAction.CASCADE) {
            return RiKeys.asColumns(newKey, child, fk.attnums());
        }
        if (action == FkAction.SET_DEFAULT) {
            for (int i = 0; i < n; i++) {
                ColumnDef c = child.columns().get(fk.attnums()[i] - 1);
                out[i] = ri.support().defaultValue(child, c, ctx);
            }
        }
        return out;
    }
}
