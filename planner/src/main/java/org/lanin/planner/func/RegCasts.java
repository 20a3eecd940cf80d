package org.lanin.planner.func;

import static org.lanin.planner.func.CatalogFunction.oid;

import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.FunctionDef;
import org.lanin.engine.func.FunctionRegistry;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.catalogview.PgNames;
import org.lanin.planner.catalogview.PgOids;
import org.lanin.planner.catalogview.PgServerViews;
import org.lanin.planner.catalogview.PgTypes;

/**
 * PostgreSQL's oid alias types, without a type of their own (Lanin has no oid type yet): the
 * binder turns {@code 'name'::regclass} into {@code regclassin('name')}, a bigint oid (42P01 if
 * no such relation), and {@code oid::regclass} (an integer) into {@code regclassout(oid)}, the
 * name as text; {@code 'name'::regclass::text} becomes {@code regclassout(regclassin('name'))}.
 * Likewise regtype (42704), regnamespace (3F000) and regproc, whose input stays text because
 * pg_catalog's regproc columns are text. {@code to_regclass} and friends return NULL instead of
 * failing. An oid without an object prints as its number, as in PostgreSQL.
 */
public final class RegCasts {
    /** Target type names the binder hands to {@link #cast}. */
    public static final Set<String> TYPES = Set.of("regclass", "regtype", "regnamespace", "regproc", "regprocedure",
            "regrole");

    private RegCasts() {
    }

    /** The function name for a cast of a value of {@code from} to reg type {@code target}. */
    public static String castFunction(String target, DataType from) {
        if (target.equals("oid")) {
            return from.kind().isIntegral() ? "oid" : "oidin"; // PostgreSQL's int8 -> oid cast is the function oid(int8)
        }
        String base = target.equals("regprocedure") ? "regproc" : target;
        return base + (from.kind().isIntegral() || from.kind() == org.lanin.engine.type.TypeKind.OID ? "out" : "in");
    }

    /** True for the input function of a reg type ({@code text -> oid}). */
    public static boolean isInput(ScalarFunction f) {
        return f instanceof CatalogFunction && f.name().endsWith("in") && f.name().startsWith("reg");
    }

    /** The output function matching input function {@code f}. */
    public static String outputOf(ScalarFunction f) {
        return f.name().substring(0, f.name().length() - 2) + "out";
    }

