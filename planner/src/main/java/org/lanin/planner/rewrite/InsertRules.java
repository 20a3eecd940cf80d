package org.lanin.planner.rewrite;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.Values;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.Names;
import org.lanin.planner.rewrite.RewrittenQuery.Source;
import org.lanin.planner.routine.catalog.RuleDef;

/**
 * The rules of an INSERT. NEW is the statement's rows as the table would get them: a derived table
 * {@code (SELECT CAST(source column AS column type) AS "new.col", ... FROM (rows) AS "*SOURCE*"(...) WHERE
 * condition) AS new}
 * over its VALUES (DEFAULT items spelled as the column's default), its SELECT, or no rows for DEFAULT
 * VALUES, with the defaults of the columns it leaves out that a rule reads. Each action and the
 * statement's remainder read it as PostgreSQL's rewritten queries read the original's range table:
 * once per source row, the source evaluated again by each query (as PostgreSQL evaluates the
 * original's expressions in each).
 */
final class InsertRules {
    private final Insert ins;
    private final RuleTarget target;
    private final List<RuleDef> rules;
    private final RuleRewriter.Context ctx;
    /** The columns the statement names (or the leading ones it fills), in its order. */
    private final List<ColumnDef> targets = new ArrayList<>();
    /** How many columns the source gives (0: DEFAULT VALUES), and its rows as SQL. */
    private int width;
    private String sourceText;
    /** NEW's name in the queries built here. */
    private final String alias;

    InsertRules(Insert ins, RuleTarget target, List<RuleDef> rules, RuleRewriter.Context ctx) {
        this.ins = ins;
        this.target = target;
        this.rules = rules;
        this.ctx = ctx;
        this.alias = ctx.alias("new");
    }

    List<RewrittenQuery> queries() {
        checkStatement();
        readSource();
        List<RewrittenQuery> out = new ArrayList<>();
        boolean replaced = false;
        List<String> inverted = new ArrayList<>();
        for (RuleDef r : rules) {
            replaced |= r.instead() && !r.conditional();
            if (r.instead() && r.conditional()) {
                inverted.add("(" + onSource(r.whereText()) + ") IS NOT TRUE");
            }
        }
        if (!replaced) {
            out.add(new RewrittenQuery(inverted.isEmpty() ? ins : remainder(String.join(" AND ", inverted)), Source.ORIGINAL));
        }
        for (RuleDef r : rules) {
            Source source = !r.instead() ? Source.ALSO : r.conditional() ? Source.QUAL_INSTEAD : Source.INSTEAD;
            String where = r.whereText() == null ? null : onSource(r.whereText());
            for (String action : r.actions()) {
                Statement a = RuleText.statement(target.expandStars(action));
                RuleReferences refs = RuleReferences.in(a, "new");
                if (refs.wholeRow) {
                    throw LaninException.of(RuleMsg.NOT_SUPPORTED, "new.* in a rule action");
                }
                RuleReferences.mangle(a, "new", alias);
                out.add(new RewrittenQuery(RuleActions.of(a.toString(), newFrom(refs.columns, where), null, ctx), source));
            }
        }
        return out;
    }

