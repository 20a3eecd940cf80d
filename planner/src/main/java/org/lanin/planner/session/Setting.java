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
    /** Database-wide, like autovacuum: the last SET or URL naming it wins. */
    AUTOVACUUM_ANALYZE_THRESHOLD("autovacuum_analyze_threshold", "50", Kind.INT, 0, Integer.MAX_VALUE),
    /** Database-wide, like autovacuum. */
    AUTOVACUUM_ANALYZE_SCALE_FACTOR("autovacuum_analyze_scale_factor", "0.1", Kind.REAL, 0, 100),
    /** Per session for ANALYZE; a URL value also sets what autovacuum's ANALYZE uses. */
    DEFAULT_STATISTICS_TARGET("default_statistics_target", "100", Kind.INT, 1, 10_000),
    PARTITION_MAP_CACHE("partition_map_cache", "on", Kind.BOOL, false),
    /** File databases, database-wide like autovacuum: microseconds a committer waits for others before flushing. */
    COMMIT_DELAY("commit_delay", "0", Kind.INT, 0, 100_000),
    /** ... only when at least this many other transactions are running (PostgreSQL's rule). */
    COMMIT_SIBLINGS("commit_siblings", "5", Kind.INT, 0, 1000),
    /**
     * Per session (SET, SET LOCAL, URL): off returns from a commit before its record is flushed (that
     * session's last ~200 ms of commits may be lost in a crash); local, remote_write and remote_apply
     * act as on (there are no standbys to wait for), as in PostgreSQL without replication.
     */
    SYNCHRONOUS_COMMIT("synchronous_commit", "on", Kind.COMMIT_LEVEL, false),
    /** off: the log is written but never forced (a machine crash may lose or corrupt; a process crash does not). */
    FSYNC("fsync", "on", Kind.BOOL, false),
    /** Seconds between automatic checkpoints of a file database. */
    CHECKPOINT_TIMEOUT("checkpoint_timeout", "300", Kind.INT, 1, 86_400),
    /** Log written since the last checkpoint that starts the next one. */
    MAX_WAL_SIZE("max_wal_size", "256MB", Kind.MEMORY, false),
    STATEMENT_TIMEOUT("statement_timeout", "0", Kind.MILLIS, false),
    LOCK_TIMEOUT("lock_timeout", "0", Kind.MILLIS, false),
    /** A session idle inside a transaction longer than this is ended (25P03); 0: never. */
    IDLE_IN_TRANSACTION_SESSION_TIMEOUT("idle_in_transaction_session_timeout", "0", Kind.MILLIS, false),
    PLAN_CACHE_SIZE("plan_cache_size", "1000", Kind.INT, false),
    PLAN_CACHE_NORMALISE("plan_cache_normalise", "on", Kind.BOOL, false),
    DEFAULT_TRANSACTION_ISOLATION("default_transaction_isolation", "read committed", Kind.ISOLATION, false),
    TRANSACTION_ISOLATION("transaction_isolation", "read committed", Kind.ISOLATION, false),
    DEFAULT_TRANSACTION_READ_ONLY("default_transaction_read_only", "off", Kind.BOOL, false),
    TRANSACTION_READ_ONLY("transaction_read_only", "off", Kind.BOOL, false),
    DEFAULT_TRANSACTION_DEFERRABLE("default_transaction_deferrable", "off", Kind.BOOL, false),
    TRANSACTION_DEFERRABLE("transaction_deferrable", "off", Kind.BOOL, false),
    APPLICATION_NAME("application_name", "", Kind.TEXT, false),
    SEARCH_PATH("search_path", "\"$user\", public", Kind.TEXT, false),
    TIMEZONE("timezone", "UTC", Kind.ZONE, false),
    CLIENT_ENCODING("client_encoding", "UTF8", Kind.TEXT, false),
    DATESTYLE("datestyle", "ISO, MDY", Kind.TEXT, false),
    EXTRA_FLOAT_DIGITS("extra_float_digits", "1", Kind.INT, false),
    STANDARD_CONFORMING_STRINGS("standard_conforming_strings", "on", Kind.BOOL, false),
    SEQ_PAGE_COST("seq_page_cost", "1", Kind.REAL, 0, 1.0e10),
    /** 0.15 per row fetched out of order, not PostgreSQL's 4 per 8 kB page: see cost.CostModel. */
    RANDOM_PAGE_COST("random_page_cost", "0.15", Kind.REAL, 0, 1.0e10),
    CPU_TUPLE_COST("cpu_tuple_cost", "0.01", Kind.REAL, 0, 1.0e10),
    CPU_INDEX_TUPLE_COST("cpu_index_tuple_cost", "0.005", Kind.REAL, 0, 1.0e10),
    CPU_OPERATOR_COST("cpu_operator_cost", "0.0025", Kind.REAL, 0, 1.0e10),
    ENABLE_SEQSCAN("enable_seqscan", "on", Kind.BOOL, false),
    ENABLE_INDEXSCAN("enable_indexscan", "on", Kind.BOOL, false),
    ENABLE_INDEXONLYSCAN("enable_indexonlyscan", "on", Kind.BOOL, false),
    ENABLE_HASHJOIN("enable_hashjoin", "on", Kind.BOOL, false),
    ENABLE_NESTLOOP("enable_nestloop", "on", Kind.BOOL, false),
    ENABLE_MERGEJOIN("enable_mergejoin", "on", Kind.BOOL, false),
    ENABLE_SORT("enable_sort", "on", Kind.BOOL, false),
    JOIN_COLLAPSE_LIMIT("join_collapse_limit", "8", Kind.INT, 1, Integer.MAX_VALUE),
    FROM_COLLAPSE_LIMIT("from_collapse_limit", "8", Kind.INT, 1, Integer.MAX_VALUE),
    ENABLE_HASHAGG("enable_hashagg", "on", Kind.BOOL, false),
    ENABLE_BITMAPSCAN("enable_bitmapscan", "on", Kind.BOOL, false),
    // parallel query (Gather over a Parallel Seq Scan): PostgreSQL's names, defaults and bounds
    MAX_PARALLEL_WORKERS_PER_GATHER("max_parallel_workers_per_gather", "2", Kind.INT, 0, 1024),
    MAX_PARALLEL_WORKERS("max_parallel_workers", "8", Kind.INT, 0, 1024),
    PARALLEL_SETUP_COST("parallel_setup_cost", "1000", Kind.REAL, 0, Double.MAX_VALUE),
    PARALLEL_TUPLE_COST("parallel_tuple_cost", "0.1", Kind.REAL, 0, Double.MAX_VALUE),
    PARALLEL_LEADER_PARTICIPATION("parallel_leader_participation", "on", Kind.BOOL, false),
    MIN_PARALLEL_TABLE_SCAN_SIZE("min_parallel_table_scan_size", "8MB", Kind.MEMORY, false),
    // PostgreSQL's switches and costs for plan types Lanin does not have (memoize, parallel append
    // and hash, JIT, GEQO, ...): accepted and shown, no effect. Like PostgreSQL's enable_* (which only
    // penalise a plan type where another exists), they cannot change an answer. Defaults and
    // bounds are PostgreSQL's.
    ENABLE_MEMOIZE("enable_memoize", "on", Kind.BOOL, false),
    ENABLE_MATERIAL("enable_material", "on", Kind.BOOL, false),
    ENABLE_TIDSCAN("enable_tidscan", "on", Kind.BOOL, false),
    ENABLE_GATHERMERGE("enable_gathermerge", "on", Kind.BOOL, false),
    ENABLE_INCREMENTAL_SORT("enable_incremental_sort", "on", Kind.BOOL, false),
    ENABLE_PRESORTED_AGGREGATE("enable_presorted_aggregate", "on", Kind.BOOL, false),
    ENABLE_PARTITION_PRUNING("enable_partition_pruning", "on", Kind.BOOL, false),
    ENABLE_PARTITIONWISE_JOIN("enable_partitionwise_join", "off", Kind.BOOL, false),
    ENABLE_PARTITIONWISE_AGGREGATE("enable_partitionwise_aggregate", "off", Kind.BOOL, false),
    ENABLE_PARALLEL_APPEND("enable_parallel_append", "on", Kind.BOOL, false),
    ENABLE_PARALLEL_HASH("enable_parallel_hash", "on", Kind.BOOL, false),
    ENABLE_ASYNC_APPEND("enable_async_append", "on", Kind.BOOL, false),
    JIT("jit", "on", Kind.BOOL, false),
    JIT_ABOVE_COST("jit_above_cost", "100000", Kind.REAL, -1, Double.MAX_VALUE),
    GEQO("geqo", "on", Kind.BOOL, false),
    GEQO_THRESHOLD("geqo_threshold", "12", Kind.INT, 2, Integer.MAX_VALUE),
    MIN_PARALLEL_INDEX_SCAN_SIZE("min_parallel_index_scan_size", "512kB", Kind.TEXT, false),
    MAX_PARALLEL_MAINTENANCE_WORKERS("max_parallel_maintenance_workers", "2", Kind.INT, 0, 1024),
    /** Accepted and shown; no effect (partitions are pruned by their bounds, inheritance children are not excluded by CHECKs). */
    CONSTRAINT_EXCLUSION("constraint_exclusion", "partition", Kind.TEXT, false),
    /** Accepted and shown; no effect (Lanin does not force generic or custom plans). */
    PLAN_CACHE_MODE("plan_cache_mode", "auto", Kind.TEXT, false),
    /*
     * Settings pg_dump writes at the top of every script: accepted and shown so that such a script
     * loads. Lanin has no function bodies to check, no tablespaces, one table access method, no
     * row-level security policies and no xml type, so none of them changes anything.
     */
    CHECK_FUNCTION_BODIES("check_function_bodies", "on", Kind.BOOL, false),
    DEFAULT_TABLESPACE("default_tablespace", "", Kind.TEXT, false),
    DEFAULT_TABLE_ACCESS_METHOD("default_table_access_method", "heap", Kind.TEXT, false),
    ROW_SECURITY("row_security", "on", Kind.BOOL, false),
    XMLOPTION("xmloption", "content", Kind.TEXT, false),
    /** Warnings Lanin never gives. */
    ESCAPE_STRING_WARNING("escape_string_warning", "on", Kind.BOOL, false),
    /** Old pg_dump scripts set it off; on is 0A000 ("tables declared WITH OIDS"), as in PostgreSQL 12+. */
    DEFAULT_WITH_OIDS("default_with_oids", "off", Kind.BOOL, false),
    SERVER_VERSION("server_version", "15.0 (Lanin 0.1.0)", Kind.READ_ONLY, false),
    /** PostgreSQL 15.0's number: what version-aware clients compare against (see README, "Identity"). */
    SERVER_VERSION_NUM("server_version_num", "150000", Kind.READ_ONLY, false),
    SERVER_ENCODING("server_encoding", "UTF8", Kind.READ_ONLY, false),
    LC_COLLATE("lc_collate", "C", Kind.READ_ONLY, false),
    LC_CTYPE("lc_ctype", "C", Kind.READ_ONLY, false),
    /*
     * Numbers, money, dates and messages are written in the C locale only: these take the C
     * locale's names (C, POSIX, C.UTF-8, or empty for the default) and refuse others with 22023,
     * as PostgreSQL refuses a locale the system lacks.
     */
    LC_MESSAGES("lc_messages", "C", Kind.TEXT, false),
    LC_MONETARY("lc_monetary", "C", Kind.TEXT, false),
    LC_NUMERIC("lc_numeric", "C", Kind.TEXT, false),
    LC_TIME("lc_time", "C", Kind.TEXT, false),
    INTEGER_DATETIMES("integer_datetimes", "on", Kind.READ_ONLY, false),
    MAX_INDEX_KEYS("max_index_keys", "32", Kind.READ_ONLY, false),
    IS_SUPERUSER("is_superuser", "on", Kind.READ_ONLY, false),
    /** Accepted and shown; Lanin sends no notices, so the level filters nothing. */
    CLIENT_MIN_MESSAGES("client_min_messages", "notice", Kind.TEXT, false),
    /** SET ROLE's value: "none", the session user's own name, or a role CREATE ROLE made. */
    ROLE("role", "none", Kind.ROLE, false),
    MAX_IDENTIFIER_LENGTH("max_identifier_length", "63", Kind.READ_ONLY, false);

    enum Kind { BOOL, INT, REAL, MILLIS, MEMORY, TEXT, ISOLATION, READ_ONLY, ROLE, ZONE, COMMIT_LEVEL }

    private static final Set<String> TRUE_WORDS = Set.of("on", "true", "yes", "1", "t", "y");
    private static final Set<String> FALSE_WORDS = Set.of("off", "false", "no", "0", "f", "n");

    private final String key;
    private final String defaultValue;
    private final Kind kind;
    private final boolean connectOnly;
    /** Bounds of an INT or REAL setting (PostgreSQL's GUC min/max); unbounded otherwise. */
    private final double min;
    private final double max;

    Setting(String key, String defaultValue, Kind kind, boolean connectOnly) {
        this(key, defaultValue, kind, connectOnly, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }

    Setting(String key, String defaultValue, Kind kind, double min, double max) {
        this(key, defaultValue, kind, false, min, max);
    }

    Setting(String key, String defaultValue, Kind kind, boolean connectOnly, double min, double max) {
        this.key = key;
        this.defaultValue = defaultValue;
        this.kind = kind;
        this.connectOnly = connectOnly;
        this.min = min;
        this.max = max;
    }

    public String key() {
        return key;
    }

    /** pg_settings.vartype: bool, integer, real, string or enum. */
    public String vartype() {
        return switch (kind) {
            case BOOL -> "bool";
            case INT, MILLIS, MEMORY -> "integer";
            case REAL -> "real";
            case ISOLATION, COMMIT_LEVEL -> "enum";
            case READ_ONLY -> defaultValue.matches("\\d+") ? "integer" : defaultValue.equals("on") ? "bool" : "string";
            default -> "string";
        };
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
            case BOOL -> this == DEFAULT_WITH_OIDS ? withoutOids(bool(lower, raw)) : bool(lower, raw);
            case INT -> inRange(check(v, raw, s -> s.matches("-?\\d+")));
            case REAL -> real(v, raw);
            case MILLIS -> millis(lower, raw);
            case MEMORY -> MemorySize.normalise(key, raw);
            case ISOLATION -> check(lower, raw, s -> s.equals("read committed") || s.equals("repeatable read")
                    || s.equals("serializable") || s.equals("read uncommitted"));
            case COMMIT_LEVEL -> lower.equals("local") || lower.equals("remote_write") || lower.equals("remote_apply")
                    ? lower : bool(lower, raw);
            case TEXT -> this == SEARCH_PATH ? org.lanin.engine.catalog.SearchPath.parse(v, SESSION_USER).show()
                    : this == DATESTYLE ? dateStyle(v, defaultValue)
                    : this == LC_MESSAGES || this == LC_MONETARY || this == LC_NUMERIC || this == LC_TIME ? cLocale(v, raw) : v;
            case ROLE -> role(v);
            case ZONE -> zone(v, raw);
            case READ_ONLY -> throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        };
    }

    /** One of the C locale's names (see LC_MESSAGES); 22023 for another. */
    private String cLocale(String v, String raw) {
        String n = v.toLowerCase(Locale.ROOT);
        if (n.isEmpty() || n.equals("c") || n.equals("posix") || n.equals("c.utf-8") || n.equals("c.utf8")) {
            return v;
        }
        throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
    }

    /**
     * A TimeZone value as SHOW prints it: the zone's name, or PostgreSQL's {@code <+02>-02} for an
     * offset (SET TIME ZONE 2, INTERVAL '+02:00'); 22023 for a name java.time does not know.
     */
    private static String zone(String v, String raw) {
        org.lanin.engine.type.TimeZones.Zone z;
        if (v.toLowerCase(Locale.ROOT).startsWith("interval ")) {
            org.lanin.engine.type.Interval i = org.lanin.engine.type.IntervalParser.parse(v.substring("interval ".length()));
            z = i.months() != 0 || i.days() != 0 || i.micros() % 1_000_000 != 0 ? null
                    : org.lanin.engine.type.TimeZones.offsetZone((int) (i.micros() / 1_000_000));
            if (z == null) {
                throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, "TimeZone", "INTERVAL '" + v.substring("interval ".length()) + "'");
            }
        } else {
            z = org.lanin.engine.type.TimeZones.parse(v.startsWith("'") && v.endsWith("'") && v.length() > 1
                    ? v.substring(1, v.length() - 1) : v);
        }
        if (z == null) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, "TimeZone", raw);
        }
        return z.displayName();
    }

    /**
     * A DateStyle value as PostgreSQL's check_datestyle reads it: an output style (ISO, SQL,
     * Postgres, German) and a field order (MDY / US / NonEuropean, DMY / European, YMD), each kept
     * from {@code current} when not given (German alone also means DMY); 22023 for an unknown word
     * or two styles or orders. Shown as {@code ISO, DMY}.
     */
    static String dateStyle(String raw, String current) {
        String[] now = current.split(",\\s*");
        String style = null;
        String order = null;
        boolean german = false;
        boolean conflict = false;
        for (String word : raw.replace("'", "").split("[,\\s]+")) {
            String w = word.toLowerCase(Locale.ROOT);
            String st = switch (w) {
                case "iso" -> "ISO";
                case "sql" -> "SQL";
                case "postgres" -> "Postgres";
                case "german" -> "German";
                default -> null;
            };
            String or = switch (w) {
                case "ymd" -> "YMD";
                case "dmy", "euro", "european" -> "DMY";
                case "mdy", "us", "noneuro", "noneuropean" -> "MDY";
                default -> null;
            };
            if (w.isEmpty()) {
                continue;
            } else if (w.equals("default")) {
                conflict |= style != null && !style.equals("ISO") || order != null && !order.equals("MDY");
                style = "ISO";
                order = "MDY";
            } else if (st != null) {
                conflict |= style != null && !style.equals(st);
                style = st;
                german |= st.equals("German");
            } else if (or != null) {
                conflict |= order != null && !order.equals(or);
                order = or;
            } else {
                throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, "DateStyle", raw);
            }
        }
        if (conflict) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, "DateStyle", raw);
        }
        return (style != null ? style : now[0]) + ", " + (order != null ? order : german ? "DMY" : now.length > 1 ? now[1] : "MDY");
    }

    /** SET ROLE: NONE or a role's name (the session checks that the role exists). */
    private static String role(String v) {
        String name = v.startsWith("'") && v.endsWith("'") && v.length() > 1 ? v.substring(1, v.length() - 1) : v;
        return name.equalsIgnoreCase("none") ? "none" : name;
    }

    private static String withoutOids(String v) {
        if (v.equals("on")) {
            throw LaninException.of(PlannerMsg.WITH_OIDS);
        }
        return v;
    }

    /** The session user, built in: session_user, and current_user unless SET ROLE chose another. */
    public static final String SESSION_USER = "lanin";

    private String bool(String lower, String raw) {
        if (TRUE_WORDS.contains(lower)) {
            return key.equals("keep") ? "true" : "on";
        }
        if (FALSE_WORDS.contains(lower)) {
            return key.equals("keep") ? "false" : "off";
        }
        throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
    }

    /** PostgreSQL's range check: 22023 "N is outside the valid range for parameter ..." */
    private String inRange(String v) {
        if (Double.isInfinite(min) && Double.isInfinite(max)) {
            return v;
        }
        long n;
        try {
            n = Long.parseLong(v);
        } catch (NumberFormatException e) {
            n = v.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        if (n < min || n > max) {
            throw LaninException.of(PlannerMsg.SETTING_OUT_OF_RANGE, v, key, (long) min, (long) max);
        }
        return Long.toString(n);
    }

    private String real(String v, String raw) {
        double d;
        try {
            d = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, key, raw);
        }
        if (Double.isNaN(d) || d < min || d > max) {
            throw LaninException.of(PlannerMsg.SETTING_OUT_OF_RANGE, format(d), key, format(min), format(max));
        }
        return format(d);
    }

    /** %g as PostgreSQL's SHOW prints a real setting: 0.1, 1, 1e-05. */
    private static String format(double d) {
        return org.lanin.engine.type.TextFormat.formatDouble(d);
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
