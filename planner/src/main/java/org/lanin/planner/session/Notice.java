package org.lanin.planner.session;

import java.util.Locale;

/**
 * A message for the client that is not an error (PostgreSQL's NoticeResponse): RAISE NOTICE /
 * WARNING / INFO / LOG / DEBUG in PL/pgSQL, GRANT's "not enforced". The driver chains each to the
 * statement's SQLWarnings with {@code sqlState} and {@code message}, as pgJDBC does.
 *
 * @param severity PostgreSQL's severity word, upper case: DEBUG, LOG, INFO, NOTICE, WARNING
 */
public record Notice(String severity, String sqlState, String message) {
    /** PostgreSQL's default SQLSTATE of a message of this severity: 01000 for WARNING, else 00000 (elog.c). */
    public static String defaultState(String severity) {
        return severity.equals("WARNING") ? "01000" : "00000";
    }

    /**
     * True when a message of {@code severity} reaches a client whose client_min_messages is
     * {@code min}: INFO always does; otherwise by PostgreSQL's order for the client
     * (DEBUG5..DEBUG1 &lt; LOG &lt; NOTICE &lt; WARNING &lt; ERROR; elog.c {@code should_output_to_client}).
     */
    public static boolean reachesClient(String severity, String min) {
        if (severity.equals("INFO")) {
            return true;
        }
        return rank(severity) >= rank(min == null ? "notice" : min.toUpperCase(Locale.ROOT));
    }

    /** Sends {@code message} at {@code severity} with its default SQLSTATE when client_min_messages lets it through. */
    /** A NOTICE with the SQLSTATE of its catalogue entry (PostgreSQL's "..., skipping" notices carry 42710 and the like). */
    public static void send(SessionControl session, org.lanin.engine.error.Msg msg, Object... args) {
        if (reachesClient("NOTICE", session.settings().get(Setting.CLIENT_MIN_MESSAGES))) {
            session.notice(new Notice("NOTICE", msg.state().code(), msg.format(args)));
        }
    }

    public static void send(SessionControl session, String severity, String message) {
        if (reachesClient(severity, session.settings().get(Setting.CLIENT_MIN_MESSAGES))) {
            session.notice(new Notice(severity, defaultState(severity), message));
        }
    }

    private static int rank(String level) {
        return switch (level) {
            case "DEBUG5" -> 10;
            case "DEBUG4" -> 11;
            case "DEBUG3" -> 12;
            case "DEBUG2" -> 13;
            case "DEBUG1", "DEBUG" -> 14;
            case "LOG" -> 15;
            case "NOTICE" -> 18;
            case "WARNING" -> 19;
            case "ERROR" -> 21;
            default -> 18;
        };
    }
}
