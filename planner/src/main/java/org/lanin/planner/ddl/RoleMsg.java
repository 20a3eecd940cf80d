package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors and notices of CREATE / ALTER / DROP ROLE and of role membership, worded as PostgreSQL words them. */
enum RoleMsg implements Msg {
    EXISTS(SqlState.DUPLICATE_OBJECT, "role \"%s\" already exists"),
    MISSING(SqlState.UNDEFINED_OBJECT, "role \"%s\" does not exist"),
    MISSING_SKIPPING(SqlState.SUCCESSFUL_COMPLETION, "role \"%s\" does not exist, skipping"),
    RESERVED(SqlState.RESERVED_NAME, "role name \"%s\" is reserved"),
    RESERVED_PG(SqlState.RESERVED_NAME, "role name \"%s\" is reserved\n  Detail: Role names starting with \"pg_\" are reserved."),
    CONFLICTING(SqlState.SYNTAX_ERROR, "conflicting or redundant options"),
    CONNECTION_LIMIT(SqlState.INVALID_PARAMETER_VALUE, "invalid connection limit: %d"),
    DROP_CURRENT(SqlState.OBJECT_IN_USE, "current user cannot be dropped"),
    DROP_SESSION(SqlState.OBJECT_IN_USE, "session user cannot be dropped"),
    RENAME_SESSION(SqlState.FEATURE_NOT_SUPPORTED, "session user cannot be renamed"),
    RENAME_CURRENT(SqlState.FEATURE_NOT_SUPPORTED, "current user cannot be renamed"),
    /** DROP ROLE of a role that still owns something; the detail names what. */
    HAS_DEPENDENTS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST,
            "role \"%s\" cannot be dropped because some objects depend on it\n  Detail: %s"),
    /** GRANT a TO b where a is already, directly or not, a member of b (or is b): the circle it would close. */
    CIRCULAR(SqlState.INVALID_GRANT_OPERATION, "role \"%s\" is a member of role \"%s\""),
    ALREADY_MEMBER(SqlState.SUCCESSFUL_COMPLETION, "role \"%s\" is already a member of role \"%s\""),
    NOT_MEMBER(SqlState.WARNING, "role \"%s\" is not a member of role \"%s\"");

    private final SqlState state;
    private final String template;

    RoleMsg(SqlState state, String template) {
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
