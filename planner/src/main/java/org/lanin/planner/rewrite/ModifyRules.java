package org.lanin.planner.rewrite;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.bind.Names;
import org.lanin.planner.rewrite.RewrittenQuery.Source;
import org.lanin.planner.routine.catalog.RuleDef;

/**
 * The rules of an UPDATE or DELETE. OLD is the target row: each action reads the target as {@code old}
 * (its columns renamed, see {@link RuleReferences#mangled})
 * joined with the statement's other FROM / USING items under the statement's WHERE, so it runs once
 * per row the statement would change. NEW (UPDATE) is OLD with the SET expressions put in: a
 * reference {@code new.c} becomes the SET expression of {@code c} (over {@code old}), or {@code old.c}.
 * The statement's remainder gets {@code AND (condition) IS NOT TRUE} for each conditional INSTEAD
 * rule, its OLD and NEW read in the statement's own terms. Departure: the statement's column
 * references are moved onto {@code old} by name, so an unqualified name inside a subquery of its
 * WHERE that the subquery's own FROM also has is taken as the target's.
 */
final class ModifyRules {
    private final Statement st;
    private final RuleTarget target;
    private final List<RuleDef> rules;
    private final RuleRewriter.Context ctx;
    /** The name the statement calls its target by (its alias, else its name). */
    private final String qualifier;
    /** UPDATE: the SET expression of each assigned column, as written. */
    private final Map<String, String> sets = new HashMap<>();
    /** OLD's name in the queries built here. */
    private final String alias;

    ModifyRules(Statement st, RuleTarget target, List<RuleDef> rules, RuleRewriter.Context ctx) {
        this.st = st;
        this.target = target;
        this.rules = rules;
        this.ctx = ctx;
        Table t = st instanceof Update u ? u.getTable() : ((Delete) st).getTable();
        this.qualifier = Names.fold(t.getAlias() != null ? t.getAlias().getName() : t.getName());
        this.alias = ctx.alias("old");
    }

