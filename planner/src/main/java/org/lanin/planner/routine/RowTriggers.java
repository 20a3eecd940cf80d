package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.type.DataType;
import org.lanin.planner.routine.SqlRunner.Value;
import org.lanin.planner.routine.pl.PlRecord;
import org.lanin.planner.routine.pl.PlRunner;
import org.lanin.planner.session.LaninDatabase;

/**
 * The triggers one DML statement fires on its target table for one event, in name order as
 * PostgreSQL fires them. {@link #of} answers null when there are none, so statements on tables
 * without triggers pay one registry look-up at plan time and nothing per row.
 */
public final class RowTriggers {
    /** Thrown out of an UPDATE's row computation when a BEFORE ROW trigger returned NULL (the row is skipped). */
    public static final class Skip extends RuntimeException {
        static final Skip INSTANCE = new Skip();

        private Skip() {
            super(null, null, false, false);
        }
    }

    private final LaninDatabase db;
    private final TableDef table;
    private final String event;
    private final List<TriggerDef> triggers;

    private RowTriggers(LaninDatabase db, TableDef table, String event, List<TriggerDef> triggers) {
        this.db = db;
        this.table = table;
        this.event = event;
        this.triggers = triggers;
    }

    /**
     * The enabled triggers a statement naming {@code table} fires for {@code event} (INSERT, UPDATE,
     * DELETE), or null when none: a partition's include its ancestors' row triggers; a partitioned
     * table's are its statement triggers only (its rows' triggers are its leaves', {@link #forLeaf}).
     */
    public static RowTriggers of(LaninDatabase db, TableDef table, String event) {
        Routines reg = Routines.existing(db);
        if (reg == null || reg.triggers().isEmpty()) {
            return null;
        }
        List<TriggerDef> on = InheritedTriggers.ofTarget(reg, db.catalog().current(), table, event);
        return on.isEmpty() ? null : new RowTriggers(db, table, event, on);
    }

    /** The row triggers a leaf partition fires for a row written through an ancestor (rows in the leaf's layout), or null. */
    public static RowTriggers forLeaf(LaninDatabase db, TableDef leaf, String event) {
        Routines reg = Routines.existing(db);
        if (reg == null || reg.triggers().isEmpty()) {
            return null;
        }
        List<TriggerDef> on = InheritedTriggers.ofLeafRows(reg, db.catalog().current(), leaf, event);
        return on.isEmpty() ? null : new RowTriggers(db, leaf, event, on);
    }

    /** The row triggers alone of {@code table} (and a partition's ancestors') for {@code event}, or null: a table written as part of another's statement. */
    public static RowTriggers rowsOnly(LaninDatabase db, TableDef table, String event) {
        return forLeaf(db, table, event);
    }

    /** The table this set fires on (rows are in its layout). */
    public TableDef table() {
        return table;
    }

    /** An INSERT's row writer with BEFORE ROW triggers in front of it and AFTER ROW triggers behind. */
    public static UnaryOperator<Object[]> wrapInsert(RowTriggers t, UnaryOperator<Object[]> writer, ExecContext ctx) {
        if (t == null) {
            return writer;
        }
        return row -> {
            Object[] toWrite = t.before(ctx, null, row);
            if (toWrite == null) {
                return null;
            }
            Object[] written = writer.apply(toWrite);
            if (written != null) {
                t.after(ctx, null, written);
            }
            return written;
        };
    }

    /**
     * A statement body with its BEFORE / AFTER STATEMENT triggers around it; AFTER ROW triggers
     * of the rows it changes are queued and fire when the body is done, before the AFTER STATEMENT
     * triggers (PostgreSQL's after-trigger queue: each sees the table as the whole statement left it).
     */
    public static BiFunction<ExecContext, List<Object[]>, Long> statement(RowTriggers t,
            BiFunction<ExecContext, List<Object[]>, Long> body) {
        if (t == null) {
            return body;
        }
        return deferred((ctx, out) -> {
            t.fireStatement(ctx, true);
            Long n = body.apply(ctx, out);
            drain(ctx);
            t.fireStatement(ctx, false);
            return n;
        });
    }

