package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors and the warning of GRANT / REVOKE, worded as PostgreSQL words them. */
enum GrantMsg implements Msg {
    UNDEFINED_ROLE(SqlState.UNDEFINED_OBJECT, "role \"%s\" does not exist"),
    UNDEFINED_DATABASE(SqlState.INVALID_CATALOG_NAME, "database \"%s\" does not exist"),
    NOT_A_SEQUENCE(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a sequence"),
    INVALID_PRIVILEGE(SqlState.INVALID_GRANT_OPERATION, "invalid privilege type %s for %s"),
    GRANT_OPTION_TO_PUBLIC(SqlState.INVALID_GRANT_OPERATION, "grant options can only be granted to roles"),
    UNRECOGNIZED_PRIVILEGE(SqlState.SYNTAX_ERROR, "unrecognized privilege type \"%s\""),
    NOT_ENFORCED(SqlState.WARNING, "privileges are not enforced: every session of this embedded database acts as"
            + " the superuser, so %s was checked and accepted but changes nothing");

    private final SqlState state;
    private final String template;

    GrantMsg(SqlState state, String template) {
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
