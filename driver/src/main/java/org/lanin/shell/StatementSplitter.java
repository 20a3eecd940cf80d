package org.lanin.shell;

import java.util.List;
import org.lanin.planner.cache.SqlScan;

/**
 * Cuts SQL text into statements at each {@code ;} that lies outside quotes, comments, dollar
 * quotes and parentheses, the way psql does, with the one lexer of the project ({@link SqlScan}:
 * the same rules the server applies to every statement and the driver to multi-statement strings).
 *
 * <p>Text arrives in pieces (usually one line each). The unfinished statement is kept and scanned
 * again only when a new piece holds a {@code ;} (only then can a statement end) or when a caller
 * asks what is open: a token is decided by at most the character after it, so a {@code ;} the
 * scan found ends its statement whatever text comes later. Statements run from their first token
 * to the end of their last one (leading and trailing comments dropped); one with no token is not
 * returned.
 */
public final class StatementSplitter {
    private final StringBuilder buf = new StringBuilder();
    private SqlScan scan;

    /** Adds text and returns the statements it completed, without their {@code ;}. */
    public List<String> feed(CharSequence text) {
        buf.append(text);
        scan = null;
        if (!contains(text, ';')) {
            return List.of();
        }
        SqlScan s = scan();
        List<String> done = s.completeStatements();
        if (!done.isEmpty()) {
            String rest = s.rest();
            buf.setLength(0);
            buf.append(rest);
            scan = null;
        }
        return done;
    }

    /** Ends the input: the unterminated statement, if any (the server reports what is wrong with it). */
    public List<String> finish() {
        List<String> out = scan().allStatements();
        reset();
        return out;
    }

    /** Splits a whole text, the last statement needing no {@code ;}. */
    public static List<String> split(CharSequence text) {
        return SqlScan.of(text.toString()).allStatements();
    }

    /** Forgets the unfinished statement (Ctrl-C at the prompt). */
    public void reset() {
        buf.setLength(0);
        scan = null;
    }

    /** Whether an unfinished statement is waiting for more text. */
    public boolean isPending() {
        return scan().restHasContent();
    }

    /** Whether the scanner is outside any quote or comment, where a backslash command may start. */
    public boolean atTopLevel() {
        return !scan().endsInsideQuoteOrComment();
    }

    /** psql's prompt marker for what is open: {@code ' " * $ (}, else {@code -}. */
    public char continuationMark() {
        return scan().openMark();
    }

    private SqlScan scan() {
        if (scan == null) {
            scan = SqlScan.of(buf.toString());
        }
        return scan;
    }

    private static boolean contains(CharSequence text, char c) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == c) {
                return true;
            }
        }
        return false;
    }
}