    static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog,
                                  org.lanin.engine.catalog.SearchPath path) {
        if (argCount != 1) {
            return null;
        }
        return switch (name) {
            case "regclassin" -> new CatalogFunction(name, 1, DataType.BIGINT, true, catalog, (ctx, cat, a) -> require(
                    PgNames.relationOid(cat, a[0].toString(), path), PlannerMsg.UNDEFINED_TABLE,
                    a[0].toString()));
            case "to_regclass" -> new CatalogFunction(name, 1, DataType.BIGINT, true, catalog, (ctx, cat, a) -> orNull(
                    PgNames.relationOid(cat, a[0].toString(), path)));
            case "regclassout" -> new CatalogFunction(name, 1, DataType.TEXT, true, catalog, (ctx, cat, a) -> {
                long o = oid(a[0]);
                String n = o == 0 ? "-" : PgNames.relationName(cat, o, path);
                return n != null ? n : Long.toString(o);
            });
            case "regtypein" -> oidOf(name, catalog, (cat, s) -> require(typeOid(cat, s), PlannerMsg.UNKNOWN_TYPE, s));
            case "to_regtype" -> oidOf(name, catalog, (cat, s) -> orNull(typeOid(cat, s)));
            case "regtypeout" -> nameOf(name, catalog, (cat, o) -> PgTypes.byOid(o) != null ? PgTypes.format(o, null)
                    : cat.types().stream().filter(t -> t.oid() == o).map(t -> t.name()).findFirst().orElse(null));
            case "regnamespacein" -> oidOf(name, catalog, (cat, s) -> require(
                    PgNames.namespaceOid(cat, PgNames.qualified(s)[1]), PlannerMsg.UNDEFINED_SCHEMA_NAME, s));
            case "to_regnamespace" -> oidOf(name, catalog, (cat, s) -> orNull(PgNames.namespaceOid(cat, PgNames.qualified(s)[1])));
            case "regnamespaceout" -> nameOf(name, catalog, (cat, o) -> PgNames.namespaceName(cat, o));
            case "regprocin" -> new CatalogFunction(name, 1, DataType.TEXT, true, catalog,
                    (ctx, cat, a) -> PgNames.qualified(a[0].toString())[1]);
            case "regprocout" -> nameOf(name, catalog, (cat, o) -> procName(o));
            case "regrolein" -> oidOf(name, catalog, (cat, s) -> PgOids.ROLE);
            case "regroleout" -> nameOf(name, catalog, (cat, o) -> o == PgOids.ROLE
                    ? org.lanin.planner.session.Setting.SESSION_USER : null);
            case "oidin" -> oidOf(name, catalog, (cat, s) -> oidIn(s));
            case "oid" -> new CatalogFunction(name, 1, DataType.BIGINT, true, catalog, (ctx, cat, a) -> {
                long v = oid(a[0]);
                if (v < 0 || v > 0xffff_ffffL) {
                    throw LaninException.of(PlannerMsg.OID_OUT_OF_RANGE);
                }
                return v;
            });
            default -> null;
        };
    }

    private interface TextToOid {
        Object apply(CatalogSnapshot catalog, String text);
    }

    private interface OidToText {
        String apply(CatalogSnapshot catalog, long oid);
    }

    private static ScalarFunction oidOf(String name, CatalogSnapshot catalog, TextToOid f) {
        return new CatalogFunction(name, 1, DataType.BIGINT, true, catalog, (ctx, cat, a) -> f.apply(cat, a[0].toString()));
    }

    private static ScalarFunction nameOf(String name, CatalogSnapshot catalog, OidToText f) {
        return new CatalogFunction(name, 1, DataType.TEXT, true, catalog, (ctx, cat, a) -> {
            long o = oid(a[0]);
            if (o == 0 && !name.equals("oidout")) {
                return "-"; // InvalidOid, as every reg type prints it
            }
            String n = f.apply(cat, o);
            return n != null ? n : Long.toString(o);
        });
    }

    /** oidin: an unsigned 32-bit number; negative input down to -2^31 wraps, as PostgreSQL's does. */
    private static Long oidIn(String text) {
        long v;
        try {
            v = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw LaninException.of(PlannerMsg.INVALID_OID, text);
        }
        if (v < Integer.MIN_VALUE || v > 0xffff_ffffL) {
            throw LaninException.of(PlannerMsg.OID_VALUE_OUT_OF_RANGE, text);
        }
        return v & 0xffff_ffffL;
    }

    private static Long require(long oid, PlannerMsg msg, String text) {
        if (oid < 0) {
            throw LaninException.of(msg, text);
        }
        return oid;
    }

    private static Long orNull(long oid) {
        return oid < 0 ? null : oid;
    }

    /** A type name as regtype input reads it: a pg_type name ("int4") or its SQL spelling ("integer"). */
    private static long typeOid(org.lanin.engine.catalog.CatalogSnapshot cat, String text) {
        String name = PgNames.qualified(text)[1];
        PgTypes.TypeRow r = PgTypes.byName(name.equals("int") ? "int4" : name);
        if (r != null) {
            return r.oid();
        }
        org.lanin.engine.catalog.UserType u = cat == null ? null : cat.type(name); // an enum or a domain
        return u == null ? -1 : u.oid();
    }

    private static String procName(long oid) {
        for (FunctionDef f : FunctionRegistry.standard().definitions()) {
            if (PgServerViews.procOid(f) == oid) {
                return f.name();
            }
        }
        return null;
    }
}
