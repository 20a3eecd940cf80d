package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of ALTER ... RENAME, OWNER TO and CREATE / ALTER / DROP SEQUENCE, as PostgreSQL 15 words them. */
public enum RenameDdlMsg implements Msg {
    NOT_A_SEQUENCE(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a sequence"),
    NOT_A_VIEW(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a view"),
    NOT_AN_INDEX(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not an index"),
    NO_COLUMNS(SqlState.WRONG_OBJECT_TYPE, "cannot rename columns of relation \"%s\""),
    COLUMN_MISSING(SqlState.UNDEFINED_COLUMN, "column \"%s\" does not exist"),
    INHERITED_COLUMN(SqlState.INVALID_TABLE_DEFINITION, "cannot rename inherited column \"%s\""),
    CONSTRAINT_MISSING(SqlState.UNDEFINED_OBJECT, "constraint \"%s\" for table \"%s\" does not exist"),
    CONSTRAINT_EXISTS(SqlState.DUPLICATE_OBJECT, "constraint \"%s\" for relation \"%s\" already exists"),
    SEQ_INCREMENT_ZERO(SqlState.INVALID_PARAMETER_VALUE, "INCREMENT must not be zero"),
    SEQ_MIN_MAX(SqlState.INVALID_PARAMETER_VALUE, "MINVALUE (%s) must be less than MAXVALUE (%s)"),
    SEQ_START_LOW(SqlState.INVALID_PARAMETER_VALUE, "START value (%s) cannot be less than MINVALUE (%s)"),
    SEQ_START_HIGH(SqlState.INVALID_PARAMETER_VALUE, "START value (%s) cannot be greater than MAXVALUE (%s)"),
    SEQ_RESTART_LOW(SqlState.INVALID_PARAMETER_VALUE, "RESTART value (%s) cannot be less than MINVALUE (%s)"),
    SEQ_RESTART_HIGH(SqlState.INVALID_PARAMETER_VALUE, "RESTART value (%s) cannot be greater than MAXVALUE (%s)"),
    SEQ_OWNED_BY(SqlState.SYNTAX_ERROR, "invalid OWNED BY option"),
    SEQ_OWNER_KIND(SqlState.WRONG_OBJECT_TYPE, "sequence must have same owner as table it is linked to"),
    /** DROP SEQUENCE while column defaults call it (SequenceDependents). */
    SEQ_DEPENDS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop sequence %s because other objects depend on it\n"
            + "  Detail: %s\n  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    SEQ_DEPENDS_SEVERAL(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop desired object(s) because other objects"
            + " depend on them\n  Detail: %s\n  Hint: Use DROP ... CASCADE to drop the dependent objects too.");

    private final SqlState state;
    private final String template;

    RenameDdlMsg(SqlState state, String template) {
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
