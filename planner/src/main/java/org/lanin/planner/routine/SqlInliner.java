package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.expr.BoundExpr;

/**
 * PostgreSQL's inline_function: a scalar SQL function whose body is {@code SELECT expression}
 * (no FROM, WHERE, grouping, ordering or set operation) is bound in place of the call, its
 * parameters standing for the call's arguments, so the planner sees through it (index conditions,
 * constant folding). Like PostgreSQL it refuses STRICT functions (the expression would have to be
 * proved strict) and an argument that is not a plain column, constant or parameter used twice
 * (it would be evaluated twice).
 */
final class SqlInliner {
    private SqlInliner() {
    }

    static BoundExpr inline(ExprBinder b, RoutineDef def, List<BoundExpr> args) {
        if (def.strict() || def.attrs().securityDefiner() || !def.attrs().config().isEmpty()) {
            return null; // a SET clause must be in force while the body runs (inline_function refuses these too)
        }
        return bindBody(b, def, args);
    }

    /** The body bound with its parameters standing for {@code args}; null when it is not a single expression. */
    static BoundExpr bindBody(ExprBinder b, RoutineDef def, List<BoundExpr> args) {
        if (!def.language().equals("sql") || def.setOf() || def.returnType() == null
                || def.returnType().kind() == org.lanin.engine.type.TypeKind.UNKNOWN) {
            return null;
        }
        Expression body = singleExpression(def.body());
        if (body == null) {
            return null;
        }
        List<RoutineParam> in = def.inputs();
        Map<Integer, Integer> uses = new HashMap<>();
        BindContext bc = b.context();
        var previous = bc.substitution();
        bc.setSubstitution(e -> {
            int index = parameterIndex(e, in);
            if (index < 0) {
                return null;
            }
            uses.merge(index, 1, Integer::sum);
            return new BindContext.BoundExprRef(args.get(index));
        });
        BoundExpr bound;
        try {
            bound = b.forInlinedBody().bind(body);
        } finally {
            bc.setSubstitution(previous);
        }
        for (Map.Entry<Integer, Integer> u : uses.entrySet()) {
            BoundExpr a = args.get(u.getKey());
            if (u.getValue() > 1 && !(a instanceof BoundExpr.ColumnRef || a instanceof BoundExpr.Literal
                    || a instanceof BoundExpr.Param)) {
                return null;
            }
        }
        return bound.type().kind() == def.returnType().kind() ? bound : b.coerce(bound, def.returnType());
    }

    /** {@code $n} or a parameter's name (an unqualified column); -1 for anything else. */
    private static int parameterIndex(Expression e, List<RoutineParam> in) {
        if (e instanceof JdbcParameter p) {
            int i = p.getIndex() - 1;
            return i >= 0 && i < in.size() ? i : -1;
        }
        if (e instanceof Column c && c.getTable() == null) {
            String name = org.lanin.planner.bind.Names.fold(c.getColumnName());
            for (int i = 0; i < in.size(); i++) {
                if (name.equals(in.get(i).name())) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** The expression of a body that is exactly {@code SELECT expr}, else null. */
    static Expression singleExpression(String body) {
        List<String> statements = SqlBodies.split(body);
        if (statements.size() != 1) {
            return null;
        }
        Statement st;
        try {
            st = org.lanin.planner.parse.SqlParser.parse(org.lanin.planner.cache.JSqlParserInput.of(SqlBodies.bareOperators(statements.get(0))), 200);
        } catch (Exception e) { // not one statement JSqlParser reads: called, not inlined
            return null;
        }
        if (!(st instanceof PlainSelect ps) || ps.getFromItem() != null || ps.getWhere() != null
                || ps.getGroupBy() != null || ps.getHaving() != null || ps.getOrderByElements() != null
                || ps.getLimit() != null || ps.getDistinct() != null || ps.getWithItemsList() != null
                || ps.getSelectItems().size() != 1) {
            return null;
        }
        SelectItem<?> item = ps.getSelectItems().get(0);
        return item.getExpression();
    }

    /** A parameter default's expression. */
    static Expression expression(String text) {
        Expression e = singleExpression("SELECT " + text);
        if (e == null) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "the parameter default " + text);
        }
        return e;
    }
}
