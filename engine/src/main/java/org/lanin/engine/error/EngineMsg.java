package org.lanin.engine.error;

/** Message catalogue of the engine core: catalog, heap, transactions, indexes. */
public enum EngineMsg implements Msg {
    UNDEFINED_TABLE(SqlState.UNDEFINED_TABLE, "relation \"%s\" does not exist"),
    DUPLICATE_TABLE(SqlState.DUPLICATE_TABLE, "relation \"%s\" already exists"),
    UNDEFINED_COLUMN(SqlState.UNDEFINED_COLUMN, "column \"%s\" of relation \"%s\" does not exist"),
    DUPLICATE_COLUMN(SqlState.DUPLICATE_COLUMN, "column \"%s\" of relation \"%s\" already exists"),
    UNDEFINED_INDEX(SqlState.UNDEFINED_OBJECT, "index \"%s\" does not exist"),
    UNDEFINED_SEQUENCE(SqlState.UNDEFINED_TABLE, "relation \"%s\" does not exist"),
    NOT_AN_INDEX(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not an index"),
    UNIQUE_VIOLATION(SqlState.UNIQUE_VIOLATION, "duplicate key value violates unique constraint \"%s\"\n  Detail: Key (%s)=(%s) already exists."),
    NOT_NULL_VIOLATION(SqlState.NOT_NULL_VIOLATION, "null value in column \"%s\" of relation \"%s\" violates not-null constraint"),
    CHECK_VIOLATION(SqlState.CHECK_VIOLATION, "new row for relation \"%s\" violates check constraint \"%s\""),
    SERIALIZATION_FAILURE(SqlState.SERIALIZATION_FAILURE, "could not serialize access due to concurrent update"),
    /** Waiter, what it waits for, the blocker; the blocker, what it waits for, the waiter (PostgreSQL's detail). */
    DEADLOCK(SqlState.DEADLOCK_DETECTED,
            "deadlock detected\n  Detail: Process %d waits for %s; blocked by process %d.\nProcess %d waits for %s; blocked by process %d."),
    LOCK_TIMEOUT(SqlState.LOCK_NOT_AVAILABLE, "canceling statement due to lock timeout"),
    ROW_LOCK_NOT_AVAILABLE(SqlState.LOCK_NOT_AVAILABLE, "could not obtain lock on row in relation \"%s\""),
    QUERY_CANCELED(SqlState.QUERY_CANCELED, "canceling statement due to user request"),
    STATEMENT_TIMEOUT(SqlState.QUERY_CANCELED, "canceling statement due to statement timeout"),
    READ_ONLY_TRANSACTION(SqlState.READ_ONLY_SQL_TRANSACTION, "cannot execute %s in a read-only transaction"),
    SEQUENCE_LIMIT(SqlState.SEQUENCE_GENERATOR_LIMIT_EXCEEDED, "nextval: reached maximum value of sequence \"%s\" (%d)"),
    SEQUENCE_MIN_LIMIT(SqlState.SEQUENCE_GENERATOR_LIMIT_EXCEEDED, "nextval: reached minimum value of sequence \"%s\" (%d)"),
    SEQUENCE_CURRVAL_UNDEFINED(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "currval of sequence \"%s\" is not yet defined in this session"),
    INDEX_CORRUPTED(SqlState.INDEX_CORRUPTED, "index \"%s\" is corrupted: %s"),
    CANNOT_DROP_COLUMN_IN_USE(SqlState.FEATURE_NOT_SUPPORTED, "cannot drop column \"%s\" of relation \"%s\": %s"),
    NEGATIVE_LIMIT(SqlState.INVALID_ROW_COUNT_IN_LIMIT, "LIMIT must not be negative"),
    NEGATIVE_OFFSET(SqlState.INVALID_ROW_COUNT_IN_OFFSET, "OFFSET must not be negative"),
    SERIES_STEP_ZERO(SqlState.INVALID_PARAMETER_VALUE, "step size cannot equal zero"),
    SERIES_SPECIAL(SqlState.INVALID_PARAMETER_VALUE, "%s cannot be %s"),
    ON_CONFLICT_TWICE(SqlState.CARDINALITY_VIOLATION, "ON CONFLICT DO UPDATE command cannot affect row a second time\n  Hint: Ensure that no rows proposed for insertion within the same command have duplicate constrained values."),
    FEATURE_NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported"),
    STACK_DEPTH_EXCEEDED(SqlState.STATEMENT_TOO_COMPLEX, "stack depth limit exceeded"),
    STACK_DEPTH_HINT(SqlState.STATEMENT_TOO_COMPLEX,
            "The statement nests too deeply for the stack of the thread running it: simplify it, or run it on a thread with a larger stack (-Xss).");

    private final SqlState state;
    private final String template;

    EngineMsg(SqlState state, String template) {
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
