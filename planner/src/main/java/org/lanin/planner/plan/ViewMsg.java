package org.lanin.planner.plan;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * Errors of views: materialized views, DML through automatically updatable views (worded as
 * PostgreSQL's rewriteHandler.c words them) and the dependencies of views on what they read.
 */
public enum ViewMsg implements Msg {
    NOT_POPULATED(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "materialized view \"%s\" has not been populated\n"
            + "  Hint: Use the REFRESH MATERIALIZED VIEW command."),
    CANNOT_CHANGE_MATVIEW(SqlState.WRONG_OBJECT_TYPE, "cannot change materialized view \"%s\""),
    /** REFRESH of another relation: PostgreSQL says 0A000 here. */
    NOT_A_MATVIEW(SqlState.FEATURE_NOT_SUPPORTED, "\"%s\" is not a materialized view"),
    /** COMMENT ON MATERIALIZED VIEW of another relation (objectaddress.c). */
    NOT_A_MATVIEW_OBJECT(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a materialized view"),
    NOT_A_MATVIEW_DROP(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a materialized view\n"
            + "  Hint: Use DROP %s to remove a %s."),
    IS_A_MATVIEW(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a %s\n"
            + "  Hint: Use DROP MATERIALIZED VIEW to remove a materialized view."),
    UNDEFINED_MATVIEW(SqlState.UNDEFINED_TABLE, "materialized view \"%s\" does not exist"),
    REFRESH_CONCURRENTLY_INDEX(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE,
            "cannot refresh materialized view \"%s\" concurrently\n"
            + "  Hint: Create a unique index with no WHERE clause on one or more columns of the materialized view."),
    REFRESH_CONCURRENTLY_UNPOPULATED(SqlState.FEATURE_NOT_SUPPORTED,
            "CONCURRENTLY cannot be used when the materialized view is not populated"),
    REFRESH_CONCURRENTLY_NO_DATA(SqlState.SYNTAX_ERROR, "REFRESH options CONCURRENTLY and WITH NO DATA cannot be used together"),
    /** Verb phrase ("insert into", "update", "delete from"), view, detail, verb ("inserting"), event, event. */
    NOT_UPDATABLE(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "cannot %s view \"%s\"\n  Detail: %s\n"
            + "  Hint: To enable %s the view, provide an INSTEAD OF %s trigger or an unconditional ON %s DO INSTEAD rule."),
    /** "insert into" / "update", column, view. */
    COLUMN_NOT_UPDATABLE(SqlState.FEATURE_NOT_SUPPORTED, "cannot %s column \"%s\" of view \"%s\"\n"
            + "  Detail: View columns that are not columns of their base relation are not updatable."),
    CHECK_OPTION(SqlState.WITH_CHECK_OPTION_VIOLATION, "new row violates check option for view \"%s\""),
    CHECK_OPTION_NOT_UPDATABLE(SqlState.FEATURE_NOT_SUPPORTED,
            "WITH CHECK OPTION is supported only on automatically updatable views\n  Hint: %s"),
    /** Object kind and name, then the detail lines. */
    DROP_DEPENDS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop %s because other objects depend on it\n"
            + "  Detail: %s\n  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    DROP_MANY_DEPENDS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST,
            "cannot drop desired object(s) because other objects depend on them\n"
            + "  Detail: %s\n  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    REPLACE_DROPS_COLUMNS(SqlState.INVALID_TABLE_DEFINITION, "cannot drop columns from view"),
    REPLACE_RENAMES_COLUMN(SqlState.INVALID_TABLE_DEFINITION, "cannot change name of view column \"%s\" to \"%s\"\n"
            + "  Hint: Use ALTER VIEW ... RENAME COLUMN ... to change name of view column instead."),
    REPLACE_CHANGES_TYPE(SqlState.INVALID_TABLE_DEFINITION,
            "cannot change data type of view column \"%s\" from %s to %s"),
    /** PostgreSQL's NOTICE when a view reads a temporary relation (a warning here: the notice channel). */
    WILL_BE_TEMPORARY(SqlState.SUCCESSFUL_COMPLETION, "view \"%s\" will be a temporary view"),
    TEMP_IN_PERMANENT_SCHEMA(SqlState.INVALID_TABLE_DEFINITION, "cannot create temporary relation in non-temporary schema"),
    MATVIEW_OVER_TEMP(SqlState.FEATURE_NOT_SUPPORTED, "materialized views must not use temporary tables or views");

    private final SqlState state;
    private final String template;

    ViewMsg(SqlState state, String template) {
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
