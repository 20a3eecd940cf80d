package org.lanin.jdbc.convert;

import java.math.BigDecimal;
import java.sql.Types;
import java.util.EnumMap;
import java.util.Map;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.OidAlias;
import org.lanin.engine.type.TypeKind;

/**
 * What JDBC metadata reports per type: PostgreSQL's short type names (as pgjdbc reports them),
 * precision, display size, the class {@code getObject} returns; and the Java class a
 * {@link java.sql.Types} code asks for in {@code setObject(i, x, sqlType)}.
 */
public final class JdbcTypes {
    /** name, default precision, display size, radix (0 = not numeric), getObject class. */
    private record Facts(String pgName, int precision, int displaySize, int radix, String className) {
    }

    private static final int UNBOUNDED = Integer.MAX_VALUE;
    private static final Map<TypeKind, Facts> FACTS = new EnumMap<>(TypeKind.class);

    static {
        FACTS.put(TypeKind.BOOLEAN, new Facts("bool", 1, 1, 0, "java.lang.Boolean"));
        FACTS.put(TypeKind.SMALLINT, new Facts("int2", 5, 6, 10, "java.lang.Integer"));
        FACTS.put(TypeKind.INTEGER, new Facts("int4", 10, 11, 10, "java.lang.Integer"));
        FACTS.put(TypeKind.BIGINT, new Facts("int8", 19, 20, 10, "java.lang.Long"));
        FACTS.put(TypeKind.NUMERIC, new Facts("numeric", 0, 131089, 10, "java.math.BigDecimal"));
        FACTS.put(TypeKind.REAL, new Facts("float4", 8, 15, 2, "java.lang.Float"));
        FACTS.put(TypeKind.DOUBLE, new Facts("float8", 17, 25, 2, "java.lang.Double"));
        FACTS.put(TypeKind.TEXT, new Facts("text", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.VARCHAR, new Facts("varchar", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.CHAR, new Facts("bpchar", 1, 1, 0, "java.lang.String"));
        FACTS.put(TypeKind.BYTEA, new Facts("bytea", UNBOUNDED, UNBOUNDED, 0, "[B"));
        FACTS.put(TypeKind.DATE, new Facts("date", 13, 13, 0, "java.sql.Date"));
        FACTS.put(TypeKind.TIME, new Facts("time", 15, 15, 0, "java.sql.Time"));
        FACTS.put(TypeKind.TIMESTAMP, new Facts("timestamp", 29, 29, 0, "java.sql.Timestamp"));
        FACTS.put(TypeKind.TIMESTAMPTZ, new Facts("timestamptz", 35, 35, 0, "java.sql.Timestamp"));
        FACTS.put(TypeKind.UUID, new Facts("uuid", 36, 36, 0, "java.util.UUID"));
        FACTS.put(TypeKind.INTERVAL, new Facts("interval", 49, 49, 0, "java.lang.String"));
        FACTS.put(TypeKind.ARRAY, new Facts("anyarray", UNBOUNDED, UNBOUNDED, 0, "java.sql.Array"));
        // pgJDBC reads enums as strings (getString, getObject) and names them varchar in JDBC terms
        FACTS.put(TypeKind.ENUM, new Facts("varchar", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        // pgJDBC hands json/jsonb out as PGobject; Lanin has no PGobject and gives the text (getString's)
        FACTS.put(TypeKind.JSON, new Facts("json", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.JSONB, new Facts("jsonb", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.TSVECTOR, new Facts("tsvector", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.TSQUERY, new Facts("tsquery", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.UNKNOWN, new Facts("unknown", UNBOUNDED, UNBOUNDED, 0, "java.lang.Object"));
        // a whole-row value: read as its text, as pgJDBC's PGobject value is
        FACTS.put(TypeKind.RECORD, new Facts("record", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        // the catalog types as pgJDBC reports them: oid a BIGINT read as Long, name VARCHAR, "char" CHAR
        FACTS.put(TypeKind.OID, new Facts("oid", 10, 10, 10, "java.lang.Long"));
        FACTS.put(TypeKind.NAME, new Facts("name", UNBOUNDED, UNBOUNDED, 0, "java.lang.String"));
        FACTS.put(TypeKind.CHAR1, new Facts("char", 1, 1, 0, "java.lang.String"));
    }

    private static final Map<Integer, Class<?>> SQL_TYPE_CLASSES = Map.ofEntries(
            Map.entry(Types.BIT, Boolean.class), Map.entry(Types.BOOLEAN, Boolean.class),
            Map.entry(Types.TINYINT, Short.class), Map.entry(Types.SMALLINT, Short.class),
            Map.entry(Types.INTEGER, Integer.class), Map.entry(Types.BIGINT, Long.class),
            Map.entry(Types.REAL, Float.class), Map.entry(Types.FLOAT, Double.class),
            Map.entry(Types.DOUBLE, Double.class),
            Map.entry(Types.NUMERIC, BigDecimal.class), Map.entry(Types.DECIMAL, BigDecimal.class),
            Map.entry(Types.CHAR, String.class), Map.entry(Types.VARCHAR, String.class),
            Map.entry(Types.LONGVARCHAR, String.class), Map.entry(Types.NCHAR, String.class),
            Map.entry(Types.NVARCHAR, String.class), Map.entry(Types.LONGNVARCHAR, String.class),
            Map.entry(Types.CLOB, String.class), Map.entry(Types.NCLOB, String.class),
            Map.entry(Types.BINARY, byte[].class), Map.entry(Types.VARBINARY, byte[].class),
            Map.entry(Types.LONGVARBINARY, byte[].class), Map.entry(Types.BLOB, byte[].class),
            Map.entry(Types.DATE, java.time.LocalDate.class), Map.entry(Types.TIME, java.time.LocalTime.class),
            Map.entry(Types.TIMESTAMP, java.time.LocalDateTime.class),
            Map.entry(Types.TIMESTAMP_WITH_TIMEZONE, java.time.OffsetDateTime.class),
            Map.entry(Types.ARRAY, Object.class), Map.entry(Types.OTHER, Object.class), Map.entry(Types.JAVA_OBJECT, Object.class));

    private JdbcTypes() {
    }

    private static Facts facts(TypeKind kind) {
        return FACTS.get(kind);
    }

    /** pgjdbc's name: int4, varchar, timestamptz, ... */
    public static String pgName(TypeKind kind) {
        return facts(kind).pgName();
    }

    /** pgjdbc's name of a full type: arrays are {@code _int4}, {@code _text}, {@code _varchar}, ... */
    public static String pgName(DataType type) {
        if (type.isArray() && type.element() != null) {
            return "_" + pgName(type.element());
        }
        if (type.kind() == TypeKind.ENUM && type.enumType() != null) {
            return org.lanin.engine.catalog.Namespace.nameOf(type.enumType().name()); // pgJDBC: the type's own name
        }
        if (OidAlias.of(type) != null) {
            return OidAlias.of(type).sqlName();
        }
        return pgName(type.kind());
    }

    /**
     * The {@link Types} code: the kind's, except an oid alias type (regclass...), which pgJDBC does
     * not know and reports as OTHER, read as its text.
     */
    public static int jdbcType(DataType type) {
        return OidAlias.of(type) != null ? Types.OTHER : type.kind().jdbcType();
    }

    /** The class getObject returns for a value of the type (an oid alias's text is a String). */
    public static String className(DataType type) {
        return OidAlias.of(type) != null ? "java.lang.String" : className(type.kind());
    }

    /** Declared length / precision when given, else the type's maximum (0 for unconstrained numeric). */
    public static int precision(DataType type) {
        if (OidAlias.of(type) != null) {
            return UNBOUNDED;
        }
        if (type.hasLength() && (type.kind() == TypeKind.NUMERIC || type.kind().isText())) {
            return type.length();
        }
        return facts(type.kind()).precision();
    }

    public static int scale(DataType type) {
        if (type.kind() == TypeKind.NUMERIC) {
            return Math.max(type.scale(), 0);
        }
        TypeKind k = type.kind();
        return k == TypeKind.TIME || k == TypeKind.TIMESTAMP || k == TypeKind.TIMESTAMPTZ ? 6 : 0;
    }

    public static int displaySize(DataType type) {
        if (OidAlias.of(type) != null) {
            return UNBOUNDED;
        }
        if (type.hasLength() && type.kind() == TypeKind.NUMERIC) {
            return type.length() + 2;
        }
        if (type.hasLength() && type.kind().isText()) {
            return type.length();
        }
        return facts(type.kind()).displaySize();
    }

    /** 10 for exact numerics, 2 for floats, 0 for the rest (JDBC's NUM_PREC_RADIX). */
    public static int radix(TypeKind kind) {
        return facts(kind).radix();
    }

    public static String className(TypeKind kind) {
        return facts(kind).className();
    }

    public static boolean isCaseSensitive(TypeKind kind) {
        return kind.isText() || kind == TypeKind.UNKNOWN;
    }

    /** The Java class a {@link Types} code asks for; null when Lanin has no such type. */
    public static Class<?> classForSqlType(int sqlType) {
        return SQL_TYPE_CLASSES.get(sqlType);
    }

    /** The {@link Types} name of a code, for error messages. */
    public static String sqlTypeName(int sqlType) {
        for (java.lang.reflect.Field f : Types.class.getFields()) {
            try {
                if (f.getInt(null) == sqlType) {
                    return f.getName();
                }
            } catch (IllegalAccessException e) {
                break;
            }
        }
        return Integer.toString(sqlType);
    }
}
