package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.routine.SqlRunner;
import org.lanin.planner.routine.SqlRunner.Value;
import org.lanin.planner.session.ColumnInfo;

/** LOOP, WHILE, FOR i IN a..b and FOR rec IN query. */
final class PlLoops {
    private PlLoops() {
    }

    static void loop(PlRunner run, PlStmt.Loop l) {
        while (l.whileCond() == null || run.test(l.whileCond())) {
            if (!run.iteration(l.body(), l.label())) {
                return;
            }
        }
    }

    static void range(PlRunner run, PlStmt.ForRange f) {
        Object lo = run.eval("CAST((" + f.from() + ") AS integer)").value();
        Object hi = run.eval("CAST((" + f.to() + ") AS integer)").value();
        Object step = f.by() == null ? 1 : run.eval("CAST((" + f.by() + ") AS integer)").value();
        if (lo == null || hi == null) {
            throw LaninException.of(PlMsg.NULL_LOOP_BOUND);
        }
        long i = ((Number) lo).longValue();
        long end = ((Number) hi).longValue();
        long by = ((Number) step).longValue();
        boolean found = false;
        while (f.reverse() ? i >= end : i <= end) {
            found = true;
            run.setVar(f.var(), new Value((int) i, DataType.INTEGER));
            if (!run.iteration(f.body(), f.label())) {
                break;
            }
            i += f.reverse() ? -by : by;
        }
        run.setVar("found", new Value(found, DataType.BOOLEAN));
    }

    static void query(PlRunner run, PlStmt.ForQuery f) {
        rows(run, f.label(), f.var(), f.body(), run.query(f.sql()));
    }

    /** FOR var IN (query | EXECUTE ...): the body once per row; FOUND tells whether there was one. */
    static void rows(PlRunner run, String label, String var, List<PlStmt> body, SqlRunner.Result r) {
        boolean single = !run.isRecord(var) && r.columns().size() == 1;
        for (Object[] row : r.rows()) {
            if (single) {
                run.assign(var, new Value(row[0], r.columns().get(0).type()));
            } else if (run.isRecord(var)) {
                run.intoRow(List.of(var), r.columns(), row.clone());
            } else {
                run.setRecord(var, record(r.columns(), row.clone()));
            }
            if (!run.iteration(body, label)) {
                break;
            }
        }
        run.setVar("found", new Value(!r.rows().isEmpty(), DataType.BOOLEAN));
    }

    /**
     * FOREACH var IN ARRAY expr: the elements in storage order (every dimension flattened, as
     * PostgreSQL without SLICE); SLICE 1 walks the sub-arrays of a two-dimensional array.
     */
    static void foreach(PlRunner run, PlStmt.Foreach f) {
        Value v = run.eval(f.array());
        if (v.value() == null) {
            throw LaninException.of(PlMsg.FOREACH_NULL);
        }
        if (!(v.value() instanceof org.lanin.engine.type.ArrayValue a)) {
            throw LaninException.of(PlMsg.FOREACH_NOT_ARRAY, v.type().sqlName());
        }
        DataType element = v.type().isArray() ? v.type().elementType() : DataType.UNKNOWN;
        if (f.slice() == 0) {
            for (Object e : a.elements()) {
                run.assign(f.var(), new Value(e, element));
                if (!run.iteration(f.body(), f.label())) {
                    return;
                }
            }
            return;
        }
        if (f.slice() != 1 || a.ndims() != 2) {
            throw LaninException.of(PlMsg.NOT_SUPPORTED, "FOREACH ... SLICE " + f.slice() + " over a " + a.ndims() + "-dimensional array");
        }
        int width = a.length(1);
        for (int row = 0; row < a.length(0); row++) {
            Object[] part = java.util.Arrays.copyOfRange(a.elements(), row * width, row * width + width);
            run.assign(f.var(), new Value(org.lanin.engine.type.ArrayValue.of(part), v.type()));
            if (!run.iteration(f.body(), f.label())) {
                return;
            }
        }
    }

    static PlRecord record(List<ColumnInfo> columns, Object[] row) {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (ColumnInfo c : columns) {
            names.add(c.label());
            types.add(c.type());
        }
        return new PlRecord(names, types, row);
    }
}
