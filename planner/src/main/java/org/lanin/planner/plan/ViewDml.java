package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.SchemaNames;

/**
 * INSERT, UPDATE and DELETE on an automatically updatable view, rewritten into the same statement
 * on the view's base relation, as PostgreSQL's {@code rewriteTargetView}: view columns become the
 * base columns (or expressions) they stand for, the view's WHERE is ANDed to an UPDATE's or
 * DELETE's, RETURNING answers in view columns, and a view on a view is rewritten again until a
 * table is the target. WITH CHECK OPTION conditions are collected on the way (innermost first,
 * PostgreSQL's order) and handed to the DML planner through {@link BindContext#addViewCheck}, which
 * checks each new row against them (44000). The rewrite works on statement text (see
 * {@link ViewColumnMap}) and parses the result again.
 */
final class ViewDml {
    private final BindContext bc;
    /** Check conditions, in terms of the current target's columns: {view name, condition}. */
    private final List<String[]> checks = new ArrayList<>();
    private boolean cascaded;

    private ViewDml(BindContext bc) {
        this.bc = bc;
    }

    /** {@code st} when its target is not a view, else the statement on the base table. */
    static Statement rewrite(Statement st, BindContext bc) {
        ViewDml d = new ViewDml(bc);
        Statement out = st;
        for (int depth = 0; depth < 100; depth++) {
            ViewDef view = d.targetView(out);
            if (view == null) {
                d.checks.forEach(c -> bc.addViewCheck(c[0], c[1]));
                return out;
            }
            out = Planner.parse(d.level(out, view));
        }
        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "views nested more than 100 deep as DML targets");
    }

    private ViewDef targetView(Statement st) {
        Table t = st instanceof Insert i ? i.getTable() : st instanceof Update u ? u.getTable()
                : st instanceof Delete d ? d.getTable() : null;
        if (t == null) {
            return null;
        }
        String schema = t.getSchemaName() == null ? null : Names.fold(t.getSchemaName());
        try {
            String key = SchemaNames.existing(bc.catalog(), bc.plannerSettings().searchPath(), schema,
                    Names.fold(t.getName()), SchemaNames.tableOrView(bc.catalog()));
            return bc.catalog().view(key);
        } catch (LaninException e) {
            return null; // the DML planner reports the missing relation
        }
    }

    /** One level: the statement's text on {@code view}'s base relation. */
    private String level(Statement st, ViewDef view) {
        String verb = st instanceof Insert ? "INSERT" : st instanceof Update ? "UPDATE" : "DELETE";
        UpdatableView u = UpdatableView.of(view, bc.catalog(), SearchPath.ofView(view.name()), verb);
        Table target = st instanceof Insert i ? i.getTable() : st instanceof Update up ? up.getTable() : ((Delete) st).getTable();
        Set<String> qualifiers = new HashSet<>(Set.of(Names.fold(target.getName())));
        if (target.getAlias() != null) {
            qualifiers.add(Names.fold(target.getAlias().getName()));
        }
        ViewColumnMap inStatement = new ViewColumnMap(u.columns(), qualifiers);
        addChecks(view, u, qualifiers);
        String text = st instanceof Insert i ? insert(i, view, u, inStatement)
                : st instanceof Update up ? update(up, view, u, inStatement) : delete((Delete) st, u, inStatement);
        return text;
    }

    /** Moves the collected checks down to the base's columns and adds this view's own when it is checked. */
    private void addChecks(ViewDef view, UpdatableView u, Set<String> qualifiers) {
        ViewColumnMap down = new ViewColumnMap(unqualified(u.columns()), qualifiers);
        checks.replaceAll(c -> new String[] {c[0], down.rewrite(c[1])});
        boolean checked = view.checkOption() != null || cascaded;
        cascaded |= "CASCADED".equals(view.checkOption());
        if (checked && u.where() != null) {
            Map<String, String> own = new LinkedHashMap<>();
            u.baseColumns().forEach(c -> own.put(c, ViewColumnMap.quote(c)));
            checks.add(0, new String[] {Namespace.nameOf(view.name()), new ViewColumnMap(own, Set.of(u.alias())).rewrite(u.where())});
        }
    }

    private static Map<String, String> unqualified(Map<String, String> columns) {
        Map<String, String> out = new LinkedHashMap<>();
        columns.forEach((k, v) -> out.put(k, ViewColumnMap.isPlainColumn(v) ? ViewColumnMap.unqualified(v) : v));
        return out;
    }

    private String insert(Insert ins, ViewDef view, UpdatableView u, ViewColumnMap map) {
        if (ins.getWithItemsList() != null && !ins.getWithItemsList().isEmpty()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "WITH on an INSERT into a view");
        }
        List<String> cols = new ArrayList<>();
        List<String> subscripts = new ArrayList<>();
        if (ins.getColumns() != null) {
            ins.getColumns().forEach(c -> {
                cols.add(Names.fold(c.getColumnName()));
                subscripts.add(subscripts(c, map));
            });
        } else {
            cols.addAll(view.columns());
        }
        List<String> defaults = new ArrayList<>();
        for (String c : view.columns()) {
            if (!cols.contains(c) && view.defaultOf(c) != null && ViewColumnMap.isPlainColumn(map.map(c))) {
                defaults.add(c);
            }
        }
        StringBuilder out = new StringBuilder("INSERT INTO ").append(u.baseText()).append(" (");
        List<String> all = new ArrayList<>(cols);
        all.addAll(defaults);
        for (int i = 0; i < all.size(); i++) {
            out.append(i == 0 ? "" : ", ").append(baseColumn(map, all.get(i), "insert into", view))
                    .append(i < subscripts.size() ? subscripts.get(i) : "");
        }
        out.append(") ").append(source(ins, view, defaults));
        if (ins.getConflictAction() != null) {
            out.append(" ON CONFLICT");
            if (ins.getConflictTarget() != null) {
                out.append(' ').append(new ViewColumnMap(unqualified(u.columns()), Set.of()).rewrite(ins.getConflictTarget().toString()));
            }
            out.append(' ').append(conflictAction(ins, map, view));
        }
        return out.append(returning(ins.getReturningClause(), map)).toString();
    }

    /**
     * The rows to insert: the statement's own, widened by the defaults of the view columns it leaves
     * out ({@code SELECT s.*, default ... FROM (rows) s}).
     */
    private static String source(Insert ins, ViewDef view, List<String> defaults) {
        if (defaults.isEmpty()) {
            return ins.getSelect() == null ? "DEFAULT VALUES" : ins.getSelect().toString();
        }
        List<String> exprs = new ArrayList<>();
        defaults.forEach(c -> exprs.add(view.defaultOf(c)));
        if (ins.getSelect() == null) {
            return "VALUES (" + String.join(", ", exprs) + ")";
        }
        return "SELECT s.*, " + String.join(", ", exprs) + " FROM (" + ins.getSelect() + ") AS s";
    }

    /** ON CONFLICT's action: DO NOTHING, or DO UPDATE SET with view columns mapped on both sides. */
    private String conflictAction(Insert ins, ViewColumnMap map, ViewDef view) {
        var action = ins.getConflictAction();
        if (action.getUpdateSets() == null || action.getUpdateSets().isEmpty()) {
            return map.rewrite(action.toString());
        }
        StringBuilder out = new StringBuilder("DO UPDATE SET ").append(sets(action.getUpdateSets(), map, view));
        if (action.getWhereExpression() != null) {
            out.append(" WHERE ").append(map.rewrite(action.getWhereExpression().toString()));
        }
        return out.toString();
    }

    private String update(Update up, ViewDef view, UpdatableView u, ViewColumnMap map) {
        if (up.getFromItem() != null || up.getWithItemsList() != null && !up.getWithItemsList().isEmpty()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "UPDATE ... FROM or WITH on a view");
        }
        StringBuilder out = new StringBuilder("UPDATE ").append(u.baseText()).append(" SET ")
                .append(sets(up.getUpdateSets(), map, view));
        return out.append(where(up.getWhere(), u, map)).append(returning(up.getReturningClause(), map)).toString();
    }

    private String delete(Delete d, UpdatableView u, ViewColumnMap map) {
        if (d.getUsingList() != null && !d.getUsingList().isEmpty() || d.getJoins() != null && !d.getJoins().isEmpty()
                || d.getWithItemsList() != null && !d.getWithItemsList().isEmpty()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "DELETE ... USING or WITH on a view");
        }
        return "DELETE FROM " + u.baseText() + where(d.getWhere(), u, map) + returning(d.getReturningClause(), map);
    }

    /**
     * A target's subscripts, {@code [i]} or {@code [lo:hi]} as the parser left them (marker calls for
     * slices, the items of a chain in one bracket), with view columns inside them mapped; "" for a
     * whole column.
     */
    private static String subscripts(net.sf.jsqlparser.schema.Column c, ViewColumnMap map) {
        if (c.getArrayConstructor() == null) {
            return "";
        }
        List<String> items = new ArrayList<>();
        for (Object o : c.getArrayConstructor().getExpressions()) {
            items.add(map.rewrite(o.toString()));
        }
        return "[" + String.join(", ", items) + "]";
    }

    private String sets(List<UpdateSet> sets, ViewColumnMap map, ViewDef view) {
        StringBuilder out = new StringBuilder();
        for (UpdateSet s : sets) {
            if (s.getColumns().size() != 1) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "a multiple-column SET on a view");
            }
            net.sf.jsqlparser.schema.Column target = s.getColumns().get(0);
            String col = Names.fold(target.getColumnName());
            out.append(out.length() == 0 ? "" : ", ").append(ViewColumnMap.unqualified(baseColumnExpr(map, col, "update", view)))
                    .append(subscripts(target, map)).append(" = ").append(map.rewrite(s.getValues().toString()));
        }
        return out.toString();
    }

    private static String where(Expression user, UpdatableView u, ViewColumnMap map) {
        if (user == null && u.where() == null) {
            return "";
        }
        if (user == null || u.where() == null) {
            return " WHERE " + (user == null ? u.where() : map.rewrite(user.toString()));
        }
        return " WHERE (" + map.rewrite(user.toString()) + ") AND (" + u.where() + ")";
    }

    /** RETURNING in the view's terms: {@code *} is the view's columns, a bare view column keeps its name. */
    private static String returning(ReturningClause clause, ViewColumnMap map) {
        if (clause == null || clause.isEmpty()) {
            return "";
        }
        List<String> items = new ArrayList<>();
        for (SelectItem<?> item : clause) {
            Expression e = item.getExpression();
            if (e instanceof AllColumns && !(e instanceof net.sf.jsqlparser.statement.select.AllTableColumns)) {
                map.columnNames().forEach(c -> items.add(map.rewrite(ViewColumnMap.quote(c)) + " AS " + ViewColumnMap.quote(c)));
            } else if (item.getAlias() != null) {
                items.add(map.rewrite(e.toString()) + " AS " + ViewColumnMap.quote(Names.fold(item.getAlias().getName())));
            } else if (e instanceof Column c && map.has(Names.fold(c.getColumnName()))) {
                items.add(map.rewrite(e.toString()) + " AS " + ViewColumnMap.quote(Names.fold(c.getColumnName())));
            } else {
                items.add(map.rewrite(e.toString()));
            }
        }
        return " RETURNING " + String.join(", ", items);
    }

    /** The base column a view column assigned by INSERT or UPDATE stands for, quoted; 0A000 when it is an expression. */
    private static String baseColumn(ViewColumnMap map, String col, String verb, ViewDef view) {
        return ViewColumnMap.unqualified(baseColumnExpr(map, col, verb, view));
    }

    private static String baseColumnExpr(ViewColumnMap map, String col, String verb, ViewDef view) {
        if (!map.has(col)) {
            throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, col, Namespace.nameOf(view.name()));
        }
        String e = map.map(col);
        if (!ViewColumnMap.isPlainColumn(e)) {
            throw LaninException.of(ViewMsg.COLUMN_NOT_UPDATABLE, verb, col, Namespace.nameOf(view.name()));
        }
        return e;
    }
}
