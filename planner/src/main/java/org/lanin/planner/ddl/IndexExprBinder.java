package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexExprs;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.BoundIndexExprs;
import org.lanin.planner.expr.BoundExprs;
import org.lanin.planner.expr.ExprText;
import org.lanin.planner.plan.SelectPlanner;
import org.lanin.planner.session.LaninDatabase;

/**
 * Binds CREATE INDEX's key expressions and WHERE over the table's row (PostgreSQL's
 * ComputeIndexAttrs and CheckPredicate): no subqueries, only immutable functions (42P17), a
 * boolean predicate; an expression that is just a column becomes a plain key column, as in
 * PostgreSQL. The result is the key's attnums (0 for an expression) and the compiled
 * {@link IndexExprs}, or null when the index is on plain columns only.
 */
final class IndexExprBinder {
    /** The bound definition; {@code names}: per key column the word the default index name uses. */
    record Bound(int[] attnums, IndexExprs exprs, List<String> names) {
    }

    private IndexExprBinder() {
    }

    static Bound bind(TableDef table, DdlStatement.CreateIndex c, LaninDatabase db) {
        BindContext bc = new BindContext(db.catalog().current(), db);
        ExprBinder keys = new ExprBinder(bc, TableScopes.of(table, table.name()), null, "index expressions",
                new SelectPlanner());
        int n = c.columns().size();
        int[] attnums = new int[n];
        String[] keySql = new String[n];
        String[] keyText = new String[n];
        RowExpr[] compiled = new RowExpr[n];
        DataType[] types = new DataType[n];
        List<String> names = new ArrayList<>(c.columns());
        BitSet read = new BitSet();
        BoundExpr[] boundKeys = new BoundExpr[n];
        BoundExpr boundPred = null;
        boolean anyExpr = false;
        for (int i = 0; i < n; i++) {
            String sql = c.exprs().get(i);
            if (sql == null) {
                attnums[i] = CreateTableExecutor.attnums(table, List.of(c.columns().get(i)))[0];
                continue;
            }
            BoundExpr e = keys.bind(ExprCheck.parse(sql));
            if (e instanceof BoundExpr.ColumnRef col) { // ((a)) is the column a
                attnums[i] = col.index() + 1;
                names.set(i, table.columns().get(col.index()).name());
                continue;
            }
            check(e, IndexDdlMsg.EXPR_SUBQUERY, IndexDdlMsg.EXPR_NOT_IMMUTABLE);
            anyExpr = true;
            keySql[i] = sql;
            keyText[i] = text(e, table);
            compiled[i] = ExprCompiler.compile(e);
            boundKeys[i] = BoundIndexExprs.canonical(e, 0);
            types[i] = e.type();
            read.or(BoundExprs.columns(e));
        }
        String predSql = null;
        String predText = null;
        RowExpr pred = null;
        if (c.where() != null) {
            BoundExpr w = new ExprBinder(bc, TableScopes.of(table, table.name()), null, "index predicates",
                    new SelectPlanner()).bind(ExprCheck.parse(c.where()));
            if (w.type().kind() != TypeKind.BOOLEAN) {
                throw LaninException.of(PlannerMsg.ARGUMENT_TYPE, "WHERE", "boolean", w.type().sqlName());
            }
            check(w, IndexDdlMsg.PREDICATE_SUBQUERY, IndexDdlMsg.PREDICATE_NOT_IMMUTABLE);
            predSql = c.where();
            predText = ExprText.renderDefinition(w, ExprText.columns(columnNames(table)));
            pred = ExprCompiler.compile(w);
            boundPred = BoundIndexExprs.canonical(w, 0);
            read.or(BoundExprs.columns(w));
        }
        uniqueNames(names);
        if (!anyExpr && pred == null) {
            return new Bound(attnums, null, names);
        }
        int[] readAttnums = read.stream().map(s -> s + 1).toArray();
        return new Bound(attnums, new IndexExprs(predSql, predText, pred, anyExpr ? keySql : null,
                anyExpr ? keyText : null, anyExpr ? compiled : null, types, readAttnums,
                new BoundIndexExprs(boundPred, java.util.Arrays.asList(boundKeys))), names);
    }

    /** PostgreSQL's ChooseIndexColumnNames: a repeated name gets a number (expr, expr1, expr2). */
    private static void uniqueNames(List<String> names) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < names.size(); i++) {
            String base = names.get(i);
            String name = base;
            for (int n = 1; !seen.add(name); n++) {
                name = base + n;
            }
            names.set(i, name);
        }
    }

    private static void check(BoundExpr e, IndexDdlMsg subquery, IndexDdlMsg mutable) {
        if (BoundExprs.hasSubquery(e)) {
            throw LaninException.of(subquery);
        }
        if (!GeneratedColumnDdl.immutable(e)) {
            throw LaninException.of(mutable);
        }
    }

    /** As pg_get_indexdef shows a key expression: a function call bare, anything else parenthesised. */
    static String text(BoundExpr e, TableDef table) {
        String s = ExprText.renderDefinition(e, ExprText.columns(columnNames(table)));
        return e instanceof BoundExpr.Call ? s : "(" + s + ")";
    }

    private static List<String> columnNames(TableDef table) {
        List<String> out = new ArrayList<>();
        for (ColumnDef col : table.columns()) {
            out.add(col.name());
        }
        return out;
    }
}
