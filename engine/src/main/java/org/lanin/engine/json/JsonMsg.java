package org.lanin.engine.json;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of json and jsonb; texts are PostgreSQL 15's. */
public enum JsonMsg implements Msg {
    NO_ORDERING(SqlState.UNDEFINED_FUNCTION, "could not identify an ordering operator for type json"),
    NO_EQUALITY(SqlState.UNDEFINED_FUNCTION, "could not identify an equality operator for type json"),
    NO_BTREE_OPCLASS(SqlState.UNDEFINED_OBJECT, "data type json has no default operator class for access method \"btree\""),
    INVALID_JSON(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input syntax for type json"),
    UNSUPPORTED_UNICODE_ESCAPE(SqlState.UNTRANSLATABLE_CHARACTER, "unsupported Unicode escape sequence"),
    DEPTH_EXCEEDED(SqlState.PROGRAM_LIMIT_EXCEEDED, "stack depth limit exceeded"),
    CANNOT_CAST_JSONB(SqlState.INVALID_PARAMETER_VALUE, "cannot cast jsonb %s to type %s"),
    NOT_AN_ARRAY(SqlState.INVALID_PARAMETER_VALUE, "cannot extract elements from %s"),
    ARRAY_LENGTH_SCALAR(SqlState.INVALID_PARAMETER_VALUE, "cannot get array length of a scalar"),
    ARRAY_LENGTH_NON_ARRAY(SqlState.INVALID_PARAMETER_VALUE, "cannot get array length of a non-array"),
    ELEMENTS_OF_SCALAR(SqlState.INVALID_PARAMETER_VALUE, "cannot extract elements from a scalar"),
    ELEMENTS_OF_OBJECT(SqlState.INVALID_PARAMETER_VALUE, "cannot extract elements from an object"),
    EACH_ON_NON_OBJECT(SqlState.INVALID_PARAMETER_VALUE, "cannot call %s on a non-object"),
    KEYS_OF_SCALAR(SqlState.INVALID_PARAMETER_VALUE, "cannot call %s on a scalar"),
    KEYS_OF_ARRAY(SqlState.INVALID_PARAMETER_VALUE, "cannot call %s on an array"),
    DELETE_FROM_SCALAR(SqlState.INVALID_PARAMETER_VALUE, "cannot delete from scalar"),
    DELETE_FROM_OBJECT_INDEX(SqlState.INVALID_PARAMETER_VALUE, "cannot delete from object using integer index"),
    SET_IN_SCALAR(SqlState.INVALID_PARAMETER_VALUE, "cannot set path in scalar"),
    REPLACE_EXISTING_KEY(SqlState.INVALID_PARAMETER_VALUE, "cannot replace existing key"),
    PATH_ELEMENT_NOT_INTEGER(SqlState.INVALID_TEXT_REPRESENTATION,
            "path element at position %d is not an integer: \"%s\""),
    PATH_ELEMENT_NULL(SqlState.NULL_VALUE_NOT_ALLOWED, "path element at position %d is null"),
    WRONG_DIMENSIONS(SqlState.ARRAY_SUBSCRIPT_ERROR, "wrong number of array subscripts"),
    ARGS_NOT_EVEN(SqlState.INVALID_PARAMETER_VALUE,
            "argument list must have even number of elements"),
    KEY_NULL(SqlState.INVALID_PARAMETER_VALUE, "argument %d: key must not be null"),
    KEY_NOT_SCALAR(SqlState.INVALID_PARAMETER_VALUE,
            "key value must be scalar, not array, composite, or json"),
    OBJECT_AGG_KEY_NULL(SqlState.INVALID_PARAMETER_VALUE, "field name must not be null"),
    STRIP_OR_PRETTY_SCALAR(SqlState.INVALID_PARAMETER_VALUE, "cannot %s"),
    NULL_STRING_NULL_TREATMENT(SqlState.INVALID_PARAMETER_VALUE, "null_value_treatment must be \"delete_key\", \"return_target\", \"use_json_null\", or \"raise_exception\""),
    JSONPATH_INVALID_INPUT(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input syntax for type jsonpath: \"%s\""),
    JSONPATH_SYNTAX(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\" of jsonpath input"),
    JSONPATH_SYNTAX_AT_END(SqlState.SYNTAX_ERROR, "syntax error at end of jsonpath input"),
    JSONPATH_UNTERMINATED_STRING(SqlState.SYNTAX_ERROR, "unterminated quoted string at end of jsonpath input"),
    JSONPATH_INVALID_UNICODE(SqlState.SYNTAX_ERROR, "invalid Unicode escape sequence at or near the end of jsonpath input"),
    JSONPATH_INVALID_FLAG(SqlState.SYNTAX_ERROR,
            "invalid input syntax for type jsonpath: unrecognized flag character \"%s\" in LIKE_REGEX predicate"),
    JSONPATH_CURRENT_IN_ROOT(SqlState.SYNTAX_ERROR, "@ is not allowed in root expressions"),
    JSONPATH_LAST_OUTSIDE_SUBSCRIPT(SqlState.SYNTAX_ERROR, "LAST is allowed only in array subscripts"),
    JSONPATH_NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "jsonpath %s is not supported"),
    JSONPATH_MEMBER_OF_NON_OBJECT(SqlState.SQL_JSON_MEMBER_NOT_FOUND,
            "jsonpath member accessor can only be applied to an object"),
    JSONPATH_ARRAY_OF_NON_ARRAY(SqlState.SQL_JSON_ARRAY_NOT_FOUND,
            "jsonpath array accessor can only be applied to an array"),
    JSONPATH_KEY_NOT_FOUND(SqlState.SQL_JSON_MEMBER_NOT_FOUND, "JSON object does not contain key \"%s\""),
    JSONPATH_SUBSCRIPT_OUT_OF_BOUNDS(SqlState.INVALID_SQL_JSON_SUBSCRIPT, "jsonpath array subscript is out of bounds"),
    JSONPATH_WILDCARD_MEMBER(SqlState.SQL_JSON_OBJECT_NOT_FOUND,
            "jsonpath wildcard member accessor can only be applied to an object"),
    JSONPATH_WILDCARD_ARRAY(SqlState.SQL_JSON_ARRAY_NOT_FOUND,
            "jsonpath wildcard array accessor can only be applied to an array"),
    JSONPATH_OPERAND_NOT_SINGLE(SqlState.SINGLETON_SQL_JSON_ITEM_REQUIRED,
            "%s operand of jsonpath operator %s is not a single numeric value"),
    JSONPATH_UNARY_NOT_NUMERIC(SqlState.SQL_JSON_NUMBER_NOT_FOUND,
            "operand of unary jsonpath operator %s is not a numeric value"),
    JSONPATH_SUBSCRIPT_NOT_SINGLE(SqlState.INVALID_SQL_JSON_SUBSCRIPT, "jsonpath array subscript is not a single numeric value"),
    JSONPATH_SUBSCRIPT_RANGE(SqlState.INVALID_SQL_JSON_SUBSCRIPT, "jsonpath array subscript is out of integer range"),
    JSONPATH_METHOD_ARRAY(SqlState.SQL_JSON_ARRAY_NOT_FOUND, "jsonpath item method .%s() can only be applied to an array"),
    JSONPATH_METHOD_NUMERIC(SqlState.NON_NUMERIC_SQL_JSON_ITEM,
            "jsonpath item method .%s() can only be applied to a numeric value"),
    JSONPATH_METHOD_STRING_OR_NUMERIC(SqlState.NON_NUMERIC_SQL_JSON_ITEM,
            "jsonpath item method .%s() can only be applied to a string or numeric value"),
    JSONPATH_DOUBLE_RANGE(SqlState.NON_NUMERIC_SQL_JSON_ITEM,
            "numeric argument of jsonpath item method .%s() is out of range for type double precision"),
    JSONPATH_DOUBLE_SYNTAX(SqlState.NON_NUMERIC_SQL_JSON_ITEM,
            "string argument of jsonpath item method .%s() is not a valid representation of a double precision number"),
    JSONPATH_METHOD_OBJECT(SqlState.SQL_JSON_OBJECT_NOT_FOUND, "jsonpath item method .%s() can only be applied to an object"),
    JSONPATH_NO_VARIABLE(SqlState.UNDEFINED_OBJECT, "could not find jsonpath variable \"%s\""),
    JSONPATH_VARS_NOT_OBJECT(SqlState.INVALID_PARAMETER_VALUE, "\"vars\" argument is not an object"),
    JSONPATH_SINGLE_BOOLEAN(SqlState.SINGLETON_SQL_JSON_ITEM_REQUIRED, "single boolean result is expected");

    private final SqlState state;
    private final String template;

    JsonMsg(SqlState state, String template) {
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
