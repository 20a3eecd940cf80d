package org.lanin.planner.session;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors that end a session, worded as PostgreSQL's FATAL messages. */
enum SessionMsg implements Msg {
    IDLE_IN_TRANSACTION_TIMEOUT(SqlState.IDLE_IN_TRANSACTION_SESSION_TIMEOUT,
            "terminating connection due to idle-in-transaction timeout"),
    /** pg_terminate_backend ended the session. */
    TERMINATED(SqlState.ADMIN_SHUTDOWN, "terminating connection due to administrator command");

    private final SqlState state;
    private final String template;

    SessionMsg(SqlState state, String template) {
        this.state = state;
        this.template = template;
    }

    @Override
    public SqlState state() {
        return state;
    }

    @Override
    public String template() {
        return template;
    }
}
