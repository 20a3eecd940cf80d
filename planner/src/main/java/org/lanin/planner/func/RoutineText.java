package org.lanin.planner.func;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.UserType;
import org.lanin.engine.func.FormatFunction;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.catalogview.PgTypes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;

/**
 * A routine's argument list and result as ruleutils.c prints them ({@code print_function_arguments},
 * {@code print_function_rettype}): types in format_type's spelling without typmods, a user type
 * (domain, enum, a table's row type) schema-qualified only when the search path does not find it,
 * as {@code format_type_be} does. Shared by pg_get_function_arguments / _identity_arguments /
 * _result, pg_get_functiondef and the dump ({@code org.lanin.dump}, with a path that finds nothing,
 * so every user type comes out qualified as pg_dump writes it).
 *
 * <p>Departure: a parameter's DEFAULT is the expression's source text (Lanin keeps no deparsed
 * form), where PostgreSQL prints it deparsed ({@code 'x'} comes back as {@code 'x'::text}).
 */
public final class RoutineText {
    private final CatalogSnapshot catalog;
    private final SearchPath path;

    public RoutineText(CatalogSnapshot catalog, SearchPath path) {
        this.catalog = catalog;
        this.path = path;
    }

    /** print_function_arguments: the non-TABLE parameters with their modes, names and (if asked) defaults. */
    public String arguments(RoutineDef r, boolean defaults) {
        StringJoiner out = new StringJoiner(", ");
        for (RoutineParam p : r.params()) {
            if (p.mode() == RoutineParam.Mode.TABLE) {
                continue;
            }
            StringBuilder b = new StringBuilder(switch (p.mode()) {
                case IN -> r.kind() == RoutineDef.RoutineKind.PROCEDURE ? "IN " : ""; // PostgreSQL marks a procedure's
                case OUT -> "OUT ";
                case INOUT -> "INOUT ";
                case VARIADIC -> "VARIADIC ";
                default -> "";
            });
            if (p.name() != null && !p.name().isEmpty()) {
                b.append(FormatFunction.quoteIdent(p.name())).append(' ');
            }
            b.append(type(p.type(), p.typeName()));
            if (defaults && p.defaultText() != null && p.mode() != RoutineParam.Mode.OUT) {
                b.append(" DEFAULT ").append(p.defaultText().strip());
            }
            out.add(b);
        }
        return out.toString();
    }

    /** print_function_rettype: {@code TABLE(...)}, {@code SETOF t} or {@code t}; null for a procedure. */
    public String result(RoutineDef r) {
        if (r.kind() == RoutineDef.RoutineKind.PROCEDURE) {
            return null;
        }
        if (r.setOf()) {
            StringJoiner table = new StringJoiner(", ", "TABLE(", ")");
            boolean any = false;
            for (RoutineParam p : r.outColumns()) {
                if (p.mode() == RoutineParam.Mode.TABLE) {
                    table.add(FormatFunction.quoteIdent(p.name()) + " " + type(p.type(), p.typeName()));
                    any = true;
                }
            }
            if (any) {
                return table.toString();
            }
        }
        String ret = r.returnType() == null ? "void" : type(r.returnType(), r.returnTypeName());
        return (r.setOf() ? "SETOF " : "") + ret;
    }

    /** format_type_be of a parameter or result: {@code type} as Lanin resolved it, {@code spelled} as written. */
    public String type(DataType type, String spelled) {
        String s = spelled == null ? "" : spelled.strip().toLowerCase(Locale.ROOT);
        String user = userType(s);
        if (user != null) {
            return user;
        }
        if (type != null && type.kind() == TypeKind.ARRAY && type.elementType() != null) {
            String element = s.endsWith("[]") ? s.substring(0, s.length() - 2) : s;
            return type(type.elementType(), element) + "[]";
        }
        if (type != null && type.kind() == TypeKind.ENUM && type.enumType() != null) {
            return visible(type.enumType().name(), true);
        }
        long oid = type == null ? 705 : PgTypes.oid(type);
        return oid != 705 ? PgTypes.format(oid, null) : s;
    }

    /** Whether a parameter or the result is a table's or view's row type (the routine must follow the relation). */
    public boolean usesRowType(RoutineDef r) {
        List<String> spelled = new ArrayList<>();
        r.params().forEach(p -> spelled.add(p.typeName()));
        r.outColumns().forEach(p -> spelled.add(p.typeName()));
        spelled.add(r.returnTypeName());
        for (String s : spelled) {
            String t = s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
            Named n = named(t.endsWith("[]") ? t.substring(0, t.length() - 2) : t);
            if (n != null && !n.isType()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where an unqualified type name of a stored routine is looked up: the search path, then public
     * and every other schema (the name was resolved through the creator's path, which Lanin does
     * not keep; qualification is then decided by {@link #visible}).
     */
    private List<String> lookupSchemas() {
        List<String> out = new ArrayList<>(path.existing(catalog));
        if (!out.contains(Namespace.PUBLIC_NAME)) {
            out.add(Namespace.PUBLIC_NAME);
        }
        for (var n : catalog.namespaces()) {
            if (!out.contains(n.name())) {
                out.add(n.name());
            }
        }
        return out;
    }

    /** A domain, enum or relation row type named {@code s} (maybe qualified), as format_type names it; else null. */
    private String userType(String s) {
        Named n = named(s);
        return n == null ? null : visible(n.key(), n.isType());
    }

    /** A user type (domain or enum) or a relation, by catalog key. */
    private record Named(String key, boolean isType) {
    }

    /** What the lower-case type spelling {@code s} (maybe schema-qualified) names among the user's objects; null if none. */
    private Named named(String s) {
        int dot = s.indexOf('.');
        String schema = dot < 0 ? null : s.substring(0, dot);
        String name = dot < 0 ? s : s.substring(dot + 1);
        if (schema != null && Namespace.isSystem(schema)) {
            return null;
        }
        for (String candidate : schema != null ? List.of(schema) : lookupSchemas()) {
            String key = Namespace.key(candidate, name);
            UserType u = catalog.type(key);
            if (u != null) {
                return new Named(u.name(), true);
            }
            if (catalog.table(key) != null || catalog.view(key) != null) {
                return new Named(key, false);
            }
        }
        return null;
    }

    /** The catalog key {@code key} bare when the search path finds it first, else schema-qualified. */
    String visible(String key, boolean isType) {
        boolean found = key.equals(path.resolve(catalog, Namespace.nameOf(key),
                k -> isType ? catalog.type(k) != null : catalog.table(k) != null || catalog.view(k) != null));
        return found ? FormatFunction.quoteIdent(Namespace.nameOf(key)) : qualified(key);
    }

    static String qualified(String key) {
        return FormatFunction.quoteIdent(Namespace.schemaOf(key)) + "." + FormatFunction.quoteIdent(Namespace.nameOf(key));
    }
}
