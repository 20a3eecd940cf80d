package org.lanin.planner.session;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of ALTER DATABASE / ALTER ROLE ... SET (PostgreSQL's texts and SQLSTATEs). */
enum SessionDefaultsMsg implements Msg {
    NO_SUCH_DATABASE(SqlState.INVALID_CATALOG_NAME, "database \"%s\" does not exist"),
    NO_SUCH_ROLE(SqlState.UNDEFINED_OBJECT, "role \"%s\" does not exist"),
    /** A setting only a connection may give, or a read-only one. */
    CANNOT_SET(SqlState.INVALID_PARAMETER_VALUE, "parameter \"%s\" cannot be set here");

    private final SqlState state;
    private final String template;

    SessionDefaultsMsg(SqlState state, String template) {
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
