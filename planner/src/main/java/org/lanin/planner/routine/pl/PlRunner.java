package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.SqlRunner;
import org.lanin.planner.routine.SqlRunner.Value;
import org.lanin.planner.routine.pl.PlStmt.*;
import org.lanin.planner.session.LaninDatabase;

/**
 * Runs a parsed PL/pgSQL body. One runner per call; variables live in one map, a nested block's
 * declarations shadowing the enclosing ones until the block ends.
 */
public final class PlRunner {
    private final ExecContext ctx;
    private final LaninDatabase db;
    private final Map<String, Value> vars = new HashMap<>();
    /** The OUT / TABLE column variables of a set function, in column order (a bare RETURN NEXT's row). */
    private final List<String> outColumns = new java.util.ArrayList<>();
    private final Map<String, PlRecord> records = new HashMap<>();
    /** Record variables declared with a row type (%ROWTYPE, a table's name): INTO fills their fields by position. */
    private final java.util.Set<String> rowTyped = new java.util.HashSet<>();
    /** Trigger rows the event lacks: NULL as a whole, null fields. */
    private final java.util.Set<String> nullRows = new java.util.HashSet<>();
    private final List<Object[]> setRows = new ArrayList<>();
    private final PlCursors cursors = new PlCursors(this);
    private LaninException handling;
    /** How many blocks are being run (the outermost block's declarations need no restoring). */
    private int depth;
    /** GET DIAGNOSTICS ROW_COUNT: rows processed by the last SQL statement, EXECUTE or RETURN QUERY. */
    private long rowCount;

    private static final class Returned extends RuntimeException {
        final Value value;

        Returned(Value v) {
            super(null, null, false, false);
            value = v;
        }
    }

    private static final class Exited extends RuntimeException {
        final String label;
        final boolean isContinue;

        Exited(String label, boolean isContinue) {
            super(null, null, false, false);
            this.label = label;
            this.isContinue = isContinue;
        }
    }

    private PlRunner(ExecContext ctx, LaninDatabase db) {
        this.ctx = ctx;
        this.db = db;
    }

    /** The parsed body of {@code r}, parsed on first use and cached on this version. */
    static Block body(RoutineDef r) {
        return PlBodies.of(r);
    }

    /** Calls a function or procedure: its value (a set function: List of rows). */
    public static Object call(ExecContext ctx, LaninDatabase db, RoutineDef r, Map<String, Value> args) {
        PlRunner run = new PlRunner(ctx, db);
        run.vars.putAll(args);
        run.vars.put("found", new Value(false, DataType.BOOLEAN));
        if (r.setOf()) {
            run.declareOutColumns(r);
        }
        try {
            run.block(body(r));
        } catch (Returned ret) {
            if (r.setOf()) {
                return run.setRows;
            }
            Value v = ret.value;
            if (v == null || r.returnType() == null || r.returnsVoid()) {
                return null;
            }
            return v.value() == null || v.type().kind() == r.returnType().kind() || v.type().kind() == TypeKind.UNKNOWN
                    ? v.value() : Casts.assign(v.value(), v.type(), r.returnType());
        }
        if (r.setOf()) {
            return run.setRows;
        }
        if (r.returnType() != null && !r.returnsVoid()) {
            throw LaninException.of(PlMsg.NO_RETURN);
        }
        return null;
    }

    /** RETURNS TABLE (...) and OUT columns of a set function: variables, null at the start, that a bare RETURN NEXT emits. */
    private void declareOutColumns(RoutineDef r) {
        for (org.lanin.planner.routine.catalog.RoutineParam p : r.outColumns()) {
            String name = p.name() == null ? null : p.name().toLowerCase(java.util.Locale.ROOT);
            outColumns.add(name);
            if (name != null && !vars.containsKey(name)) {
                vars.put(name, new Value(null, p.type()));
            }
        }
    }

    /** Runs a trigger function: the row it returns (NEW, OLD or a changed one), or null to skip. */
    public static PlRecord trigger(ExecContext ctx, LaninDatabase db, RoutineDef r, Map<String, Value> tg,
                                   PlRecord newRow, PlRecord oldRow, PlRecord nullRow) {
        PlRunner run = new PlRunner(ctx, db);
        run.vars.putAll(tg);
        run.vars.put("found", new Value(false, DataType.BOOLEAN));
        // the row the event lacks (OLD of INSERT, NEW of DELETE) is NULL, its fields null (PostgreSQL 11+)
        run.records.put("new", newRow != null ? newRow : nullRow);
        run.records.put("old", oldRow != null ? oldRow : nullRow);
        if (newRow == null) {
            run.nullRows.add("new");
        }
        if (oldRow == null) {
            run.nullRows.add("old");
        }
        try {
            run.block(body(r));
        } catch (Returned ret) {
            Object v = ret.value == null ? null : ret.value.value();
            return v instanceof org.lanin.engine.type.RowValue row ? asTriggerRow(row, nullRow) : v instanceof PlRecord rec ? rec : null;
        }
        throw LaninException.of(PlMsg.TRIGGER_RETURN);
    }

