package org.lanin.planner.plan;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of WITH RECURSIVE (PostgreSQL's texts and SQLSTATEs). */
public enum RecursionMsg implements Msg {
    IN_NON_RECURSIVE_TERM(SqlState.INVALID_RECURSION,
            "recursive reference to query \"%s\" must not appear within its non-recursive term"),
    IN_SUBQUERY(SqlState.INVALID_RECURSION, "recursive reference to query \"%s\" must not appear within a subquery"),
    MORE_THAN_ONCE(SqlState.INVALID_RECURSION, "recursive reference to query \"%s\" must not appear more than once"),
    IN_OUTER_JOIN(SqlState.INVALID_RECURSION, "recursive reference to query \"%s\" must not appear within an outer join"),
    /** CTE name, "INTERSECT" or "EXCEPT". */
    IN_SET_OPERATION(SqlState.INVALID_RECURSION, "recursive reference to query \"%s\" must not appear within %s"),
    NOT_FORM(SqlState.INVALID_RECURSION,
            "recursive query \"%s\" does not have the form non-recursive-term UNION [ALL] recursive-term"),
    AGGREGATE(SqlState.INVALID_RECURSION, "aggregate functions are not allowed in a recursive query's recursive term"),
    /** CTE name, column number, non-recursive type, overall type. */
    COLUMN_TYPE(SqlState.DATATYPE_MISMATCH,
            "recursive query \"%s\" column %d has type %s in non-recursive term but type %s overall"),
    /** "ORDER BY", "LIMIT", "OFFSET", "FOR UPDATE/SHARE". */
    CLAUSE(SqlState.FEATURE_NOT_SUPPORTED, "%s in a recursive query is not implemented"),
    NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported");

    /** The hint PostgreSQL gives with {@link #COLUMN_TYPE}. */
    public static final String CAST_HINT = "Cast the output of the non-recursive term to the correct type.";

    private final SqlState state;
    private final String template;

    RecursionMsg(SqlState state, String template) {
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
