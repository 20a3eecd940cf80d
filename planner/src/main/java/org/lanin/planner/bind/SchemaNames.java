package org.lanin.planner.bind;

import java.util.function.Predicate;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;

/**
 * Names as written ({@code [schema.]name}, folded) to catalog keys ({@link Namespace#key}):
 * a qualified name names its schema; an unqualified one is looked up through the search_path,
 * or created in the path's first existing schema (3F000 when there is none).
 */
public final class SchemaNames {
    private SchemaNames() {
    }

    /** The key of an existing object: {@code schema} given, or the first match through the path; else the bare name. */
    public static String existing(CatalogSnapshot c, SearchPath path, String schema, String name,
                                  Predicate<String> exists) {
        if (schema != null) { // pg_temp names the session's own temporary schema
            return Namespace.key(schema.equals("pg_temp") && path.tempSchema() != null ? path.tempSchema() : schema, name);
        }
        String key = path.resolve(c, name, exists);
        if (key != null) {
            return key;
        }
        // not found: the bare name reports it, but must not reach public when the path has no public
        return path.existing(c).contains(Namespace.PUBLIC_NAME) ? name : Namespace.key("pg_catalog", name);
    }

    /** Any relation (table, view, sequence, index) or type. */
    public static Predicate<String> anyObject(CatalogSnapshot c) {
        return k -> c.relationExists(k) || c.type(k) != null;
    }

    /** Tables and views (what FROM and DML name). */
    public static Predicate<String> tableOrView(CatalogSnapshot c) {
        return k -> c.table(k) != null || c.view(k) != null;
    }

    /** Where CREATE puts {@code name}: its schema (which must exist), else the path's creation schema. */
    public static String creation(CatalogSnapshot c, SearchPath path, String schema, String name) {
        if (schema == null) {
            schema = path.creationSchema(c);
            if (schema == null) {
                throw LaninException.of(SchemaMsg.NO_CREATION_SCHEMA);
            }
        } else if (c.namespace(schema) == null && !Namespace.isSystem(schema) && !schema.equals("pg_temp")) {
            throw LaninException.of(SchemaMsg.SCHEMA_MISSING, schema);
        }
        return Namespace.key(schema, name);
    }
}