    /**
     * A row value a trigger's RETURN expression gave ({@code RETURN COALESCE(NEW, OLD)}): the table's
     * row, its fields in order; one of another width is PostgreSQL's 42804.
     */
    private static PlRecord asTriggerRow(org.lanin.engine.type.RowValue row, PlRecord shape) {
        if (row.size() != shape.names().size()) {
            throw LaninException.of(PlMsg.TRIGGER_ROW_STRUCTURE);
        }
        Object[] values = new Object[row.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = row.get(i);
        }
        return new PlRecord(shape.names(), shape.types(), values);
    }

    /**
     * A record variable named in an expression ({@code COALESCE(NEW, OLD)}, {@code to_jsonb(OLD)}):
     * its row as a record value; NULL for the row the trigger event lacks and for a record not
     * assigned yet (only reading a field of that is 55000).
     */
    private Value recordValue(String name) {
        PlRecord rec = records.get(name);
        return new Value(rec == null || nullRows.contains(name) ? null : new org.lanin.engine.type.RowValue(rec.names(), rec.values().clone()),
                DataType.RECORD);
    }

    SqlRunner.Names names() {
        return (name, field) -> {
            if (field == null && !vars.containsKey(name) && records.containsKey(name)) {
                return recordValue(name);
            }
            if (field != null) {
                PlRecord rec = records.get(name);
                if (rec == null) {
                    if (records.containsKey(name)) {
                        throw LaninException.of(PlMsg.RECORD_UNASSIGNED, name);
                    }
                    return null;
                }
                int i = rec.index(field);
                if (i < 0) {
                    throw LaninException.of(PlMsg.RECORD_FIELD, name, field);
                }
                return new Value(rec.values()[i], rec.types().get(i));
            }
            return vars.get(name);
        };
    }

    Value eval(String expr) {
        String bare = expr.trim().toLowerCase(java.util.Locale.ROOT);
        if (records.containsKey(bare)) {
            return new Value(nullRows.contains(bare) ? null : records.get(bare), DataType.UNKNOWN);
        }
        java.util.regex.Matcher isNull = ROW_IS_NULL.matcher(bare);
        if (isNull.matches() && records.containsKey(isNull.group(1))) {
            return new Value(rowIsNull(isNull.group(1), isNull.group(2) != null), DataType.BOOLEAN);
        }
        SqlRunner.Result r = SqlRunner.run(ctx, db, "SELECT " + expr, names());
        if (r.columns().size() != 1) {
            throw LaninException.of(PlMsg.NOT_SCALAR, "SELECT " + expr, r.columns().size());
        }
        if (r.rows().size() > 1) {
            throw LaninException.of(PlMsg.NOT_ONE_ROW, "SELECT " + expr);
        }
        return new Value(r.rows().isEmpty() ? null : r.rows().get(0)[0], r.columns().get(0).type());
    }

    private static final java.util.regex.Pattern ROW_IS_NULL =
            java.util.regex.Pattern.compile("([a-z_][a-z0-9_]*)\\s+is\\s+(not\\s+)?null");

    /** {@code rec IS [NOT] NULL} with SQL's row rule: IS NULL when every field is null, IS NOT NULL when none is. */
    private boolean rowIsNull(String name, boolean not) {
        PlRecord rec = nullRows.contains(name) ? null : records.get(name);
        boolean all = true;
        boolean none = true;
        for (Object v : rec == null ? new Object[0] : rec.values()) {
            all &= v == null;
            none &= v != null;
        }
        return not ? rec != null && none : rec == null || all;
    }

    private boolean condition(String expr) {
        Value v = eval(expr);
        Object b = v.value() == null || v.type().kind() == TypeKind.BOOLEAN ? v.value()
                : Casts.cast(v.value(), v.type(), DataType.BOOLEAN);
        return Boolean.TRUE.equals(b);
    }

