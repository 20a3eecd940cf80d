package org.lanin.jdbc.meta;

import java.sql.Types;
import java.util.Map;

/**
 * What pgJDBC 42.7's getColumns says about a column of each PostgreSQL type (its TypeInfoCache:
 * getSQLType, getPrecision, getScale), keyed by pg_type's name, so Lanin's getColumns answers as
 * pgJDBC's does on PostgreSQL (DatabaseMetaDataRecordedTest compares them): DATA_TYPE (boolean is
 * BIT, timestamptz TIMESTAMP, an enum VARCHAR, a type pgJDBC does not know OTHER), COLUMN_SIZE for
 * a type without a length modifier (2147483647 for the unbounded ones, uuid and json included), and
 * DECIMAL_DIGITS (0 but for the floats and the time types). An array column reports its element's
 * size. These are getColumns' facts only: a result set's metadata keeps its own (JdbcTypes).
 */
final class PgJdbcColumnFacts {
    /** sqlType, precision, decimal digits, whether CHAR_OCTET_LENGTH is the size (string and binary types). */
    record Facts(int sqlType, int size, int digits, boolean octets) {
    }

    static final int UNBOUNDED = Integer.MAX_VALUE;

    static final Map<String, Facts> BY_NAME = Map.ofEntries(
            Map.entry("int2", new Facts(Types.SMALLINT, 5, 0, false)),
            Map.entry("int4", new Facts(Types.INTEGER, 10, 0, false)),
            Map.entry("int8", new Facts(Types.BIGINT, 19, 0, false)),
            Map.entry("oid", new Facts(Types.BIGINT, 10, 0, false)),
            Map.entry("numeric", new Facts(Types.NUMERIC, 0, 0, false)),
            Map.entry("float4", new Facts(Types.REAL, 8, 8, false)),
            Map.entry("float8", new Facts(Types.DOUBLE, 17, 17, false)),
            Map.entry("bool", new Facts(Types.BIT, 1, 0, false)),
            Map.entry("text", new Facts(Types.VARCHAR, UNBOUNDED, 0, true)),
            Map.entry("varchar", new Facts(Types.VARCHAR, UNBOUNDED, 0, true)),
            Map.entry("bpchar", new Facts(Types.CHAR, UNBOUNDED, 0, true)),
            Map.entry("name", new Facts(Types.VARCHAR, UNBOUNDED, 0, true)),
            Map.entry("char", new Facts(Types.CHAR, 1, 0, true)),
            Map.entry("bytea", new Facts(Types.BINARY, UNBOUNDED, 0, true)),
            Map.entry("date", new Facts(Types.DATE, 13, 0, false)),
            Map.entry("time", new Facts(Types.TIME, 15, 6, false)),
            Map.entry("timestamp", new Facts(Types.TIMESTAMP, 29, 6, false)),
            Map.entry("timestamptz", new Facts(Types.TIMESTAMP, 35, 6, false)),
            Map.entry("interval", new Facts(Types.OTHER, 49, 6, false)),
            Map.entry("uuid", new Facts(Types.OTHER, UNBOUNDED, 0, false)),
            Map.entry("json", new Facts(Types.OTHER, UNBOUNDED, 0, false)),
            Map.entry("jsonb", new Facts(Types.OTHER, UNBOUNDED, 0, false)));

    private PgJdbcColumnFacts() {
    }

    /** {@code CASE expr WHEN 'int2' THEN ... ELSE otherwise END} over the names above. */
    static String byName(String expr, java.util.function.Function<Facts, String> value, String otherwise) {
        StringBuilder sb = new StringBuilder("CASE ").append(expr);
        BY_NAME.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e ->
                sb.append(" WHEN ").append(MetaQueries.quote(e.getKey())).append(" THEN ").append(value.apply(e.getValue())));
        return sb.append(" ELSE ").append(otherwise).append(" END").toString();
    }
}
