package org.lanin.planner.parse;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of SQL-level cursors (DECLARE, FETCH, MOVE, CLOSE), worded as PostgreSQL words them. */
public enum CursorMsg implements Msg {
    /** DECLARE ... options: the two that conflict. */
    CONFLICTING_OPTIONS(SqlState.INVALID_CURSOR_DEFINITION, "cannot specify both %s and %s"),
    OUTSIDE_BLOCK(SqlState.NO_ACTIVE_SQL_TRANSACTION, "DECLARE CURSOR can only be used in transaction blocks"),
    EXISTS(SqlState.DUPLICATE_CURSOR, "cursor \"%s\" already exists"),
    DATA_MODIFYING(SqlState.FEATURE_NOT_SUPPORTED, "DECLARE CURSOR must not contain data-modifying statements in WITH"),
    SELECT_INTO(SqlState.SYNTAX_ERROR, "SELECT ... INTO is not allowed here"),
    FORWARD_ONLY(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "cursor can only scan forward"),
    /** A fetch of the cursor failed earlier: it cannot be read again. */
    CANNOT_RUN(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "portal \"%s\" cannot be run");

    /** FORWARD_ONLY's hint. */
    public static final String SCROLL_HINT = "Declare it with SCROLL option to enable backward scan.";

    private final SqlState state;
    private final String template;

    CursorMsg(SqlState state, String template) {
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
