package org.lanin.planner.ddl;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.DateTimeParser;
import org.lanin.engine.type.TextFormat;
import org.lanin.engine.type.TypeKind;

/**
 * Column defaults written as a date/time literal with a special word ({@code DEFAULT 'now'::date},
 * {@code DEFAULT 'today'} on a date column): PostgreSQL coerces the literal to a constant when the
 * default is defined (CREATE TABLE, ADD COLUMN, SET DEFAULT), so every later row gets the day or
 * instant of that statement, and the catalog shows the constant ({@code '2026-12-02'::date}).
 * Lanin keeps defaults as SQL text evaluated per row, so such a default is replaced by the
 * constant's text here. Calls ({@code now()}, {@code CURRENT_DATE}) are left alone: those run at
 * each INSERT, in PostgreSQL too.
 */
final class SpecialDefaults {
    private static final Pattern LITERAL = Pattern.compile(
            "\\s*'\\s*(now|today|tomorrow|yesterday)\\s*'\\s*(?:::\\s*([a-z][a-z ]*?)\\s*)?", Pattern.CASE_INSENSITIVE);

    private SpecialDefaults() {
    }

    /** {@code sql} with a special date/time literal folded to its constant for a column of {@code type}. */
    static String fold(String sql, DataType type) {
        if (sql == null) {
            return null;
        }
        Matcher m = LITERAL.matcher(sql);
        if (!m.matches()) {
            return sql;
        }
        TypeKind kind = m.group(2) == null ? type.kind() : kindOf(m.group(2).toLowerCase(Locale.ROOT).replaceAll("\\s+", " "));
        String name = switch (kind == null ? TypeKind.UNKNOWN : kind) {
            case DATE -> "date";
            case TIMESTAMP -> "timestamp without time zone";
            case TIMESTAMPTZ -> "timestamp with time zone";
            default -> null;
        };
        if (name == null) {
            return sql;
        }
        Object value = DateTimeParser.parse(m.group(1), kind);
        return "'" + TextFormat.format(value) + "'::" + name;
    }

    private static TypeKind kindOf(String typeName) {
        return switch (typeName) {
            case "date" -> TypeKind.DATE;
            case "timestamp", "timestamp without time zone" -> TypeKind.TIMESTAMP;
            case "timestamptz", "timestamp with time zone" -> TypeKind.TIMESTAMPTZ;
            default -> null;
        };
    }
}
