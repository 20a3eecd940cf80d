package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.Operator;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.expr.BoundExpr;

/**
 * A user function in FROM: its arguments evaluated once when the scan opens, its body run, its rows
 * scanned (a scalar result is one row). Departure: PostgreSQL inlines simple SQL set-returning
 * functions into the query (inline_set_returning_function); here the body always runs on its own.
 */
public final class UserSetFunctions {
    /**
     * The scan: its operator factory and its columns. {@code named}: the columns carry the names of
     * OUT or TABLE parameters or a row type, which an alias does not replace (a scalar result's one
     * column takes the alias's name, as in PostgreSQL).
     */
    public record Scan(Supplier<Operator> operator, List<String> names, List<DataType> types, boolean named) {
    }

    private UserSetFunctions() {
    }

    /** The scan of a call of user function {@code qualified}, or null when no user function has that name. */
    public static Scan bind(String qualified, List<BoundExpr> args, ExprBinder b) {
        Routines reg = Routines.existing(b.context().database());
        if (reg == null) {
            return null;
        }
        int dot = qualified.indexOf('.');
        String schema = dot < 0 ? null : qualified.substring(0, dot);
        String name = qualified.substring(dot + 1);
        if (!reg.hasName(name)) {
            return null;
        }
        RoutineDef def = UserCalls.resolve(reg, b.context(), schema, name, args, RoutineDef.RoutineKind.FUNCTION);
        if (def == null) {
            return null;
        }
        if (def.volatility() == 'v') {
            b.context().markLocksRows();
        }
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        if (def.outColumns().size() > 1) {
            for (RoutineParam p : def.outColumns()) {
                names.add(p.name() == null ? "column" + (names.size() + 1) : p.name());
                types.add(p.type());
            }
        } else if (def.returnType() == null || def.returnType().kind() == org.lanin.engine.type.TypeKind.UNKNOWN) {
            org.lanin.engine.catalog.TableDef rowType = def.setOf() ? rowTypeTable(def, b) : null;
            if (rowType == null) {
                throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "a function returning " + def.returnTypeName() + " in FROM");
            }
            for (org.lanin.engine.catalog.ColumnDef c : rowType.columns()) {
                if (!c.dropped()) {
                    names.add(c.name());
                    types.add(c.type());
                }
            }
        } else {
            names.add(def.outColumns().size() == 1 && def.outColumns().get(0).name() != null ? def.outColumns().get(0).name() : def.name());
            types.add(def.returnType());
        }
        List<BoundExpr> coerced = UserCalls.coerce(b, def, args);
        RowExpr[] argExprs = org.lanin.planner.compile.ExprCompiler.compileAll(coerced);
        var db = b.context().database();
        int width = names.size();
        boolean named = def.outColumns().size() > 1 || def.outColumns().size() == 1 && def.outColumns().get(0).name() != null
                || def.returnType() == null || def.returnType().kind() == org.lanin.engine.type.TypeKind.UNKNOWN;
        return new Scan(() -> new Rows(def, db, argExprs, width), names, types, named);
    }

    /** RETURNS SETOF table: the table (or view) whose row type the function returns, looked up now; null when none. */
    private static org.lanin.engine.catalog.TableDef rowTypeTable(RoutineDef def, ExprBinder b) {
        String spelled = def.returnTypeName();
        int dot = spelled.indexOf('.');
        var catalog = b.context().catalog();
        String key = org.lanin.planner.bind.SchemaNames.existing(catalog, b.context().plannerSettings().searchPath(),
                dot < 0 ? null : spelled.substring(0, dot), spelled.substring(dot + 1),
                org.lanin.planner.bind.SchemaNames.tableOrView(catalog));
        return catalog.table(key);
    }

    private static final class Rows implements Operator {
        private final RoutineDef def;
        private final org.lanin.planner.session.LaninDatabase db;
        private final RowExpr[] args;
        private final int width;
        private List<Object[]> rows;
        private int next;

        Rows(RoutineDef def, org.lanin.planner.session.LaninDatabase db, RowExpr[] args, int width) {
            this.def = def;
            this.db = db;
            this.args = args;
            this.width = width;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void open(ExecContext ctx) {
            Object[] values = new Object[args.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = args[i].eval(null, ctx);
            }
            Object out = RoutineInvoker.invoke(ctx, db, def, values);
            if (def.setOf()) {
                rows = out == null ? List.of() : (List<Object[]>) out;
            } else {
                rows = new ArrayList<>();
                rows.add(new Object[] {out});
            }
            next = 0;
        }

        @Override
        public Object[] next() {
            if (next >= rows.size()) {
                return null;
            }
            Object[] r = rows.get(next++);
            return r.length == width ? r : java.util.Arrays.copyOf(r, width);
        }

        @Override
        public void close() {
            rows = null;
        }

        @Override
        public int width() {
            return width;
        }
    }
}
