package org.lanin.dump;

import java.util.Set;
import org.lanin.engine.catalog.Namespace;

/**
 * Identifiers and literals as pg_dump writes them: {@code quote_ident} rules (a name that is all
 * lower-case letters, digits, underscores and dollars, not starting with a digit or dollar, and not
 * a reserved keyword, stays bare) and standard_conforming_strings literals. Catalog keys
 * ({@code schema.name}, bare for public) become schema-qualified names.
 */
final class SqlNames {
    private final Set<String> reservedWords;

    /** {@code reservedWords}: pg_get_keywords()'s words whose category is not unreserved. */
    SqlNames(Set<String> reservedWords) {
        this.reservedWords = Set.copyOf(reservedWords);
    }

    String ident(String name) {
        if (isBare(name) && !reservedWords.contains(name)) {
            return name;
        }
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    /** {@code schema.name} for a catalog key, always qualified (the script runs with an empty search_path). */
    String qualified(String key) {
        return ident(Namespace.schemaOf(key)) + "." + ident(Namespace.nameOf(key));
    }

    /** The qualified name of {@code name} in the schema of {@code siblingKey} (indexes, sequences beside a table). */
    String inSchemaOf(String siblingKey, String name) {
        return ident(Namespace.schemaOf(siblingKey)) + "." + ident(name);
    }

    static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    private static boolean isBare(String name) {
        if (name.isEmpty()) {
            return false;
        }
        char first = name.charAt(0);
        if (!(first >= 'a' && first <= 'z' || first == '_')) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '$')) {
                return false;
            }
        }
        return true;
    }
}
