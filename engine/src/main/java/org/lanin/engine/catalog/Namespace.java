package org.lanin.engine.catalog;

/**
 * A schema (PostgreSQL's namespace): tables, views, sequences, indexes and types live in one.
 *
 * <p>Objects are keyed in the catalog by a <em>qualified key</em>: the bare name for an object of
 * {@code public} (so every catalog map, record and log entry written before schemas existed stays
 * valid, and code that only knows {@code public} keeps working), {@code schema.name} for any other
 * schema (and for a {@code public} name that itself contains a dot, so a key always splits at its
 * first dot). {@link #key}, {@link #schemaOf} and {@link #nameOf} are the only places that know it.
 *
 * @param owner the role named by AUTHORIZATION (Lanin has no roles: kept for display)
 */
public record Namespace(String name, long oid, String owner) {
    public static final String PUBLIC_NAME = "public";
    /** PostgreSQL 15's public schema: oid 2200, owned by pg_database_owner. */
    public static final Namespace PUBLIC = new Namespace(PUBLIC_NAME, 2200, "pg_database_owner");

    /** The catalog key of {@code name} in {@code schema}. */
    public static String key(String schema, String name) {
        if (schema == null || (schema.equals(PUBLIC_NAME) && name.indexOf('.') < 0)) {
            return name;
        }
        return schema + "." + name;
    }

    /** Whether the object of catalog key {@code key} is in a session's temporary schema ({@code pg_temp_N}). */
    public static boolean isTemporary(String key) {
        return schemaOf(key).startsWith("pg_temp_");
    }

    /** The schema of a key. */
    public static String schemaOf(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? PUBLIC_NAME : key.substring(0, dot);
    }

    /** The object's own name in a key. */
    public static String nameOf(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(dot + 1);
    }

    /** True for the schemas whose objects are built in (system views), never user objects. */
    public static boolean isSystem(String schema) {
        return schema.equals("pg_catalog") || schema.equals("information_schema");
    }

    public Namespace withName(String newName) {
        return new Namespace(newName, oid, owner);
    }

    public Namespace withOwner(String newOwner) {
        return new Namespace(name, oid, newOwner);
    }
}
