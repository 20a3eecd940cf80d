package org.lanin.planner.catalogview;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
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

    /** The oid of relation {@code text} (as regclass input reads it), or -1. */
    public static long relationOid(CatalogSnapshot catalog, String text) {
        String[] parts = qualified(text);
        String schema = parts[0];
        String name = parts[1];
        if (schema == null || schema.equals("public")) {
            TableDef t = catalog.table(name);
            if (t != null) {
                return t.oid();
            }
            IndexDef i = catalog.index(name);
            if (i != null) {
                return i.oid();
            }
            if (catalog.view(name) != null) {
                return PgRelations.viewOid(name);
            }
            if (catalog.sequence(name) != null) {
                return PgRelations.sequenceOid(name);
            }
        }
        if (schema == null || !schema.equals("public")) {
            SystemView v = SystemViews.find(schema, name);
            if (v != null) {
                Long fixed = v.schema().equals("pg_catalog") ? PgOids.CATALOG_RELATIONS.get(v.name()) : null;
                return fixed != null ? fixed : PgOids.synthetic("sysview", v.schema() + "." + v.name());
            }
        }
        return -1;
    }

    /** The name regclass output shows for {@code oid}; null if no relation has it. */
    public static String relationName(CatalogSnapshot catalog, long oid) {
        for (java.util.Map.Entry<String, Long> e : PgOids.CATALOG_RELATIONS.entrySet()) {
            if (e.getValue() == oid) {
                return e.getKey();
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
