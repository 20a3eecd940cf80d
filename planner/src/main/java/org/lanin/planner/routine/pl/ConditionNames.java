package org.lanin.planner.routine.pl;

import java.util.Map;

/** PostgreSQL's condition names for EXCEPTION WHEN and RAISE (the common ones; others by SQLSTATE). */
final class ConditionNames {
    private static final Map<String, String> CODES = Map.ofEntries(
            Map.entry("raise_exception", "P0001"), Map.entry("no_data_found", "P0002"), Map.entry("too_many_rows", "P0003"),
            Map.entry("division_by_zero", "22012"), Map.entry("unique_violation", "23505"),
            Map.entry("foreign_key_violation", "23503"), Map.entry("not_null_violation", "23502"),
            Map.entry("check_violation", "23514"), Map.entry("numeric_value_out_of_range", "22003"),
            Map.entry("invalid_text_representation", "22P02"), Map.entry("undefined_table", "42P01"),
            Map.entry("undefined_column", "42703"), Map.entry("undefined_function", "42883"),
            Map.entry("string_data_right_truncation", "22001"), Map.entry("data_exception", "22000"),
            Map.entry("integrity_constraint_violation", "23000"), Map.entry("syntax_error", "42601"),
            Map.entry("feature_not_supported", "0A000"), Map.entry("case_not_found", "20000"),
            Map.entry("null_value_not_allowed", "22004"), Map.entry("invalid_parameter_value", "22023"),
            Map.entry("serialization_failure", "40001"), Map.entry("deadlock_detected", "40P01"),
            Map.entry("lock_not_available", "55P03"), Map.entry("query_canceled", "57014"),
            Map.entry("assert_failure", "P0004"), Map.entry("invalid_cursor_name", "34000"),
            Map.entry("duplicate_cursor", "42P03"), Map.entry("object_not_in_prerequisite_state", "55000"));

    private ConditionNames() {
    }

    /** The SQLSTATE of a condition name, or the text itself when it is already a code. */
    static String sqlstate(String name) {
        String c = CODES.get(name.toLowerCase(java.util.Locale.ROOT));
        return c != null ? c : name.toUpperCase(java.util.Locale.ROOT);
    }

    /** Whether an error of {@code state} matches the handler condition {@code cond} (OTHERS: all but cancel). */
    static boolean matches(String cond, String state) {
        String c = cond.toLowerCase(java.util.Locale.ROOT);
        if (c.equals("others")) {
            return !state.equals("57014");
        }
        String code = sqlstate(c);
        if (code.length() == 5 && code.endsWith("000")) {
            return state.startsWith(code.substring(0, 2)); // a class condition covers the class
        }
        return code.equals(state);
    }
}
