package org.lanin.planner.catalogview;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.type.DataType;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;

/**
 * pg_namespace, pg_class, pg_attribute, pg_attrdef, pg_index, pg_inherits, pg_depend and
 * pg_description over Lanin's catalog snapshot, with PostgreSQL 15's columns
 * ({@link CatalogTable}). Every relation lives in public; views and sequences carry
 * {@link PgOids#synthetic synthetic} oids. System columns (ctid, xmin...) have no pg_attribute
 * rows, nor do index or view columns beyond their names and text type.
 */
public final class PgRelations {
    private static final String PG = "pg_catalog";

    private PgRelations() {
    }

    static List<SystemView> views() {
        return List.of(namespace(), pgClass(), attribute(), attrdef(), index(), inherits(), depend(), ViewDepends.rewrite(),
                PgDescription.view(), PgPartitions.view());
    }

    public static long viewOid(String name) {
        return PgOids.synthetic("view", name);
    }

    public static long sequenceOid(String name) {
        return PgOids.synthetic("seq", name);
    }

    private static SystemView namespace() {
        return new CatalogTable(PG, "pg_namespace", "oid:oid nspname:name nspowner:oid nspacl:text").view((c, out) -> {
            for (String n : List.of("pg_catalog", "public", "information_schema")) {
                out.accept(r -> r.set("oid", PgOids.namespace(n)).set("nspname", n).set("nspowner", PgOids.ROLE));
            }
            for (Namespace n : c.catalog().namespaces()) {
                if (!n.name().equals("public")) {
                    out.accept(r -> r.set("oid", n.oid()).set("nspname", n.name()).set("nspowner", RoleRow.oidOf(c, n.owner())));
                }
            }
        });
    }

    private static SystemView pgClass() {
        CatalogTable t = new CatalogTable(PG, "pg_class", "oid:oid relname:name relnamespace:oid reltype:oid"
                + " reloftype:oid relowner:oid relam:oid relfilenode:oid reltablespace:oid relpages:integer reltuples:real"
                + " relallvisible:integer reltoastrelid:oid relhasindex:boolean relisshared:boolean relpersistence:char"
                + " relkind:char relnatts:smallint relchecks:smallint relhasrules:boolean relhastriggers:boolean"
                + " relhassubclass:boolean relrowsecurity:boolean relforcerowsecurity:boolean relispopulated:boolean"
                + " relreplident:char relispartition:boolean relrewrite:oid relfrozenxid:xid relminmxid:xid relacl:text"
                + " reloptions:text[] relpartbound:pg_node_tree");
        return t.view((c, out) -> {
            for (TableDef d : InformationSchema.sortedTables(c)) {
                boolean partitioned = d.isPartitioned();
                out.accept(r -> common(c.catalog(), r, d.oid(), d.name(), partitioned ? "p" : d.isMatview() ? "m" : "r")
                        .set("relispopulated", !d.isMatview() || d.matview().populated())
                        .set("relam", partitioned ? 0L : PgOids.HEAP_AM).set("relfilenode", partitioned ? 0L : d.oid())
                        .set("relnatts", d.columns().size()).set("relchecks", d.checks().size())
                        .set("relhasindex", !d.indexes().isEmpty()).set("relispartition", d.isPartition())
                        .set("relhastriggers", !d.foreignKeys().isEmpty() || !c.catalog().referencing(d.name()).isEmpty())
                        .set("relhassubclass", partitioned && !d.partitioning().children().isEmpty())
                        .set("reltuples", -1f).set("reloptions", options(d.reloptions()))
                        .set("relreplident", d.replicaIdentity() == null ? "d" : d.replicaIdentity().length() == 1
                                ? d.replicaIdentity() : "i"));
                for (IndexDef i : d.indexes()) {
                    out.accept(r -> common(c.catalog(), r, i.oid(), i.name(), partitioned ? "I" : "i").set("relam", i.method().amOid())
                            .set("relfilenode", partitioned ? 0L : i.oid()).set("relnatts", i.attnums().length)
                            .set("relispartition", d.isPartition()).set("reltuples", -1f)
                            .set("reloptions", options(i.reloptions())));
                }
            }
            for (ViewDef v : c.catalog().views()) {
                out.accept(r -> common(c.catalog(), r, viewOid(v.name()), v.name(), "v").set("relnatts", v.columns().size())
                        .set("reloptions", options(viewOptions(v))));
            }
            for (SequenceDef s : c.catalog().sequences()) {
                long oid = sequenceOid(s.name());
                out.accept(r -> common(c.catalog(), r, oid, s.name(), "S").set("relnatts", 3).set("relfilenode", oid)
                        .set("reltuples", 1f).set("relpages", 1));
            }
        });
    }

