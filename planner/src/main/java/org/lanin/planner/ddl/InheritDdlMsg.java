package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of ALTER TABLE ... [NO] INHERIT, worded as PostgreSQL words them. */
enum InheritDdlMsg implements Msg {
    NOT_A_PARENT(SqlState.UNDEFINED_TABLE, "relation \"%s\" is not a parent of relation \"%s\""),
    INHERITED_TWICE(SqlState.DUPLICATE_TABLE, "relation \"%s\" would be inherited from more than once"),
    CIRCULAR(SqlState.DUPLICATE_TABLE, "circular inheritance not allowed\n  Detail: \"%s\" is already a child of \"%s\"."),
    CHILD_NOT_NULL(SqlState.DATATYPE_MISMATCH, "column \"%s\" in child table must be marked NOT NULL"),
    MISSING_CONSTRAINT(SqlState.DATATYPE_MISMATCH, "child table is missing constraint \"%s\""),
    CHECK_DIFFERS(SqlState.DATATYPE_MISMATCH, "child table \"%s\" has different definition for check constraint \"%s\""),
    PARTITIONED_CHILD(SqlState.WRONG_OBJECT_TYPE, "cannot change inheritance of partitioned table"),
    PARTITION_CHILD(SqlState.WRONG_OBJECT_TYPE, "cannot change inheritance of a partition"),
    PARTITIONED_PARENT(SqlState.WRONG_OBJECT_TYPE, "cannot inherit from partitioned table \"%s\""),
    PARTITION_PARENT(SqlState.WRONG_OBJECT_TYPE, "cannot inherit from a partition");

    private final SqlState state;
    private final String template;

    InheritDdlMsg(SqlState state, String template) {
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
