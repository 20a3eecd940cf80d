package org.lanin.jdbc;

import java.util.regex.Pattern;

/**
 * How generated keys are obtained, as pgjdbc does it: an INSERT, UPDATE or DELETE whose keys are
 * asked for gets {@code RETURNING *} (or the named columns, quoted) appended, and the returned
 * rows become {@code getGeneratedKeys()}. Other statements, and ones that already say RETURNING,
 * run unchanged.
 */
final class GeneratedKeysSql {
    private static final Pattern DML = Pattern.compile("^(?:\\s|--[^\\n]*\\n|/\\*.*?\\*/)*(insert|update|delete)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern RETURNING = Pattern.compile("\\breturning\\b", Pattern.CASE_INSENSITIVE);
    /** Quoted strings and identifiers, and comments, blanked before looking for RETURNING. */
    private static final Pattern LITERALS = Pattern.compile("'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|--[^\\n]*|/\\*.*?\\*/",
            Pattern.DOTALL);

    private GeneratedKeysSql() {
    }

    /** True when the rewrite applies (and so the statement will return the key rows). */
    static boolean applies(String sql) {
        return DML.matcher(sql).find() && !RETURNING.matcher(LITERALS.matcher(sql).replaceAll(" ")).find();
    }

    /**
     * The statement text to run. {@code columns} null or empty means all columns.
     */
    static String rewrite(String sql, String[] columns) {
        if (!applies(sql)) {
            return sql;
        }
        String body = sql.strip();
        while (body.endsWith(";")) {
            body = body.substring(0, body.length() - 1).stripTrailing();
        }
        return body + " RETURNING " + columnList(columns);
    }

    private static String columnList(String[] columns) {
        if (columns == null || columns.length == 0) {
            return "*";
        }
        StringBuilder sb = new StringBuilder();
        for (String c : columns) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(c.equals("*") ? c : quote(c));
        }
        return sb.toString();
    }

    static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    static String describe(String sql) {
        String s = sql.strip();
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
