package org.lanin.planner.catalogview;

import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.func.FormatFunction;

/**
 * PostgreSQL's format_type_be for enums and domains (format_type.c with namespace.c's
 * TypeIsVisible): a type is shown by its bare name when it is visible, that is when the first schema
 * of the search_path holding a type of that name is the type's own schema, and as
 * {@code schema.name} otherwise; each part quoted as quote_identifier would ({@code "Mixed Case"}).
 */
public final class TypeVisibility {
    private TypeVisibility() {
    }

    /** The shown name of the user type keyed {@code key} for a session with {@code path} over {@code cat}. */
    public static String shown(CatalogSnapshot cat, SearchPath path, String key) {
        String name = Namespace.nameOf(key);
        boolean visible = cat != null && path != null ? isVisible(cat, path, key, name)
                : Namespace.schemaOf(key).equals(Namespace.PUBLIC_NAME);
        String bare = FormatFunction.quoteIdent(name);
        return visible ? bare : FormatFunction.quoteIdent(Namespace.schemaOf(key)) + "." + bare;
    }

    /**
     * TypeIsVisible: the first schema of the path (pg_catalog first unless the path places it) with a
     * type of that name is the type's own; a built-in type of the name in pg_catalog hides it.
     */
    private static boolean isVisible(CatalogSnapshot cat, SearchPath path, String key, String name) {
        for (String schema : path.withImplicit(cat)) {
            if (schema.equals("pg_catalog")) {
                if (PgTypes.byName(name) != null) {
                    return false;
                }
            } else if (!Namespace.isSystem(schema) && cat.type(Namespace.key(schema, name)) != null) {
                return Namespace.key(schema, name).equals(key);
            }
        }
        return false;
    }

    /** The naming a session puts on its thread ({@link org.lanin.engine.type.TypeDisplay}): its path, the catalog as it is then. */
    public static UnaryOperator<String> naming(SearchPath path, Supplier<CatalogSnapshot> catalog) {
        return key -> shown(catalog.get(), path, key);
    }
}
