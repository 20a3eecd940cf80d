package org.lanin.planner.parse;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of VACUUM and ANALYZE (PostgreSQL's texts and SQLSTATEs). */
public enum MaintenanceMsg implements Msg {
    /** "ANALYZE" or "VACUUM", then the option. */
    UNRECOGNIZED_OPTION(SqlState.SYNTAX_ERROR, "unrecognized %s option \"%s\""),
    COLUMNS_NEED_ANALYZE(SqlState.FEATURE_NOT_SUPPORTED, "ANALYZE option must be specified when a column list is provided"),
    /** Column, table. */
    COLUMN_TWICE(SqlState.DUPLICATE_COLUMN, "column \"%s\" of relation \"%s\" appears more than once");

    private final SqlState state;
    private final String template;

    MaintenanceMsg(SqlState state, String template) {
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
