package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of ADD CONSTRAINT ... NOT VALID and VALIDATE CONSTRAINT, worded as PostgreSQL words them. */
public enum ConstraintValidationMsg implements Msg {
    /** "PRIMARY KEY" or "UNIQUE". */
    KIND_NOT_VALID(SqlState.FEATURE_NOT_SUPPORTED, "%s constraints cannot be marked NOT VALID"),
    /** The constraint, the table. */
    MISSING(SqlState.UNDEFINED_OBJECT, "constraint \"%s\" of relation \"%s\" does not exist"),
    /** COMMENT ON CONSTRAINT's wording: the constraint, the table. */
    MISSING_FOR_TABLE(SqlState.UNDEFINED_OBJECT, "constraint \"%s\" for table \"%s\" does not exist"),
    NOT_FK_OR_CHECK(SqlState.WRONG_OBJECT_TYPE, "constraint \"%s\" of relation \"%s\" is not a foreign key or check constraint"),
    /** The partitioned table, the referenced one. */
    PARTITIONED_FK(SqlState.WRONG_OBJECT_TYPE, "cannot add NOT VALID foreign key on partitioned table \"%s\" referencing relation \"%s\"");

    private final SqlState state;
    private final String template;

    ConstraintValidationMsg(SqlState state, String template) {
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
