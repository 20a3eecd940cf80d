package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of CREATE/ALTER/DROP TYPE and DOMAIN, as PostgreSQL 15 words them. */
public enum TypeDdlMsg implements Msg {
    TYPE_EXISTS(SqlState.DUPLICATE_OBJECT, "type \"%s\" already exists"),
    TYPE_MISSING(SqlState.UNDEFINED_OBJECT, "type \"%s\" does not exist"),
    NOT_A_DOMAIN(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a domain"),
    NOT_AN_ENUM(SqlState.WRONG_OBJECT_TYPE, "%s is not an enum"),
    TYPE_IN_USE(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop type %s because other objects depend on it"),
    LABEL_EXISTS(SqlState.DUPLICATE_OBJECT, "enum label \"%s\" already exists"),
    /** A NOTICE: ADD VALUE IF NOT EXISTS of a label the type has. */
    LABEL_EXISTS_SKIPPING(SqlState.DUPLICATE_OBJECT, "enum label \"%s\" already exists, skipping"),
    LABEL_MISSING(SqlState.INVALID_PARAMETER_VALUE, "\"%s\" is not an existing enum label"),
    LABEL_TOO_LONG(SqlState.INVALID_NAME, "invalid enum label \"%s\"");

    private final SqlState state;
    private final String template;

    TypeDdlMsg(SqlState state, String template) {
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