    List<RewrittenQuery> queries() {
        String command = st instanceof Update ? "UPDATE" : "DELETE";
        checkReturning(st instanceof Update u ? u.getReturningClause() != null : ((Delete) st).getReturningClause() != null,
                command, target, rules);
        if (st instanceof Update u) {
            if (u.getWithItemsList() != null && !u.getWithItemsList().isEmpty()) {
                throw LaninException.of(RuleMsg.NOT_SUPPORTED, "WITH on an UPDATE of a table with rules");
            }
            for (UpdateSet s : u.getUpdateSets()) {
                if (s.getColumns().size() != 1) {
                    throw LaninException.of(RuleMsg.NOT_SUPPORTED, "a multiple-column SET on a table with rules");
                }
                sets.put(Names.fold(s.getColumns().get(0).getColumnName()), s.getValues().get(0).toString());
            }
        } else if (((Delete) st).getWithItemsList() != null && !((Delete) st).getWithItemsList().isEmpty()) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "WITH on a DELETE from a table with rules");
        }
        List<String> oldColumns = new ArrayList<>();
        target.columns().forEach(c -> oldColumns.add(RuleText.quote(c.name()) + " AS " + RuleReferences.alias(alias, c.name())));
        String from = "(SELECT " + String.join(", ", oldColumns) + " FROM " + target.sqlName() + ") AS " + alias + otherFromItems();
        Expression where = st instanceof Update u ? u.getWhere() : ((Delete) st).getWhere();
        String originalWhere = where == null ? null : onOld(where.toString());
        List<RewrittenQuery> out = new ArrayList<>();
        boolean replaced = false;
        List<String> inverted = new ArrayList<>();
        for (RuleDef r : rules) {
            replaced |= r.instead() && !r.conditional();
            Source source = !r.instead() ? Source.ALSO : r.conditional() ? Source.QUAL_INSTEAD : Source.INSTEAD;
            String cond = r.whereText() == null ? null : "(" + forActions(RuleText.condition(r.whereText())) + ")";
            String w = cond == null ? originalWhere == null ? null : "(" + originalWhere + ")"
                    : originalWhere == null ? cond : cond + " AND (" + originalWhere + ")";
            for (String a : r.actions()) {
                Statement action = RuleText.statement(target.expandStars(a));
                RuleReferences.replace(action, "new", this::newOnOld);
                RuleReferences.mangle(action, "old", alias);
                out.add(new RewrittenQuery(RuleActions.of(action.toString(), from, w, ctx), source));
            }
            if (r.instead() && r.conditional()) {
                Expression c = RuleText.condition(r.whereText());
                RuleReferences.replace(c, "new", this::newInStatement);
                RuleReferences.replace(c, "old", col -> RuleText.quote(qualifier) + "." + RuleText.quote(col));
                inverted.add("(" + c + ") IS NOT TRUE");
            }
        }
        if (!replaced) {
            out.add(new RewrittenQuery(inverted.isEmpty() ? st : remainder(String.join(" AND ", inverted)), Source.ORIGINAL));
        }
        return out;
    }

    /** PostgreSQL: RETURNING needs an unconditional INSTEAD rule with RETURNING; Lanin does not run RETURNING through rules. */
    static void checkReturning(boolean returning, String command, RuleTarget target, List<RuleDef> rules) {
        if (!returning) {
            return;
        }
        boolean instead = false;
        for (RuleDef r : rules) {
            instead |= r.instead();
            if (r.instead() && !r.conditional() && r.actions().stream().anyMatch(ModifyRules::hasReturning)) {
                throw LaninException.of(RuleMsg.NOT_SUPPORTED, "RETURNING through a rule's action");
            }
        }
        if (instead) {
            throw LaninException.withHint("You need an unconditional ON " + command + " DO INSTEAD rule with a RETURNING clause.",
                    RuleMsg.RETURNING_WITHOUT_RULE, command, target.name());
        }
    }

    private static boolean hasReturning(String action) {
        Statement a = RuleText.statement(action);
        return a instanceof net.sf.jsqlparser.statement.insert.Insert i ? i.getReturningClause() != null
                : a instanceof Update u ? u.getReturningClause() != null
                : a instanceof Delete d && d.getReturningClause() != null;
    }

    /** The statement's FROM (UPDATE) or USING (DELETE) items, as text after the target's. */
    private String otherFromItems() {
        StringBuilder b = new StringBuilder();
        if (st instanceof Update u) {
            if (u.getFromItem() != null) {
                b.append(", ").append(u.getFromItem());
            }
            appendJoins(b, u.getJoins());
        } else {
            Delete d = (Delete) st;
            if (d.getUsingList() != null) {
                d.getUsingList().forEach(t -> b.append(", ").append(t));
            }
            appendJoins(b, d.getJoins());
        }
        return b.toString();
    }

    private static void appendJoins(StringBuilder b, List<Join> joins) {
        if (joins != null) {
            joins.forEach(j -> b.append(j.isSimple() ? ", " + j.getRightItem() : " " + j));
        }
    }

    /** An expression of the statement moved onto {@code old}: the target's qualifier and its bare column names. */
    private String onOld(String expression) {
        Expression e = RuleText.condition(expression);
        RuleReferences.walk(() -> new TargetColumns(target, qualifier, alias).getTables(e));
        return e.toString();
    }

    /** {@code new.col} in an action: the SET expression over old, or old's column. */
    private String newOnOld(String col) {
        String set = sets.get(col);
        return set == null ? RuleReferences.mangled(alias, col) : "(" + onOld(set) + ")";
    }

    /** {@code new.col} in the statement's own terms. */
    private String newInStatement(String col) {
        String set = sets.get(col);
        return set == null ? RuleText.quote(qualifier) + "." + RuleText.quote(col) : "(" + set + ")";
    }

    private String forActions(Expression condition) {
        RuleReferences.replace(condition, "new", this::newOnOld);
        RuleReferences.mangle(condition, "old", alias);
        return condition.toString();
    }

    private Statement remainder(String inverted) {
        if (st instanceof Update u) {
            u.setWhere(RuleActions.and(u.getWhere(), inverted));
        } else {
            Delete d = (Delete) st;
            d.setWhere(RuleActions.and(d.getWhere(), inverted));
        }
        return st;
    }

    /** Moves the statement's references to its target onto {@code old}. */
    private static final class TargetColumns extends net.sf.jsqlparser.util.TablesNamesFinder<Void> {
        private final RuleTarget target;
        private final String qualifier;
        private final String alias;

        TargetColumns(RuleTarget target, String qualifier, String alias) {
            this.target = target;
            this.qualifier = qualifier;
            this.alias = alias;
            init(true);
        }

        @Override
        public <S> Void visit(Column c, S context) {
            Table t = c.getTable();
            String col = Names.fold(c.getColumnName());
            boolean ours = t == null || t.getName() == null ? target.has(col)
                    : t.getSchemaName() == null && Names.fold(t.getName()).equals(qualifier);
            if (ours) {
                c.setTable(null);
                c.setColumnName(RuleReferences.mangled(alias, col));
            }
            return null;
        }
    }
}
