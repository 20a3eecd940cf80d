package org.lanin.planner.rewrite;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.update.Update;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.Names;

/**
 * One rule action made into a query of its own, as rewriteRuleAction does: the relations the
 * original statement reads (NEW's rows, or the target as OLD with the statement's other FROM items)
 * join the action's own, and the rule's condition and the statement's WHERE are ANDed to the
 * action's. An {@code INSERT ... VALUES (...)} action becomes {@code INSERT ... SELECT} over those
 * relations, its DEFAULT items left to the table's defaults.
 */
final class RuleActions {
    private RuleActions() {
    }

    /**
     * @param from the FROM items the original statement contributes (SQL text)
     * @param where what the action's WHERE is ANDed with, or null
     */
    static Statement of(String actionText, String from, String where, RuleRewriter.Context ctx) {
        Statement a = RuleText.statement(actionText);
        if (a instanceof Insert i) {
            return insert(i, from, where, ctx);
        }
        if (a instanceof Update u) {
            return update(u, from, where);
        }
        if (a instanceof Delete d) {
            return delete(d, from, where);
        }
        throw LaninException.of(RuleMsg.NOT_SUPPORTED, "a rule action other than INSERT, UPDATE or DELETE");
    }

    private static Statement insert(Insert i, String from, String where, RuleRewriter.Context ctx) {
        i.setReturningClause(null);
        Select s = i.getSelect();
        if (s instanceof Values v && v.getExpressions() != null) {
            return RuleText.statement(valuesAsSelect(i, v, from, where, ctx));
        }
        if (s instanceof PlainSelect ps) {
            join(ps, from, where);
            return i;
        }
        throw LaninException.of(RuleMsg.NOT_SUPPORTED, "conditional UNION/INTERSECT/EXCEPT statements");
    }

    /** {@code INSERT INTO x (cols) SELECT items FROM from WHERE where}, DEFAULT items dropped with their columns. */
    private static String valuesAsSelect(Insert i, Values v, String from, String where, RuleRewriter.Context ctx) {
        List<List<Expression>> rows = rows(v.getExpressions());
        if (rows.size() != 1) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "a multi-row VALUES in a rule action");
        }
        List<Expression> items = rows.get(0);
        List<String> columns = new ArrayList<>();
        if (i.getColumns() != null) {
            i.getColumns().forEach(c -> columns.add(RuleText.quote(Names.fold(c.getColumnName()))));
        } else {
            TableDef t = ctx.table(i.getTable());
            if (t == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, i.getTable().getName());
            }
            for (ColumnDef c : t.columns()) {
                if (!c.dropped() && columns.size() < items.size()) {
                    columns.add(RuleText.quote(c.name()));
                }
            }
        }
        if (items.size() > columns.size()) {
            throw LaninException.of(PlannerMsg.INSERT_TOO_MANY_EXPRS);
        }
        if (items.size() < columns.size() && i.getColumns() != null) {
            throw LaninException.of(PlannerMsg.INSERT_TOO_FEW_EXPRS);
        }
        List<String> cols = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (int k = 0; k < items.size(); k++) {
            if (!isDefault(items.get(k))) {
                cols.add(columns.get(k));
                values.add(items.get(k).toString());
            }
        }
        String target = i.getTable().toString();
        if (cols.isEmpty()) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "a rule action inserting only DEFAULT values");
        }
        return "INSERT INTO " + target + " (" + String.join(", ", cols) + ") SELECT " + String.join(", ", values)
                + " FROM " + from + whereClause(where);
    }

    static List<List<Expression>> rows(ExpressionList<?> list) {
        List<List<Expression>> rows = new ArrayList<>();
        if (list instanceof ParenthesedExpressionList<?>) {
            rows.add(items(list));
            return rows;
        }
        for (Object o : list) {
            rows.add(o instanceof ExpressionList<?> inner ? items(inner) : List.of((Expression) o));
        }
        return rows;
    }

    private static List<Expression> items(ExpressionList<?> list) {
        List<Expression> out = new ArrayList<>();
        for (Object x : list) {
            out.add((Expression) x);
        }
        return out;
    }

    static boolean isDefault(Expression e) {
        return e instanceof Column c && c.getTable() == null && c.getColumnName().equalsIgnoreCase("default");
    }

    private static Statement update(Update u, String from, String where) {
        u.setReturningClause(null);
        PlainSelect parts = fromParts(from);
        if (u.getFromItem() == null) {
            u.setFromItem(parts.getFromItem());
            u.setJoins(parts.getJoins());
        } else {
            List<Join> joins = new ArrayList<>();
            joins.add(simpleJoin(parts.getFromItem()));
            if (parts.getJoins() != null) {
                joins.addAll(parts.getJoins());
            }
            if (u.getJoins() != null) {
                joins.addAll(u.getJoins());
            }
            u.setJoins(joins);
        }
        u.setWhere(and(u.getWhere(), where));
        return u;
    }

    /**
     * A DELETE action as {@code DELETE FROM x WHERE EXISTS (SELECT 1 FROM from, its USING items WHERE
     * its WHERE AND where)}: the same rows as PostgreSQL's join (a DELETE joined to several rows deletes
     * its row once), spelled so that the original's FROM items may be queries.
     */
    private static Statement delete(Delete d, String from, String where) {
        d.setReturningClause(null);
        StringBuilder inner = new StringBuilder("SELECT 1 FROM ").append(from);
        if (d.getUsingList() != null) {
            d.getUsingList().forEach(t -> inner.append(", ").append(t));
        }
        if (d.getJoins() != null) {
            d.getJoins().forEach(j -> inner.append(j.isSimple() ? ", " + j.getRightItem() : " " + j));
        }
        Expression w = and(d.getWhere(), where);
        if (w != null) {
            inner.append(" WHERE ").append(w);
        }
        return RuleText.statement("DELETE FROM " + d.getTable() + " WHERE EXISTS (" + inner + ")");
    }

    /** Adds the original's FROM items to a query's and ANDs {@code where} to its WHERE. */
    private static void join(PlainSelect ps, String from, String where) {
        PlainSelect parts = fromParts(from);
        if (ps.getFromItem() == null) {
            ps.setFromItem(parts.getFromItem());
            ps.setJoins(parts.getJoins());
        } else {
            List<Join> joins = new ArrayList<>();
            joins.add(simpleJoin(parts.getFromItem()));
            if (parts.getJoins() != null) {
                joins.addAll(parts.getJoins());
            }
            if (ps.getJoins() != null) {
                joins.addAll(ps.getJoins());
            }
            ps.setJoins(joins);
        }
        ps.setWhere(and(ps.getWhere(), where));
    }

    private static Join simpleJoin(net.sf.jsqlparser.statement.select.FromItem item) {
        Join j = new Join();
        j.setSimple(true);
        j.setRightItem(item);
        return j;
    }

    private static PlainSelect fromParts(String from) {
        return (PlainSelect) RuleText.statement("SELECT 1 FROM " + from);
    }

    static Expression and(Expression own, String where) {
        if (where == null) {
            return own;
        }
        return RuleText.condition(own == null ? where : "(" + own + ") AND (" + where + ")");
    }

    private static String whereClause(String where) {
        return where == null ? "" : " WHERE " + where;
    }
}
