package org.lanin.planner.ddl;

import java.util.Arrays;
import org.lanin.engine.access.ForeignKeyValidation;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.partition.PartitionChild;
import org.lanin.planner.plan.StatementRuntime;

/**
 * FOREIGN KEYs of a partitioned table exist on every partition under the parent's constraint
 * name (PostgreSQL's cloned constraints with conparentid): the parent's own constraint is a
 * declaration only (its heap holds no rows, and {@code RiStatement} skips it), the clones on the
 * leaves are what the write path checks. A partition created or attached later receives the
 * clones; one that already has the same constraint keeps it. A clone cannot be dropped on its
 * own (42P16); DETACH leaves it on the detached table, as PostgreSQL does.
 */
final class PartitionForeignKeys {
    private PartitionForeignKeys() {
    }

    /** The parent's constraint {@code fk} as {@code child}'s own: same name, columns matched by name. */
    static ForeignKeyDef cloneFor(ForeignKeyDef fk, TableDef parent, TableDef child) {
        int[] attnums = new int[fk.attnums().length];
        for (int i = 0; i < attnums.length; i++) {
            attnums[i] = child.column(parent.columns().get(fk.attnums()[i] - 1).name()).attnum();
        }
        return new ForeignKeyDef(fk.name(), child.name(), attnums, fk.refTable(), fk.refAttnums(), fk.refIndex(),
                fk.onDelete(), fk.onUpdate(), fk.match(), fk.deferral(), fk.notValid());
    }

    /** Gives {@code childName} (and its partitions) the parent's FOREIGN KEYs, checking the rows it holds. */
    static Catalog.Edit cloneInto(Catalog.Edit e, String parentName, String childName, StatementRuntime rt) {
        TableDef parent = e.base().table(parentName);
        Catalog.Edit out = e;
        for (ForeignKeyDef fk : parent.foreignKeys()) {
            out = ensure(out, parent, fk, childName, rt);
        }
        return out;
    }

    private static Catalog.Edit ensure(Catalog.Edit e, TableDef parent, ForeignKeyDef fk, String childName,
                                       StatementRuntime rt) {
        TableDef child = e.base().table(childName);
        ForeignKeyDef clone = cloneFor(fk, parent, child);
        Catalog.Edit out = e;
        if (!hasSame(child, clone)) {
            if (child.foreignKey(clone.name()) != null) {
                throw LaninException.of(ForeignKeyDdlMsg.DUPLICATE_CONSTRAINT, clone.name(), child.name());
            }
            TableDef withFk = ForeignKeyDdl.add(child, clone);
            if (!child.isPartitioned()) {
                ForeignKeyValidation.validate(clone, withFk, e.base().table(clone.refTable()), rt.exec(), e.base());
            }
            out = out.putTable(withFk);
        }
        if (child.isPartitioned()) {
            TableDef now = out.base().table(childName);
            for (PartitionChild c : now.partitioning().children()) {
                out = ensure(out, now, now.foreignKey(clone.name()) != null ? now.foreignKey(clone.name()) : clone,
                        c.name(), rt);
            }
        }
        return out;
    }

    private static boolean hasSame(TableDef child, ForeignKeyDef clone) {
        for (ForeignKeyDef f : child.foreignKeys()) {
            if (f.refTable().equals(clone.refTable()) && Arrays.equals(f.attnums(), clone.attnums())
                    && Arrays.equals(f.refAttnums(), clone.refAttnums())) {
                return true;
            }
        }
        return false;
    }

    /** Refuses to drop a partition's constraint that its parent's constraint of the same name put there. */
    static void refuseDropInherited(CatalogSnapshot snap, TableDef t, String name, boolean top) {
        if (!top || !t.isPartition() || t.foreignKey(name) == null) {
            return;
        }
        TableDef parent = snap.table(t.partitioning().parent());
        if (parent != null && parent.foreignKey(name) != null) {
            throw LaninException.of(ForeignKeyDdlMsg.DROP_INHERITED, name, org.lanin.engine.catalog.Namespace.nameOf(t.name()));
        }
    }
}
