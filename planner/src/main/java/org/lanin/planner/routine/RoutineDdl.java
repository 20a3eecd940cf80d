package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.TypeNames;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.catalog.RoutineDef.RoutineKind;
import org.lanin.planner.routine.RoutineStatement.*;

/** Runs CREATE / DROP / ALTER of functions, procedures and aggregates against the registry. */
final class RoutineDdl {
    private RoutineDdl() {
    }

    static SearchPath path(StatementRuntime rt) {
        return rt.session() == null ? SearchPath.DEFAULT : rt.session().settings().planner().searchPath();
    }

    static String schemaOf(StatementRuntime rt, Name n) {
        CatalogSnapshot c = rt.database().catalog().current();
        if (n.schema() != null) {
            if (c.namespace(n.schema()) == null) {
                throw LaninException.of(org.lanin.planner.bind.SchemaMsg.SCHEMA_MISSING, n.schema());
            }
            return n.schema();
        }
        return path(rt).creationSchema(c);
    }

    /**
     * {@code [schema.]table.column%TYPE} in a parameter or result: the column's type name, with
     * PostgreSQL's NOTICE "type reference ... converted to ..."; any other spelling unchanged.
     */
    static String typeReference(StatementRuntime rt, String spelled) {
        String s = spelled.trim();
        if (!s.toLowerCase(java.util.Locale.ROOT).endsWith("%type")) {
            return spelled;
        }
        String ref = s.substring(0, s.length() - "%type".length()).trim();
        String[] parts = ref.split("\\.");
        var catalog = rt.database().catalog().current();
        if (parts.length != 2 && parts.length != 3) {
            throw LaninException.of(RoutineMsg.SYNTAX, "%");
        }
        String schema = parts.length == 3 ? org.lanin.planner.bind.Names.fold(parts[0]) : null;
        String tableName = org.lanin.planner.bind.Names.fold(parts[parts.length - 2]);
        String key = org.lanin.planner.bind.SchemaNames.existing(catalog, path(rt), schema, tableName,
                org.lanin.planner.bind.SchemaNames.tableOrView(catalog));
        var table = catalog.table(key);
        if (table == null) {
            throw LaninException.of(RoutineMsg.RELATION_MISSING, schema == null ? tableName : schema + "." + tableName);
        }
        String column = org.lanin.planner.bind.Names.fold(parts[parts.length - 1]);
        org.lanin.engine.catalog.ColumnDef col = table.column(column);
        if (col == null || col.dropped()) {
            throw LaninException.of(RoutineMsg.COLUMN_OF_RELATION_MISSING, column, tableName);
        }
        DataType t = col.type();
        // PostgreSQL names the type without its modifier (format_type_be), as parameters carry none
        String name = t.kind() == org.lanin.engine.type.TypeKind.ARRAY || t.kind() == org.lanin.engine.type.TypeKind.ENUM
                ? t.sqlName() : t.kind().sqlName();
        if (rt.session() != null) {
            org.lanin.planner.session.Notice.send(rt.session(), "NOTICE",
                    RoutineMsg.TYPE_CONVERTED.format((schema == null ? "" : schema + ".") + tableName + "." + column + "%TYPE", name));
        }
        return name;
    }

    static DataType type(StatementRuntime rt, String spelled) {
        String s = spelled.trim().toLowerCase(java.util.Locale.ROOT);
        if (s.equals("trigger") || s.equals("void") || s.equals("record") || s.equals("anyelement")) {
            return DataType.UNKNOWN;
        }
        if (s.equals("refcursor")) {
            return DataType.TEXT; // a cursor's portal name (departure: no refcursor type of its own)
        }
        try {
            return TypeNames.parse(spelled, rt.database().catalog().current());
        } catch (LaninException e) {
            String bare = s.startsWith("public.") ? s.substring(7) : s;
            if (rt.database().catalog().current().table(bare) != null) {
                return DataType.UNKNOWN; // a table's row type: the definition is kept, calls refuse it
            }
            throw e;
        }
    }

