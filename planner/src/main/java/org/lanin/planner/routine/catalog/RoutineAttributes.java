package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * The attributes of a function or procedure that change how it is planned or run but not what it
 * computes, as pg_proc keeps them: {@code prosecdef}, {@code procost}, {@code prorows},
 * {@code proleakproof}, {@code proparallel} and {@code proconfig} (volatility and strictness are
 * {@link RoutineDef} components of their own, older than this record).
 *
 * <p>{@code config} holds {@code name=value} entries as PostgreSQL's {@code proconfig} does: the
 * value flattened as {@code flatten_set_variable_args} writes it (list items joined by
 * {@code ", "}, a quoted string unquoted), applied for the duration of each call.
 *
 * <p>Lanin has one role, so SECURITY DEFINER changes nothing at run time; LEAKPROOF, COST, ROWS
 * and PARALLEL inform no plan yet. They are kept so that pg_proc, pg_get_functiondef and the
 * dump give back what was created.
 *
 * @param cost  {@code procost}: estimated cost per call in cpu_operator_cost units
 * @param rows  {@code prorows}: estimated rows of a set-returning function, 0 for any other
 * @param parallel {@code proparallel}: 's' safe, 'r' restricted, 'u' unsafe
 */
public record RoutineAttributes(boolean securityDefiner, float cost, float rows, boolean leakproof, char parallel,
                                List<String> config) {
    /** The settings whose list items PostgreSQL quotes as identifiers ({@code GUC_LIST_QUOTE}). */
    public static final List<String> LIST_QUOTED = List.of("search_path", "temp_tablespaces");

    /** PostgreSQL's default cost of a function in a procedural or SQL language. */
    public static final float DEFAULT_COST = 100f;

    /** PostgreSQL's default row estimate of a set-returning function. */
    public static final float DEFAULT_SET_ROWS = 1000f;

    /** What CREATE FUNCTION gives a routine that names none of the attributes. */
    public static RoutineAttributes defaults(boolean setOf) {
        return new RoutineAttributes(false, DEFAULT_COST, setOf ? DEFAULT_SET_ROWS : 0f, false, 'u', List.of());
    }

    /** The configuration entry {@code name=value} split in two (the name before the first '='). */
    public static String[] split(String entry) {
        int eq = entry.indexOf('=');
        return new String[] {entry.substring(0, eq), entry.substring(eq + 1)};
    }

    /** {@code SET name TO value} as pg_get_functiondef and pg_dump write a configuration entry. */
    public static String setClause(String entry) {
        String[] kv = split(entry);
        return "SET " + kv[0] + " TO " + valueSql(kv[0], kv[1]);
    }

    /** A cost or row estimate as float4 output prints it ({@code 5}, {@code 0.5}, {@code 1e+06}). */
    public static String number(float v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6f) {
            return Long.toString((long) v);
        }
        java.math.BigDecimal d = new java.math.BigDecimal(Float.toString(v));
        if (Math.abs(v) >= 1e-4f && Math.abs(v) < 1e6f) {
            return d.stripTrailingZeros().toPlainString();
        }
        int exp = d.precision() - d.scale() - 1;
        String mantissa = d.movePointLeft(exp).stripTrailingZeros().toPlainString();
        return mantissa + (exp < 0 ? "e-" : "e+") + String.format("%02d", Math.abs(exp));
    }

    /**
     * An entry's value as pg_get_functiondef and pg_dump write it after {@code SET name TO}: the
     * items of a list-quoted setting each as a literal, any other value as one literal.
     */
    private static String valueSql(String name, String value) {
        if (!LIST_QUOTED.contains(name)) {
            return literal(value);
        }
        List<String> out = new ArrayList<>();
        for (String item : splitList(value)) {
            out.add(literal(item));
        }
        return String.join(", ", out);
    }

    /** SplitGUCList: items separated by commas, each a bare word or a double-quoted name ({@code ""} inside). */
    public static List<String> splitList(String value) {
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = value.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(value.charAt(i))) {
                i++;
            }
            StringBuilder b = new StringBuilder();
            if (i < n && value.charAt(i) == '"') {
                i++;
                while (i < n && !(value.charAt(i) == '"' && (i + 1 >= n || value.charAt(i + 1) != '"'))) {
                    b.append(value.charAt(i));
                    i += value.charAt(i) == '"' ? 2 : 1;
                }
                i++;
            } else {
                while (i < n && value.charAt(i) != ',' && !Character.isWhitespace(value.charAt(i))) {
                    b.append(value.charAt(i++));
                }
            }
            out.add(b.toString());
            while (i < n && value.charAt(i) != ',') {
                i++;
            }
            i++;
        }
        return out;
    }

    private static String literal(String s) {
        return "'" + s.replace("'", "''") + "'";
    }
}
