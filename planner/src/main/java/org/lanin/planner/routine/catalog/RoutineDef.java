package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.type.DataType;

/**
 * One version of a user-defined function, procedure or aggregate. Immutable: CREATE OR REPLACE
 * makes a new one, which is how the parsed PL/pgSQL body cached on it ({@link #plpgsql}) belongs
 * to exactly one version of the source.
 *
 * @param returnType null for a procedure; {@link DataType#UNKNOWN} for trigger, void, record and
 *                   composite results (see {@link #returnTypeName})
 * @param outColumns RETURNS TABLE (...) columns or OUT parameters (the result row of a set)
 * @param attributes SECURITY DEFINER, COST, ROWS, LEAKPROOF, PARALLEL and SET; null for the defaults
 *                   (an aggregate, or a routine logged before they were kept: see {@link #attrs()})
 * @param extension the extension whose install script created it (pg_depend's 'e'), null for a user's
 *                   own; appended to the logged record, so older records read null
 */
public record RoutineDef(long oid, String schema, String name, RoutineKind kind, List<RoutineParam> params,
                         DataType returnType, String returnTypeName, boolean setOf, List<RoutineParam> outColumns,
                         String language, char volatility, boolean strict, String body, AggregateInfo aggregate,
                         String owner, Object[] plpgsql, RoutineAttributes attributes, String extension) {

    public RoutineDef(long oid, String schema, String name, RoutineKind kind, List<RoutineParam> params,
                      DataType returnType, String returnTypeName, boolean setOf, List<RoutineParam> outColumns,
                      String language, char volatility, boolean strict, String body, AggregateInfo aggregate,
                      String owner, Object[] plpgsql, RoutineAttributes attributes) {
        this(oid, schema, name, kind, params, returnType, returnTypeName, setOf, outColumns, language, volatility, strict,
                body, aggregate, owner, plpgsql, attributes, null);
    }

    /** How a routine is called. */
    public enum RoutineKind { FUNCTION, PROCEDURE, AGGREGATE }

    /** CREATE AGGREGATE's parts: the state function, its type and the optional initial value and final function. */
    public record AggregateInfo(String sfunc, DataType stype, String initCond, String finalFunc) {
    }

    /** The attributes, PostgreSQL's defaults where none were kept. */
    public RoutineAttributes attrs() {
        return attributes != null ? attributes : RoutineAttributes.defaults(setOf);
    }

    /** The input parameters (IN, INOUT, VARIADIC), those a call passes. */
    public List<RoutineParam> inputs() {
        List<RoutineParam> in = new ArrayList<>();
        for (RoutineParam p : params) {
            if (p.mode() != RoutineParam.Mode.OUT && p.mode() != RoutineParam.Mode.TABLE) {
                in.add(p);
            }
        }
        return in;
    }

    public List<DataType> inputTypes() {
        List<DataType> t = new ArrayList<>();
        for (RoutineParam p : inputs()) {
            t.add(p.type());
        }
        return t;
    }

    /** {@code name(type, type)} as PostgreSQL's messages name a function. */
    public String signature() {
        StringJoiner j = new StringJoiner(", ", name + "(", ")");
        for (RoutineParam p : inputs()) {
            j.add(p.type().sqlName());
        }
        return j.toString();
    }

    public boolean returnsTrigger() {
        return "trigger".equals(returnTypeName);
    }

    public boolean returnsVoid() {
        return "void".equals(returnTypeName);
    }

    /** The parsed PL/pgSQL body cached for this version (null before the first use). */
    public Object parsedBody() {
        return plpgsql[0];
    }

    public void cacheParsedBody(Object body) {
        plpgsql[0] = body;
    }

    public RoutineDef renamed(String schema, String name) {
        return new RoutineDef(oid, schema, name, kind, params, returnType, returnTypeName, setOf, outColumns, language,
                volatility, strict, body, aggregate, owner, new Object[1], attributes, extension);
    }

    /** ALTER FUNCTION's new volatility, strictness and attributes, the same version otherwise (a new cache). */
    public RoutineDef withOptions(char newVolatility, boolean newStrict, RoutineAttributes newAttributes) {
        return new RoutineDef(oid, schema, name, kind, params, returnType, returnTypeName, setOf, outColumns, language,
                newVolatility, newStrict, body, aggregate, owner, new Object[1], newAttributes, extension);
    }

    public RoutineDef ownedBy(String newOwner) {
        return new RoutineDef(oid, schema, name, kind, params, returnType, returnTypeName, setOf, outColumns, language,
                volatility, strict, body, aggregate, newOwner, plpgsql, attributes, extension);
    }

    /** The same routine as a member of extension {@code name} (CREATE EXTENSION's script made it). */
    public RoutineDef inExtension(String name) {
        return new RoutineDef(oid, schema, this.name, kind, params, returnType, returnTypeName, setOf, outColumns, language,
                volatility, strict, body, aggregate, owner, plpgsql, attributes, name);
    }
}
