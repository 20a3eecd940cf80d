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
    JSONPATH_SYNTAX(SqlState.SYNTAX_ERROR, "syntax error at or near \"%s\" of jsonpath input"),
    JSONPATH_INVALID(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input syntax for type jsonpath"),
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
            "jsonpath wildcard array accessor can only be applied to an array");

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
