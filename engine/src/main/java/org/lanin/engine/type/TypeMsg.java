package org.lanin.engine.type;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * Message catalogue of the value layer: casts, comparisons, arithmetic and scalar functions.
 * Texts are PostgreSQL's. Where PostgreSQL uses a SQLSTATE that {@link SqlState} lacks
 * (2201E, 2201F, 22011, 54000) the nearest existing code is used; see the package README.
 */
public enum TypeMsg implements Msg {
    SMALLINT_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "smallint out of range"),
    INTEGER_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "integer out of range"),
    BIGINT_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "bigint out of range"),
    VALUE_OUT_OF_RANGE_FOR_TYPE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "value \"%s\" is out of range for type %s"),
    TEXT_OUT_OF_RANGE_FOR_TYPE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "\"%s\" is out of range for type %s"),
    NUMERIC_FIELD_OVERFLOW(SqlState.NUMERIC_VALUE_OUT_OF_RANGE,
            "numeric field overflow\n  Detail: A field with precision %d, scale %d must round to an absolute value less than %s%d."),
    FLOAT_OVERFLOW(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "value out of range: overflow"),
    NUMERIC_OVERFLOW(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "value overflows numeric format"),
    FACTORIAL_OF_NEGATIVE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "factorial of a negative number is undefined"),
    INVALID_BYTE_SEQUENCE(SqlState.CHARACTER_NOT_IN_REPERTOIRE, "invalid byte sequence for encoding \"UTF8\": %s"),
    FLOAT_UNDERFLOW(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "value out of range: underflow"),
    NUMERIC_SPECIAL_TO(SqlState.FEATURE_NOT_SUPPORTED, "cannot convert %s to %s"), // PostgreSQL 15 says 0A000 here
    NUMERIC_FIELD_INFINITE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE,
            "numeric field overflow\n  Detail: A field with precision %d, scale %d cannot hold an infinite value."),
    NUMERIC_SPECIAL_UNSUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "numeric %s is not supported by %s"),
    INVALID_INPUT_SYNTAX(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input syntax for type %s: \"%s\""),
    INVALID_ENUM_INPUT(SqlState.INVALID_TEXT_REPRESENTATION, "invalid input value for enum %s: \"%s\""),
    UNSAFE_ENUM_VALUE(SqlState.UNSAFE_NEW_ENUM_VALUE_USAGE, "unsafe use of new value \"%s\" of enum type %s"),
    INVALID_DATETIME_SYNTAX(SqlState.INVALID_DATETIME_FORMAT, "invalid input syntax for type %s: \"%s\""),
    DATETIME_FIELD_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "date/time field value out of range: \"%s\""),
    TIME_ZONE_DISPLACEMENT_OUT_OF_RANGE(SqlState.INVALID_TIME_ZONE_DISPLACEMENT_VALUE, "time zone displacement out of range: \"%s\""),
    DATE_INPUT_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "date out of range: \"%s\""),
    TIMESTAMP_INPUT_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "timestamp out of range: \"%s\""),
    DATE_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "date out of range"),
    TIMESTAMP_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "timestamp out of range"),
    OID_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "OID out of range"),
    CHAR1_OUT_OF_RANGE(SqlState.NUMERIC_VALUE_OUT_OF_RANGE, "\"char\" out of range"),
    INFINITE_TIMESTAMP_DIFFERENCE(SqlState.DATETIME_FIELD_OVERFLOW, "cannot subtract infinite timestamps"),
    INFINITE_DATE_DIFFERENCE(SqlState.DATETIME_FIELD_OVERFLOW, "cannot subtract infinite dates"),
    TIME_ZONE_NOT_RECOGNIZED(SqlState.INVALID_PARAMETER_VALUE, "time zone \"%s\" not recognized"),
    TIME_ZONE_INTERVAL_INVALID(SqlState.INVALID_PARAMETER_VALUE, "interval time zone \"%s\" must not include months or days"),
    INVALID_REGEX(SqlState.INVALID_REGULAR_EXPRESSION, "invalid regular expression: %s"),
    INVALID_PARAMETER_FOR_FUNCTION(SqlState.INVALID_PARAMETER_VALUE, "invalid value for parameter \"%s\": %d"),
    FORMAT_TYPE(SqlState.INVALID_PARAMETER_VALUE, "unrecognized format() type specifier \"%s\""),
    FORMAT_TOO_FEW(SqlState.INVALID_PARAMETER_VALUE, "too few arguments for format()"),
    FORMAT_UNTERMINATED(SqlState.INVALID_PARAMETER_VALUE, "unterminated format() type specifier"),
    FORMAT_ARGUMENT_ZERO(SqlState.INVALID_PARAMETER_VALUE, "format specifies argument 0, but arguments are numbered from 1"),
    FORMAT_NULL_IDENT(SqlState.NULL_VALUE_NOT_ALLOWED, "null values cannot be formatted as an SQL identifier"),
    TO_DATE_NOT_NUMBER(SqlState.INVALID_DATETIME_FORMAT, "invalid value \"%s\" for \"%s\""),
    TO_DATE_BAD_VALUE(SqlState.INVALID_DATETIME_FORMAT, "invalid value \"%s\" for \"%s\""),
    TO_DATE_HOUR12(SqlState.DATETIME_FIELD_OVERFLOW, "hour \"%d\" is invalid for the 12-hour clock"),
    REGEX_OPTION(SqlState.INVALID_PARAMETER_VALUE, "invalid regular expression option: \"%s\""),
    REGEX_OPTION_G(SqlState.INVALID_PARAMETER_VALUE, "%s() does not support the \"global\" option"),
    INTERVAL_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "interval out of range"),
    DATE_FIELD_OUT_OF_RANGE(SqlState.DATETIME_FIELD_OVERFLOW, "date field value out of range: %d-%02d-%02d"),
    SPECIAL_DATETIME_NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "special value \"%s\" is not supported for type %s"),
    VALUE_TOO_LONG(SqlState.STRING_DATA_RIGHT_TRUNCATION, "value too long for type %s"),
    INVALID_HEX_DIGIT(SqlState.INVALID_PARAMETER_VALUE, "invalid hexadecimal digit: \"%s\""),
    ODD_HEX_DIGITS(SqlState.INVALID_PARAMETER_VALUE, "invalid hexadecimal data: odd number of digits"),
    CANNOT_CAST(SqlState.CANNOT_COERCE, "cannot cast type %s to %s"),
    TYPES_CANNOT_BE_MATCHED(SqlState.DATATYPE_MISMATCH, "%s types %s and %s cannot be matched"),
    DIVISION_BY_ZERO(SqlState.DIVISION_BY_ZERO, "division by zero"),
    OPERATOR_DOES_NOT_EXIST(SqlState.UNDEFINED_FUNCTION, "operator does not exist: %s %s %s"),
    PREFIX_OPERATOR_DOES_NOT_EXIST(SqlState.UNDEFINED_FUNCTION, "operator does not exist: %s %s"),
    FUNCTION_DOES_NOT_EXIST(SqlState.UNDEFINED_FUNCTION, "function %s(%s) does not exist"),
    /* PostgreSQL: 22011 substring_error. */
    NEGATIVE_SUBSTRING_LENGTH(SqlState.INVALID_PARAMETER_VALUE, "negative substring length not allowed"),
    FIELD_POSITION_ZERO(SqlState.INVALID_PARAMETER_VALUE, "field position must not be zero"),
    /* PostgreSQL: 54000 program_limit_exceeded. */
    NULL_CHARACTER(SqlState.INVALID_PARAMETER_VALUE, "null character not permitted"),
    CHARACTER_TOO_LARGE(SqlState.INVALID_PARAMETER_VALUE, "requested character too large for encoding: %d"),
    REQUESTED_LENGTH_TOO_LARGE(SqlState.INVALID_PARAMETER_VALUE, "requested length too large"),
    /* PostgreSQL: 2201E invalid_argument_for_logarithm. */
    LOG_OF_ZERO(SqlState.INVALID_ARGUMENT_FOR_LOGARITHM, "cannot take logarithm of zero"),
    LOG_OF_NEGATIVE(SqlState.INVALID_ARGUMENT_FOR_LOGARITHM, "cannot take logarithm of a negative number"),
    /* PostgreSQL: 2201F invalid_argument_for_power_function. */
    SQRT_OF_NEGATIVE(SqlState.INVALID_ARGUMENT_FOR_POWER_FUNCTION, "cannot take square root of a negative number"),
    ZERO_TO_NEGATIVE_POWER(SqlState.INVALID_ARGUMENT_FOR_POWER_FUNCTION, "zero raised to a negative power is undefined"),
    NEGATIVE_TO_FRACTIONAL_POWER(SqlState.INVALID_ARGUMENT_FOR_POWER_FUNCTION,
            "a negative number raised to a non-integer power yields a complex result"),
    LIKE_ENDS_WITH_ESCAPE(SqlState.INVALID_ESCAPE_SEQUENCE, "LIKE pattern must not end with escape character"),
    INVALID_ESCAPE_STRING(SqlState.INVALID_ESCAPE_SEQUENCE, "invalid escape string"),
    TOO_MANY_SIMILAR_SEPARATORS(SqlState.INVALID_USE_OF_ESCAPE_CHARACTER,
            "SQL regular expression may not contain more than two escape-double-quote separators"),
    UNIT_NOT_RECOGNIZED(SqlState.INVALID_PARAMETER_VALUE, "unit \"%s\" not recognized for type %s"),
    MALFORMED_ARRAY_LITERAL(SqlState.INVALID_TEXT_REPRESENTATION, "malformed array literal: \"%s\"\n  Detail: %s"),
    ARRAY_TOO_MANY_DIMENSIONS(SqlState.PROGRAM_LIMIT_EXCEEDED,
            "number of array dimensions (%d) exceeds the maximum allowed (%d)"),
    ARRAY_LOWER_TOO_LARGE(SqlState.PROGRAM_LIMIT_EXCEEDED, "array lower bound is too large: %d"),
    ARRAY_UPPER_BELOW_LOWER(SqlState.ARRAY_SUBSCRIPT_ERROR, "upper bound cannot be less than lower bound"),
    UNIT_NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "unit \"%s\" not supported for type %s");

    /** PostgreSQL's hint for {@link #FUNCTION_DOES_NOT_EXIST}. */
    public static final String FUNCTION_HINT =
            "No function matches the given name and argument types. You might need to add explicit type casts.";
    /** PostgreSQL's hint for {@link #OPERATOR_DOES_NOT_EXIST}. */
    public static final String OPERATOR_HINT =
            "No operator matches the given name and argument types. You might need to add explicit type casts.";
    /** PostgreSQL's hint for {@link #FORMAT_TYPE}. */
    public static final String FORMAT_HINT = "For a single \"%\" use \"%%\".";
    /** PostgreSQL's hint for {@link #REGEX_OPTION_G}. */
    public static final String REGEX_HINT_G = "Use the regexp_matches function instead.";
    /** PostgreSQL's hint for {@link #INVALID_ESCAPE_STRING}. */
    public static final String UNSAFE_ENUM_HINT = "New enum values must be committed before they can be used.";
    public static final String ESCAPE_HINT = "Escape string must be empty or one character.";

    private final SqlState state;
    private final String template;

    TypeMsg(SqlState state, String template) {
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
