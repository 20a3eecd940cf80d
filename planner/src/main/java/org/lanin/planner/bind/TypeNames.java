package org.lanin.planner.bind;

import java.util.List;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;

/** PostgreSQL type names (and their aliases) to {@link DataType}s. */
public final class TypeNames {
    private TypeNames() {
    }

    /** Resolves {@code name} with its modifiers, e.g. ("varchar", ["20"]) or ("numeric", ["10","2"]). */
    public static DataType resolve(String spelled, List<String> args) {
        String name = withoutPgCatalog(spelled);
        String n = name.toLowerCase(Locale.ROOT).trim().replaceAll("\\s+", " ");
        if (name.trim().equals("\"char\"")) {
            return DataType.of(TypeKind.CHAR1); // the quoted spelling is PostgreSQL's one-byte type, not char(1)
        }
        if (n.startsWith("\"") && n.endsWith("\"")) {
            n = n.substring(1, n.length() - 1);
        }
        int p1 = args.isEmpty() ? DataType.UNSPECIFIED : parseInt(args.get(0), name);
        int p2 = args.size() < 2 ? DataType.UNSPECIFIED : parseInt(args.get(1), name);
        return switch (n) {
            case "smallint", "int2", "smallserial", "serial2" -> DataType.SMALLINT;
            case "integer", "int", "int4", "serial", "serial4" -> DataType.INTEGER;
            case "bigint", "int8", "bigserial", "serial8" -> DataType.BIGINT;
            case "numeric", "decimal" -> p1 == DataType.UNSPECIFIED ? DataType.NUMERIC
                    : numeric(p1, args.size() < 2 ? 0 : p2);
            case "real", "float4" -> DataType.REAL;
            case "double precision", "float8", "double" -> DataType.DOUBLE;
            case "float" -> p1 != DataType.UNSPECIFIED && p1 <= 24 ? DataType.REAL : DataType.DOUBLE;
            case "boolean", "bool" -> DataType.BOOLEAN;
            case "text" -> DataType.TEXT;
            case "regclass", "regtype", "regproc", "regprocedure", "regnamespace", "regrole" ->
                    org.lanin.engine.type.OidAlias.named(n).type();
            case "name" -> DataType.of(TypeKind.NAME);
            case "oid" -> DataType.of(TypeKind.OID);
            case "varchar", "character varying" -> p1 == DataType.UNSPECIFIED ? DataType.VARCHAR : DataType.varchar(p1);
            case "char", "character" -> DataType.character(p1 == DataType.UNSPECIFIED ? 1 : p1);
            case "bpchar" -> DataType.character(p1); // without a length: no limit, no padding (character is char(1))
            case "bytea" -> DataType.BYTEA;
            case "date" -> DataType.DATE;
            case "time", "time without time zone" -> DataType.TIME;
            case "timestamp", "timestamp without time zone" -> DataType.TIMESTAMP;
            case "timestamptz", "timestamp with time zone" -> DataType.TIMESTAMPTZ;
            case "uuid" -> DataType.UUID;
            case "json" -> DataType.JSON;
            case "jsonb" -> DataType.JSONB;
            case "tsvector" -> DataType.TSVECTOR;
            case "tsquery" -> DataType.TSQUERY;
            case "interval" -> DataType.INTERVAL;
            case "record" -> DataType.RECORD; // a pseudo-type: casts and parameters only (a column of it is 42P16)
            default -> {
                if (n.startsWith("_") && n.length() > 1) { // PostgreSQL's internal array type names: _int4, _text
                    yield DataType.arrayOf(resolve(n.substring(1), args));
                }
                String shown = name.trim();
                throw LaninException.of(PlannerMsg.UNKNOWN_TYPE, shown.length() > 1 && shown.startsWith("\"") && shown.endsWith("\"")
                        ? shown.substring(1, shown.length() - 1).replace("\"\"", "\"") : name);
            }
        };
    }

