package org.lanin.engine.type;

/**
 * PostgreSQL's oid alias types ({@code utils/adt/regproc.c}): an {@link TypeKind#OID} value that
 * names a catalog object. They store, compare and sort as the oid they hold and cast to and from
 * oid and the integers without a change of value; only their text differs: input looks a name up
 * (42P01, 42704, 42883, 3F000 when there is none) and output prints the object's name. Both need
 * the catalog, so the engine never converts them to or from text itself: the binder routes those
 * casts to the catalog functions of {@code org.lanin.planner.func.RegCasts}, and a client reads
 * the name the session prints at output time, as PostgreSQL's output function runs when the row
 * is sent. A type of kind OID carries its alias as the DataType's {@code length} (the ordinal
 * here; {@link DataType#UNSPECIFIED} for plain oid), as an enum type carries its id.
 */
public enum OidAlias {
    REGCLASS("regclass", 2205, 2210),
    REGTYPE("regtype", 2206, 2211),
    REGPROC("regproc", 24, 1008),
    REGPROCEDURE("regprocedure", 2202, 2207),
    REGNAMESPACE("regnamespace", 4089, 4090),
    REGROLE("regrole", 4096, 4097);

    private final String sqlName;
    private final long typeOid;
    private final long arrayTypeOid;

    OidAlias(String sqlName, long typeOid, long arrayTypeOid) {
        this.sqlName = sqlName;
        this.typeOid = typeOid;
        this.arrayTypeOid = arrayTypeOid;
    }

    /** The type's name, as format_type and pg_typeof print it. */
    public String sqlName() {
        return sqlName;
    }

    /** pg_type's oid of the type. */
    public long typeOid() {
        return typeOid;
    }

    /** pg_type's oid of its array type. */
    public long arrayTypeOid() {
        return arrayTypeOid;
    }

    /** The alias named {@code name} (lower case), or null. */
    public static OidAlias named(String name) {
        for (OidAlias a : values()) {
            if (a.sqlName.equals(name)) {
                return a;
            }
        }
        return null;
    }

    /** The type of this alias. */
    public DataType type() {
        return new DataType(TypeKind.OID, ordinal(), DataType.UNSPECIFIED);
    }

    /** The alias of {@code t}, or null for plain oid and every other type. */
    public static OidAlias of(DataType t) {
        return t != null && t.kind() == TypeKind.OID && t.length() >= 0 && t.length() < values().length
                ? values()[t.length()] : null;
    }
}