    static void create(StatementRuntime rt, CreateRoutine c) {
        if (!List.of("sql", "plpgsql").contains(c.language())) {
            throw LaninException.of(RoutineMsg.LANGUAGE_MISSING, c.language());
        }
        String schema = schemaOf(rt, c.name());
        List<RoutineParam> params = new ArrayList<>();
        List<RoutineParam> outs = new ArrayList<>();
        for (RawParam raw : c.params()) {
            RawParam p = new RawParam(raw.name(), raw.mode(), typeReference(rt, raw.type()), raw.defaultText());
            RoutineParam rp = new RoutineParam(p.name(), p.mode(), type(rt, p.type()), p.type().trim(), p.defaultText());
            params.add(rp);
            if (p.mode() == RoutineParam.Mode.OUT || p.mode() == RoutineParam.Mode.INOUT) {
                outs.add(rp);
            }
        }
        for (RawParam p : c.table()) {
            outs.add(new RoutineParam(p.name(), p.mode(), type(rt, p.type()), p.type().trim(), null));
        }
        String returns = c.returns() == null ? null : typeReference(rt, c.returns());
        String retName = returns == null ? (c.kind() == RoutineKind.PROCEDURE ? null
                : outs.size() == 1 ? outs.get(0).typeName() : "record") : returns.trim().toLowerCase(java.util.Locale.ROOT);
        DataType ret = c.kind() == RoutineKind.PROCEDURE ? null
                : returns == null ? (outs.size() == 1 ? outs.get(0).type() : DataType.UNKNOWN) : type(rt, returns);
        Routines reg = Routines.of(rt.database());
        RoutineDef old = reg.exact(schema, c.name().name(), inputTypes(params));
        if (old != null && !c.orReplace()) {
            throw LaninException.of(RoutineMsg.FUNCTION_EXISTS, c.name().name());
        }
        if (old != null && (old.setOf() != c.setOf() || !java.util.Objects.equals(old.returnTypeName(), retName))) {
            throw LaninException.of(RoutineMsg.CANNOT_CHANGE_RETURN);
        }
        long oid = old != null ? old.oid() : rt.database().catalog().newOid();
        RoutineDef def = new RoutineDef(oid, schema, c.name().name(), c.kind(), List.copyOf(params), ret, retName,
                c.setOf(), List.copyOf(outs), c.language(), c.volatility(), c.strict(), c.body(), null, "lanin", new Object[1],
                RoutineConfig.fromCurrent(rt, c.attributes()));
        if (c.standardBody()) {
            SqlBodies.check(rt, def);
        }
        if (c.language().equals("plpgsql")) {
            try {
                var parsed = org.lanin.planner.routine.pl.PlParser.parse(def.body()); // syntax errors at CREATE, as PostgreSQL
                if (rt.session() == null || rt.session().settings().isOn(org.lanin.planner.session.Setting.CHECK_FUNCTION_BODIES)) {
                    org.lanin.planner.routine.pl.PlValidator.declarations(parsed, rt.database(), rt.session());
                }
                def.cacheParsedBody(parsed);
            } catch (LaninException e) {
                if (e.state() != org.lanin.engine.error.SqlState.FEATURE_NOT_SUPPORTED) {
                    throw e;
                }
                // a construct outside the subset: the definition is kept, and its first call fails with this 0A000
            }
        }
        reg.put(old, def);
        invalidatePlans(rt);
    }

    private static List<DataType> inputTypes(List<RoutineParam> params) {
        List<DataType> t = new ArrayList<>();
        for (RoutineParam p : params) {
            if (p.mode() != RoutineParam.Mode.OUT) {
                t.add(p.type());
            }
        }
        return t;
    }

    static void createAggregate(StatementRuntime rt, CreateAggregate a) {
        String schema = schemaOf(rt, a.name());
        List<RoutineParam> params = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (String t : a.argTypes()) {
            DataType d = type(rt, t);
            params.add(new RoutineParam(null, RoutineParam.Mode.IN, d, t.trim(), null));
            types.add(d);
        }
        DataType stype = type(rt, a.stype());
        List<DataType> sfArgs = new ArrayList<>();
        sfArgs.add(stype);
        sfArgs.addAll(types);
        RoutineDef sfunc = find(rt, parseName(a.sfunc()), sfArgs, RoutineKind.FUNCTION, true);
        RoutineDef ffunc = a.finalFunc() == null ? null : find(rt, parseName(a.finalFunc()), List.of(stype), RoutineKind.FUNCTION, true);
        Routines reg = Routines.of(rt.database());
        RoutineDef old = reg.exact(schema, a.name().name(), types);
        if (old != null && !a.orReplace()) {
            throw LaninException.of(RoutineMsg.FUNCTION_EXISTS, a.name().name());
        }
        DataType result = ffunc != null ? ffunc.returnType() : stype;
        RoutineDef def = new RoutineDef(old != null ? old.oid() : rt.database().catalog().newOid(), schema, a.name().name(),
                RoutineKind.AGGREGATE, List.copyOf(params), result, result.sqlName(), false, List.of(), "internal", 'i', false,
                null, new RoutineDef.AggregateInfo(sfunc.schema() + "." + sfunc.name(), stype, a.initCond(),
                ffunc == null ? null : ffunc.schema() + "." + ffunc.name()), "lanin", new Object[1],
                new RoutineAttributes(false, 1f, 0f, false, 'u', List.of())); // pg_proc of an aggregate: cost 1
        reg.put(old, def);
        invalidatePlans(rt);
    }

