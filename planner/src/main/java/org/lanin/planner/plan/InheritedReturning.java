package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.SelectItem;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.bind.Names;

/**
 * RETURNING of an UPDATE or DELETE through an inheritance parent: PostgreSQL converts each child's
 * row to the parent's row type before it computes the list, so {@code *} and {@code target.*} are the
 * parent's columns for every table of the set, never a child's own. Each table's plan is bound over
 * its own row ({@link InheritedDml}), so before it is planned the stars that stand for the target are
 * spelled out as the parent's columns by name, qualified by the target's alias; everything else in
 * the list is bound as written (a child's own column by name fails for the parent first, 42703, as
 * in PostgreSQL).
 */
final class InheritedReturning {
    private InheritedReturning() {
    }

    /** {@code clause} with the target's stars as {@code parent}'s columns; {@code clause} itself when it has none. */
    static ReturningClause of(ReturningClause clause, TableDef parent, Table written) {
        if (clause == null || clause.stream().noneMatch(item -> isTargetStar(item, written))) {
            return clause;
        }
        Table qualifier = new Table(quoted(written.getAlias() != null ? Names.fold(written.getAlias().getName())
                : Names.fold(written.getName())));
        List<SelectItem<?>> items = new ArrayList<>();
        for (SelectItem<?> item : clause) {
            if (!isTargetStar(item, written)) {
                items.add(item);
                continue;
            }
            for (ColumnDef c : parent.liveColumns()) {
                items.add(new SelectItem<>(new Column(qualifier, quoted(c.name()))));
            }
        }
        List<Object> into = clause.getDataItems() == null ? new ArrayList<>() : new ArrayList<Object>(clause.getDataItems());
        return new ReturningClause(clause.getKeyword(), items, into);
    }

    /** {@code *}, or {@code x.*} where x names the target (its alias, else its name). */
    private static boolean isTargetStar(SelectItem<?> item, Table written) {
        if (item.getExpression() instanceof AllTableColumns t) {
            String name = Names.fold(t.getTable().getName());
            String target = written.getAlias() != null ? written.getAlias().getName() : written.getName();
            return t.getTable().getSchemaName() == null && name.equals(Names.fold(target));
        }
        return item.getExpression() instanceof AllColumns a && a.getExceptColumns() == null
                && (a.getReplaceExpressions() == null || a.getReplaceExpressions().isEmpty());
    }

    private static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }
}
