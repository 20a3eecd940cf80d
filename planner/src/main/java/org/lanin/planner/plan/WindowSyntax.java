package org.lanin.planner.plan;

import java.util.Locale;
import java.util.regex.Pattern;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.WindowBindMsg;

/**
 * A window clause JSqlParser 5.3 cannot parse but PostgreSQL accepts, a named window refined in
 * OVER: a parse failure where one is written is reported as a missing feature (0A000), not as a
 * syntax error. (GROUPS frames and EXCLUDE reach the parser carried by
 * org.lanin.planner.cache.WindowFrameClauses; where they fail to parse, PostgreSQL's grammar
 * refuses them too.)
 */
final class WindowSyntax {
    private static final Pattern REFINED = Pattern.compile("(?is)\\bover\\s*\\(\\s*\"?[a-z_][a-z0-9_]*\"?\\s+(rows|range|groups|order|partition)\\b");

    private WindowSyntax() {
    }

    /** The 0A000 error for a parse failure at an unsupported window clause, or null. */
    static LaninException unsupported(String sql, String parserMessage) {
        String lower = sql.toLowerCase(Locale.ROOT);
        if (parserMessage == null || !lower.contains("over")) {
            return null;
        }
        if (REFINED.matcher(sql).find()) {
            return LaninException.of(WindowBindMsg.NOT_SUPPORTED, "a named window refined in OVER");
        }
        return null;
    }
}
