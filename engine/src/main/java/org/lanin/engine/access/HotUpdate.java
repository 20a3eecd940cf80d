package org.lanin.engine.access;

import java.util.Objects;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;

/**
 * Whether an UPDATE may be HOT (heap_update's HOT-safety test): it changes no column any index of
 * the table uses (key columns, and columns an index's expressions or WHERE read), counting indexes still being built (CREATE INDEX CONCURRENTLY: their entries
 * must name the chain's root with the key every member has). Values are compared as stored, so a
 * change of representation only (1.0 to 1.00) counts as a change, as PostgreSQL compares datums
 * bytewise.
 */
final class HotUpdate {
    private HotUpdate() {
    }

    static boolean safe(TableDef table, Object[] oldRow, Object[] newRow) {
        for (IndexDef index : table.indexes()) {
            if (changed(index.attnums(), oldRow, newRow)
                    || index.exprs() != null && changed(index.exprs().readAttnums(), oldRow, newRow)) {
                return false;
            }
        }
        return true;
    }

    private static boolean changed(int[] attnums, Object[] oldRow, Object[] newRow) {
        for (int attnum : attnums) {
            int i = attnum - 1;
            if (i < 0) {
                continue; // an expression column: its inputs are in readAttnums
            }
            Object before = i < oldRow.length ? oldRow[i] : null;
            Object after = i < newRow.length ? newRow[i] : null;
            if (!Objects.deepEquals(before, after)) {
                return true;
            }
        }
        return false;
    }
}
