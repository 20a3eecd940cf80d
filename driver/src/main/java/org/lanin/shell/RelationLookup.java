package org.lanin.shell;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds the relation a user typed after {@code \d}: {@code name}, {@code schema.name}, with
 * SQL double quotes for exact spelling. Unquoted names match regardless of case, because
 * catalogues fold differently (Lanin and PostgreSQL to lower case, H2 to upper case); an exact
 * match wins, then a relation outside the system schemas.
 */
final class RelationLookup {
    private static final Set<String> SYSTEM_SCHEMAS = Set.of("information_schema", "pg_catalog");

    /** A relation as DatabaseMetaData names it; {@code type} is psql's word ("table", "view"). */
    record Relation(String catalog, String schema, String name, String type) {
        String qualifiedName() {
            return schema == null ? name : schema + "." + name;
        }
    }

    private record Part(String text, boolean quoted) {
        boolean matches(String actual, boolean exactly) {
            return actual != null && (quoted || exactly ? actual.equals(text) : actual.equalsIgnoreCase(text));
        }
    }

    private RelationLookup() {
    }

    /** The best match for {@code typed}, or null. */
    static Relation find(DatabaseMetaData md, String typed) throws SQLException {
        List<Part> parts = parse(typed);
        if (parts.isEmpty() || parts.size() > 2) {
            return null;
        }
        Part name = parts.get(parts.size() - 1);
        Part schema = parts.size() == 2 ? parts.get(0) : null;
        Relation best = null;
        int bestRank = Integer.MAX_VALUE;
        try (ResultSet rs = md.getTables(null, null, "%", null)) {
            while (rs.next()) {
                String type = relationType(rs.getString("TABLE_TYPE"));
                Relation r = new Relation(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"),
                        rs.getString("TABLE_NAME"), type);
                int rank = rank(r, schema, name);
                if (type != null && rank < bestRank) {
                    best = r;
                    bestRank = rank;
                }
            }
        }
        return best;
    }

    /** Lower is better; MAX_VALUE is no match. Exact spelling counts 2, a user schema 1. */
    private static int rank(Relation r, Part schema, Part name) {
        if (!name.matches(r.name(), false) || schema != null && !schema.matches(r.schema(), false)) {
            return Integer.MAX_VALUE;
        }
        int rank = 0;
        rank += name.matches(r.name(), true) ? 0 : 2;
        rank += schema == null || schema.matches(r.schema(), true) ? 0 : 2;
        rank += isSystemSchema(r.schema()) ? 1 : 0;
        return rank;
    }

    /** psql's word for a JDBC table type, or null for types {@code \d} does not list. */
    static String relationType(String jdbcType) {
        if (jdbcType == null) {
            return null;
        }
        String t = jdbcType.toUpperCase(Locale.ROOT);
        if (t.contains("SYSTEM") || t.contains("INDEX") || t.equals("SYNONYM") || t.equals("ALIAS")) {
            return null;
        }
        if (t.equals("TABLE") || t.equals("BASE TABLE") || t.endsWith("TEMPORARY")) {
            return "table";
        }
        return t.toLowerCase(Locale.ROOT);
    }

    static boolean isSystemSchema(String schema) {
        return schema != null && (SYSTEM_SCHEMAS.contains(schema.toLowerCase(Locale.ROOT))
                || schema.toLowerCase(Locale.ROOT).startsWith("pg_"));
    }

    /** Splits on dots outside double quotes; {@code ""} inside quotes is one quote. */
    private static List<Part> parse(String typed) {
        List<Part> parts = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean inQuotes = false;
        for (int i = 0; i < typed.length(); i++) {
            char c = typed.charAt(i);
            if (c == '"') {
                if (inQuotes && i + 1 < typed.length() && typed.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else {
                    inQuotes = !inQuotes;
                    quoted = true;
                }
            } else if (c == '.' && !inQuotes) {
                parts.add(new Part(cur.toString(), quoted));
                cur.setLength(0);
                quoted = false;
            } else {
                cur.append(c);
            }
        }
        parts.add(new Part(cur.toString(), quoted));
        return parts;
    }
}
