package org.lanin.planner.routine.pl;

import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.planner.session.Notice;
import org.lanin.planner.session.SessionControl;
import org.lanin.planner.session.Setting;

/** RAISE: EXCEPTION throws with its SQLSTATE (P0001 by default); lower levels are notices for the client. */
final class PlRaise {
    private PlRaise() {
    }

    static void run(PlRunner run, PlStmt.Raise r, LaninException handling) {
        if (r.level() == null) {
            if (handling == null) {
                throw LaninException.of(PlMsg.RERAISE);
            }
            throw handling;
        }
        String message = r.message() != null ? String.valueOf(run.eval(r.message()).value()) : format(run, r);
        if (!r.level().equals("exception")) {
            notice(run, r, message);
            return;
        }
        String code = r.sqlstate() == null ? "P0001" : stripQuotes(r.sqlstate());
        if (message == null) {
            message = code;
        }
        throw new LaninException(state(code), message);
    }

    /** NOTICE / WARNING / INFO / LOG / DEBUG: sent to the client when client_min_messages lets it through. */
    private static void notice(PlRunner run, PlStmt.Raise r, String message) {
        if (!(run.ctx().session() instanceof SessionControl session)) {
            return;
        }
        String severity = r.level().toUpperCase(Locale.ROOT);
        if (!Notice.reachesClient(severity, session.settings().get(Setting.CLIENT_MIN_MESSAGES))) {
            return;
        }
        String code = r.sqlstate() == null ? Notice.defaultState(severity) : stripQuotes(r.sqlstate());
        session.notice(new Notice(severity, code, message == null ? code : message));
    }

    private static String stripQuotes(String s) {
        String t = s.trim();
        return ConditionNames.sqlstate(t.startsWith("'") && t.endsWith("'") ? t.substring(1, t.length() - 1) : t);
    }

    /** The SqlState of a code; codes Lanin does not name are raised as P0001 (departure: the code is lost). */
    static SqlState state(String code) {
        for (SqlState s : SqlState.values()) {
            if (s.code().equals(code)) {
                return s;
            }
        }
        return SqlState.RAISE_EXCEPTION;
    }

    /** {@code %} placeholders replaced by the arguments' text ({@code %%} is a percent sign). */
    private static String format(PlRunner run, PlStmt.Raise r) {
        if (r.format() == null) {
            return null;
        }
        StringBuilder b = new StringBuilder();
        int arg = 0;
        String f = r.format();
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (c == '%' && i + 1 < f.length() && f.charAt(i + 1) == '%') {
                b.append('%');
                i++;
            } else if (c == '%' && arg < r.args().size()) {
                SqlRunnerText.append(b, run.eval(r.args().get(arg++)));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
