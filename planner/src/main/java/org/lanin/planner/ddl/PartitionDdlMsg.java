package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of partitioning DDL, worded as PostgreSQL words them. */
enum PartitionDdlMsg implements Msg {
    ONLY_KEY_NOT_NULL(SqlState.INVALID_TABLE_DEFINITION, "constraint must be added to child tables too"
            + "\n  Detail: Column \"%s\" of relation \"%s\" is not already NOT NULL.\n  Hint: Do not specify the ONLY keyword."),
    UNIQUE_LACKS_KEY(SqlState.FEATURE_NOT_SUPPORTED, "unique constraint on partitioned table must include all partitioning columns\n"
            + "  Detail: %s constraint on table \"%s\" lacks column \"%s\" which is part of the partition key."),
    NOT_PARTITIONED(SqlState.WRONG_OBJECT_TYPE, "table \"%s\" is not partitioned"),
    TRUNCATE_ONLY_PARTITIONED(SqlState.WRONG_OBJECT_TYPE, "cannot truncate only a partitioned table\n"
            + "  Hint: Do not specify the ONLY keyword, or use TRUNCATE ONLY on the partitions directly."),
    ALREADY_PARTITION(SqlState.INVALID_OBJECT_DEFINITION, "\"%s\" is already a partition"),
    NOT_A_PARTITION(SqlState.UNDEFINED_TABLE, "relation \"%s\" is not a partition of relation \"%s\""),
    MISSING_COLUMN(SqlState.DATATYPE_MISMATCH, "child table is missing column \"%s\""),
    EXTRA_COLUMN(SqlState.DATATYPE_MISMATCH, "table \"%s\" contains column \"%s\" not found in parent \"%s\""),
    COLUMN_TYPE(SqlState.DATATYPE_MISMATCH, "child table \"%s\" has different type for column \"%s\""),
    DROP_KEY_COLUMN(SqlState.INVALID_TABLE_DEFINITION,
            "cannot drop column \"%s\" because it is part of the partition key of relation \"%s\""),
    DROP_INHERITED(SqlState.INVALID_TABLE_DEFINITION, "cannot drop inherited column \"%s\""),
    ALTER_KEY_COLUMN(SqlState.INVALID_TABLE_DEFINITION,
            "cannot alter column \"%s\" because it is part of the partition key of relation \"%s\""),
    ALTER_INHERITED(SqlState.INVALID_TABLE_DEFINITION, "cannot alter inherited column \"%s\""),
    KEY_COLUMN_MISSING(SqlState.UNDEFINED_COLUMN, "column \"%s\" named in partition key does not exist"),
    LIST_ONE_COLUMN(SqlState.INVALID_OBJECT_DEFINITION, "cannot use \"list\" partition strategy with more than one column"),
    BOUND_ARITY(SqlState.INVALID_TABLE_DEFINITION, "%s must specify exactly one value per partitioning column"),
    KEY_NOT_IMMUTABLE(SqlState.INVALID_OBJECT_DEFINITION, "functions in partition key expression must be marked IMMUTABLE"),
    KEY_CONSTANT(SqlState.INVALID_OBJECT_DEFINITION, "cannot use constant expression as partition key"),
    UNIQUE_EXPRESSION_KEY(SqlState.FEATURE_NOT_SUPPORTED, "unsupported %s constraint with partition key definition\n"
            + "  Detail: %s constraints cannot be used when partition keys include expressions."),
    ATTACH_SELF(SqlState.DUPLICATE_TABLE, "cannot attach a table to itself"),
    ADD_TO_PARTITION(SqlState.WRONG_OBJECT_TYPE, "cannot add column to a partition");

    private final SqlState state;
    private final String template;

    PartitionDdlMsg(SqlState state, String template) {
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
