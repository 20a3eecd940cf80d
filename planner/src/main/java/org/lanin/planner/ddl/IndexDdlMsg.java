package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of partial and expression index definitions, as PostgreSQL 15 words them (index.c, indexcmds.c). */
public enum IndexDdlMsg implements Msg {
    EXPR_NOT_IMMUTABLE(SqlState.INVALID_OBJECT_DEFINITION, "functions in index expression must be marked IMMUTABLE"),
    PREDICATE_NOT_IMMUTABLE(SqlState.INVALID_OBJECT_DEFINITION, "functions in index predicate must be marked IMMUTABLE"),
    ATTACH_NOT_PARTITIONED(SqlState.WRONG_OBJECT_TYPE, "ALTER action ATTACH PARTITION cannot be performed on relation \"%s\""
            + "\n  Detail: This operation is not supported for indexes."),
    ATTACH_NOT_PARTITION(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "cannot attach index \"%s\" as a partition of index \"%s\""
            + "\n  Detail: Index \"%s\" is not an index on any partition of table \"%s\"."),
    ATTACH_MISMATCH(SqlState.INVALID_OBJECT_DEFINITION, "cannot attach index \"%s\" as a partition of index \"%s\""
            + "\n  Detail: The index definitions do not match."),
    EXPR_SUBQUERY(SqlState.FEATURE_NOT_SUPPORTED, "cannot use subquery in index expression"),
    PREDICATE_SUBQUERY(SqlState.FEATURE_NOT_SUPPORTED, "cannot use subquery in index predicate"),
    INCLUDE_EXPRESSION(SqlState.FEATURE_NOT_SUPPORTED, "expressions are not supported in included columns"),
    /** The access method. */
    INCLUDE_METHOD(SqlState.FEATURE_NOT_SUPPORTED, "access method \"%s\" does not support included columns");

    private final SqlState state;
    private final String template;

    IndexDdlMsg(SqlState state, String template) {
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
