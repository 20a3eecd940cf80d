package org.lanin.jdbc;

import java.sql.SQLException;

/**
 * Message catalogue of the JDBC layer. It keeps its SQLSTATE as text, not as
 * {@link org.lanin.engine.error.SqlState}, because several are client-side codes the engine never
 * raises (08001 cannot connect, 07001 missing parameter, 3F000 no such schema, 0100E result
 * when none expected).
 */
enum JdbcMsg {
    MALFORMED_URL("08001", "malformed Lanin URL \"%s\": %s"),
    NOT_LANIN_URL("08001", "not a Lanin URL: \"%s\" (expected jdbc:lanin:mem:NAME)"),
    UNSUPPORTED("0A000", "%s is not supported by Lanin"),
    CONNECTION_CLOSED("08003", "This connection has been closed."),
    STATEMENT_CLOSED("55000", "This statement has been closed."),
    RESULT_SET_CLOSED("55000", "This ResultSet is closed."),
    COMMIT_IN_AUTOCOMMIT("25P01", "Cannot commit when autoCommit is enabled."),
    ROLLBACK_IN_AUTOCOMMIT("25P01", "Cannot rollback when autoCommit is enabled."),
    SAVEPOINT_IN_AUTOCOMMIT("25P01", "Cannot establish a savepoint in auto-commit mode."),
    SAVEPOINT_NOT_OURS("3B001", "the savepoint was not created by this connection"),
    SAVEPOINT_UNNAMED("3B001", "Cannot retrieve the name of an unnamed savepoint."),
    SAVEPOINT_NAMED("3B001", "Cannot retrieve the id of a named savepoint."),
    ISOLATION_NOT_SUPPORTED("0A000", "Transaction isolation level %d not supported."),
    NO_SUCH_SCHEMA("3F000", "schema \"%s\" does not exist"),
    NO_RESULTS("02000", "No results were returned by the query."),
    UNEXPECTED_RESULTS("0100E", "A result was returned when none was expected."),
    QUERY_OF_SEVERAL("0100E", "executeQuery was given %d statements: run them with execute() and read each result with getMoreResults()."),
    QUERY_WITH_SQL_ON_PREPARED("42809", "Can't use query methods that take a query string on a PreparedStatement."),
    MISSING_PARAMETER("07001", "No value specified for parameter %d."),
    PARAMETER_INDEX("22023", "The parameter index is out of range: %d, number of parameters: %d."),
    COLUMN_INDEX("22023", "The column index is out of range: %d, number of columns: %d."),
    COLUMN_LABEL("42703", "The column name %s was not found in this ResultSet."),
    NOT_ON_ROW("24000", "ResultSet not positioned properly, perhaps you need to call next."),
    BAD_ARGUMENT("22023", "invalid value for %s: %s"),
    /** Used for the BatchUpdateException message; the SQLSTATE is the failed entry's. */
    BATCH_FAILED("", "Batch entry %d %s was aborted: %s"),
    NOT_A_WRAPPER("22023", "%s does not wrap %s"),
    NO_CONVERSION("22023", "cannot convert %s to %s"),
    /** pgJDBC's wording for a connection property it knows but Lanin has no use for. */
    PROPERTY_IGNORED("01000", "connection property %s=%s is accepted for pgJDBC compatibility and ignored: %s"),
    NOT_OUT_PARAMETER("22023", "parameter %d is not an OUT parameter of %s"),
    NO_OUT_VALUES("55000", "no results: execute the call before reading its OUT parameter"),
    MALFORMED_CALL("42601", "malformed JDBC call escape: %s");

    private final String state;
    private final String template;

    JdbcMsg(String state, String template) {
        this.state = state;
        this.template = template;
    }

    String state() {
        return state;
    }

    String format(Object... args) {
        return args.length == 0 ? template : String.format(template, args);
    }

    /** The exception, of the subclass its SQLSTATE calls for. */
    SQLException error(Object... args) {
        return SqlExceptions.create(state, format(args), null);
    }
}
