package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of FOREIGN KEY DDL and of DDL that FOREIGN KEYs depend on, worded as PostgreSQL words them. */
enum ForeignKeyDdlMsg implements Msg {
    NO_UNIQUE_MATCH(SqlState.INVALID_FOREIGN_KEY, "there is no unique constraint matching given keys for referenced table \"%s\""),
    DEFERRABLE_UNIQUE(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "cannot use a deferrable unique constraint for referenced table \"%s\""),
    DEFERRABLE_PRIMARY_KEY(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "cannot use a deferrable primary key for referenced table \"%s\""),
    NO_PRIMARY_KEY(SqlState.INVALID_FOREIGN_KEY, "there is no primary key for referenced table \"%s\""),
    COLUMN_COUNT(SqlState.INVALID_FOREIGN_KEY, "number of referencing and referenced columns for foreign key disagree"),
    INCOMPATIBLE_TYPES(SqlState.DATATYPE_MISMATCH, "foreign key constraint \"%s\" cannot be implemented\n"
            + "  Detail: Key columns \"%s\" and \"%s\" are of incompatible types: %s and %s."),
    DUPLICATE_CONSTRAINT(SqlState.DUPLICATE_OBJECT, "constraint \"%s\" for relation \"%s\" already exists"),
    PARTITIONED(SqlState.FEATURE_NOT_SUPPORTED, "foreign keys %s partitioned tables or partitions are not supported"
            + " (table \"%s\")"),
    DROP_INHERITED(SqlState.INVALID_TABLE_DEFINITION, "cannot drop inherited constraint \"%s\" of relation \"%s\""),
    DROP_TABLE_DEPENDS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop table %s because other objects depend on it\n"
            + "  Detail: constraint %s on table %s depends on table %s\n"
            + "  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    DROP_INDEX_DEPENDS(SqlState.DEPENDENT_OBJECTS_STILL_EXIST, "cannot drop %s because other objects depend on it\n"
            + "  Detail: constraint %s on table %s depends on index %s\n"
            + "  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    TRUNCATE_REFERENCED(SqlState.FEATURE_NOT_SUPPORTED, "cannot truncate a table referenced in a foreign key constraint\n"
            + "  Detail: Table \"%s\" references \"%s\".\n"
            + "  Hint: Truncate table \"%s\" at the same time, or use TRUNCATE ... CASCADE.");

    private final SqlState state;
    private final String template;

    ForeignKeyDdlMsg(SqlState state, String template) {
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
