package org.lanin.planner.explain;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * {@code EXPLAIN [ANALYZE] [VERBOSE] statement} and {@code EXPLAIN (option [value], ...) statement}
 * as PostgreSQL reads them: ANALYZE, VERBOSE, COSTS (on by default), TIMING (on with ANALYZE),
 * SUMMARY, BUFFERS (accepted), FORMAT TEXT | JSON. {@link #statement} is what is explained.
 */
public record ExplainOptions(String statement, boolean analyze, boolean verbose, boolean costs, boolean timing,
                             boolean summary, boolean json) {
    private static final Pattern PREFIX = Pattern.compile(
            "(?is)^\\s*explain\\s+(?:\\(([^)]*)\\)\\s*|((?:(?:analy[sz]e|verbose)\\s+)*))(.*)$");

    /** The options read from {@code sql}, or null when it is not an EXPLAIN. */
    public static ExplainOptions of(String sql) {
        Matcher m = PREFIX.matcher(sql);
        if (!m.matches()) {
            return null;
        }
        boolean analyze = false;
        boolean verbose = false;
        Boolean costs = null;
        Boolean timing = null;
        Boolean summary = null;
        boolean json = false;
        if (m.group(1) != null) {
            for (String opt : m.group(1).split(",")) {
                String[] kv = opt.trim().toLowerCase(Locale.ROOT).split("\\s+", 2);
                String key = kv[0];
                String value = kv.length > 1 ? kv[1].trim() : null;
                switch (key) {
                    case "analyze", "analyse" -> analyze = bool(key, value);
                    case "verbose" -> verbose = bool(key, value);
                    case "costs" -> costs = bool(key, value);
                    case "timing" -> timing = bool(key, value);
                    case "summary" -> summary = bool(key, value);
                    case "buffers", "wal", "settings", "generic_plan" -> bool(key, value);
                    case "format" -> json = format(value);
                    case "" -> { }
                    default -> throw LaninException.of(PlannerMsg.EXPLAIN_OPTION, key);
                }
            }
        } else {
            String words = m.group(2).toLowerCase(Locale.ROOT);
            analyze = words.contains("analy");
            verbose = words.contains("verbose");
        }
        if (timing != null && timing && !analyze) {
            throw LaninException.of(PlannerMsg.EXPLAIN_TIMING);
        }
        return new ExplainOptions(m.group(3), analyze, verbose, costs == null || costs,
                timing == null ? analyze : timing, summary == null ? analyze : summary, json);
    }

    private static boolean bool(String key, String value) {
        if (value == null) {
            return true;
        }
        return switch (value) {
            case "true", "on", "1", "yes" -> true;
            case "false", "off", "0", "no" -> false;
            default -> throw LaninException.of(PlannerMsg.EXPLAIN_VALUE, key, value);
        };
    }

    private static boolean format(String value) {
        if ("json".equals(value)) {
            return true;
        }
        if ("text".equals(value)) {
            return false;
        }
        if ("xml".equals(value) || "yaml".equals(value)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "EXPLAIN format " + value);
        }
        throw LaninException.of(PlannerMsg.EXPLAIN_VALUE, "format", String.valueOf(value));
    }
}
