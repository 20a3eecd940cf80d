package org.lanin.planner.ddl;

import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.plan.SelectPlanner;
import org.lanin.planner.session.LaninDatabase;

/** Binds DEFAULT and CHECK expressions when DDL defines them, so mistakes fail at CREATE time. */
final class ExprCheck {
    private ExprCheck() {
    }

    static net.sf.jsqlparser.expression.Expression parse(String sql) {
        try {
            return CCJSqlParserUtil.parseExpression(org.lanin.planner.cache.JSqlParserInput.of(sql), false);
        } catch (JSQLParserException e) {
            throw new LaninException(PlannerMsg.SYNTAX_ERROR.state(), "syntax error in expression: " + sql);
        }
    }

    /** Binds a CHECK condition over the table's row. */
    static BoundExpr check(String sql, TableDef table, LaninDatabase db) {
        BindContext bc = new BindContext(db.catalog().current(), db);
        return new ExprBinder(bc, TableScopes.of(table, table.name()), null, "check constraints", new SelectPlanner())
                .bindCondition(parse(sql));
    }

    /** Binds a DEFAULT expression (no column references allowed) for a column of type {@code type}. */
    static BoundExpr defaultValue(String sql, DataType type, String column, org.lanin.engine.catalog.CatalogSnapshot catalog,
                                  LaninDatabase db) {
        return boundDefault(sql, type, column, catalog, db).expr();
    }

    /** A column default as bound, and whether it calls a VOLATILE function (nextval, random(), a VOLATILE routine). */
    record BoundDefault(BoundExpr expr, boolean isVolatile) {
    }

    static BoundDefault boundDefault(String sql, DataType type, String column, org.lanin.engine.catalog.CatalogSnapshot catalog,
                                     LaninDatabase db) {
        BindContext bc = new BindContext(catalog, db);
        ExprBinder b = new ExprBinder(bc, Scope.empty(null), null, "DEFAULT expressions", new SelectPlanner());
        BoundExpr e = b.coerceForAssignment(b.bind(parse(sql)), type, column);
        return new BoundDefault(e, bc.volatileCalls() > 0);
    }
}
