package org.lanin.planner.session;

import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * A configuration parameter: its name, default, how values are validated and normalised,
 * and where it may be set (connection URL only, or also SET).
 */
public enum Setting {
    KEEP("keep", "false", Kind.BOOL, true),
    BTREE_EXCLUSIVE_LEAF("btree_exclusive_leaf", "on", Kind.BOOL, false),
    BTREE_RIGHTMOST_FASTPATH("btree_rightmost_fastpath", "on", Kind.BOOL, false),
    WORK_MEM("work_mem", "4MB", Kind.MEMORY, false),
    MAINTENANCE_WORK_MEM("maintenance_work_mem", "64MB", Kind.MEMORY, false),
    ABBREVIATED_KEYS("abbreviated_keys", "on", Kind.BOOL, false),
    KILL_INDEX_TUPLES("kill_index_tuples", "on", Kind.BOOL, false),
    AUTOVACUUM("autovacuum", "on", Kind.BOOL, false),
    PARTITION_MAP_CACHE("partition_map_cache", "on", Kind.BOOL, false),
    STATEMENT_TIMEOUT("statement_timeout", "0", Kind.MILLIS, false),
    LOCK_TIMEOUT("lock_timeout", "0", Kind.MILLIS, false),
    PLAN_CACHE_SIZE("plan_cache_size", "1000", Kind.INT, false),
    PLAN_CACHE_NORMALISE("plan_cache_normalise", "on", Kind.BOOL, false),
    DEFAULT_TRANSACTION_ISOLATION("default_transaction_isolation", "read committed", Kind.ISOLATION, false),
    TRANSACTION_ISOLATION("transaction_isolation", "read committed", Kind.ISOLATION, false),
    DEFAULT_TRANSACTION_READ_ONLY("default_transaction_read_only", "off", Kind.BOOL, false),
    TRANSACTION_READ_ONLY("transaction_read_only", "off", Kind.BOOL, false),
    APPLICATION_NAME("application_name", "", Kind.TEXT, false),
    SEARCH_PATH("search_path", "public", Kind.TEXT, false),
    TIMEZONE("timezone", "UTC", Kind.TEXT, false),
    CLIENT_ENCODING("client_encoding", "UTF8", Kind.TEXT, false),
    DATESTYLE("datestyle", "ISO, MDY", Kind.TEXT, false),
    EXTRA_FLOAT_DIGITS("extra_float_digits", "1", Kind.INT, false),
    STANDARD_CONFORMING_STRINGS("standard_conforming_strings", "on", Kind.BOOL, false),
    SEQ_PAGE_COST("seq_page_cost", "1", Kind.REAL, false),
    RANDOM_PAGE_COST("random_page_cost", "1.1", Kind.REAL, false),
    CPU_TUPLE_COST("cpu_tuple_cost", "0.01", Kind.REAL, false),
    CPU_INDEX_TUPLE_COST("cpu_index_tuple_cost", "0.005", Kind.REAL, false),
    CPU_OPERATOR_COST("cpu_operator_cost", "0.0025", Kind.REAL, false),
    ENABLE_SEQSCAN("enable_seqscan", "on", Kind.BOOL, false),
    ENABLE_INDEXSCAN("enable_indexscan", "on", Kind.BOOL, false),
    ENABLE_INDEXONLYSCAN("enable_indexonlyscan", "on", Kind.BOOL, false),
    ENABLE_HASHJOIN("enable_hashjoin", "on", Kind.BOOL, false),
    ENABLE_NESTLOOP("enable_nestloop", "on", Kind.BOOL, false),
    ENABLE_MERGEJOIN("enable_mergejoin", "on", Kind.BOOL, false),
    ENABLE_SORT("enable_sort", "on", Kind.BOOL, false),
    JOIN_COLLAPSE_LIMIT("join_collapse_limit", "8", Kind.INT, false),
    FROM_COLLAPSE_LIMIT("from_collapse_limit", "8", Kind.INT, false),
    SERVER_VERSION("server_version", "15.0 (Lanin 0.1.0)", Kind.READ_ONLY, false),
    MAX_IDENTIFIER_LENGTH("max_identifier_length", "63", Kind.READ_ONLY, false);

    enum Kind { BOOL, INT, REAL, MILLIS, MEMORY, TEXT, ISOLATION, READ_ONLY }

    private static final Set<String> TRUE_WORDS = Set.of("on", "true", "yes", "1", "t", "y");
    private static final Set<String> FALSE_WORDS = Set.of("off", "false", "no", "0", "f", "n");

    private final String key;
    private final String defaultValue;
    private final Kind kind;
    private final boolean connectOnly;

    Setting(String key, String defaultValue, Kind kind, boolean connectOnly) {
        this.key = key;
        this.defaultValue = defaultValue;
        this.kind = kind;
        this.connectOnly = connectOnly;
    }

    public String key() {
        return key;
    }

    public String defaultValue() {
        return defaultValue;
    }

    /** True for settings only a connection URL/Properties may give (e.g. keep). */
    public boolean connectOnly() {
        return connectOnly;
    }

    /** The setting of that (case-insensitive) name; 42704 if unknown. */
    public static Setting of(String name) {
        String k = name.toLowerCase(Locale.ROOT);
        for (Setting s : values()) {
            if (s.key.equals(k)) {
                return s;
            }
        }
        throw LaninException.of(PlannerMsg.UNKNOWN_SETTING, name);
    }

    /** Validates and normalises a value (e.g. "true" -> "on"); 22023 if it does not fit. */
    public String normalise(String raw) {
        String v = raw.trim();
        String lower = v.toLowerCase(Locale.ROOT);
        return switch (kind) {
            case BOOL -> bool(lower, raw);
            case INT -> check(v, raw, s -> s.matches("-?\\d+"));
            case REAL -> real(v, raw);
            case MILLIS -> millis(lower, raw);
            case MEMORY -> MemorySize.normalise(key, raw);
            case ISOLATION -> check(lower, raw, s -> s.equals("read committed") || s.equals("repeatable read")
                    || s.equals("serializable") || s.equals("read uncommitted"));
            case TEXT -> v;
            case READ_ONLY -> throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        };
    }

    private String bool(String lower, String raw) {
        if (TRUE_WORDS.contains(lower)) {
            return key.equals("keep") ? "true" : "on";
        }
        if (FALSE_WORDS.contains(lower)) {
            return key.equals("keep") ? "false" : "off";
        }
        throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
    }

    /** A non-negative floating-point value, as PostgreSQL's cost settings (normalised to Java's form). */
    private String real(String v, String raw) {
        try {
            double d = Double.parseDouble(v);
            if (d < 0 || Double.isNaN(d) || Double.isInfinite(d)) {
                throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
            }
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
        } catch (NumberFormatException e) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        }
    }

    private String millis(String lower, String raw) {
        String digits = lower.endsWith("ms") ? lower.substring(0, lower.length() - 2).trim()
                : lower.endsWith("s") ? lower.substring(0, lower.length() - 1).trim() : lower;
        if (!digits.matches("\\d+")) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        }
        long n = Long.parseLong(digits);
        return Long.toString(lower.endsWith("ms") || !lower.endsWith("s") ? n : n * 1000);
    }

    private String check(String v, String raw, Predicate<String> ok) {
        if (!ok.test(v)) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        }
        return v;
    }

    /** Reads a normalised boolean value. */
    public static boolean isOn(String normalised) {
        return normalised.equals("on") || normalised.equals("true");
    }
}