    static Name parseName(String text) {
        String s = text.trim().toLowerCase(java.util.Locale.ROOT);
        int dot = s.indexOf('.');
        return dot < 0 ? new Name(null, s) : new Name(s.substring(0, dot), s.substring(dot + 1));
    }

    /** The routine {@code n(types)} through search_path; 42883 when missing and {@code required}. */
    static RoutineDef find(StatementRuntime rt, Name n, List<DataType> types, RoutineKind kind, boolean required) {
        Routines reg = Routines.of(rt.database());
        CatalogSnapshot c = rt.database().catalog().current();
        List<String> schemas = n.schema() != null ? List.of(n.schema()) : path(rt).withImplicit(c);
        for (String s : schemas) {
            List<RoutineDef> named = reg.named(s, n.name());
            if (types == null) {
                if (named.size() > 1) {
                    throw LaninException.of(RoutineMsg.NOT_UNIQUE, n.name());
                }
                if (named.size() == 1) {
                    return named.get(0);
                }
                continue;
            }
            RoutineDef r = reg.exact(s, n.name(), types);
            if (r != null) {
                return r;
            }
        }
        if (!required) {
            return null;
        }
        String sig = n + "(" + String.join(", ", types == null ? List.of() : types.stream().map(DataType::sqlName).toList()) + ")";
        throw LaninException.of(kind == RoutineKind.AGGREGATE ? RoutineMsg.AGGREGATE_MISSING
                : kind == RoutineKind.PROCEDURE ? RoutineMsg.PROCEDURE_MISSING : RoutineMsg.FUNCTION_MISSING,
                types == null ? n.toString() : sig);
    }

    static List<DataType> types(StatementRuntime rt, List<String> spelled) {
        if (spelled == null) {
            return null;
        }
        List<DataType> out = new ArrayList<>();
        for (String s : spelled) {
            out.add(type(rt, s));
        }
        return out;
    }

    private static boolean tableExists(StatementRuntime rt, long oid) {
        return rt.database().catalog().current().tables().stream().anyMatch(t -> t.oid() == oid);
    }

    static void drop(StatementRuntime rt, DropRoutine d) {
        Routines reg = Routines.of(rt.database());
        for (Target t : d.targets()) {
            RoutineDef r = find(rt, t.name(), types(rt, t.argTypes()), d.kind(), !d.ifExists());
            if (r == null) {
                continue; // PostgreSQL's NOTICE "... does not exist, skipping": Lanin sends no notices
            }
            if (r.extension() != null) { // DROP EXTENSION removes it (PostgreSQL's pg_depend 'e')
                StringJoiner types = new StringJoiner(",", r.name() + "(", ")");
                r.inputs().forEach(p -> types.add(p.type().sqlName()));
                throw LaninException.withHint("You can drop extension " + r.extension() + " instead.",
                        RoutineMsg.EXTENSION_MEMBER, types.toString(), r.extension());
            }
            List<TriggerDef> using = new ArrayList<>();
            for (TriggerDef trig : reg.triggers()) {
                if (trig.function().equals(r.schema() + "." + r.name()) && r.inputs().isEmpty()
                        && tableExists(rt, trig.tableOid())) { // a trigger dies with its table
                    using.add(trig);
                }
            }
            if (!using.isEmpty() && !d.cascade()) {
                throw LaninException.withHint("Use DROP ... CASCADE to drop the dependent objects too.",
                        RoutineMsg.DEPENDENTS, r.signature());
            }
            for (TriggerDef trig : using) {
                reg.putTrigger(trig, null);
            }
            reg.remove(r);
        }
        invalidatePlans(rt);
    }

    static void alter(StatementRuntime rt, AlterRoutine a) {
        Routines reg = Routines.of(rt.database());
        RoutineDef r = find(rt, a.target().name(), types(rt, a.target().argTypes()), a.kind(), true);
        if (a.owner() != null) {
            reg.put(r, r.ownedBy(a.owner()));
        } else {
            String schema = a.schema() != null ? a.schema() : r.schema();
            String name = a.renameTo() != null ? a.renameTo() : r.name();
            if (reg.exact(schema, name, r.inputTypes()) != null) {
                throw LaninException.of(RoutineMsg.FUNCTION_EXISTS, name);
            }
            reg.put(r, r.renamed(schema, name));
        }
        invalidatePlans(rt);
    }

    /** A new catalog version: plans that inlined or resolved a routine are made again. */
    static void invalidatePlans(StatementRuntime rt) {
        rt.database().catalog().change(e -> e.withComments(e.base().comments())); // same contents, next version
    }
}
