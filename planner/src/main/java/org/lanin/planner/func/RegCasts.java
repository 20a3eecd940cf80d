package org.lanin.planner.func;

import static org.lanin.planner.func.CatalogFunction.oid;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.FunctionDef;
import org.lanin.engine.func.FunctionRegistry;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.OidAlias;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.catalogview.PgNames;
import org.lanin.planner.catalogview.PgOids;
import org.lanin.planner.catalogview.PgServerViews;
import org.lanin.planner.catalogview.PgTypes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.Routines;

/**
 * Input and output of PostgreSQL's oid alias types ({@link OidAlias}; {@code regproc.c}): the
 * catalog look-ups behind their text. {@code regclassin(text)} is the relation's oid as a
 * regclass (42P01 if none), {@code regtypein} a type's (42704), {@code regprocin} a function's
 * (42883; 42725 when the name is overloaded), {@code regnamespacein} a schema's (3F000),
 * {@code regrolein} the one role's (42704); a number in the text is taken as the oid itself, as
 * PostgreSQL's input functions do. {@code to_regclass} and friends answer NULL instead of failing.
 * {@code regclassout} and the others print the name (a relation schema-qualified when the
 * search_path would not find it by its bare name), {@code -} for oid 0 and the number for an oid
 * without an object. The binder calls these for casts between an alias type and text
 * (org.lanin.planner.bind.OidAliasCasts); the session calls {@link #output} for the rows a client reads.
 */
public final class RegCasts {
    private RegCasts() {
    }

    /** The input function name of {@code a} ({@code regclassin}). */
    public static String inputFunction(OidAlias a) {
        return a.sqlName() + "in";
    }

    /** The output function name of {@code a} ({@code regclassout}). */
    public static String outputFunction(OidAlias a) {
        return a.sqlName() + "out";
    }

    /** The text of {@code oid} as a value of {@code a}, with the catalog and routines the statement sees. */
    public static String output(OidAlias a, long oid, CatalogSnapshot cat, SearchPath path, Routines routines) {
        if (oid == 0) {
            return "-"; // InvalidOid, as every reg type prints it
        }
        String n = switch (a) {
            case REGCLASS -> PgNames.relationName(cat, oid, path);
            case REGTYPE -> PgTypes.byOid(oid) != null ? PgTypes.format(oid, null)
                    : cat.types().stream().filter(t -> t.oid() == oid)
                            .map(t -> org.lanin.planner.catalogview.TypeVisibility.shown(cat, path, t.name())).findFirst().orElse(null);
            case REGNAMESPACE -> PgNames.namespaceName(cat, oid);
            case REGPROC, REGPROCEDURE -> procName(oid, routines, a == OidAlias.REGPROCEDURE);
            case REGROLE -> oid == PgOids.ROLE ? org.lanin.planner.session.Setting.SESSION_USER
                    : routines == null || routines.role(oid) == null ? null : routines.role(oid).name();
        };
        return n != null ? n : Long.toString(oid);
    }

