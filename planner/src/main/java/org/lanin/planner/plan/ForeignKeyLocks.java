package org.lanin.planner.plan;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.FkAction;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.bind.BindContext;

/**
 * The table-level locks of a DML statement's FOREIGN KEY work. PostgreSQL's RI triggers run
 * queries that lock what they touch: a check of a referenced (or referencing) row runs
 * {@code SELECT ... FOR KEY SHARE} (ROW SHARE on that table), a referential action runs an
 * UPDATE or DELETE (ROW EXCLUSIVE), which may fire further triggers. We take the same modes on
 * every table the statement's foreign keys can reach, when the statement starts rather than when
 * the first trigger fires: the plan then never meets a table changed by DDL after it was planned.
 */
final class ForeignKeyLocks {
    private ForeignKeyLocks() {
    }

    /** What a write does to a table, for the closure. */
    private enum Write { INSERT, UPDATE, DELETE }

    /** {@code changed}: attnums the write may change, or null for any (inserts, deletes, cascaded updates). */
    private record Step(TableDef table, Write write, java.util.Set<Integer> changed) {
        boolean touches(int[] attnums) {
            if (changed == null) {
                return true;
            }
            for (int a : attnums) {
                if (changed.contains(a)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Adds the locks for a statement that inserts into, updates or deletes from {@code target} (an upsert does the first two). */
    static void add(BindContext bc, TableDef target, boolean inserts, boolean updates, boolean deletes) {
        CatalogSnapshot catalog = bc.catalog();
        if (!catalog.hasForeignKeys()) {
            return;
        }
        ArrayDeque<Step> todo = new ArrayDeque<>();
        Set<Step> seen = new HashSet<>();
        if (inserts) {
            todo.add(new Step(target, Write.INSERT, null));
        }
        if (updates) {
            todo.add(new Step(target, Write.UPDATE, changedAttnums(bc.updatedSlots())));
        }
        if (deletes) {
            todo.add(new Step(target, Write.DELETE, null));
        }
        while (!todo.isEmpty()) {
            Step s = todo.pop();
            if (seen.add(s)) {
                visit(bc, catalog, s, todo);
            }
        }
    }

    private static void visit(BindContext bc, CatalogSnapshot catalog, Step s, ArrayDeque<Step> todo) {
        if (s.write() != Write.DELETE) {
            for (ForeignKeyDef fk : s.table().foreignKeys()) {
                if (s.touches(fk.attnums())) {
                    lock(bc, catalog, fk.refTable(), LockMode.ROW_SHARE); // the referenced row is checked FOR KEY SHARE
                }
            }
        }
        if (s.write() == Write.INSERT) {
            return;
        }
        for (ForeignKeyDef fk : catalog.referencing(s.table().name())) {
            if (!s.touches(fk.refAttnums())) {
                continue; // PostgreSQL fires no RI trigger for an update that keeps the referenced key
            }
            FkAction action = s.write() == Write.DELETE ? fk.onDelete() : fk.onUpdate();
            TableDef child = catalog.table(fk.table());
            if (child == null) {
                continue;
            }
            if (action == FkAction.NO_ACTION || action == FkAction.RESTRICT) {
                bc.lockRelation(child, LockMode.ROW_SHARE);
            } else {
                bc.lockRelation(child, LockMode.ROW_EXCLUSIVE);
                todo.add(new Step(child, action == FkAction.CASCADE && s.write() == Write.DELETE ? Write.DELETE : Write.UPDATE,
                        null));
            }
        }
    }

    private static java.util.Set<Integer> changedAttnums(int[] slots) {
        if (slots == null) {
            return null;
        }
        java.util.Set<Integer> out = new java.util.HashSet<>();
        for (int s : slots) {
            out.add(s + 1);
        }
        return out;
    }

    private static void lock(BindContext bc, CatalogSnapshot catalog, String table, LockMode mode) {
        TableDef t = catalog.table(table);
        if (t != null) {
            bc.lockRelation(t, mode);
        }
    }
}
