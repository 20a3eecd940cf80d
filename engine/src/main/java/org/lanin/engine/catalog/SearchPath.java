package org.lanin.engine.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A session's {@code search_path}, as PostgreSQL's namespace.c reads it: entries in order,
 * {@code "$user"} standing for the session user, names that are not (yet) schemas skipped, and
 * {@code pg_catalog} searched first unless the path names it. Unqualified names resolve to the
 * first schema of the path that has the object; objects are created in the first schema that
 * exists.
 *
 * @param entries the setting's names, unquoted ({@code $user} kept as written)
 * @param user the session user {@code $user} stands for
 * @param tempSchema the session's temporary schema ({@code pg_temp_N}), or null: searched first
 *                   unless the path names {@code pg_temp} elsewhere, never the creation target,
 *                   not {@code current_schema()} (PostgreSQL's implicit temp namespace)
 */
public record SearchPath(List<String> entries, String user, String tempSchema) {
    /** PostgreSQL's default, {@code "$user", public}. */
    public static final SearchPath DEFAULT = new SearchPath(List.of("$user", Namespace.PUBLIC_NAME), "lanin");

    public SearchPath {
        entries = List.copyOf(entries);
    }

    public SearchPath(List<String> entries, String user) {
        this(entries, user, null);
    }

    /** The same path for a session whose temporary schema is {@code schema} (null: none). */
    public SearchPath withTemp(String schema) {
        return new SearchPath(entries, user, schema);
    }

    /**
     * The path a view's query binds under: the view's schema, then public. (PostgreSQL binds a view
     * once, at CREATE VIEW; Lanin keeps the text and binds it at each use, so the text must mean the
     * same whatever the using session's path is.)
     */
    public static SearchPath ofView(String viewKey) {
        String schema = Namespace.schemaOf(viewKey);
        return new SearchPath(schema.equals(Namespace.PUBLIC_NAME) ? List.of(schema) : List.of(schema, Namespace.PUBLIC_NAME),
                DEFAULT.user());
    }

    /** Reads a search_path setting value: comma-separated names, double-quoted or folded. */
    public static SearchPath parse(String value, String user) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean wasQuoted = false;
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '"') {
                if (quoted && i + 1 < value.length() && value.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else {
                    quoted = !quoted;
                    wasQuoted = true;
                }
            } else if (ch == ',' && !quoted) {
                add(out, cur, wasQuoted);
                cur.setLength(0);
                wasQuoted = false;
            } else if (quoted) {
                cur.append(ch);
            } else if (!Character.isWhitespace(ch)) {
                cur.append(Character.toLowerCase(ch));
            }
        }
        add(out, cur, wasQuoted);
        return new SearchPath(out, user);
    }

    private static void add(List<String> out, StringBuilder cur, boolean quoted) {
        if (cur.length() > 0 || quoted) {
            out.add(cur.toString());
        }
    }

    /** The path's schemas that exist in {@code c}, {@code $user} replaced; system schemas included. */
    public List<String> existing(CatalogSnapshot c) {
        List<String> out = new ArrayList<>();
        boolean tempExists = tempSchema != null && c.namespace(tempSchema) != null;
        if (tempExists && !entries.contains("pg_temp")) {
            out.add(tempSchema);
        }
        for (String e : entries) {
            String s = e.equals("$user") ? user : e.equals("pg_temp") ? tempSchema : e;
            if (s == null) {
                continue;
            }
            if ((Namespace.isSystem(s) || c.namespace(s) != null) && !out.contains(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** current_schemas(true): pg_catalog first unless the path names it, then {@link #existing}. */
    public List<String> withImplicit(CatalogSnapshot c) {
        List<String> out = existing(c);
        if (!out.contains("pg_catalog")) {
            out.add(0, "pg_catalog");
        }
        return out;
    }

    /** current_schema(): the first existing schema of the path, or null. */
    public String current(CatalogSnapshot c) {
        for (String s : existing(c)) {
            if (!s.equals(tempSchema)) {
                return s;
            }
        }
        return null;
    }

    /** Where an unqualified CREATE puts its object: the first existing user schema, or null (3F000). */
    public String creationSchema(CatalogSnapshot c) {
        for (String s : existing(c)) {
            if (!Namespace.isSystem(s) && !s.equals(tempSchema)) {
                return s;
            }
        }
        return null;
    }

    /** The key of the first {@code name} in the path's user schemas that {@code exists} accepts, or null. */
    public String resolve(CatalogSnapshot c, String name, Predicate<String> exists) {
        for (String s : existing(c)) {
            if (!Namespace.isSystem(s)) {
                String key = Namespace.key(s, name);
                if (exists.test(key)) {
                    return key;
                }
            }
        }
        return null;
    }

    /** True when an object keyed {@code key} is found by its bare name through this path (pg_table_is_visible). */
    public boolean isVisible(CatalogSnapshot c, String key, Predicate<String> exists) {
        return key.equals(resolve(c, Namespace.nameOf(key), exists));
    }

    /** The setting's text as SHOW prints it. */
    public String show() {
        List<String> parts = new ArrayList<>();
        for (String e : entries) {
            parts.add(e.equals("$user") ? "\"$user\"" : quoteIfNeeded(e));
        }
        return String.join(", ", parts);
    }

    private static String quoteIfNeeded(String s) {
        boolean plain = !s.isEmpty() && (Character.isLowerCase(s.charAt(0)) || s.charAt(0) == '_');
        for (int i = 0; i < s.length() && plain; i++) {
            char ch = s.charAt(i);
            plain = Character.isLowerCase(ch) || Character.isDigit(ch) || ch == '_' || ch == '$';
        }
        return plain ? s : "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
