package org.lanin.pgregress;

import java.util.Locale;

/**
 * Whether Lanin's outcome matches PostgreSQL's for one statement. A table must match
 * ({@link TableCheck}); a statement PostgreSQL ran quietly must succeed; a statement PostgreSQL
 * rejected must fail, but not with a sign that Lanin never got to judge it: 0A000 (feature not
 * supported) passes only where PostgreSQL's message also says something is not supported, 42601
 * (syntax error) only where PostgreSQL's is a syntax error too (or either with PostgreSQL's very
 * message), XX000 (internal error) never. Messages are not compared otherwise.
 */
final class Verdict {
    private Verdict() {
    }

    /** Null when the outcomes match, else why not. */
    static String judge(Expected expected, Actual actual, String sql) {
        if (actual instanceof Actual.Broken b) {
            return "internal error: " + b.error();
        }
        if (actual instanceof Actual.Failed f && f.internal()) {
            return "internal error XX000: " + f.message();
        }
        if (actual instanceof Actual.Failed f && f.timeout()) {
            return "timed out or cancelled (57014): " + f.message();
        }
        if (expected instanceof Expected.Unreadable u) {
            return "expected output not understood: " + u.why();
        }
        if (expected instanceof Expected.Error e) {
            if (!(actual instanceof Actual.Failed f)) {
                return "expected ERROR: " + e.message() + "; Lanin succeeded";
            }
            return compatible(e.message(), f) ? null
                    : "expected ERROR: " + e.message() + "; Lanin: " + f.sqlState() + " " + f.message();
        }
        if (actual instanceof Actual.Failed f) {
            return "Lanin failed: " + f.sqlState() + " " + f.message();
        }
        Actual.Done done = (Actual.Done) actual;
        if (expected instanceof Expected.Table t) {
            if (done.rows() == null) {
                return "expected a result table, Lanin returned none";
            }
            return TableCheck.compare(t, done.types(), done.rows(), sql);
        }
        return null;
    }

    private static boolean compatible(String pgMessage, Actual.Failed f) {
        String first = f.message() == null ? "" : f.message().lines().findFirst().orElse("").strip();
        if (first.equals(pgMessage)) {
            return true;
        }
        String m = pgMessage.toLowerCase(Locale.ROOT);
        return switch (f.sqlState() == null ? "" : f.sqlState()) {
            case "0A000" -> m.contains("not supported") || m.contains("unsupported") || m.contains("not implemented");
            case "42601" -> m.startsWith("syntax error");
            default -> true;
        };
    }
}