    /**
     * Queued AFTER ROW events per running statement, keyed by its ExecContext (statements run by
     * triggers have contexts of their own, so their events queue apart). In insertion order, so
     * an UPDATE that moves a row fires AFTER DELETE then AFTER INSERT, as PostgreSQL.
     */
    private static final Map<ExecContext, List<Runnable>> AFTER_QUEUES =
            java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    /** The body with an AFTER ROW queue open while it runs (drained at its end). */
    public static BiFunction<ExecContext, List<Object[]>, Long> deferred(BiFunction<ExecContext, List<Object[]>, Long> body) {
        return (ctx, out) -> {
            boolean opened = AFTER_QUEUES.putIfAbsent(ctx, new ArrayList<>()) == null;
            try {
                Long n = body.apply(ctx, out);
                if (opened) {
                    drain(ctx);
                }
                return n;
            } finally {
                if (opened) {
                    AFTER_QUEUES.remove(ctx);
                }
            }
        };
    }

    private static void drain(ExecContext ctx) {
        List<Runnable> q = AFTER_QUEUES.get(ctx);
        if (q == null) {
            return;
        }
        for (int i = 0; i < q.size(); i++) {
            q.get(i).run();
        }
        q.clear();
    }

    /** The BEFORE or AFTER STATEMENT triggers alone (TRUNCATE fires those of every table it empties). */
    public void fireStatement(ExecContext ctx, boolean before) {
        for (TriggerDef t : triggers) {
            if (!t.forEachRow() && t.before() == before) {
                run(ctx, t, null, null);
            }
        }
    }

    /** BEFORE ROW triggers: the row to write (NEW as the triggers left it; OLD for DELETE), or null to skip it. */
    public Object[] before(ExecContext ctx, Object[] oldRow, Object[] newRow) {
        Object[] row = newRow != null ? newRow : oldRow;
        for (TriggerDef t : triggers) {
            if (t.forEachRow() && t.before() && columnsChanged(t, oldRow, row)) {
                PlRecord r = run(ctx, t, oldRow, newRow == null ? null : row);
                if (r == null) {
                    return null;
                }
                row = r.values().clone();
            }
        }
        return row;
    }

    /** As {@link #before}, throwing {@link Skip} instead of answering null (for UPDATE's row computation). */
    public Object[] beforeUpdate(ExecContext ctx, Object[] oldRow, Object[] newRow) {
        Object[] row = before(ctx, oldRow, newRow);
        if (row == null) {
            throw Skip.INSTANCE;
        }
        return row;
    }

    /** AFTER ROW triggers, with the row as written: queued until the statement's end (fired now when no queue is open). */
    public void after(ExecContext ctx, Object[] oldRow, Object[] newRow) {
        List<Runnable> q = AFTER_QUEUES.get(ctx);
        if (q != null) {
            q.add(() -> fireAfter(ctx, oldRow, newRow));
            return;
        }
        fireAfter(ctx, oldRow, newRow);
    }

    private void fireAfter(ExecContext ctx, Object[] oldRow, Object[] newRow) {
        for (TriggerDef t : triggers) {
            if (t.forEachRow() && !t.before() && columnsChanged(t, oldRow, newRow != null ? newRow : oldRow)) {
                run(ctx, t, oldRow, newRow);
            }
        }
    }

    /** UPDATE OF columns: fires only when one of them is a SET target; approximated as "changed" (departure). */
    private boolean columnsChanged(TriggerDef t, Object[] oldRow, Object[] newRow) {
        if (t.updateColumns().isEmpty() || oldRow == null || newRow == null) {
            return true;
        }
        for (String c : t.updateColumns()) {
            ColumnDef col = table.column(c);
            if (col != null && !java.util.Objects.equals(oldRow[col.slot()], newRow[col.slot()])) {
                return true;
            }
        }
        return false;
    }

