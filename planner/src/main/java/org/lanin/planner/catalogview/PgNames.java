package org.lanin.planner.catalogview;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;

/**
 * Relation names to pg_class oids and back, for the regclass casts and the pg_get_* functions:
 * tables and indexes by their catalog oid, views and sequences by {@link PgOids#synthetic}.
 * Names are PostgreSQL's regclass input: optionally schema-qualified (public or pg_catalog),
 * folded to lower case unless double-quoted.
 */
public final class PgNames {
    private PgNames() {
    }

    /** The oid of relation {@code text} (as regclass input reads it), or -1; unqualified names through the default path. */
    public static long relationOid(CatalogSnapshot catalog, String text) {
        return relationOid(catalog, text, SearchPath.DEFAULT);
    }

    /** The oid of relation {@code text}, an unqualified name looked up through {@code path}, or -1. */
    public static long relationOid(CatalogSnapshot catalog, String text, SearchPath path) {
        String[] parts = qualified(text);
        String schema = parts[0];
        String name = parts[1];
        if (schema == null || !Namespace.isSystem(schema)) {
            String key = schema != null ? Namespace.key(schema, name) : path.resolve(catalog, name, catalog::relationExists);
            long oid = key == null ? -1 : keyOid(catalog, key);
            if (oid != -1) {
                return oid;
            }
        }
        if (schema == null || Namespace.isSystem(schema)) {
            SystemView v = SystemViews.find(schema, name);
            if (v != null) {
                Long fixed = v.schema().equals("pg_catalog") ? PgOids.CATALOG_RELATIONS.get(v.name()) : null;
                return fixed != null ? fixed : PgOids.synthetic("sysview", v.schema() + "." + v.name());
            }
        }
        return -1;
    }

    private static long keyOid(CatalogSnapshot catalog, String key) {
        TableDef t = catalog.table(key);
        if (t != null) {
            return t.oid();
        }
        IndexDef i = catalog.index(key);
        if (i != null) {
            return i.oid();
        }
        if (catalog.view(key) != null) {
            return PgRelations.viewOid(key);
        }
        if (catalog.sequence(key) != null) {
            return PgRelations.sequenceOid(key);
        }
        return -1;
    }

    /** The name regclass output shows for {@code oid} (qualified unless visible through the default path); null if none. */
    public static String relationName(CatalogSnapshot catalog, long oid) {
        return relationName(catalog, oid, SearchPath.DEFAULT);
    }

    /** regclass output: the name, schema-qualified when {@code path} would not find it by its bare name. */
    public static String relationName(CatalogSnapshot catalog, long oid, SearchPath path) {
        String key = relationKey(catalog, oid);
        if (key == null) {
            return null;
        }
        if (key.startsWith("\u0000")) {
            return key.substring(1);
        }
        String bare = Namespace.nameOf(key);
        if (key.equals(path.resolve(catalog, bare, catalog::relationExists))) {
            return bare;
        }
        return Namespace.schemaOf(key) + "." + bare;
    }

    /** pg_table_is_visible: true when the relation's bare name finds it through {@code path}. */
    public static boolean isVisible(CatalogSnapshot catalog, long oid, SearchPath path) {
        String key = relationKey(catalog, oid);
        return key != null && (key.startsWith("\u0000")
                || key.equals(path.resolve(catalog, Namespace.nameOf(key), catalog::relationExists)));
    }

    /** The catalog key of relation {@code oid}; a system relation's name prefixed with NUL; null if none. */
    private static String relationKey(CatalogSnapshot catalog, long oid) {
        for (java.util.Map.Entry<String, Long> e : PgOids.CATALOG_RELATIONS.entrySet()) {
            if (e.getValue() == oid) {
                return "\u0000" + e.getKey();
            }
        }
        for (SystemView v : SystemViews.all()) { // the views without a PostgreSQL oid: information_schema's
            if (PgOids.synthetic("sysview", v.schema() + "." + v.name()) == oid) {
                return "\u0000" + (v.schema().equals("pg_catalog") ? "" : v.schema() + ".") + v.name();
            }
        }
        for (TableDef t : catalog.tables()) {
            if (t.oid() == oid) {
                return t.name();
            }
            for (IndexDef i : t.indexes()) {
                if (i.oid() == oid) {
                    return i.name();
                }
            }
        }
        for (ViewDef v : catalog.views()) {
            if (PgRelations.viewOid(v.name()) == oid) {
                return v.name();
            }
        }
        for (SequenceDef s : catalog.sequences()) {
            if (PgRelations.sequenceOid(s.name()) == oid) {
                return s.name();
            }
        }
        return null;
    }

    /** The oid of a schema (system or user), or -1. */
    public static long namespaceOid(CatalogSnapshot catalog, String schema) {
        long fixed = PgOids.namespace(schema);
        if (fixed != -1) {
            return fixed;
        }
        Namespace n = catalog.namespace(schema);
        return n == null ? -1 : n.oid();
    }

    /** The name of a schema oid (system or user), or null. */
    public static String namespaceName(CatalogSnapshot catalog, long oid) {
        String fixed = PgOids.namespaceName(oid);
        if (fixed != null) {
            return fixed;
        }
        for (Namespace n : catalog.namespaces()) {
            if (n.oid() == oid) {
                return n.name();
            }
        }
        return null;
    }

    /** pg_class.relnamespace of a relation keyed {@code key}. */
    public static long namespaceOfKey(CatalogSnapshot catalog, String key) {
        return namespaceOid(catalog, Namespace.schemaOf(key));
    }

    /** The table that has relation oid {@code oid}, or null. */
    public static TableDef table(CatalogSnapshot catalog, long oid) {
        for (TableDef t : catalog.tables()) {
            if (t.oid() == oid) {
                return t;
            }
        }
        return null;
    }

    /** The index with oid {@code oid} and its table, or null. */
    public static String indexDefinition(CatalogSnapshot catalog, long oid) {
        for (TableDef t : catalog.tables()) {
            for (IndexDef i : t.indexes()) {
                if (i.oid() == oid) {
                    return PgCatalog.definition(t, i);
                }
            }
        }
        return null;
    }

    /** The view with oid {@code oid}, or null. */
    public static ViewDef view(CatalogSnapshot catalog, long oid) {
        for (ViewDef v : catalog.views()) {
            if (PgRelations.viewOid(v.name()) == oid) {
                return v;
            }
        }
        return null;
    }

    /** {schema or null, name}: a dotted name split, each part unquoted or folded. */
    public static String[] qualified(String text) {
        String s = text.trim();
        int dot = dotOutsideQuotes(s);
        String schema = dot < 0 ? null : ident(s.substring(0, dot));
        return new String[] {schema, ident(dot < 0 ? s : s.substring(dot + 1))};
    }

    private static int dotOutsideQuotes(String s) {
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == '.' && !quoted) {
                return i;
            }
        }
        return -1;
    }

    private static String ident(String part) {
        String p = part.trim();
        if (p.length() >= 2 && p.startsWith("\"") && p.endsWith("\"")) {
            return p.substring(1, p.length() - 1).replace("\"\"", "\"");
        }
        return p.toLowerCase(java.util.Locale.ROOT);
    }
}
