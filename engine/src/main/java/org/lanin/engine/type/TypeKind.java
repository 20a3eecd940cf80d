package org.lanin.engine.type;

import java.sql.Types;

/**
 * The SQL types Lanin stores, with the Java class that carries a value of each kind.
 * A value is always exactly that class (never a subclass, never a different width):
 * the comparators and casts rely on it. SQL NULL is Java {@code null}.
 */
public enum TypeKind {
    BOOLEAN("boolean", Types.BOOLEAN, Boolean.class),
    SMALLINT("smallint", Types.SMALLINT, Short.class),
    INTEGER("integer", Types.INTEGER, Integer.class),
    BIGINT("bigint", Types.BIGINT, Long.class),
    NUMERIC("numeric", Types.NUMERIC, java.math.BigDecimal.class),
    REAL("real", Types.REAL, Float.class),
    DOUBLE("double precision", Types.DOUBLE, Double.class),
    TEXT("text", Types.VARCHAR, String.class),
    VARCHAR("character varying", Types.VARCHAR, String.class),
    CHAR("character", Types.CHAR, String.class),
    BYTEA("bytea", Types.BINARY, byte[].class),
    DATE("date", Types.DATE, java.time.LocalDate.class),
    TIME("time without time zone", Types.TIME, java.time.LocalTime.class),
    TIMESTAMP("timestamp without time zone", Types.TIMESTAMP, java.time.LocalDateTime.class),
    /** Stored normalised to UTC. */
    TIMESTAMPTZ("timestamp with time zone", Types.TIMESTAMP_WITH_TIMEZONE, java.time.OffsetDateTime.class),
    UUID("uuid", Types.OTHER, java.util.UUID.class),
    /** PostgreSQL's interval (months, days, microseconds); JDBC reads it as its text, not pgJDBC's PGInterval. */
    INTERVAL("interval", Types.OTHER, Interval.class),
    /** An array of any dimension; the element type is {@link DataType#element()}. */
    ARRAY("array", Types.ARRAY, ArrayValue.class),
    /**
     * A user-defined enum (CREATE TYPE ... AS ENUM): the {@link EnumType} is named by the
     * DataType's {@code length} (its id); pgJDBC reports enum columns as VARCHAR.
     */
    ENUM("enum", Types.VARCHAR, EnumLabel.class),
    /** json: the text as written, validated ({@link org.lanin.engine.json.JsonText}). */
    JSON("json", Types.OTHER, org.lanin.engine.json.JsonText.class),
    /** jsonb: a normalised tree ({@link org.lanin.engine.json.Jsonb}); pgJDBC reports both as OTHER. */
    JSONB("jsonb", Types.OTHER, org.lanin.engine.json.Jsonb.class),
    /** tsvector: sorted lexemes with positions ({@link org.lanin.engine.textsearch.TsVector}). */
    TSVECTOR("tsvector", Types.OTHER, org.lanin.engine.textsearch.TsVector.class),
    /** tsquery: a tree of lexemes and operators ({@link org.lanin.engine.textsearch.TsQuery}). */
    TSQUERY("tsquery", Types.OTHER, org.lanin.engine.textsearch.TsQuery.class),
    /** A row value (PostgreSQL's record): a whole-row reference of a relation ({@link RowValue}). */
    RECORD("record", Types.OTHER, RowValue.class),
    /** The type of an untyped NULL literal or a parameter not yet resolved. */
    UNKNOWN("unknown", Types.NULL, Object.class),
    /**
     * PostgreSQL's oid: an unsigned 32-bit object id ({@link OidValues}), as pg_catalog's oid
     * columns hold; compares only (no arithmetic), pgJDBC reports it as BIGINT.
     */
    OID("oid", Types.BIGINT, Long.class),
    /** PostgreSQL's name: text cut to 63 bytes (NAMEDATALEN − 1), a string kind with the C collation. */
    NAME("name", Types.VARCHAR, String.class),
    /** PostgreSQL's one-byte {@code "char"} (pg_class.relkind): a string of at most one character ({@link OidValues}). */
    CHAR1("\"char\"", Types.CHAR, String.class);

    private final String sqlName;
    private final int jdbcType;
    private final Class<?> javaClass;

    TypeKind(String sqlName, int jdbcType, Class<?> javaClass) {
        this.sqlName = sqlName;
        this.jdbcType = jdbcType;
        this.javaClass = javaClass;
    }

    /** PostgreSQL's name for the type, as {@code format_type} prints it. */
    public String sqlName() {
        return sqlName;
    }

    /** The {@link java.sql.Types} code reported by the driver. */
    public int jdbcType() {
        return jdbcType;
    }

    public Class<?> javaClass() {
        return javaClass;
    }

    public boolean isNumeric() {
        return this == SMALLINT || this == INTEGER || this == BIGINT || this == NUMERIC || this == REAL || this == DOUBLE;
    }

    public boolean isIntegral() {
        return this == SMALLINT || this == INTEGER || this == BIGINT;
    }

    /** The string kinds: text, varchar, char(n), and the catalog's name and "char". */
    public boolean isText() {
        return this == TEXT || this == VARCHAR || this == CHAR || this == NAME || this == CHAR1;
    }

    public boolean isDateTime() {
        return this == DATE || this == TIME || this == TIMESTAMP || this == TIMESTAMPTZ;
    }
}