    private PlRecord run(ExecContext ctx, TriggerDef t, Object[] oldRow, Object[] newRow) {
        if (t.function().equals(TsVectorUpdateTrigger.NAME)) {
            return record(TsVectorUpdateTrigger.fire(t, table, newRow));
        }
        int dot = t.function().indexOf('.');
        RoutineDef fn = null;
        for (RoutineDef r : Routines.of(db).named(t.function().substring(0, dot), t.function().substring(dot + 1))) {
            if (r.inputs().isEmpty()) {
                fn = r;
            }
        }
        if (fn == null) {
            throw org.lanin.engine.error.LaninException.of(RoutineMsg.FUNCTION_MISSING, t.function() + "()");
        }
        PlRecord newRec = newRow == null ? null : record(newRow.clone());
        PlRecord oldRec = oldRow == null ? null : record(oldRow.clone());
        if (t.whenText() != null && !when(ctx, t.whenText(), newRec, oldRec)) {
            return newRec != null ? newRec : oldRec;
        }
        if (!fn.language().equals("plpgsql")) {
            throw org.lanin.engine.error.LaninException.of(RoutineMsg.NOT_SUPPORTED, "a trigger function in LANGUAGE " + fn.language());
        }
        // a statement trigger's NEW and OLD are NULL rows of the table's shape: NEW.id reads NULL (PostgreSQL: 55000 if evaluated)
        PlRecord nullRow = record(new Object[(newRow != null ? newRow : oldRow != null ? oldRow : new Object[table.physicalWidth()]).length]);
        Map<String, Value> vars = variables(t, table);
        RoutineDef function = fn;
        return RoutineConfig.around(ctx, fn, () -> {
            Boolean outer = org.lanin.planner.routine.pl.PlTransactionControl.enterFunction();
            try {
                return PlRunner.trigger(ctx, db, function, vars, newRec, oldRec, nullRow);
            } finally {
                org.lanin.planner.routine.pl.PlTransactionControl.restore(outer);
            }
        });
    }

    private Map<String, Value> variables(TriggerDef t, TableDef table) {
        Map<String, Value> v = new HashMap<>();
        v.put("tg_op", new Value(event, DataType.TEXT));
        v.put("tg_name", new Value(t.name(), DataType.TEXT));
        v.put("tg_when", new Value(t.before() ? "BEFORE" : "AFTER", DataType.TEXT));
        v.put("tg_level", new Value(t.forEachRow() ? "ROW" : "STATEMENT", DataType.TEXT));
        v.put("tg_table_name", new Value(Namespace.nameOf(table.name()), DataType.TEXT));
        v.put("tg_relname", new Value(Namespace.nameOf(table.name()), DataType.TEXT));
        v.put("tg_table_schema", new Value(Namespace.schemaOf(table.name()), DataType.TEXT));
        v.put("tg_nargs", new Value(t.args().size(), DataType.INTEGER));
        // TG_ARGV counts from 0, as PostgreSQL's plpgsql sets it up (NULL when the trigger has no arguments)
        v.put("tg_argv", new Value(t.args().isEmpty() ? null : new org.lanin.engine.type.ArrayValue(
                t.args().toArray(), new int[] {t.args().size()}, new int[] {0}), DataType.arrayOf(DataType.TEXT)));
        return v;
    }

    private boolean when(ExecContext ctx, String cond, PlRecord newRec, PlRecord oldRec) {
        SqlRunner.Result r = SqlRunner.run(ctx, db, "SELECT (" + cond + ")::boolean", (name, field) -> {
            PlRecord rec = name.equals("new") ? newRec : name.equals("old") ? oldRec : null;
            if (rec == null || field == null) {
                return null;
            }
            int i = rec.names().indexOf(field);
            return i < 0 ? null : new Value(rec.values()[i], rec.types().get(i));
        });
        return !r.rows().isEmpty() && Boolean.TRUE.equals(r.rows().get(0)[0]);
    }

    /** A physical row as a record: fields in slot order, dropped columns under a name no SQL can write. */
    private PlRecord record(Object[] row) {
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < row.length; i++) {
            names.add("\u0000dropped");
            types.add(DataType.UNKNOWN);
        }
        for (ColumnDef c : table.columns()) {
            if (!c.dropped() && c.slot() < row.length) {
                names.set(c.slot(), c.name());
                types.set(c.slot(), c.type());
            }
        }
        return new PlRecord(names, types, row);
    }
}
