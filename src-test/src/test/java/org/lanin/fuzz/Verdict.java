package org.lanin.fuzz;

import java.util.List;

/**
 * The outcome of one oracle check. {@code key} identifies a failure's kind ("mismatch", or the
 * fault's key) so the minimiser keeps the same failure; {@code statements} are what ran.
 */
record Verdict(Status status, String key, String detail, List<String> statements) {
    enum Status { PASS, SKIP, FAIL }

    static Verdict of(Oracle o, Databases dbs, FuzzCase c) {
        dbs.clearLog();
        try {
            o.check(dbs, c);
            return new Verdict(Status.PASS, null, null, dbs.log());
        } catch (SqlSkip e) {
            return new Verdict(Status.SKIP, e.sqlState(), e.getMessage(), dbs.log());
        } catch (Mismatch e) {
            return new Verdict(Status.FAIL, "mismatch", e.getMessage(), dbs.log());
        } catch (SqlFault e) {
            return new Verdict(Status.FAIL, e.key(), e.getMessage() + causeOf(e), dbs.log());
        }
    }

    private static String causeOf(SqlFault e) {
        Throwable t = e.getCause();
        while (t != null && t.getCause() != null) {
            t = t.getCause();
        }
        if (t == null) {
            return "";
        }
        StringBuilder b = new StringBuilder("\n  root cause: " + t);
        StackTraceElement[] st = t.getStackTrace();
        for (int i = 0; i < Math.min(8, st.length); i++) {
            b.append("\n    at ").append(st[i]);
        }
        return b.toString();
    }

    boolean failed() {
        return status == Status.FAIL;
    }
}
