package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/** What INSERT, UPDATE and DELETE plans share: the target table, CHECKs, defaults, RETURNING, assignment casts. */
final class DmlSupport {
    private DmlSupport() {
    }

    static TableDef target(Table t, BindContext bc) {
        String name = Names.fold(t.getName());
        String schema = Names.fold(t.getSchemaName());
        String key = org.lanin.planner.bind.SchemaNames.existing(bc.catalog(), bc.plannerSettings().searchPath(),
                schema, name, org.lanin.planner.bind.SchemaNames.tableOrView(bc.catalog()));
        TableDef def = bc.catalog().table(key);
        if (def == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, schema == null ? name : schema + "." + name);
        }
        MatviewScan.requireWritable(def);
        bc.lockTarget(def);
        return def;
    }

    static String alias(Table t, TableDef def) {
        return t.getAlias() == null ? org.lanin.engine.catalog.Namespace.nameOf(def.name())
                : Names.fold(t.getAlias().getName());
    }

    /** The table's CHECK constraints compiled over its physical row. */
    static RowExpr[] checks(TableDef table, BindContext bc, SelectPlanner sp) {
        ExprBinder b = new ExprBinder(bc, org.lanin.planner.bind.TableScopes.of(table, table.name()), null, "check constraints", sp);
        List<RowExpr> out = new ArrayList<>(GeneratedColumns.computers(table, bc, sp));
        out.addAll(GeneratedColumns.domainCheckers(table, bc));
        for (CheckDef k : table.checks()) {
            out.add(ExprCompiler.compile(b.bindCondition(parseExpression(k.sql()))));
        }
        for (String[] v : bc.viewChecks()) {
            out.add(viewCheck(v[0], ExprCompiler.compile(b.bindCondition(parseExpression(v[1])))));
        }
        return out.toArray(new RowExpr[0]);
    }

    /** A view's check option: unlike a CHECK constraint, a NULL result fails it too (PostgreSQL's ExecWithCheckOptions). */
    private static RowExpr viewCheck(String view, RowExpr condition) {
        return (row, ctx) -> {
            if (condition.eval(row, ctx) != Boolean.TRUE) {
                throw LaninException.of(ViewMsg.CHECK_OPTION, view);
            }
            return Boolean.TRUE;
        };
    }

    /** Names for {@link #checks}' entries: generated columns (which never fail as a CHECK) first. */
    static String[] checkNames(TableDef table, BindContext bc) {
        List<String> out = new ArrayList<>();
        GeneratedColumns.of(table).forEach(c -> out.add(c.name()));
        GeneratedColumns.domainColumns(table).forEach(c -> out.add(c.domain()));
        table.checks().forEach(k -> out.add(k.name()));
        bc.viewChecks().forEach(v -> out.add(v[0]));
        return out.toArray(new String[0]);
    }

    static net.sf.jsqlparser.expression.Expression parseExpression(String sql) {
        try {
            return CCJSqlParserUtil.parseExpression(org.lanin.planner.cache.JSqlParserInput.of(sql), false);
        } catch (JSQLParserException e) {
            throw new EngineBug("stored expression does not parse: " + sql, e);
        }
    }

    /** The column's default as a bound expression (NULL when it has none), cast for assignment. */
    static BoundExpr defaultOf(ColumnDef c, BindContext bc, SelectPlanner sp) {
        if (c.defaultSql() == null || c.generated()) {
            return new BoundExpr.Literal(null, c.type());
        }
        ExprBinder b = new ExprBinder(bc, Scope.empty(null), null, "DEFAULT expressions", sp);
        return b.coerceForAssignment(b.bind(parseExpression(c.defaultSql())), c.type(), c.name());
    }

    /** Compiles a value headed for a column, applying PostgreSQL's assignment cast (lengths, precision). */
    /**
     * The compiled values of a SET list for {@code slots}, evaluated in that order. Each
     * multi-column subquery runs inside the value of the first of its slots, once per row, and
     * leaves its record for the others ({@link org.lanin.planner.bind.MultiAssignment}).
     */
    static RowExpr[] assignments(org.lanin.planner.bind.ColumnAssignments assigned, TableDef table, int[] slots) {
        RowExpr[] out = new RowExpr[slots.length];
        for (int i = 0; i < slots.length; i++) {
            out[i] = assignment(assigned.values().get(slots[i]), UpdatePlanner.bySlot(table, slots[i]));
        }
        for (org.lanin.planner.bind.ColumnAssignments.Multi m : assigned.multis()) {
            int first = 0;
            while (!m.slots().contains(slots[first])) {
                first++;
            }
            RowExpr record = ExprCompiler.compile(m.assignment().record());
            RowExpr value = out[first];
            int param = m.assignment().paramSlot();
            out[first] = (row, ctx) -> {
                ctx.setExecParam(param, record.eval(row, ctx));
                return value.eval(row, ctx);
            };
        }
        return out;
    }

    static RowExpr assignment(BoundExpr e, ColumnDef c) {
        RowExpr in = ExprCompiler.compile(e);
        DataType source = e.type();
        DataType target = c.type();
        if (source.equals(target) && !target.hasLength()) {
            return in;
        }
        return (row, ctx) -> {
            Object v = in.eval(row, ctx);
            return v == null ? null : Casts.assign(v, source, target);
        };
    }

    /** RETURNING items bound over the table's physical row. */
    static Returning returning(ReturningClause clause, TableDef table, String alias, BindContext bc, SelectPlanner sp) {
        return clause == null ? null : returning(clause, org.lanin.planner.bind.TableScopes.of(table, alias), bc, sp);
    }

    /**
     * RETURNING items bound over {@code scope}: a DmlJoin's, whose rows hold the target's columns
     * first (the caller puts the changed version's values there) and the other items' after them.
     */
    static Returning returning(ReturningClause clause, Scope scope, BindContext bc, SelectPlanner sp) {
        if (clause == null) {
            return null;
        }
        ExprBinder b = new ExprBinder(bc, scope, null, "RETURNING", sp);
        SelectList list = SelectList.bind(new ArrayList<>(clause), b, scope, bc);
        List<ColumnInfo> cols = new ArrayList<>();
        for (int i = 0; i < list.exprs().size(); i++) {
            cols.add(OutputColumns.info(list.labels().get(i), list.exprs().get(i), bc));
        }
        return new Returning(ExprCompiler.compileAll(list.exprs()), cols);
    }

    /** Compiled RETURNING list and its result columns. */
    record Returning(RowExpr[] exprs, List<ColumnInfo> columns) {
        Object[] apply(Object[] row, org.lanin.engine.exec.ExecContext ctx) {
            Object[] out = new Object[exprs.length];
            for (int i = 0; i < exprs.length; i++) {
                out[i] = exprs[i].eval(row, ctx);
            }
            return out;
        }
    }
}
