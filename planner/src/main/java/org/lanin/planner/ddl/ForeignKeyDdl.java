package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.ddl.DdlStatement.Reference;

/**
 * Defining FOREIGN KEYs (CREATE TABLE, ALTER TABLE ADD): the referenced table and columns (its
 * primary key by default) must carry a unique index, the column types must compare, and the
 * name defaults to PostgreSQL's {@code <table>_<columns>_fkey}.
 */
final class ForeignKeyDdl {
    private ForeignKeyDdl() {
    }

    /**
     * The constraint for {@code table} (already holding its columns and indexes; it is its own
     * referenced table when {@code r} names it).
     */
    static ForeignKeyDef define(TableDef table, String name, List<String> columns, Reference r, CatalogSnapshot base) {
        // the table being created is not in the catalog yet, so an unqualified name of its own (a
        // temporary table's "t", which the session's pg_temp_N.t will answer to) found nothing else
        boolean self = r.table().equals(table.name()) || base.table(r.table()) == null
                && r.table().equals(org.lanin.engine.catalog.Namespace.nameOf(table.name()));
        TableDef ref = self ? table : base.table(r.table());
        if (ref == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, r.table());
        }
        List<String> refColumns = r.columns().isEmpty() ? primaryKeyColumns(ref) : r.columns();
        if (refColumns.size() != columns.size()) {
            throw LaninException.of(ForeignKeyDdlMsg.COLUMN_COUNT);
        }
        int[] attnums = CreateTableExecutor.attnums(table, columns);
        int[] refAttnums = CreateTableExecutor.attnums(ref, refColumns);
        IndexDef index = uniqueIndex(ref, refAttnums); // a partitioned table's: the engine looks keys up in its leaves
        String fkName = name != null ? name : r.name() != null ? r.name()
                : freeName(table, org.lanin.engine.catalog.Namespace.nameOf(table.name()) + "_" + String.join("_", columns) + "_fkey");
        if (name != null || r.name() != null) {
            checkFree(table, fkName);
        }
        for (int i = 0; i < attnums.length; i++) {
            ColumnDef a = table.columns().get(attnums[i] - 1);
            ColumnDef b = ref.columns().get(refAttnums[i] - 1);
            if (!compatible(a.type().kind(), b.type().kind())) {
                throw LaninException.of(ForeignKeyDdlMsg.INCOMPATIBLE_TYPES, fkName, a.name(), b.name(),
                        a.type().sqlName(), b.type().sqlName());
            }
        }
        return new ForeignKeyDef(fkName, table.name(), attnums, ref.name(), refAttnums, index.name(), r.onDelete(),
                r.onUpdate(), r.matchFull() ? "f" : null, r.deferral());
    }

    /**
     * The FOREIGN KEYs whose referenced rows may be in table {@code name}: those referencing it, and for a
     * partition those referencing its ancestors (whose rows it holds).
     */
    static List<ForeignKeyDef> referencingThrough(CatalogSnapshot base, String name) {
        List<ForeignKeyDef> out = new ArrayList<>(base.referencing(name));
        for (TableDef t = base.table(name); t != null && t.isPartition(); ) {
            t = base.table(t.partitioning().parent());
            if (t != null) {
                out.addAll(base.referencing(t.name()));
            }
        }
        return out;
    }

    /** The table with the constraint added. */
    static TableDef add(TableDef table, ForeignKeyDef fk) {
        List<ForeignKeyDef> fks = new ArrayList<>(table.foreignKeys());
        fks.add(fk);
        return table.withForeignKeys(fks);
    }

    private static List<String> primaryKeyColumns(TableDef ref) {
        IndexDef pk = ref.primaryKey();
        if (pk == null) {
            throw LaninException.of(ForeignKeyDdlMsg.NO_PRIMARY_KEY, ref.name());
        }
        if (pk.deferrable()) {
            throw LaninException.of(ForeignKeyDdlMsg.DEFERRABLE_PRIMARY_KEY, ref.name());
        }
        List<String> out = new ArrayList<>();
        for (int a : pk.keyAttnums()) {
            out.add(ref.columns().get(a - 1).name());
        }
        return out;
    }

    /** A unique index over exactly the referenced columns, in any order (PostgreSQL's transformFkeyCheckAttrs). */
    private static IndexDef uniqueIndex(TableDef ref, int[] refAttnums) {
        int[] want = refAttnums.clone();
        Arrays.sort(want);
        boolean deferrable = false;
        for (IndexDef i : ref.indexes()) {
            int[] have = i.keyAttnums().clone(); // its key columns: INCLUDE ones are not part of the key
            Arrays.sort(have);
            if (i.unique() && i.plain() && Arrays.equals(want, have)) {
                if (!i.deferrable()) {
                    return i;
                }
                deferrable = true;
            }
        }
        throw LaninException.of(deferrable ? ForeignKeyDdlMsg.DEFERRABLE_UNIQUE : ForeignKeyDdlMsg.NO_UNIQUE_MATCH, ref.name());
    }

    /** Same kind, or both integral, or both text: the B-tree compares them exactly. */
    private static boolean compatible(TypeKind a, TypeKind b) {
        return a == b || a.isIntegral() && b.isIntegral() || isText(a) && isText(b);
    }

    private static boolean isText(TypeKind k) {
        return k == TypeKind.TEXT || k == TypeKind.VARCHAR;
    }

    private static String freeName(TableDef table, String base) {
        String name = base;
        for (int i = 1; taken(table, name); i++) {
            name = base + i;
        }
        return name;
    }

    private static void checkFree(TableDef table, String name) {
        if (taken(table, name)) {
            throw LaninException.of(ForeignKeyDdlMsg.DUPLICATE_CONSTRAINT, name, table.name());
        }
    }

    private static boolean taken(TableDef table, String name) {
        return table.foreignKey(name) != null || table.checks().stream().map(CheckDef::name).anyMatch(name::equals)
                || table.indexes().stream().anyMatch(i -> i.name().equals(name));
    }

    /** The FOREIGN KEYs of other tables that depend on {@code index} of {@code table}, or an empty list. */
    static List<ForeignKeyDef> dependents(CatalogSnapshot base, TableDef table, String index) {
        List<ForeignKeyDef> out = new ArrayList<>();
        for (ForeignKeyDef f : base.referencing(table.name())) {
            if (f.refIndex().equals(index)) {
                out.add(f);
            }
        }
        for (ForeignKeyDef f : table.foreignKeys()) {
            if (f.selfReferencing() && f.refIndex().equals(index) && !out.contains(f)) {
                out.add(f);
            }
        }
        return out;
    }
}
