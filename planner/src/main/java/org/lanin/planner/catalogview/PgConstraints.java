package org.lanin.planner.catalogview;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;

/**
 * pg_constraint: primary key and unique constraints (from their indexes), CHECK and FOREIGN KEY
 * constraints, with {@link PgOids#synthetic synthetic} oids keyed by table and constraint name;
 * and {@code pg_get_constraintdef}'s text for each. NOT NULL is a column property
 * (pg_attribute.attnotnull), as in PostgreSQL 15. conkey/confkey are smallint[] in their text form.
 */
public final class PgConstraints {
    private PgConstraints() {
    }

    /**
     * The table of a constraint comment's object ({@code tableOid.name}) when the table still has a
     * constraint of that name, else null.
     */
    public static TableDef commented(org.lanin.engine.catalog.CatalogSnapshot catalog, String object) {
        int dot = object.indexOf('.');
        long oid = Long.parseLong(object.substring(0, dot));
        String name = object.substring(dot + 1);
        for (TableDef t : catalog.tables()) {
            if (t.oid() == oid && t.hasConstraint(name)) {
                return t;
            }
        }
        return null;
    }

    public static long oid(TableDef t, String constraint) {
        return PgOids.synthetic("con", t.name() + "." + constraint);
    }

    static SystemView view() {
        CatalogTable t = new CatalogTable("pg_catalog", "pg_constraint", "oid:oid conname:name connamespace:oid"
                + " contype:char condeferrable:boolean condeferred:boolean convalidated:boolean conrelid:oid contypid:oid"
                + " conindid:oid conparentid:oid confrelid:oid confupdtype:char confdeltype:char confmatchtype:char"
                + " conislocal:boolean coninhcount:integer connoinherit:boolean conkey:text confkey:text conpfeqop:text"
                + " conppeqop:text conffeqop:text confdelsetcols:text conexclop:text conbin:pg_node_tree");
        return t.view((c, out) -> {
            for (TableDef d : InformationSchema.sortedTables(c)) {
                for (IndexDef i : d.indexes()) {
                    if (i.primary() || i.constraint()) {
                        out.accept(r -> common(c.catalog(), r, d, i.name(), i.primary() ? "p" : "u").set("conindid", i.oid())
                                .set("conkey", array(i.attnums()))
                                .set("condeferrable", i.deferrable()).set("condeferred", i.initiallyDeferred()));
                    }
                }
                for (CheckDef k : d.checks()) {
                    out.accept(r -> common(c.catalog(), r, d, k.name(), "c").set("conbin", k.sql()).set("conkey", checkColumns(d, k))
                            .set("convalidated", k.validated()));
                }
                for (ForeignKeyDef f : d.foreignKeys()) {
                    TableDef ref = c.catalog().table(f.refTable());
                    IndexDef refIndex = c.catalog().index(f.refIndex());
                    TableDef parent = clonedFrom(c.catalog(), d, f);
                    out.accept(r -> common(c.catalog(), r, d, f.name(), "f").set("confrelid", ref == null ? 0L : ref.oid())
                            .set("conparentid", parent == null ? 0L : oid(parent, f.name())).set("conislocal", parent == null)
                            .set("coninhcount", parent == null ? 0 : 1)
                            .set("conindid", refIndex == null ? 0L : refIndex.oid())
                            .set("confupdtype", String.valueOf(f.onUpdate().code()))
                            .set("confdeltype", String.valueOf(f.onDelete().code())).set("confmatchtype", f.matchFull() ? "f" : "s")
                            .set("conkey", array(f.attnums())).set("confkey", array(f.refAttnums()))
                            .set("condeferrable", f.deferrable()).set("condeferred", f.initiallyDeferred())
                            .set("convalidated", f.validated()));
                }
            }
        });
    }

    /** The parent of partition {@code d} when {@code f} is the clone of the parent's constraint of that name (PartitionForeignKeys). */
    private static TableDef clonedFrom(org.lanin.engine.catalog.CatalogSnapshot cat, TableDef d, ForeignKeyDef f) {
        TableDef parent = d.isPartition() ? cat.table(d.partitioning().parent()) : null;
        ForeignKeyDef p = parent == null ? null : parent.foreignKey(f.name());
        return p != null && p.refTable().equals(f.refTable()) ? parent : null;
    }