    /** A view's reloptions: its WITH (...) options, then check_option as PostgreSQL keeps a CHECK OPTION there. */
    private static List<String> viewOptions(ViewDef v) {
        List<String> out = new java.util.ArrayList<>(v.reloptions() == null ? List.of() : v.reloptions());
        if (v.checkOption() != null) {
            out.add("check_option=" + v.checkOption().toLowerCase(java.util.Locale.ROOT));
        }
        return out.isEmpty() ? null : out;
    }

    /** pg_class.reloptions: the storage parameters as a text[], NULL for none. */
    private static org.lanin.engine.type.ArrayValue options(List<String> reloptions) {
        return reloptions == null ? null : org.lanin.engine.type.ArrayValue.of(reloptions);
    }

    private static CatalogTable.Row common(org.lanin.engine.catalog.CatalogSnapshot cat, CatalogTable.Row r, long oid, String name, String kind) {
        return r.set("oid", oid).set("relname", Namespace.nameOf(name)).set("relnamespace", PgNames.namespaceOid(cat, Namespace.schemaOf(name)))
                .set("relowner", PgOids.ROLE)
                .set("relpersistence", InformationSchema.temporary(name) ? "t" : "p").set("relkind", kind).set("relispopulated", true).set("relreplident",
                        kind.equals("v") ? "n" : "d").set("relfrozenxid", 0L).set("relminmxid", 0L);
    }

    private static SystemView attribute() {
        CatalogTable t = new CatalogTable(PG, "pg_attribute", "attrelid:oid attname:name atttypid:oid"
                + " attstattarget:integer attlen:smallint attnum:smallint attndims:integer attcacheoff:integer"
                + " atttypmod:integer attbyval:boolean attalign:char attstorage:char attcompression:char"
                + " attnotnull:boolean atthasdef:boolean atthasmissing:boolean attidentity:char attgenerated:char"
                + " attisdropped:boolean attislocal:boolean attinhcount:integer attcollation:oid attacl:text"
                + " attoptions:text attfdwoptions:text attmissingval:text");
        return t.view((c, out) -> {
            for (TableDef d : InformationSchema.sortedTables(c)) {
                for (ColumnDef col : d.columns()) {
                    out.accept(r -> column(r, d.oid(), col));
                }
            }
            for (ViewDef v : c.catalog().views()) {
                List<DataType> types = ViewColumnTypes.of(c, v);
                for (int k = 0; k < v.columns().size(); k++) {
                    short attnum = (short) (k + 1);
                    String name = v.columns().get(k);
                    DataType type = types.get(k);
                    out.accept(r -> typed(r.set("attrelid", viewOid(v.name())).set("attname", name).set("attnum", attnum),
                            PgTypes.byOid(PgTypes.oid(type)), PgTypes.typmod(type)));
                }
            }
        });
    }

    private static CatalogTable.Row column(CatalogTable.Row r, long rel, ColumnDef col) {
        r.set("attrelid", rel).set("attname", col.name()).set("attnum", (short) col.attnum())
                .set("attisdropped", col.dropped()).set("attnotnull", col.notNull())
                .set("atthasdef", hasDefault(col)).set("atthasmissing", col.missingValue() != null);
        if (col.dropped()) {
            return r.set("attstattarget", 0).set("attlen", (short) 0).set("attcacheoff", -1).set("atttypmod", -1)
                    .set("attalign", "c").set("attstorage", "p").set("attcompression", "").set("attislocal", true);
        }
        typed(r, PgTypes.byOid(PgTypes.oid(col.type())), PgTypes.typmod(col.type()))
                .set("attidentity", col.identity() == 0 ? "" : String.valueOf(col.identity()))
                .set("attgenerated", col.generated() ? "s" : "");
        if (col.statTarget() != null) {
            r.set("attstattarget", col.statTarget());
        }
        return col.storage() == null ? r : r.set("attstorage", String.valueOf(col.storage()));
    }