    /**
     * Resolves a full type spelling such as {@code varchar (10)}, {@code numeric(5, 2)} or an array
     * type: {@code int[]}, {@code int[3][3]}, {@code integer ARRAY[4]} (sizes and the number of
     * dimensions are ignored, as PostgreSQL does).
     */
    /**
     * A built-in type's name without its schema: {@code pg_catalog.int4}, {@code "pg_catalog".regclass}
     * (as pg_dump, psql and drivers write them) name the types the unqualified names do.
     */
    private static String withoutPgCatalog(String spelled) {
        String s = spelled.trim();
        String lower = s.toLowerCase(Locale.ROOT);
        if (lower.startsWith("pg_catalog.")) {
            return s.substring("pg_catalog.".length()).trim();
        }
        if (lower.startsWith("\"pg_catalog\".")) {
            return s.substring("\"pg_catalog\".".length()).trim();
        }
        return s;
    }

    public static DataType parse(String spelled) {
        String base = arrayBase(spelled);
        DataType t = parseScalar(base != null ? base : spelled.trim());
        return base != null ? DataType.arrayOf(t) : t;
    }

    private static DataType parseScalar(String s) {
        int open = s.indexOf('(');
        if (open < 0) {
            return resolve(s, List.of());
        }
        int close = s.lastIndexOf(')');
        String base = (s.substring(0, open) + (close + 1 < s.length() ? s.substring(close + 1) : "")).trim();
        List<String> args = List.of(s.substring(open + 1, close < 0 ? s.length() : close).split(","));
        return resolve(base, args);
    }

    /**
     * As {@link #parse(String)}, but a user type (enum or domain) of the catalog comes first: a
     * domain resolves to its base type (callers that enforce the domain ask {@link #userType}).
     */
    public static DataType parse(String spelled, org.lanin.engine.catalog.CatalogSnapshot catalog) {
        org.lanin.engine.catalog.UserType u = userType(spelled, catalog);
        if (u == null) {
            return parse(spelled);
        }
        return arrayBase(spelled) != null ? DataType.arrayOf(u.dataType()) : u.dataType();
    }

    /**
     * The element type's spelling of an array type spelling ({@code mood} of {@code mood[]},
     * {@code mood[][]} or {@code mood ARRAY}), null when {@code spelled} is not an array type.
     */
    static String arrayBase(String spelled) {
        String s = spelled.trim();
        boolean array = false;
        while (s.endsWith("]") && s.lastIndexOf('[') > 0) {
            s = s.substring(0, s.lastIndexOf('[')).trim();
            array = true;
        }
        if (s.toLowerCase(Locale.ROOT).endsWith(" array")) {
            s = s.substring(0, s.length() - " array".length()).trim();
            array = true;
        }
        return array ? s : null;
    }

    /**
     * The enum or domain {@code spelled} names ({@code public.} and double quotes allowed), or null;
     * for an array type ({@code mood[]}) the enum or domain of its elements.
     */
    public static org.lanin.engine.catalog.UserType userType(String spelled, org.lanin.engine.catalog.CatalogSnapshot catalog) {
        if (catalog == null || catalog.types().isEmpty()) {
            return null;
        }
        String base = arrayBase(spelled);
        String s = base != null ? base : spelled.trim();
        String[] qualified = org.lanin.planner.catalogview.PgNames.qualified(s);
        if (qualified[0] != null && s.indexOf('"') >= 0) { // s."Mixed Case", "S".mood: each part unquoted or folded
            return catalog.type(org.lanin.engine.catalog.Namespace.key(qualified[0], qualified[1]));
        }
        boolean inPublic = s.startsWith("public.") || s.startsWith("PUBLIC.");
        if (inPublic) {
            s = s.substring("public.".length());
        }
        org.lanin.engine.catalog.SearchPath path = inPublic ? null : SEARCH_PATH.get();
        // PostgreSQL's TypenameGetTypid: the first schema of the path that has it. A name no schema of
        // the path has is still looked up in public: some of Lanin's own rewrites drop a written
        // "public." (a pg_dump script runs with an empty path).
        if (s.startsWith("\"") && s.endsWith("\"") && s.length() > 1) {
            String name = s.substring(1, s.length() - 1).replace("\"\"", "\"");
            org.lanin.engine.catalog.UserType found = path == null ? null : inPath(path, name, catalog);
            return found != null ? found : catalog.type(name);
        }
        if (path != null && s.indexOf('.') < 0) {
            org.lanin.engine.catalog.UserType found = inPath(path, s.toLowerCase(Locale.ROOT), catalog);
            if (found != null) {
                return found;
            }
        }
        org.lanin.engine.catalog.UserType exact = catalog.type(s);
        if (exact == null) {
            exact = catalog.type(s.toLowerCase(Locale.ROOT));
        }
        return exact != null || s.indexOf('.') >= 0 || path != null ? exact : inOtherSchema(s.toLowerCase(Locale.ROOT), catalog);
    }

