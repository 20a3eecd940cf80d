package org.lanin.planner.plan;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code EXPLAIN [ANALYZE] [VERBOSE] statement} and {@code EXPLAIN (option, ...) statement}, read
 * here because JSqlParser only explains SELECT. The statement after the prefix is planned as usual.
 */
record ExplainPrefix(String statement, boolean analyze) {
    private static final Pattern PREFIX = Pattern.compile(
            "(?is)^\\s*explain\\s+(?:\\(([^)]*)\\)\\s*|((?:(?:analy[sz]e|verbose|costs|buffers)\\s+)*))(.*)$");

    /** The prefix read from {@code sql}, or null when it is not an EXPLAIN. */
    static ExplainPrefix of(String sql) {
        Matcher m = PREFIX.matcher(sql);
        if (!m.matches()) {
            return null;
        }
        String options = (m.group(1) != null ? m.group(1) : m.group(2)).toLowerCase(Locale.ROOT);
        boolean analyze = options.matches("(?s).*\\banaly[sz]e\\b(?!\\s+(false|off|0)).*");
        return new ExplainPrefix(m.group(3), analyze);
    }
}
