package org.lanin.jdbc.convert;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of value conversion in the driver. */
public enum ConvertMsg implements Msg {
    BAD_TEXT(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input syntax for type %s: \"%s\""),
    BAD_DATETIME(SqlState.INVALID_DATETIME_FORMAT, "invalid input syntax for type %s: \"%s\""),
    OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "value %s is out of range for type %s"),
    NO_CONVERSION(SqlState.DATATYPE_MISMATCH, "cannot convert a value of class %s to %s"),
    RAGGED_ARRAY(SqlState.ARRAY_SUBSCRIPT_ERROR,
            "multidimensional arrays must have array expressions with matching dimensions"),
    UNKNOWN_PARAMETER_CLASS(SqlState.INVALID_PARAMETER_TYPE,
            "can't infer the SQL type to use for an instance of %s; use setObject() with an explicit Types value"),
    UNSUPPORTED_SQL_TYPE(SqlState.FEATURE_NOT_SUPPORTED, "the JDBC type %s is not supported"),
    STREAM_FAILED(SqlState.DATA_EXCEPTION, "reading the parameter stream failed: %s");

    private final SqlState state;
    private final String template;

    ConvertMsg(SqlState state, String template) {
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