    private static org.lanin.engine.catalog.UserType inPath(org.lanin.engine.catalog.SearchPath path, String name,
            org.lanin.engine.catalog.CatalogSnapshot catalog) {
        String key = path.resolve(catalog, name, k -> catalog.type(k) != null);
        return key == null ? null : catalog.type(key);
    }

    /** The search_path of the statement this thread prepares or runs; null outside a session's statement. */
    private static final ThreadLocal<org.lanin.engine.catalog.SearchPath> SEARCH_PATH = new ThreadLocal<>();

    /**
     * Makes {@code path} the one unqualified enum and domain names resolve through on this thread (the
     * session sets it around each statement, as PostgreSQL's backend-wide search_path); returns the
     * previous one for {@link #restoreSearchPath}.
     */
    public static org.lanin.engine.catalog.SearchPath enterSearchPath(org.lanin.engine.catalog.SearchPath path) {
        org.lanin.engine.catalog.SearchPath previous = SEARCH_PATH.get();
        SEARCH_PATH.set(path);
        return previous;
    }

    public static void restoreSearchPath(org.lanin.engine.catalog.SearchPath previous) {
        SEARCH_PATH.set(previous); // set, never remove: see SessionZone.restore
    }

    /**
     * An unqualified type name not in public, where no session's search_path is known (recovery,
     * a dump's load): the one type of that name in another schema, if exactly one.
     */
    private static org.lanin.engine.catalog.UserType inOtherSchema(String name, org.lanin.engine.catalog.CatalogSnapshot catalog) {
        org.lanin.engine.catalog.UserType found = null;
        for (org.lanin.engine.catalog.UserType t : catalog.types()) {
            if (org.lanin.engine.catalog.Namespace.nameOf(t.name()).equals(name) && t.name().indexOf('.') >= 0) {
                if (found != null) {
                    return null;
                }
                found = t;
            }
        }
        return found;
    }

    /** True for serial pseudo-types, which create a sequence and a default. */
    public static boolean isSerial(String name) {
        String n = name.toLowerCase(Locale.ROOT).trim();
        return n.equals("serial") || n.equals("bigserial") || n.equals("smallserial")
                || n.equals("serial2") || n.equals("serial4") || n.equals("serial8");
    }

    /**
     * numeric(p, s) with PostgreSQL 15's limits (22023). A negative scale (rounding left of the
     * point) is refused: a scale is kept where -1 already means "none".
     */
    private static DataType numeric(int precision, int scale) {
        if (precision < 1 || precision > 1000) {
            throw LaninException.of(PlannerMsg.NUMERIC_PRECISION_RANGE, precision);
        }
        if (scale < -1000 || scale > 1000) {
            throw LaninException.of(PlannerMsg.NUMERIC_SCALE_RANGE, scale);
        }
        if (scale < 0) {
            throw LaninException.of(PlannerMsg.NUMERIC_NEGATIVE_SCALE, precision, scale);
        }
        return DataType.numeric(precision, scale);
    }

    private static int parseInt(String s, String type) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            throw LaninException.of(PlannerMsg.UNKNOWN_TYPE, type + "(" + s + ")");
        }
    }

    /** True for types a column may have. */
    /** A column may not be of the pseudo-type record (or an array of it): PostgreSQL's 42P16. */
    public static void checkColumnType(String column, DataType t) {
        DataType base = t.isArray() && t.element() != null ? t.element() : t;
        if (base.kind() == TypeKind.RECORD) {
            throw LaninException.of(PlannerMsg.PSEUDO_TYPE_COLUMN, column, t.sqlName());
        }
    }

    public static boolean storable(DataType t) {
        if (t.isArray()) {
            return t.element() != null && storable(t.element());
        }
        return t.kind() != TypeKind.UNKNOWN;
    }
}