    private static CatalogTable.Row typed(CatalogTable.Row r, PgTypes.TypeRow type, int typmod) {
        return r.set("atttypid", type.oid()).set("attstattarget", -1).set("attlen", type.len()).set("attcacheoff", -1)
                .set("atttypmod", typmod).set("attbyval", type.byVal()).set("attalign", type.align())
                .set("attstorage", type.storage()).set("attcompression", "").set("attislocal", true)
                .set("attcollation", type.collation()).set("attidentity", "").set("attgenerated", "");
    }

    /**
     * Identity columns have no pg_attrdef row in PostgreSQL; their nextval default is implicit. A
     * stored generated column's expression is its pg_attrdef row.
     */
    static boolean hasDefault(ColumnDef col) {
        return (col.defaultSql() != null || col.generated()) && col.identity() == 0 && !col.dropped();
    }

    /** pg_attrdef.adbin as pg_get_expr shows it: the default, or a generated column's expression in parentheses. */
    static String defaultText(ColumnDef col) {
        if (!col.generated()) {
            return col.defaultSql();
        }
        String g = col.generationSql().strip();
        return enclosed(g) ? g : "(" + g + ")";
    }

    /** Whether the first character is a parenthesis that the last one closes. */
    private static boolean enclosed(String s) {
        if (!s.startsWith("(") || !s.endsWith(")")) {
            return false;
        }
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            depth += s.charAt(i) == '(' ? 1 : s.charAt(i) == ')' ? -1 : 0;
            if (depth == 0 && i < s.length() - 1) {
                return false;
            }
        }
        return true;
    }

    static long defaultOid(TableDef t, ColumnDef col) {
        return PgOids.synthetic("def", t.name() + "." + col.attnum());
    }

    private static SystemView attrdef() {
        return new CatalogTable(PG, "pg_attrdef", "oid:oid adrelid:oid adnum:smallint adbin:pg_node_tree").view((c, out) -> {
            for (TableDef d : InformationSchema.sortedTables(c)) {
                for (ColumnDef col : d.columns()) {
                    if (hasDefault(col)) {
                        out.accept(r -> r.set("oid", defaultOid(d, col)).set("adrelid", d.oid())
                                .set("adnum", (short) col.attnum()).set("adbin", defaultText(col)));
                    }
                }
            }
        });
    }

    private static SystemView index() {
        CatalogTable t = new CatalogTable(PG, "pg_index", "indexrelid:oid indrelid:oid indnatts:smallint"
                + " indnkeyatts:smallint indisunique:boolean indnullsnotdistinct:boolean indisprimary:boolean"
                + " indisexclusion:boolean indimmediate:boolean indisclustered:boolean indisvalid:boolean"
                + " indcheckxmin:boolean indisready:boolean indislive:boolean indisreplident:boolean indkey:int2vector"
                + " indcollation:oidvector indclass:oidvector indoption:int2vector indexprs:pg_node_tree"
                + " indpred:pg_node_tree");
        return t.view((c, out) -> {
            for (TableDef d : InformationSchema.sortedTables(c)) {
                for (IndexDef i : d.indexes()) {
                    int n = i.attnums().length;
                    StringJoiner key = new StringJoiner(" ");
                    StringJoiner coll = new StringJoiner(" ");
                    StringJoiner zeros = new StringJoiner(" ");
                    StringJoiner options = new StringJoiner(" ");
                    for (int k = 0; k < n; k++) {
                        options.add(Integer.toString(i.options() == null ? 0 : i.options()[k]));
                        key.add(Integer.toString(i.attnums()[k]));
                        var type = org.lanin.engine.access.IndexKeys.keyType(d, i.attnums(), i.exprs(), k);
                        PgTypes.TypeRow row = PgTypes.byOid(PgTypes.oid(type)); // null: a type pg_type does not list (tsvector)
                        coll.add(Long.toString(row == null ? 0 : row.collation()));
                        zeros.add("0");
                    }
                    out.accept(r -> r.set("indexrelid", i.oid()).set("indrelid", d.oid()).set("indnatts", n)
                            .set("indnkeyatts", i.keyCount()).set("indisunique", i.unique()).set("indnullsnotdistinct", i.nullsNotDistinctOn()).set("indisprimary", i.primary())
                            .set("indisreplident", Long.toString(i.oid()).equals(d.replicaIdentity()))
                            .set("indimmediate", !i.deferrable()).set("indisvalid", i.valid()).set("indisready", i.ready())
                            .set("indislive", true).set("indkey", key.toString()).set("indcollation", coll.toString())
                            .set("indclass", zeros.toString()).set("indoption", options.toString())
                            .set("indpred", i.partial() ? i.exprs().predicateText() : null));
                }
            }
        });
    }

    private static SystemView inherits() {
        return new CatalogTable(PG, "pg_inherits", "inhrelid:oid inhparent:oid inhseqno:integer inhdetachpending:boolean")
                .view((c, out) -> {
                    for (TableDef d : InformationSchema.sortedTables(c)) {
                        TableDef parent = d.isPartition() ? c.catalog().table(d.partitioning().parent()) : null;
                        if (parent != null) {
                            out.accept(r -> r.set("inhrelid", d.oid()).set("inhparent", parent.oid()).set("inhseqno", 1));
                        }
                        List<Long> inherits = d.inherits() == null ? List.of() : d.inherits();
                        for (int k = 0; k < inherits.size(); k++) { // CREATE TABLE ... INHERITS
                            long parentOid = inherits.get(k);
                            int seq = k + 1;
                            out.accept(r -> r.set("inhrelid", d.oid()).set("inhparent", parentOid).set("inhseqno", seq)
                                    .set("inhdetachpending", false));
                        }
                    }
                });
    }

    /**
     * The dependencies tools read: a sequence owned by a column (deptype 'a'), an index on its
     * table ('a') or, backing a constraint, on the constraint ('i'), a constraint on its table, and
     * the rewrite rule of a view or materialized view on what it reads (see {@link ViewDepends}).
     */
    private static SystemView depend() {
        CatalogTable t = new CatalogTable(PG, "pg_depend", "classid:oid objid:oid objsubid:integer refclassid:oid"
                + " refobjid:oid refobjsubid:integer deptype:char");
        return t.view((c, out) -> {
            for (SequenceDef s : c.catalog().sequences()) {
                String owner = s.ownedBy();
                int dot = owner == null ? -1 : owner.indexOf('.');
                TableDef table = dot < 0 ? null : c.catalog().table(owner.substring(0, dot));
                ColumnDef col = table == null ? null : table.column(owner.substring(dot + 1));
                if (col != null) {
                    out.accept(r -> r.set("classid", PgOids.PG_CLASS).set("objid", sequenceOid(s.name()))
                            .set("refclassid", PgOids.PG_CLASS).set("refobjid", table.oid())
                            .set("refobjsubid", col.attnum()).set("deptype", "a"));
                }
            }
            ViewDepends.rows(c, out);
            for (TableDef d : InformationSchema.sortedTables(c)) {
                for (IndexDef i : d.indexes()) {
                    boolean constraint = i.primary() || i.constraint();
                    out.accept(r -> r.set("classid", PgOids.PG_CLASS).set("objid", i.oid())
                            .set("refclassid", constraint ? PgOids.PG_CONSTRAINT : PgOids.PG_CLASS)
                            .set("refobjid", constraint ? PgConstraints.oid(d, i.name()) : d.oid())
                            .set("deptype", constraint ? "i" : "a"));
                }
            }
        });
    }
}