    private static CatalogTable.Row common(org.lanin.engine.catalog.CatalogSnapshot cat, CatalogTable.Row r, TableDef d,
                                           String name, String type) {
        return r.set("oid", oid(d, name)).set("conname", org.lanin.engine.catalog.Namespace.nameOf(name))
                .set("connamespace", PgNames.namespaceOfKey(cat, d.name())).set("contype", type)
                .set("condeferrable", false).set("condeferred", false).set("convalidated", true).set("conrelid", d.oid()).set("conislocal", true).set("confupdtype", " ")
                .set("confdeltype", " ").set("confmatchtype", " ");
    }

    /** The columns a CHECK expression names (identifiers of the table's live columns), in attnum order. */
    private static String checkColumns(TableDef d, CheckDef k) {
        java.util.List<Integer> found = new java.util.ArrayList<>();
        for (org.lanin.engine.catalog.ColumnDef col : d.liveColumns()) {
            if (java.util.regex.Pattern.compile("(?<![\\w$\"])\"?" + java.util.regex.Pattern.quote(col.name())
                    + "\"?(?![\\w$])").matcher(k.sql()).find()) {
                found.add(col.attnum());
            }
        }
        return array(found.stream().mapToInt(Integer::intValue).toArray());
    }

    private static String array(int[] attnums) {
        StringJoiner j = new StringJoiner(",", "{", "}");
        for (int a : attnums) {
            j.add(Integer.toString(a));
        }
        return j.toString();
    }

    /** pg_get_constraintdef(oid): null when no constraint has that oid. */
    public static String definition(org.lanin.engine.catalog.CatalogSnapshot catalog, long oid) {
        for (TableDef d : catalog.tables()) {
            for (IndexDef i : d.indexes()) {
                if ((i.primary() || i.constraint()) && oid(d, i.name()) == oid) {
                    int[] included = java.util.Arrays.copyOfRange(i.attnums(), i.keyCount(), i.attnums().length);
                    return (i.primary() ? "PRIMARY KEY " : i.nullsNotDistinctOn() ? "UNIQUE NULLS NOT DISTINCT " : "UNIQUE ")
                            + columns(d, i.keyAttnums()) + (included.length == 0 ? "" : " INCLUDE " + columns(d, included))
                            + (i.initiallyDeferred() ? " DEFERRABLE INITIALLY DEFERRED" : i.deferrable() ? " DEFERRABLE" : "");
                }
            }
            for (CheckDef k : d.checks()) {
                if (oid(d, k.name()) == oid) {
                    return "CHECK (" + k.sql() + ")" + (k.validated() ? "" : " NOT VALID");
                }
            }
            for (ForeignKeyDef f : d.foreignKeys()) {
                if (oid(d, f.name()) == oid) {
                    return foreignKey(catalog, d, f);
                }
            }
        }
        return null;
    }

    private static String foreignKey(org.lanin.engine.catalog.CatalogSnapshot catalog, TableDef d, ForeignKeyDef f) {
        TableDef ref = catalog.table(f.refTable());
        StringBuilder s = new StringBuilder("FOREIGN KEY ").append(columns(d, f.attnums())).append(" REFERENCES ")
                .append(f.refTable()).append(ref == null ? "" : columns(ref, f.refAttnums()));
        if (f.matchFull()) {
            s.append(" MATCH FULL");
        }
        if (f.onUpdate() != org.lanin.engine.catalog.FkAction.NO_ACTION) {
            s.append(" ON UPDATE ").append(f.onUpdate().sql());
        }
        if (f.onDelete() != org.lanin.engine.catalog.FkAction.NO_ACTION) {
            s.append(" ON DELETE ").append(f.onDelete().sql());
        }
        if (f.deferrable()) {
            s.append(f.initiallyDeferred() ? " DEFERRABLE INITIALLY DEFERRED" : " DEFERRABLE");
        }
        if (!f.validated()) {
            s.append(" NOT VALID");
        }
        return s.toString();
    }

    private static String columns(TableDef t, int[] attnums) {
        StringJoiner j = new StringJoiner(", ", "(", ")");
        for (int a : attnums) {
            j.add(t.columns().get(a - 1).name());
        }
        return j.toString();
    }

    static List<SystemView> views() {
        return List.of(view());
    }
}
