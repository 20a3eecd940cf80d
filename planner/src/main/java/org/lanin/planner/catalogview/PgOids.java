package org.lanin.planner.catalogview;


/**
 * Object identifiers the pg_catalog views show. Tables and indexes have real oids from the
 * catalog's counter (16384 up, never reused). Schemas and built-in types have PostgreSQL 15's
 * fixed oids. Objects Lanin's catalog keeps without an oid (views, sequences, constraints,
 * column defaults, functions) get a synthetic one: a 31-bit FNV-1a hash of their kind and
 * qualified name placed at 2^31 and above, so it is the same on every query and every run, and
 * far above anything the counter hands out. Two names can collide there (about one pair in
 * 2^31/n^2 for n such objects); a collision makes two rows share an oid, never a wrong answer
 * about tables.
 */
public final class PgOids {
    public static final long PG_CATALOG = 11;
    public static final long PUBLIC = 2200;
    /** As in a fresh PostgreSQL 15 cluster (initdb assigns it; 13207 on the one recorded). */
    public static final long INFORMATION_SCHEMA = 13207;
    /** pg_class, pg_proc, pg_type, pg_constraint, pg_attrdef, pg_namespace: classid/classoid values. */
    public static final long PG_CLASS = 1259;
    public static final long PG_REWRITE = 2618;
    public static final long PG_PROC = 1255;
    public static final long PG_TYPE = 1247;
    public static final long PG_CONSTRAINT = 2606;
    public static final long PG_ATTRDEF = 2604;
    public static final long PG_NAMESPACE = 2615;
    /** The one role (lanin) and database rows. */
    public static final long ROLE = 10;
    public static final long DATABASE = LockViews.DATABASE_OID;
    public static final long BTREE_AM = 403;
    public static final long HEAP_AM = 2;

    /** PostgreSQL's fixed oids of its catalog tables (pg_depend.classid, 'pg_class'::regclass). */
    public static final java.util.Map<String, Long> CATALOG_RELATIONS = java.util.Map.ofEntries(
            java.util.Map.entry("pg_class", PG_CLASS), java.util.Map.entry("pg_proc", PG_PROC),
            java.util.Map.entry("pg_type", PG_TYPE), java.util.Map.entry("pg_attribute", 1249L),
            java.util.Map.entry("pg_constraint", PG_CONSTRAINT), java.util.Map.entry("pg_attrdef", PG_ATTRDEF),
            java.util.Map.entry("pg_namespace", PG_NAMESPACE), java.util.Map.entry("pg_index", 2610L),
            java.util.Map.entry("pg_depend", 2608L), java.util.Map.entry("pg_description", 2609L),
            java.util.Map.entry("pg_database", 1262L), java.util.Map.entry("pg_am", 2601L),
            java.util.Map.entry("pg_collation", 3456L), java.util.Map.entry("pg_inherits", 2611L),
            java.util.Map.entry("pg_sequence", 2224L), java.util.Map.entry("pg_enum", 3501L),
            java.util.Map.entry("pg_rewrite", PG_REWRITE), java.util.Map.entry("pg_trigger", 2620L));

    private PgOids() {
    }

    /** The synthetic oid of an object of {@code kind} ("view", "seq", "con", "def", "proc") named {@code name}. */
    public static long synthetic(String kind, String name) {
        return org.lanin.engine.catalog.SyntheticOids.of(kind, name);
    }

    /** The namespace oid of a schema name, or -1. */
    public static long namespace(String schema) {
        return switch (schema) {
            case "pg_catalog" -> PG_CATALOG;
            case "public" -> PUBLIC;
            case "information_schema" -> INFORMATION_SCHEMA;
            default -> -1;
        };
    }

    /** The schema name of a namespace oid, or null. */
    public static String namespaceName(long oid) {
        if (oid == PG_CATALOG) {
            return "pg_catalog";
        }
        if (oid == PUBLIC) {
            return "public";
        }
        return oid == INFORMATION_SCHEMA ? "information_schema" : null;
    }
}
