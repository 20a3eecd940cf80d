package org.lanin.planner.plan;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.WindowBindMsg;

/**
 * Window clauses JSqlParser 5.3 cannot parse but PostgreSQL accepts (GROUPS frames, EXCLUDE,
 * a named window refined in OVER): a parse failure at one of them is reported as a missing
 * feature (0A000) naming it, not as a syntax error.
 */
final class WindowSyntax {
    private static final Pattern TOKEN = Pattern.compile("Encountered unexpected token: \"([^\"]*)\"");
    private static final Pattern REFINED = Pattern.compile("(?is)\\bover\\s*\\(\\s*\"?[a-z_][a-z0-9_]*\"?\\s+(rows|range|groups|order|partition)\\b");

    private WindowSyntax() {
    }

    /** The 0A000 error for a parse failure at an unsupported window clause, or null. */
    static LaninException unsupported(String sql, String parserMessage) {
        String lower = sql.toLowerCase(Locale.ROOT);
        if (parserMessage == null || !lower.contains("over")) {
            return null;
        }
        Matcher m = TOKEN.matcher(parserMessage);
        String token = m.find() ? m.group(1).toLowerCase(Locale.ROOT) : "";
        if (token.equals("groups")) {
            return LaninException.of(WindowBindMsg.NOT_SUPPORTED, "GROUPS window frames");
        }
        if (token.equals("exclude")) {
            return LaninException.of(WindowBindMsg.NOT_SUPPORTED, "EXCLUDE in window frames");
        }
        if (REFINED.matcher(sql).find()) {
            return LaninException.of(WindowBindMsg.NOT_SUPPORTED, "a named window refined in OVER");
        }
        return null;
    }
}