    private void declare(Decl d) {
        if (d.type() == null) { // name ALIAS FOR target
            vars.put(d.name(), vars.get(d.defaultExpr().toLowerCase(java.util.Locale.ROOT)));
            return;
        }
        if (d.isRecord()) {
            records.put(d.name(), null);
            return;
        }
        if (d.cursor() != null || d.type().trim().equalsIgnoreCase("refcursor")) {
            cursors.declare(d);
            if (d.defaultExpr() != null) {
                assign(d.name(), eval(d.defaultExpr()));
            }
            return;
        }
        PlDecls.Resolved r = PlDecls.resolve(d.type(), db, ctx.session(), name -> {
            Value v = vars.get(name);
            return v == null ? null : v.type();
        });
        if (r.rowType() != null) {
            records.put(d.name(), r.rowType());
            rowTyped.add(d.name());
            if (d.defaultExpr() != null) {
                assign(d.name(), eval(d.defaultExpr()));
            }
            return;
        }
        vars.put(d.name(), new Value(null, r.scalar()));
        if (d.defaultExpr() != null) {
            assign(d.name(), eval(d.defaultExpr()));
        }
    }

    /** A nested block's declarations shadow the enclosing ones until it ends (PostgreSQL's block scope). */
    private void block(Block b) {
        if (b.decls().isEmpty() || depth == 0) {
            depth++;
            try {
                scoped(b);
            } finally {
                depth--;
            }
            return;
        }
        List<Object[]> saved = new ArrayList<>();
        for (Decl d : b.decls()) {
            saved.add(new Object[] {d.name(), vars.containsKey(d.name()), vars.get(d.name()), records.containsKey(d.name()),
                records.get(d.name()), rowTyped.contains(d.name())});
        }
        depth++;
        try {
            scoped(b);
        } finally {
            depth--;
            for (Object[] v : saved) {
                String name = (String) v[0];
                restore(vars, name, (Boolean) v[1], (Value) v[2]);
                restore(records, name, (Boolean) v[3], (PlRecord) v[4]);
                if ((Boolean) v[5]) {
                    rowTyped.add(name);
                } else {
                    rowTyped.remove(name);
                }
            }
        }
    }

    private static <T> void restore(Map<String, T> map, String name, boolean had, T value) {
        if (had) {
            map.put(name, value);
        } else {
            map.remove(name);
        }
    }

    private void scoped(Block b) {
        for (Decl d : b.decls()) {
            declare(d);
        }
        if (b.handlers().isEmpty()) {
            list(b.body(), b.label());
            return;
        }
        PlSubtransaction sub = PlSubtransaction.begin(ctx);
        try {
            list(b.body(), b.label());
            sub.release();
        } catch (LaninException e) {
            sub.rollback();
            String state = e.state().code();
            for (int i = 0; i < b.conditions().size(); i++) {
                for (String cond : b.conditions().get(i)) {
                    if (ConditionNames.matches(cond, state)) {
                        LaninException outer = handling;
                        handling = e;
                        vars.put("sqlstate", new Value(state, DataType.TEXT));
                        vars.put("sqlerrm", new Value(e.primaryMessage(), DataType.TEXT));
                        try {
                            list(b.handlers().get(i), b.label());
                        } finally {
                            handling = outer;
                        }
                        return;
                    }
                }
            }
            throw e;
        }
    }

    private void list(List<PlStmt> stmts, String label) {
        try {
            for (PlStmt s : stmts) {
                ctx.checkNow();
                statement(s);
            }
        } catch (Exited e) {
            if (label == null || !label.equals(e.label) || e.isContinue) {
                throw e;
            }
        }
    }