    static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog, SearchPath path) {
        if (argCount != 1) {
            return null;
        }
        boolean lenient = name.startsWith("to_");
        OidAlias a = OidAlias.named(lenient ? name.substring(3) : name.endsWith("in") ? name.substring(0, name.length() - 2)
                : name.endsWith("out") ? name.substring(0, name.length() - 3) : name);
        if (a == null) {
            return name.equals("oidin") ? input(name, DataType.of(org.lanin.engine.type.TypeKind.OID), catalog,
                    (ctx, cat, s) -> oidIn(s)) : name.equals("oid") ? oidOfInteger(catalog) : null;
        }
        if (name.endsWith("out")) {
            return new CatalogFunction(name, 1, DataType.TEXT, true, catalog,
                    (ctx, cat, v) -> output(a, oid(v[0]), cat, path, RoutineDefinitions.registry(ctx)));
        }
        if (!lenient && !name.endsWith("in")) {
            return null;
        }
        return input(name, a.type(), catalog, (ctx, cat, s) -> {
            Long numeric = numericOid(s);
            long o = numeric != null ? numeric : lookUp(a, s, cat, path, ctx);
            if (o < 0 && !lenient) {
                throw notFound(a, s);
            }
            return o < 0 ? null : o;
        });
    }

    private interface TextToOid {
        Object apply(ExecContext ctx, CatalogSnapshot catalog, String text);
    }

    private static ScalarFunction input(String name, DataType result, CatalogSnapshot catalog, TextToOid f) {
        return new CatalogFunction(name, 1, result, true, catalog, (ctx, cat, a) -> f.apply(ctx, cat, a[0].toString()));
    }

    private static ScalarFunction oidOfInteger(CatalogSnapshot catalog) {
        return new CatalogFunction("oid", 1, DataType.BIGINT, true, catalog, (ctx, cat, a) -> {
            long v = oid(a[0]);
            if (v < 0 || v > 0xffff_ffffL) {
                throw LaninException.of(PlannerMsg.OID_OUT_OF_RANGE);
            }
            return v;
        });
    }

    /** The role named {@code name}: the session user's oid, a role CREATE ROLE made, or -1. */
    private static long roleOid(String name, Routines routines) {
        if (name.equals(org.lanin.planner.session.Setting.SESSION_USER)) {
            return PgOids.ROLE;
        }
        var role = routines == null ? null : routines.role(name);
        return role == null ? -1 : role.oid();
    }

    /** The oid {@code text} names as input of {@code a}, or -1. */
    private static long lookUp(OidAlias a, String text, CatalogSnapshot cat, SearchPath path, ExecContext ctx) {
        return switch (a) {
            case REGCLASS -> PgNames.relationOid(cat, text.strip(), path);
            case REGTYPE -> typeOid(cat, text.strip(), path);
            case REGNAMESPACE -> PgNames.namespaceOid(cat, PgNames.qualified(text.strip())[1]);
            case REGROLE -> roleOid(PgNames.qualified(text.strip())[1], RoutineDefinitions.registry(ctx));
            case REGPROC -> procOid(text.strip(), null, RoutineDefinitions.registry(ctx));
            case REGPROCEDURE -> text.contains("(") ? procOid(text.substring(0, text.indexOf('(')).strip(),
                    argumentTypes(text, cat), RoutineDefinitions.registry(ctx)) : procOid(text.strip(), null,
                    RoutineDefinitions.registry(ctx));
        };
    }

    private static LaninException notFound(OidAlias a, String text) {
        String s = text.strip();
        return switch (a) {
            case REGCLASS -> LaninException.of(PlannerMsg.UNDEFINED_TABLE, s);
            case REGTYPE -> LaninException.of(PlannerMsg.UNKNOWN_TYPE, s);
            case REGNAMESPACE -> LaninException.of(PlannerMsg.UNDEFINED_SCHEMA_NAME, s);
            case REGROLE -> LaninException.of(PlannerMsg.NO_SUCH_ROLE, s);
            case REGPROC, REGPROCEDURE -> LaninException.of(PlannerMsg.REG_FUNCTION_UNDEFINED, s);
        };
    }

    /** An all-digits input is the oid itself (regclassin's first case), else null. */
    private static Long numericOid(String text) {
        String s = text.strip();
        return !s.isEmpty() && s.chars().allMatch(Character::isDigit) ? oidIn(s) : null;
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

    /** A type name as regtype input reads it: a pg_type name ("int4") or its SQL spelling ("integer"). */
    private static long typeOid(CatalogSnapshot cat, String text, SearchPath path) {
        String[] q = PgNames.qualified(text);
        String name = q[1];
        PgTypes.TypeRow r = q[0] == null || q[0].equals("pg_catalog") ? PgTypes.byName(name.equals("int") ? "int4" : name) : null;
        if (r != null) {
            return r.oid();
        }
        if (cat == null) {
            return -1;
        }
        // an enum or a domain: in the schema named, else the first schema of the path that has one (public without a path)
        String key = q[0] != null ? org.lanin.engine.catalog.Namespace.key(q[0], name)
                : path != null ? path.resolve(cat, name, k -> cat.type(k) != null) : name;
        org.lanin.engine.catalog.UserType u = key == null ? null : cat.type(key);
        return u == null ? -1 : u.oid();
    }

    /** regprocedure input's argument types, as format_type spells them: {@code f(int, text)} is [integer, text]. */
    private static List<String> argumentTypes(String text, CatalogSnapshot cat) {
        String inner = text.substring(text.indexOf('(') + 1, text.lastIndexOf(')') < 0 ? text.length() : text.lastIndexOf(')'));
        List<String> out = new ArrayList<>();
        for (String t : inner.split(",")) {
            if (!t.isBlank()) {
                long o = typeOid(cat, t.strip(), null);
                out.add(o < 0 ? t.strip() : PgTypes.format(o, null));
            }
        }
        return out;
    }

    /**
     * regprocin: the one function named {@code text} (optionally schema-qualified), a built-in or
     * the user's, among those whose argument types are {@code args} when given (regprocedure);
     * 42725 when more than one is left, -1 when none.
     */
    private static long procOid(String text, List<String> args, Routines routines) {
        String[] q = PgNames.qualified(text);
        List<Long> found = new ArrayList<>();
        if (q[0] == null || q[0].equals("pg_catalog")) {
            for (FunctionDef f : FunctionRegistry.standard().definitions()) {
                if (f.name().equals(q[1]) && (args == null || args.equals(f.params().stream()
                        .map(k -> PgTypes.format(PgTypes.oid(DataType.of(k)), null)).toList()))) {
                    found.add(PgServerViews.procOid(f));
                }
            }
        }
        if (routines != null) {
            for (RoutineDef r : routines.all()) {
                if (r.name().equals(q[1]) && (q[0] == null || q[0].equals(r.schema())) && (args == null
                        || args.equals(r.inputTypes().stream().map(t -> PgTypes.format(PgTypes.oid(t), null)).toList()))) {
                    found.add(r.oid());
                }
            }
        }
        if (found.size() > 1) {
            throw LaninException.of(PlannerMsg.REG_FUNCTION_AMBIGUOUS, text);
        }
        return found.isEmpty() ? -1 : found.get(0);
    }

    /** regprocout's name, or regprocedure's {@code name(argument types)}; null if no function has the oid. */
    private static String procName(long oid, Routines routines, boolean withArguments) {
        for (FunctionDef f : FunctionRegistry.standard().definitions()) {
            if (PgServerViews.procOid(f) == oid) {
                return withArguments ? f.name() + "(" + String.join(",", f.params().stream()
                        .map(k -> PgTypes.format(PgTypes.oid(DataType.of(k)), null)).toList()) + ")" : f.name();
            }
        }
        if (routines != null) {
            for (RoutineDef r : routines.all()) {
                if (r.oid() == oid) {
                    return withArguments ? r.name() + "(" + String.join(",", r.inputTypes().stream()
                            .map(t -> PgTypes.format(PgTypes.oid(t), null)).toList()) + ")" : r.name();
                }
            }
        }
        return null;
    }
}
