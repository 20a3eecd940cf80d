package org.lanin.engine.partition;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of partitioning, worded as PostgreSQL words them. */
public enum PartitionMsg implements Msg {
    NO_PARTITION_FOR_ROW(SqlState.CHECK_VIOLATION,
            "no partition of relation \"%s\" found for row\n  Detail: Partition key of the failing row contains (%s) = (%s)."),
    PARTITION_CONSTRAINT_VIOLATED(SqlState.CHECK_VIOLATION, "new row for relation \"%s\" violates partition constraint"),
    ATTACH_ROW_VIOLATES(SqlState.CHECK_VIOLATION, "partition constraint of relation \"%s\" is violated by some row"),
    DEFAULT_ROW_VIOLATES(SqlState.CHECK_VIOLATION,
            "updated partition constraint for default partition \"%s\" would be violated by some row"),
    OVERLAP(SqlState.INVALID_OBJECT_DEFINITION, "partition \"%s\" would overlap partition \"%s\""),
    DEFAULT_EXISTS(SqlState.INVALID_OBJECT_DEFINITION, "partition \"%s\" conflicts with existing default partition \"%s\""),
    EMPTY_RANGE(SqlState.INVALID_OBJECT_DEFINITION, "empty range bound specified for partition \"%s\"\n"
            + "  Detail: Specified lower bound %s is greater than or equal to upper bound %s."),
    HASH_MODULUS_FACTOR(SqlState.INVALID_OBJECT_DEFINITION,
            "every hash partition modulus must be a factor of the next larger modulus"),
    HASH_MODULUS_INVALID(SqlState.INVALID_PARAMETER_VALUE, "modulus for hash partition must be an integer value greater than zero"),
    HASH_REMAINDER_INVALID(SqlState.INVALID_PARAMETER_VALUE,
            "remainder for hash partition must be less than modulus"),
    HASH_DEFAULT(SqlState.INVALID_TABLE_DEFINITION, "a hash-partitioned table may not have a default partition"),
    WRONG_BOUND_KIND(SqlState.INVALID_TABLE_DEFINITION, "invalid bound specification for a %s partition"),
    BOUND_ARITY(SqlState.INVALID_TABLE_DEFINITION, "%s"),
    KEY_SUBQUERY(SqlState.FEATURE_NOT_SUPPORTED, "cannot use subquery in partition key expression"),
    ROW_TYPE_MISMATCH(SqlState.DATATYPE_MISMATCH, "could not convert row type\n  Detail: %s");

    private final SqlState state;
    private final String template;

    PartitionMsg(SqlState state, String template) {
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
