package org.lanin.dump;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.FkAction;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;

/**
 * pg_dump's post-data section: PRIMARY KEY and UNIQUE constraints, then the other indexes
 * (pg_get_indexdef's text: partial and expression indexes as PostgreSQL deparses them), then
 * FOREIGN KEYs, each as ALTER TABLE ONLY ... ADD CONSTRAINT once the rows are in.
 *
 * <p>Partitioned tables: their constraints and indexes are added without ONLY, so PostgreSQL
 * creates the partitions' matching ones itself, and a partition's index or foreign key that
 * matches one of its parent's (the one Lanin cloned into it) is not written again.
 */
final class ConstraintDdl {
    /** pg_get_indexdef of an index oid, read through SQL. */
    interface IndexDefinitions {
        String of(long indexOid) throws SQLException;
    }

    private final CatalogSnapshot catalog;
    private final SqlNames names;

    ConstraintDdl(CatalogSnapshot catalog, SqlNames names) {
        this.catalog = catalog;
        this.names = names;
    }

    List<DumpEntry> keys(List<TableDef> tables) {
        List<DumpEntry> out = new ArrayList<>();
        for (TableDef t : tables) {
            for (IndexDef i : t.indexes()) {
                if (i.constraint() && !inherited(t, i)) {
                    String kind = i.primary() ? "PRIMARY KEY" : i.nullsNotDistinctOn() ? "UNIQUE NULLS NOT DISTINCT" : "UNIQUE";
                    out.add(entry(t, i.name(), "CONSTRAINT", alter(t) + "\n    ADD CONSTRAINT "
                            + names.ident(Namespace.nameOf(i.name())) + " " + kind + " (" + columns(t, i.keyAttnums()) + ")"
                            + included(t, i) + (i.reloptions() == null ? "" : " " + TableDdl.storage(i.reloptions()))
                            + (i.initiallyDeferred() ? " DEFERRABLE INITIALLY DEFERRED" : i.deferrable() ? " DEFERRABLE" : "") + ";"));
                }
            }
        }
        return out;
    }

    List<DumpEntry> indexes(List<TableDef> tables, IndexDefinitions definitions) throws SQLException {
        List<DumpEntry> out = new ArrayList<>();
        for (TableDef t : tables) {
            for (IndexDef i : t.indexes()) {
                if (!i.constraint() && i.valid() && !inherited(t, i)) {
                    // pg_get_indexdef writes ON ONLY for a partitioned table; without ONLY the restore makes the
                    // partitions' indexes too (this dump leaves them out, as it leaves out constraint clones)
                    String def = definitions.of(i.oid());
                    out.add(entry(t, i.name(), "INDEX", (t.isPartitioned() ? def.replaceFirst(" ON ONLY ", " ON ") : def) + ";"));
                }
            }
        }
        return out;
    }

    List<DumpEntry> foreignKeys(List<TableDef> tables) {
        List<DumpEntry> out = new ArrayList<>();
        for (TableDef t : tables) {
            for (ForeignKeyDef fk : t.foreignKeys()) {
                if (!inherited(t, fk)) {
                    out.add(entry(t, fk.name(), "FK CONSTRAINT", alter(t) + "\n    ADD CONSTRAINT " + names.ident(fk.name())
                            + " " + foreignKey(t, fk) + ";"));
                }
            }
        }
        return out;
    }

    private String foreignKey(TableDef t, ForeignKeyDef fk) {
        TableDef ref = catalog.table(fk.refTable());
        StringBuilder b = new StringBuilder("FOREIGN KEY (" + columns(t, fk.attnums()) + ") REFERENCES "
                + names.qualified(fk.refTable()) + "(" + columns(ref, fk.refAttnums()) + ")");
        if (fk.onUpdate() != FkAction.NO_ACTION) {
            b.append(" ON UPDATE ").append(fk.onUpdate().sql());
        }
        if (fk.onDelete() != FkAction.NO_ACTION) {
            b.append(" ON DELETE ").append(fk.onDelete().sql());
        }
        if (fk.deferrable()) {
            b.append(fk.initiallyDeferred() ? " DEFERRABLE INITIALLY DEFERRED" : " DEFERRABLE");
        }
        return b.toString();
    }

    /** ONLY except on a partitioned table, where PostgreSQL must recurse to the partitions. */
    private String alter(TableDef t) {
        return "ALTER TABLE " + (t.isPartitioned() ? "" : "ONLY ") + names.qualified(t.name());
    }

    private boolean inherited(TableDef t, IndexDef i) {
        TableDef parent = parentOf(t);
        if (parent == null) {
            return false;
        }
        for (IndexDef p : parent.indexes()) {
            if (p.unique() == i.unique() && p.primary() == i.primary() && p.constraint() == i.constraint()
                    && columns(parent, p.attnums()).equals(columns(t, i.attnums())) && sameExprs(p, i)
                    && Arrays.equals(p.hasOptions() ? p.options() : null, i.hasOptions() ? i.options() : null)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameExprs(IndexDef a, IndexDef b) {
        if (a.exprs() == null || b.exprs() == null) {
            return a.exprs() == b.exprs();
        }
        return Objects.equals(a.exprs().predicateText(), b.exprs().predicateText())
                && Arrays.equals(a.exprs().keyText(), b.exprs().keyText());
    }

    private boolean inherited(TableDef t, ForeignKeyDef fk) {
        TableDef parent = parentOf(t);
        if (parent == null) {
            return false;
        }
        for (ForeignKeyDef p : parent.foreignKeys()) {
            if (p.refTable().equals(fk.refTable()) && columns(parent, p.attnums()).equals(columns(t, fk.attnums()))) {
                return true;
            }
        }
        return false;
    }

    private TableDef parentOf(TableDef t) {
        return t.isPartition() ? catalog.table(t.partitioning().parent()) : null;
    }

    /** Column names of attnums, by name; an expression column (attnum 0) as {@code #expr}. */
    /** " INCLUDE (columns)" of a constraint whose index has INCLUDE columns, else "". */
    private String included(TableDef t, IndexDef i) {
        int[] rest = java.util.Arrays.copyOfRange(i.attnums(), i.keyCount(), i.attnums().length);
        return rest.length == 0 ? "" : " INCLUDE (" + columns(t, rest) + ")";
    }

    private String columns(TableDef t, int[] attnums) {
        List<String> out = new ArrayList<>();
        for (int a : attnums) {
            String name = "#expr";
            for (ColumnDef c : t.columns()) {
                if (c.attnum() == a) {
                    name = names.ident(c.name());
                }
            }
            out.add(name);
        }
        return String.join(", ", out);
    }

    private static DumpEntry entry(TableDef t, String objectName, String type, String sql) {
        return new DumpEntry(Namespace.nameOf(t.name()) + " " + Namespace.nameOf(objectName), type,
                Namespace.schemaOf(t.name()), sql);
    }
}
