package org.lanin.planner.session;

/**
 * Statements with a string literal that starts with {@code now}, {@code today}, {@code tomorrow} or
 * {@code yesterday}: converted to a date or timestamp, such a literal is the current transaction's
 * start (engine {@code TransactionClock}) and the binder folds it into the plan as a constant, so
 * its plan holds for one transaction only. Such statements are planned at each execution and kept
 * out of the shared plan cache (PostgreSQL parses a simple query afresh each time too; a literal
 * that merely starts with one of the words, {@code 'now and then'}, only costs a plan).
 */
final class RelativeTimeLiterals {
    private static final String[] WORDS = {"now", "today", "tomorrow", "yesterday"};

    private RelativeTimeLiterals() {
    }

    static boolean present(String sql) {
        for (int q = sql.indexOf('\''); q >= 0; q = sql.indexOf('\'', q + 1)) {
            int i = q + 1;
            while (i < sql.length() && sql.charAt(i) == ' ') {
                i++;
            }
            for (String w : WORDS) {
                int end = i + w.length();
                if (sql.regionMatches(true, i, w, 0, w.length()) && (end == sql.length() || !Character.isLetter(sql.charAt(end)))) {
                    return true;
                }
            }
        }
        return false;
    }
}
