package org.lanin.planner;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of the planner and sessions. */
public enum PlannerMsg implements Msg {
    SYNTAX_ERROR(SqlState.SYNTAX_ERROR, "syntax error: %s"),
    SYNTAX_ERROR_AT(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\""),
    EMPTY_QUERY(SqlState.SYNTAX_ERROR, "empty query"),
    VALUES_LENGTHS(SqlState.SYNTAX_ERROR, "VALUES lists must all be the same length"),
    UNDEFINED_TABLE(SqlState.UNDEFINED_TABLE, "relation \"%s\" does not exist"),
    /** pg_relation_size(rel, fork) with a fork PostgreSQL does not have. */
    INVALID_FORK_NAME(SqlState.INVALID_PARAMETER_VALUE,
            "invalid fork name\n  Hint: Valid fork names are \"main\", \"fsm\", \"vm\", and \"init\"."),
    UNDEFINED_COLUMN(SqlState.UNDEFINED_COLUMN, "column \"%s\" does not exist"),
    /** PostgreSQL's errorMissingColumn with a relation name: no quotes. */
    UNDEFINED_QUALIFIED_COLUMN(SqlState.UNDEFINED_COLUMN, "column %s.%s does not exist"),
    UNDEFINED_COLUMN_OF(SqlState.UNDEFINED_COLUMN, "column \"%s\" of relation \"%s\" does not exist"),
    HIDDEN_TABLE_REF(SqlState.UNDEFINED_TABLE, "invalid reference to FROM-clause entry for table \"%s\""),
    JOIN_ALIAS_COLUMNS(SqlState.INVALID_COLUMN_REFERENCE, "join expression \"%s\" has %d columns available but %d columns specified"),
    DEFERRABLE_AFTER_QUERY(SqlState.ACTIVE_SQL_TRANSACTION, "SET TRANSACTION [NOT] DEFERRABLE must be called before any query"),
    LOCK_NOT_ALLOWED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not allowed with %s"),
    LOCK_NULLABLE_SIDE(SqlState.FEATURE_NOT_SUPPORTED, "%s cannot be applied to the nullable side of an outer join"),
    LOCK_TABLE_NOT_IN_FROM(SqlState.UNDEFINED_TABLE, "relation \"%s\" in FOR UPDATE clause not found in FROM clause"),
    UNDEFINED_TABLE_REF(SqlState.UNDEFINED_TABLE, "missing FROM-clause entry for table \"%s\""),
    AMBIGUOUS_COLUMN(SqlState.AMBIGUOUS_COLUMN, "column reference \"%s\" is ambiguous"),
    DUPLICATE_ALIAS(SqlState.DUPLICATE_ALIAS_STATE, "table name \"%s\" specified more than once"),
    UNKNOWN_SETTING(SqlState.UNDEFINED_OBJECT, "unrecognized configuration parameter \"%s\""),
    /** ALTER DATABASE name SET: another database than this one. */
    NO_SUCH_DATABASE(SqlState.INVALID_CATALOG_NAME, "database \"%s\" does not exist"),
    /** ALTER ROLE name SET: another role than the one there is. */
    NO_SUCH_ROLE(SqlState.UNDEFINED_OBJECT, "role \"%s\" does not exist"),
    /** ALTER DATABASE/ROLE ... SET of a setting only a connection may give. */
    SETTING_NOT_SETTABLE(SqlState.INVALID_PARAMETER_VALUE, "parameter \"%s\" cannot be set here"),
    ARRAY_FILL_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "dimension array or low bound array cannot be null"),
    ARRAY_ASSIGN_NULL_SUBSCRIPT(SqlState.NULL_VALUE_NOT_ALLOWED, "array subscript in assignment must not be null"),
    ARRAY_ASSIGN_SUBSCRIPTS(SqlState.ARRAY_SUBSCRIPT_ERROR, "wrong number of array subscripts"),
    ARRAY_ELEMENT_DEFAULT(SqlState.FEATURE_NOT_SUPPORTED, "cannot set an array element to DEFAULT"),
    ARRAY_ASSIGN_OUT_OF_RANGE(SqlState.ARRAY_SUBSCRIPT_ERROR, "array subscript out of range"),
    ARRAY_ASSIGN_SOURCE_TOO_SMALL(SqlState.ARRAY_SUBSCRIPT_ERROR, "source array too small"),
    ARRAY_ASSIGN_BOUNDS(SqlState.ARRAY_SUBSCRIPT_ERROR, "upper bound cannot be less than lower bound"),
    ARRAY_ASSIGN_SLICE_BOUNDS(SqlState.ARRAY_SUBSCRIPT_ERROR, "array slice subscript must provide both boundaries\n"
            + "  Detail: When assigning to a slice of an empty array value, slice boundaries must be fully specified."),
    ARRAY_ASSIGN_TOO_BIG(SqlState.PROGRAM_LIMIT_EXCEEDED, "array size exceeds the maximum allowed (134217727)"),
    ARRAY_FILL_SHAPE(SqlState.ARRAY_SUBSCRIPT_ERROR,
            "wrong number of array subscripts\n  Detail: Dimension array must be one dimensional."),
    ARRAY_FILL_NULL_ELEMENT(SqlState.NULL_VALUE_NOT_ALLOWED, "dimension values cannot be null"),
    ARRAY_FILL_BOUNDS(SqlState.ARRAY_SUBSCRIPT_ERROR,
            "wrong number of array subscripts\n  Detail: Low bound array has different size than dimensions array."),
    POLYMORPHIC_UNKNOWN(SqlState.DATATYPE_MISMATCH, "could not determine polymorphic type because input has type unknown"),
    BAD_SETTING_VALUE(SqlState.INVALID_PARAMETER_VALUE, "invalid value for parameter \"%s\": \"%s\""),
    NUMERIC_PRECISION_RANGE(SqlState.INVALID_PARAMETER_VALUE, "NUMERIC precision %d must be between 1 and 1000"),
    NUMERIC_SCALE_RANGE(SqlState.INVALID_PARAMETER_VALUE, "NUMERIC scale %d must be between -1000 and 1000"),
    NUMERIC_NEGATIVE_SCALE(SqlState.FEATURE_NOT_SUPPORTED, "numeric(%d,%d): a negative scale is not supported"),
    /** Value, setting, min, max. */
    SETTING_OUT_OF_RANGE(SqlState.INVALID_PARAMETER_VALUE, "%s is outside the valid range for parameter \"%s\" (%s .. %s)"),
    NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported"),
    /** The locking clause, FOR UPDATE etc. */
    SET_OP_LOCKING(SqlState.FEATURE_NOT_SUPPORTED, "%s is not allowed with UNION/INTERSECT/EXCEPT"),
    SETVAL_BOUNDS(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "setval: value %d is out of bounds for sequence \"%s\" (%d..%d)"),
    SELECT_INTO_NOT_FIRST(SqlState.SYNTAX_ERROR, "INTO is only allowed on first SELECT of UNION/INTERSECT/EXCEPT"),
    SELECT_INTO_HERE(SqlState.SYNTAX_ERROR, "SELECT ... INTO is not allowed here"),
    VIEW_SELECT_INTO(SqlState.FEATURE_NOT_SUPPORTED, "views must not contain SELECT INTO"),
    MATCH_PARTIAL(SqlState.FEATURE_NOT_SUPPORTED, "MATCH PARTIAL not yet implemented"),
    WITH_OIDS(SqlState.FEATURE_NOT_SUPPORTED, "tables declared WITH OIDS are not supported"),
    IN_FAILED_TRANSACTION(SqlState.IN_FAILED_SQL_TRANSACTION,
            "current transaction is aborted, commands ignored until end of transaction block"),
    NO_TRANSACTION_FOR_SAVEPOINT(SqlState.NO_ACTIVE_SQL_TRANSACTION, "%s can only be used in transaction blocks"),
    ALREADY_IN_TRANSACTION(SqlState.ACTIVE_SQL_TRANSACTION, "there is already a transaction in progress"),
    ISOLATION_AFTER_QUERY(SqlState.ACTIVE_SQL_TRANSACTION, "SET TRANSACTION ISOLATION LEVEL must be called before any query"),
    SESSION_CLOSED(SqlState.CONNECTION_DOES_NOT_EXIST, "the session is closed"),
    /** A result read with a fetch size whose transaction ended (or that failed): pgJDBC's message for its portal. */
    PORTAL_GONE(SqlState.INVALID_CURSOR_NAME, "portal \"%s\" does not exist"),
    CURSOR_MISSING(SqlState.INVALID_CURSOR_NAME, "cursor \"%s\" does not exist"),
    KEY_COLUMN_MISSING(SqlState.UNDEFINED_COLUMN, "column \"%s\" named in key does not exist"),
    PREPARED_STATEMENT_MISSING(SqlState.INVALID_SQL_STATEMENT_NAME, "prepared statement \"%s\" does not exist"),
    LASTVAL_UNDEFINED(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE, "lastval is not yet defined in this session"),
    WRONG_PARAM_COUNT(SqlState.PROTOCOL_VIOLATION, "bind message supplies %d parameters, but prepared statement requires %d"),
    OPERATOR_NOT_EXIST(SqlState.UNDEFINED_FUNCTION, "operator does not exist: %s %s %s"),
    OPERATOR_NOT_UNIQUE(SqlState.AMBIGUOUS_FUNCTION, "operator is not unique: %s %s %s"),
    ARGUMENT_TYPE(SqlState.DATATYPE_MISMATCH, "argument of %s must be type %s, not type %s"),
    INSERT_TOO_MANY_EXPRS(SqlState.SYNTAX_ERROR, "INSERT has more expressions than target columns"),
    INSERT_TOO_FEW_EXPRS(SqlState.SYNTAX_ERROR, "INSERT has more target columns than expressions"),
    SUBSCRIPTED_TYPE_MISMATCH(SqlState.DATATYPE_MISMATCH,
            "subscripted assignment to \"%s\" requires type %s but expression is of type %s"),
    COLUMN_TYPE_MISMATCH(SqlState.DATATYPE_MISMATCH, "column \"%s\" is of type %s but expression is of type %s"),
    DUPLICATE_COLUMN_DEF(SqlState.DUPLICATE_COLUMN, "column \"%s\" specified more than once"),
    CTAS_TOO_MANY_COLUMNS(SqlState.SYNTAX_ERROR, "too many column names were specified"),
    COUNT_STAR_REQUIRED(SqlState.WRONG_OBJECT_TYPE, "count(*) must be used to call a parameterless aggregate function"),
    DISTINCT_ORDER_BY_NOT_ARGUMENT(SqlState.INVALID_COLUMN_REFERENCE,
            "in an aggregate with DISTINCT, ORDER BY expressions must appear in argument list"),
    INVALID_UNICODE_ESCAPE(SqlState.INVALID_ESCAPE_SEQUENCE, "invalid Unicode escape"),
    INVALID_UNICODE_VALUE(SqlState.SYNTAX_ERROR, "invalid Unicode escape value at or near \"%s\""),
    INVALID_SURROGATE_PAIR(SqlState.SYNTAX_ERROR, "invalid Unicode surrogate pair at or near \"%s\""),
    MULTI_ASSIGN_COUNT(SqlState.SYNTAX_ERROR, "number of columns does not match number of values"),
    MULTI_ASSIGN_SOURCE(SqlState.FEATURE_NOT_SUPPORTED, "source for a multiple-column UPDATE item must be a sub-SELECT or ROW() expression"),
    MULTIPLE_ASSIGNMENTS(SqlState.SYNTAX_ERROR, "multiple assignments to same column \"%s\""),
    MULTIPLE_PRIMARY_KEYS(SqlState.INVALID_TABLE_DEFINITION, "multiple primary keys for table \"%s\" are not allowed"),
    PSEUDO_TYPE_COLUMN(SqlState.INVALID_TABLE_DEFINITION, "column \"%s\" has pseudo-type %s"),
    UNKNOWN_TYPE(SqlState.UNDEFINED_OBJECT, "type \"%s\" does not exist"),
    GROUPING(SqlState.GROUPING_ERROR, "column \"%s\" must appear in the GROUP BY clause or be used in an aggregate function"),
    AGG_IN_WHERE(SqlState.GROUPING_ERROR, "aggregate functions are not allowed in %s"),
    NESTED_AGG(SqlState.GROUPING_ERROR, "aggregate function calls cannot be nested"),
    ORDER_BY_POSITION(SqlState.INVALID_COLUMN_REFERENCE, "ORDER BY position %d is not in select list"),
    DISTINCT_ORDER(SqlState.INVALID_COLUMN_REFERENCE, "for SELECT DISTINCT, ORDER BY expressions must appear in select list"),
    SUBQUERY_ROWS(SqlState.CARDINALITY_VIOLATION, "more than one row returned by a subquery used as an expression"),
    SUBQUERY_COLUMNS(SqlState.SYNTAX_ERROR, "subquery must return only one column"),
    /** DO UPDATE would move the row to another partition (PostgreSQL's detail: the result tuple would appear in a different partition). */
    ON_CONFLICT_MOVES_ROW(SqlState.FEATURE_NOT_SUPPORTED, "invalid ON UPDATE specification"),
    ON_CONFLICT_NEEDS_TARGET(SqlState.SYNTAX_ERROR, "ON CONFLICT DO UPDATE requires inference specification or constraint name"),
    NO_ARBITER(SqlState.INVALID_COLUMN_REFERENCE, "there is no unique or exclusion constraint matching the ON CONFLICT specification"),
    DEFERRABLE_ARBITER(SqlState.OBJECT_NOT_IN_PREREQUISITE_STATE,
            "ON CONFLICT does not support deferrable unique constraints/exclusion constraints as arbiters"),
    CTE_COLUMNS(SqlState.INVALID_COLUMN_REFERENCE, "WITH query has %d columns available but %d columns specified"),
    ALIAS_COLUMNS(SqlState.INVALID_COLUMN_REFERENCE, "table \"%s\" has %d columns available but %d columns specified"),
    SET_OP_COLUMNS(SqlState.SYNTAX_ERROR, "each %s query must have the same number of columns"),
    DROP_INDEX_CONSTRAINT(SqlState.DEPENDENT_OBJECTS_STILL_EXIST,
            "cannot drop index %s because constraint %s on table %s requires it"),
    IDENTITY_ALWAYS(SqlState.GENERATED_ALWAYS, "cannot insert a non-DEFAULT value into column \"%s\""),
    DOMAIN_NOT_NULL(SqlState.NOT_NULL_VIOLATION, "domain %s does not allow null values"),
    DOMAIN_CHECK(SqlState.CHECK_VIOLATION, "value for domain %s violates check constraint \"%s\""),
    UPDATE_TO_DEFAULT_ONLY(SqlState.GENERATED_ALWAYS, "column \"%s\" can only be updated to DEFAULT"),
    NOT_A_VIEW(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a view"),
    AGGREGATE_HAS_NO_DEFINITION(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is an aggregate function"),
    UNDEFINED_VIEW(SqlState.UNDEFINED_TABLE, "view \"%s\" does not exist"),
    /** DROP TABLE of a name no table has (PostgreSQL's DropErrorMsgNonExistent). */
    DROP_UNDEFINED_TABLE(SqlState.UNDEFINED_TABLE, "table \"%s\" does not exist"),
    NOT_A_TABLE(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not a table"),
    PERMANENT_PARTITION_OF_TEMP(SqlState.WRONG_OBJECT_TYPE, "cannot create a permanent relation as partition of temporary relation \"%s\""),
    TEMP_PARTITION_OF_PERMANENT(SqlState.WRONG_OBJECT_TYPE, "cannot create a temporary relation as partition of permanent relation \"%s\""),
    READ_ONLY(SqlState.READ_ONLY_SQL_TRANSACTION, "cannot execute %s in a read-only transaction"),
    CANNOT_CHANGE_READONLY(SqlState.ACTIVE_SQL_TRANSACTION, "cannot change read-only mode in the middle of a transaction"),
    INVALID_SAVEPOINT(SqlState.INVALID_SAVEPOINT_SPECIFICATION, "savepoint \"%s\" does not exist"),
    UNDEFINED_CONSTRAINT(SqlState.UNDEFINED_OBJECT, "constraint \"%s\" of relation \"%s\" does not exist"),
    CANNOT_DROP_ONLY_COLUMN(SqlState.FEATURE_NOT_SUPPORTED, "%s"),
    WRONG_ARG_COUNT(SqlState.UNDEFINED_FUNCTION, "function %s does not exist"),
    EXPLAIN_OPTION(SqlState.SYNTAX_ERROR, "unrecognized EXPLAIN option \"%s\""),
    EXPLAIN_VALUE(SqlState.INVALID_PARAMETER_VALUE, "unrecognized value for EXPLAIN option \"%s\": \"%s\""),
    EXPLAIN_TIMING(SqlState.INVALID_PARAMETER_VALUE, "EXPLAIN option TIMING requires ANALYZE"),
    FILTER_NOT_AGGREGATE(SqlState.WRONG_OBJECT_TYPE, "FILTER specified, but %s is not an aggregate function"),
    ROLE_DOES_NOT_EXIST(SqlState.INVALID_PARAMETER_VALUE, "role \"%s\" does not exist"),
    UNDEFINED_SCHEMA_NAME(SqlState.INVALID_SCHEMA_NAME, "schema \"%s\" does not exist"),
    INVALID_REGEX(SqlState.INVALID_REGULAR_EXPRESSION, "invalid regular expression: %s"),
    OID_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "OID out of range"),
    OID_VALUE_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "value \"%s\" is out of range for type oid"),
    INVALID_OID(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input syntax for type oid: \"%s\""),
    REG_FUNCTION_UNDEFINED(SqlState.UNDEFINED_FUNCTION, "function \"%s\" does not exist"),
    REG_FUNCTION_AMBIGUOUS(SqlState.AMBIGUOUS_FUNCTION, "more than one function named \"%s\"");

    private final SqlState state;
    private final String template;

    PlannerMsg(SqlState state, String template) {
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
