package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of a column definition's DEFAULT, identity and GENERATED ALWAYS AS (...) STORED clauses, as PostgreSQL 15 words them. */
public enum GeneratedDdlMsg implements Msg {
    MULTIPLE_DEFAULTS(SqlState.SYNTAX_ERROR, "multiple default values specified for column \"%s\" of table \"%s\""),
    MULTIPLE_IDENTITY(SqlState.SYNTAX_ERROR, "multiple identity specifications for column \"%s\" of table \"%s\""),
    MULTIPLE_GENERATED(SqlState.SYNTAX_ERROR, "multiple generation clauses specified for column \"%s\" of table \"%s\""),
    DEFAULT_AND_IDENTITY(SqlState.SYNTAX_ERROR, "both default and identity specified for column \"%s\" of table \"%s\""),
    DEFAULT_AND_GENERATED(SqlState.SYNTAX_ERROR, "both default and generation expression specified for column \"%s\" of table \"%s\""),
    IDENTITY_AND_GENERATED(SqlState.SYNTAX_ERROR, "both identity and generation expression specified for column \"%s\" of table \"%s\""),
    USES_GENERATED(SqlState.INVALID_OBJECT_DEFINITION, "cannot use generated column \"%s\" in column generation expression"),
    NOT_IMMUTABLE(SqlState.INVALID_OBJECT_DEFINITION, "generation expression is not immutable"),
    SUBQUERY(SqlState.FEATURE_NOT_SUPPORTED, "cannot use subquery in column generation expression"),
    SET_DEFAULT(SqlState.SYNTAX_ERROR, "column \"%s\" of relation \"%s\" is a generated column"),
    PARTITION_KEY(SqlState.INVALID_OBJECT_DEFINITION, "cannot use generated column in partition key");

    private final SqlState state;
    private final String template;

    GeneratedDdlMsg(SqlState state, String template) {
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