    private void statement(PlStmt s) {
        if (s instanceof Block b) {
            block(b);
        } else if (s instanceof Assign a) {
            assignTo(a);
        } else if (s instanceof If i) {
            ifStmt(i);
        } else if (s instanceof Return r) {
            throw new Returned(r.expr() == null ? null : eval(r.expr()));
        } else if (s instanceof ReturnNext r && r.expr() == null) {
            Object[] row = new Object[outColumns.size()];
            for (int i = 0; i < row.length; i++) {
                Value v = vars.get(outColumns.get(i));
                row[i] = v == null ? null : v.value();
            }
            setRows.add(row);
        } else if (s instanceof ReturnNext r) {
            Object v = eval(r.expr()).value();
            setRows.add(v instanceof PlRecord rec ? rec.values().clone() : new Object[] {v});
        } else if (s instanceof ReturnQuery q) {
            List<Object[]> rows = SqlRunner.run(ctx, db, q.sql(), names()).rows();
            setRows.addAll(rows);
            rowCount = rows.size();
        } else if (s instanceof Sql q) {
            sql(q);
        } else if (s instanceof Raise r) {
            PlRaise.run(this, r, handling);
        } else if (s instanceof Loop l) {
            PlLoops.loop(this, l);
        } else if (s instanceof ForRange f) {
            PlLoops.range(this, f);
        } else if (s instanceof ForQuery f) {
            PlLoops.query(this, f);
        } else if (s instanceof Exit e) {
            if (e.when() == null || condition(e.when())) {
                throw new Exited(e.label(), e.isContinue());
            }
        } else if (s instanceof Case c) {
            caseStmt(c);
        } else if (s instanceof Execute e) {
            PlDynamic.execute(this, e);
        } else if (s instanceof ReturnQueryExecute q) {
            SqlRunner.Result r = PlDynamic.run(this, q.query(), q.using());
            setRows.addAll(r.rows());
            rowCount = r.rows().size();
        } else if (s instanceof ForExecute f) {
            PlLoops.rows(this, f.label(), f.var(), f.body(), PlDynamic.run(this, f.query(), f.using()));
        } else if (s instanceof GetDiagnostics g) {
            PlDynamic.diagnostics(this, g, handling);
        } else if (s instanceof Open o) {
            cursors.open(o);
        } else if (s instanceof Fetch f) {
            cursors.fetch(f);
        } else if (s instanceof Close c) {
            cursors.close(c.cursor());
        } else if (s instanceof ForCursor f) {
            cursors.forLoop(f);
        } else if (s instanceof Foreach f) {
            PlLoops.foreach(this, f);
        } else if (s instanceof TransactionControl t) {
            PlTransactionControl.end(ctx, t);
        } else if (s instanceof Assert a && !condition(a.condition())) {
            Object m = a.message() == null ? null : eval(a.message()).value();
            throw m == null ? LaninException.of(PlMsg.ASSERT_FAILED) : new LaninException(org.lanin.engine.error.SqlState.ASSERT_FAILURE, m.toString());
        }
    }

    /** Runs a loop body once; false when an EXIT for this loop ended it. */
    boolean iteration(List<PlStmt> body, String label) {
        try {
            for (PlStmt s : body) {
                ctx.checkNow();
                statement(s);
            }
            return true;
        } catch (Exited e) {
            if (e.label != null && !e.label.equals(label)) {
                throw e;
            }
            return e.isContinue;
        }
    }

    boolean test(String cond) {
        return condition(cond);
    }

    SqlRunner.Result query(String sql) {
        return SqlRunner.run(ctx, db, sql, names());
    }

    SqlRunner.Result query(String sql, SqlRunner.Names names) {
        return SqlRunner.run(ctx, db, sql, names);
    }

    void setVar(String name, Value v) {
        vars.put(name, v);
    }

    void setRecord(String name, PlRecord r) {
        records.put(name, r);
    }

    boolean isRecord(String name) {
        return records.containsKey(name);
    }

    private void ifStmt(If i) {
        for (int k = 0; k < i.conditions().size(); k++) {
            if (condition(i.conditions().get(k))) {
                list(i.branches().get(k), null);
                return;
            }
        }
        if (i.otherwise() != null) {
            list(i.otherwise(), null);
        }
    }

    private void caseStmt(Case c) {
        for (int k = 0; k < c.whens().size(); k++) {
            String cond = c.subject() == null ? c.whens().get(k) : "(" + c.subject() + ") IN (" + c.whens().get(k) + ")";
            if (condition(cond)) {
                list(c.branches().get(k), null);
                return;
            }
        }
        if (c.otherwise() == null) {
            throw LaninException.of(PlMsg.CASE_NOT_FOUND);
        }
        list(c.otherwise(), null);
    }

    private void assignTo(Assign a) {
        if (a.field() != null) {
            PlRecord rec = records.get(a.target());
            if (rec == null) {
                throw LaninException.of(PlMsg.UNDEFINED_VARIABLE, a.target() + "." + a.field());
            }
            int i = rec.index(a.field());
            if (i < 0) {
                throw LaninException.of(PlMsg.RECORD_FIELD, a.target(), a.field());
            }
            Value v = eval(a.expr());
            DataType t = rec.types().get(i);
            rec.values()[i] = v.value() == null || v.type().kind() == t.kind() ? v.value() : Casts.assign(v.value(), v.type(), t);
            return;
        }
        assign(a.target(), eval(a.expr()));
    }