    /**
     * A rule's condition over the source rows, NEW's columns replaced by what they stand for (the
     * source's value or the column's default), as PostgreSQL replaces them: it filters the source
     * rows before NEW's other columns are computed, so a default (nextval) is evaluated only for
     * the rows a query keeps.
     */
    private String onSource(String condition) {
        Expression c = RuleText.condition(condition);
        if (RuleReferences.in(c, "new").wholeRow) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "new.* in a rule condition");
        }
        RuleReferences.replace(c, "new", col -> {
            ColumnDef def = target.column(col);
            if (def == null || def.dropped()) {
                throw LaninException.of(PlannerMsg.UNDEFINED_QUALIFIED_COLUMN, "new", col);
            }
            return "(" + valueOf(def) + ")";
        });
        return c.toString();
    }

    /** What NEW's column {@code c} is for a source row. */
    private String valueOf(ColumnDef c) {
        int k = targets.indexOf(c);
        return RuleTarget.typed(k >= 0 ? "\"*SOURCE*\".s" + (k + 1) : RuleTarget.defaultText(c), c);
    }

    private Set<String> allColumns() {
        Set<String> out = new HashSet<>();
        target.columns().forEach(c -> out.add(c.name()));
        return out;
    }

    private void checkStatement() {
        if (ins.getConflictAction() != null) {
            throw LaninException.of(RuleMsg.ON_CONFLICT_WITH_RULES);
        }
        if (ins.getWithItemsList() != null && !ins.getWithItemsList().isEmpty()) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "WITH on an INSERT into a table with rules");
        }
        if (ins.getModifierPriority() != null) {
            throw LaninException.of(RuleMsg.NOT_SUPPORTED, "OVERRIDING on an INSERT into a table with rules");
        }
        ModifyRules.checkReturning(ins.getReturningClause() != null, "INSERT", target, rules);
    }

    /** The statement's remainder under conditional INSTEAD rules: its rows for which none of their conditions holds. */
    private Statement remainder(String inverted) {
        List<String> cols = new ArrayList<>();
        List<String> values = new ArrayList<>();
        Set<String> reads = new HashSet<>();
        for (ColumnDef c : targets) {
            cols.add(RuleText.quote(c.name()));
            values.add(RuleReferences.mangled(alias, c.name()));
            reads.add(c.name());
        }
        if (cols.isEmpty()) { // DEFAULT VALUES: one column given its default is the same row
            ColumnDef first = target.columns().get(0);
            cols.add(RuleText.quote(first.name()));
            values.add(RuleTarget.defaultText(first));
        }
        String sql = "INSERT INTO " + ins.getTable() + " (" + String.join(", ", cols) + ") SELECT " + String.join(", ", values)
                + " FROM " + newFrom(reads, inverted);
        return RuleText.statement(sql);
    }

    /** The source's rows as text (VALUES with DEFAULT spelled out, or the query), and the target columns. */
    private void readSource() {
        Select source = ins.getSelect();
        if (source == null) {
            width = 0;
        } else if (source instanceof Values v && v.getExpressions() != null) {
            List<List<Expression>> rows = RuleActions.rows(v.getExpressions());
            width = rows.get(0).size();
            fillTargets(width);
            List<String> sourceRows = new ArrayList<>();
            for (List<Expression> row : rows) {
                if (row.size() != width) {
                    throw LaninException.of(RuleMsg.SYNTAX, "VALUES lists must all be the same length");
                }
                List<String> items = new ArrayList<>();
                for (int k = 0; k < row.size(); k++) {
                    items.add(RuleActions.isDefault(row.get(k)) ? RuleTarget.defaultText(targets.get(k)) : row.get(k).toString());
                }
                sourceRows.add("(" + String.join(", ", items) + ")");
            }
            sourceText = "VALUES " + String.join(", ", sourceRows);
        } else {
            width = selectWidth(source);
            fillTargets(width);
            sourceText = source.toString();
        }
    }

    /**
     * NEW as a FROM item: one row per source row, with the columns {@code reads} (those a query
     * reads), typed as the table's: the source's value, or the column's default when the statement
     * leaves the column out (evaluated only where read, as PostgreSQL evaluates a default once per
     * query that reads NEW's column).
     */
    private String newFrom(Set<String> reads, String where) {
        List<String> items = new ArrayList<>();
        for (ColumnDef c : target.columns()) {
            if (reads.contains(c.name())) {
                items.add(valueOf(c) + " AS " + RuleReferences.alias(alias, c.name()));
            }
        }
        if (items.isEmpty()) {
            items.add("NULL AS \"?column?\"");
        }
        String select = "SELECT " + String.join(", ", items);
        String filter = where == null ? "" : " WHERE " + where;
        if (width == 0) {
            return "(" + select + filter + ") AS " + alias;
        }
        List<String> names = new ArrayList<>();
        for (int k = 1; k <= width; k++) {
            names.add("s" + k);
        }
        return "(" + select + " FROM (" + sourceText + ") AS \"*SOURCE*\"(" + String.join(", ", names) + ")" + filter + ") AS " + alias;
    }

    /** The target columns: those named, or the table's leading ones, as many as the source gives. */
    private void fillTargets(int width) {
        if (ins.getColumns() != null) {
            for (var c : ins.getColumns()) {
                String n = Names.fold(c.getColumnName());
                if (!target.has(n)) {
                    throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, n, target.name());
                }
                targets.add(target.column(n));
            }
            if (width > targets.size()) {
                throw LaninException.of(PlannerMsg.INSERT_TOO_MANY_EXPRS);
            }
            if (width < targets.size()) {
                throw LaninException.of(PlannerMsg.INSERT_TOO_FEW_EXPRS);
            }
            return;
        }
        List<ColumnDef> all = target.columns();
        if (width > all.size()) {
            throw LaninException.of(PlannerMsg.INSERT_TOO_MANY_EXPRS);
        }
        targets.addAll(all.subList(0, width));
    }

    /** How many columns the source query gives, read from its select list ({@code *}: as many as the table has). */
    private int selectWidth(Select s) {
        if (ins.getColumns() != null) {
            return ins.getColumns().size();
        }
        Select first = s instanceof SetOperationList l ? l.getSelects().get(0) : s;
        if (first instanceof PlainSelect ps && ps.getSelectItems().stream().noneMatch(i -> i.toString().endsWith("*"))) {
            return ps.getSelectItems().size();
        }
        return target.columns().size();
    }

}
