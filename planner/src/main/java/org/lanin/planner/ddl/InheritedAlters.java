package org.lanin.planner.ddl;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Inheritance;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.AddColumn;
import org.lanin.planner.ddl.DdlStatement.AlterAction;
import org.lanin.planner.ddl.DdlStatement.AlterColumnType;
import org.lanin.planner.ddl.DdlStatement.DropColumn;

/**
 * ALTER TABLE and table inheritance (INHERIT / NO INHERIT: {@link InheritanceChange}): ADD COLUMN on a parent reaches its children (a child that
 * already has a column of that name keeps its own: PostgreSQL merges it); ALTER COLUMN TYPE on a
 * parent rewrites every descendant; a child's inherited column cannot be dropped or have its type
 * altered (42P16); DROP COLUMN on a parent with children is not built (0A000:
 * PostgreSQL drops a child's column only when no parent and no local definition keeps it, and
 * Lanin does not keep attislocal / attinhcount).
 */
final class InheritedAlters {
    private InheritedAlters() {
    }

    static void guard(CatalogSnapshot snap, TableDef t, AlterAction action, boolean top) {
        if (action instanceof AlterColumnType a && top) {
            for (TableDef p : Inheritance.parents(snap, t)) {
                if (p.column(a.column()) != null) {
                    throw LaninException.of(PartitionDdlMsg.ALTER_INHERITED, a.column());
                }
            }
        }
        if (!(action instanceof DropColumn d)) {
            return;
        }
        if (Inheritance.hasChildren(snap, t) && t.column(d.name()) != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "DROP COLUMN on a table with inheritance children");
        }
        for (TableDef p : Inheritance.parents(snap, t)) {
            if (p.column(d.name()) != null) {
                throw LaninException.of(PartitionDdlMsg.DROP_INHERITED, d.name());
            }
        }
    }

    /**
     * The tables an action on {@code t} recurses to: its inheritance children for ADD COLUMN (each
     * recursing further); for ALTER COLUMN TYPE, from the table named in the statement, every
     * descendant once (a child of two altered parents is rewritten once, as PostgreSQL's
     * find_all_inheritors), else none.
     */
    static List<TableDef> recursesTo(CatalogSnapshot snap, TableDef t, AlterAction action, boolean top) {
        if (action instanceof AlterColumnType a) {
            return top ? Inheritance.descendants(snap, t).stream().filter(c -> c.column(a.column()) != null).toList()
                    : List.of();
        }
        return action instanceof AddColumn ? Inheritance.children(snap, t) : List.of();
    }
}