    void assign(String name, Value v) {
        if (records.containsKey(name) && v.value() instanceof PlRecord r) {
            records.put(name, rowTyped.contains(name) ? fitted(records.get(name), r.values(), r.types()) : r);
            return;
        }
        Value cur = vars.get(name);
        if (cur == null) {
            throw LaninException.of(PlMsg.UNDEFINED_VARIABLE, name);
        }
        DataType t = cur.type();
        Object x = v.value() == null || t.kind() == TypeKind.UNKNOWN || v.type().kind() == t.kind() ? v.value()
                : Casts.assign(v.value(), v.type(), t);
        vars.put(name, new Value(x, t.kind() == TypeKind.UNKNOWN ? v.type() : t));
    }

    private void sql(Sql q) {
        SqlRunner.Result r = SqlRunner.run(ctx, db, q.sql(), names());
        boolean returnsRows = !r.columns().isEmpty();
        rowCount = returnsRows ? r.rows().size() : r.count();
        if (q.into().isEmpty()) {
            if (returnsRows && !q.perform() && !q.sql().trim().toLowerCase(java.util.Locale.ROOT).matches("(?s)^(insert|update|delete).*")) {
                throw LaninException.of(PlMsg.NO_DESTINATION);
            }
            vars.put("found", new Value(returnsRows ? !r.rows().isEmpty() : r.count() > 0, DataType.BOOLEAN));
            return;
        }
        into(q.into(), q.strict(), r);
        vars.put("found", new Value(!r.rows().isEmpty(), DataType.BOOLEAN));
    }

    /** SELECT / EXECUTE ... INTO [STRICT]: the first row (nulls when none) into the targets. */
    void into(List<String> targets, boolean strict, SqlRunner.Result r) {
        if (strict && r.rows().isEmpty()) {
            throw LaninException.of(PlMsg.NO_ROWS);
        }
        if (strict && r.rows().size() > 1) {
            throw LaninException.of(PlMsg.TOO_MANY);
        }
        Object[] row = r.rows().isEmpty() ? new Object[r.columns().size()] : r.rows().get(0);
        intoRow(targets, r.columns(), row);
    }

    /** One row into INTO / FETCH targets: a record takes the row (a row-typed one by position), else one value per target. */
    void intoRow(List<String> targets, List<org.lanin.planner.session.ColumnInfo> columns, Object[] row) {
        if (targets.size() == 1 && isRecord(targets.get(0))) {
            String name = targets.get(0);
            if (rowTyped.contains(name)) {
                List<DataType> types = new ArrayList<>();
                columns.forEach(c -> types.add(c.type()));
                records.put(name, fitted(records.get(name), row, types));
            } else {
                records.put(name, PlLoops.record(columns, row.clone()));
            }
            return;
        }
        for (int i = 0; i < targets.size(); i++) {
            String target = targets.get(i);
            Value v = new Value(i < row.length ? row[i] : null, i < columns.size() ? columns.get(i).type() : DataType.UNKNOWN);
            int dot = target.indexOf('.');
            if (dot > 0) {
                assignTo(new Assign(target.substring(0, dot), target.substring(dot + 1), "NULL"));
                PlRecord rec = records.get(target.substring(0, dot));
                int f = rec.index(target.substring(dot + 1));
                rec.values()[f] = v.value() == null ? null : Casts.assign(v.value(), v.type(), rec.types().get(f));
            } else {
                assign(target, v);
            }
        }
    }

    /** {@code values} assigned by position to a row type's fields (missing ones null), each cast to its field's type. */
    private static PlRecord fitted(PlRecord shape, Object[] values, List<DataType> types) {
        Object[] out = new Object[shape.names().size()];
        for (int i = 0; i < out.length && i < values.length; i++) {
            DataType to = shape.types().get(i);
            DataType from = i < types.size() ? types.get(i) : DataType.UNKNOWN;
            out[i] = values[i] == null || from.kind() == to.kind() || from.kind() == TypeKind.UNKNOWN ? values[i]
                    : Casts.assign(values[i], from, to);
        }
        return new PlRecord(shape.names(), shape.types(), out);
    }

    void setRowCount(long n) {
        rowCount = n;
    }

    long rowCount() {
        return rowCount;
    }

    LaninDatabase db() {
        return db;
    }

    ExecContext ctx() {
        return ctx;
    }
}
