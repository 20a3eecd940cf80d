package org.lanin.engine.type;

/**
 * A column or expression type: a kind plus its modifiers. {@code length} is the declared
 * length of varchar(n)/char(n) and the precision of numeric(p,s); {@code scale} is numeric's
 * scale. {@link #UNSPECIFIED} means "no modifier" (text, varchar without n, numeric without p).
 * {@code element} is the element type of an {@link TypeKind#ARRAY} (never itself an array:
 * PostgreSQL's arrays of any dimension share one type, {@code integer[][]} is {@code integer[]})
 * and null for every other kind. An {@link TypeKind#OID} type's {@code length} names its
 * {@link OidAlias} (regclass, regtype...), an {@link TypeKind#ENUM}'s its enum type.
 * An ARRAY without element (from {@code of(ARRAY)}) is PostgreSQL's
 * {@code anyarray}: a value whose element type is not known statically.
 */
public record DataType(TypeKind kind, int length, int scale, DataType element) {
    public static final int UNSPECIFIED = -1;

    /** A type of a scalar kind (no element type). */
    public DataType(TypeKind kind, int length, int scale) {
        this(kind, length, scale, null);
    }

    public static final DataType BOOLEAN = of(TypeKind.BOOLEAN);
    public static final DataType SMALLINT = of(TypeKind.SMALLINT);
    public static final DataType INTEGER = of(TypeKind.INTEGER);
    public static final DataType BIGINT = of(TypeKind.BIGINT);
    public static final DataType NUMERIC = of(TypeKind.NUMERIC);
    public static final DataType REAL = of(TypeKind.REAL);
    public static final DataType DOUBLE = of(TypeKind.DOUBLE);
    public static final DataType TEXT = of(TypeKind.TEXT);
    public static final DataType VARCHAR = of(TypeKind.VARCHAR);
    public static final DataType BYTEA = of(TypeKind.BYTEA);
    public static final DataType DATE = of(TypeKind.DATE);
    public static final DataType TIME = of(TypeKind.TIME);
    public static final DataType TIMESTAMP = of(TypeKind.TIMESTAMP);
    public static final DataType TIMESTAMPTZ = of(TypeKind.TIMESTAMPTZ);
    public static final DataType UUID = of(TypeKind.UUID);
    public static final DataType INTERVAL = of(TypeKind.INTERVAL);
    public static final DataType JSON = of(TypeKind.JSON);
    public static final DataType JSONB = of(TypeKind.JSONB);
    public static final DataType TSVECTOR = of(TypeKind.TSVECTOR);
    public static final DataType TSQUERY = of(TypeKind.TSQUERY);
    public static final DataType UNKNOWN = of(TypeKind.UNKNOWN);
    public static final DataType RECORD = of(TypeKind.RECORD);

    public static DataType of(TypeKind kind) {
        return new DataType(kind, UNSPECIFIED, UNSPECIFIED);
    }

    public static DataType varchar(int length) {
        return new DataType(TypeKind.VARCHAR, length, UNSPECIFIED);
    }

    public static DataType character(int length) {
        return new DataType(TypeKind.CHAR, length, UNSPECIFIED);
    }

    public static DataType numeric(int precision, int scale) {
        return new DataType(TypeKind.NUMERIC, precision, scale);
    }

    /** The array type whose elements are {@code element} ({@code integer[]} for integer). */
    public static DataType arrayOf(DataType element) {
        if (element.kind == TypeKind.ARRAY) {
            return element;
        }
        return new DataType(TypeKind.ARRAY, UNSPECIFIED, UNSPECIFIED, element);
    }

    /**
     * This type without length/precision modifiers ({@code varchar} of {@code varchar(20)}); an
     * enum keeps its {@code length}, which names its type rather than modifying it.
     */
    public DataType unmodified() {
        if (kind == TypeKind.ENUM || kind == TypeKind.OID) { // an oid's length names its alias (OidAlias)
            return this;
        }
        return kind == TypeKind.ARRAY && element != null ? arrayOf(element.unmodified()) : of(kind);
    }

    public boolean isArray() {
        return kind == TypeKind.ARRAY;
    }

    /** The element type of an array, {@link #UNKNOWN} for anyarray; null for other kinds. */
    public DataType elementType() {
        return kind != TypeKind.ARRAY ? null : element == null ? UNKNOWN : element;
    }

    /** A length or precision modifier (an enum's {@code length} is its type's id, no modifier). */
    public boolean hasLength() {
        return length != UNSPECIFIED && kind != TypeKind.ENUM && kind != TypeKind.OID;
    }

    /** The enum type of an {@link TypeKind#ENUM} type, else null. */
    public EnumType enumType() {
        return kind == TypeKind.ENUM ? EnumType.byId(length) : null;
    }

    /** PostgreSQL's spelling, e.g. {@code character varying(20)} or {@code numeric(10,2)}. */
    public String sqlName() {
        if (kind == TypeKind.ARRAY) {
            return element == null ? "anyarray" : element.sqlName() + "[]";
        }
        if (kind == TypeKind.ENUM) {
            EnumType e = enumType();
            return e == null ? "enum" : e.name();
        }
        if (kind == TypeKind.OID && length != UNSPECIFIED) {
            return OidAlias.of(this).sqlName();
        }
        if (kind == TypeKind.NUMERIC && length != UNSPECIFIED) {
            return "numeric(" + length + "," + Math.max(scale, 0) + ")";
        }
        if ((kind == TypeKind.VARCHAR || kind == TypeKind.CHAR) && length != UNSPECIFIED) {
            return kind.sqlName() + "(" + length + ")";
        }
        return kind.sqlName();
    }

    /**
     * The spelling shown to people (messages, pg_typeof): {@link #sqlName()} with an enum named as
     * the session's search_path sees it ({@link TypeDisplay}).
     */
    public String displayName() {
        if (kind == TypeKind.ARRAY) {
            return element == null ? "anyarray" : element.displayName() + "[]";
        }
        EnumType e = enumType();
        return e != null ? e.displayName() : sqlName();
    }

    @Override
    public String toString() {
        return sqlName();
    }
}
