package org.lanin.planner.rewrite;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.util.TablesNamesFinder;

/**
 * The NEW and OLD references of a rule's texts, found (and, for a rewrite, replaced) in their parse
 * trees: every {@code new.col} / {@code old.col} column, subqueries included. A replacement is
 * spliced into the tree as a column whose name is the replacing text, so the statement printed and
 * parsed again reads it in place. The same walk gives every parameter a fixed number ({@code $n}),
 * so that the pieces of a statement can be reordered without renumbering its {@code ?}s.
 */
final class RuleReferences extends TablesNamesFinder<Void> {
    private final String relation;
    private final Function<String, String> replace;
    final Set<String> columns = new HashSet<>();
    /** {@code rel.*} was used: every column is needed. */
    boolean wholeRow;

    private RuleReferences(String relation, Function<String, String> replace) {
        this.relation = relation;
        this.replace = replace;
        init(true);
    }

    /** The columns of {@code relation} ("new" or "old") that {@code st} names. */
    static RuleReferences in(Statement st, String relation) {
        RuleReferences r = new RuleReferences(relation, null);
        walk(() -> r.getTables(st));
        return r;
    }

    static RuleReferences in(Expression e, String relation) {
        RuleReferences r = new RuleReferences(relation, null);
        walk(() -> r.getTables(e));
        return r;
    }

    /** Replaces each {@code relation.col} of {@code st} by {@code replace(col)} (a text; null keeps it). */
    static void replace(Statement st, String relation, Function<String, String> replace) {
        walk(() -> new RuleReferences(relation, replace).getTables(st));
    }

    static void replace(Expression e, String relation, Function<String, String> replace) {
        walk(() -> new RuleReferences(relation, replace).getTables(e));
    }

    /**
     * How a rewritten query names column {@code col} of NEW or OLD, given the FROM alias {@code alias}
     * the rewrite gave it ({@code new}, {@code old}, numbered below the top level): {@code new."new.col"}.
     * NEW and OLD are derived tables whose columns carry such names, so that, as in PostgreSQL, where
     * they are visible only qualified, an unqualified name in an action never finds them; nested
     * rewrites number their aliases so an action's own rules do not hide them.
     */
    static String mangled(String alias, String col) {
        return alias + "." + RuleText.quote(alias + "." + col);
    }

    /** A derived table's column alias for column {@code col} of the relation aliased {@code alias}. */
    static String alias(String alias, String col) {
        return RuleText.quote(alias + "." + col);
    }

    /** Replaces every {@code relation.col} of {@code st} by its mangled name under {@code alias}. */
    static void mangle(Statement st, String relation, String alias) {
        replace(st, relation, col -> mangled(alias, col));
    }

    static void mangle(Expression e, String relation, String alias) {
        replace(e, relation, col -> mangled(alias, col));
    }

    private static final java.util.regex.Pattern MANGLED = java.util.regex.Pattern.compile("\\b(new|old)\\d*\\.(?:new|old)\\d*\\.");

    /** A binder's message about a mangled name, as PostgreSQL words it ({@code column new.zz does not exist}). */
    static String unmangle(String message) {
        return message == null ? null : MANGLED.matcher(message).replaceAll("$1.");
    }

    private static final java.util.regex.Pattern STAR = java.util.regex.Pattern.compile("(?i)\\b(new|old)\\s*\\.\\s*\\*");

    /**
     * {@code new.*} and {@code old.*} in an action's text spelled out as the relation's columns
     * ({@code new.a, new.b}), as PostgreSQL expands a whole-row reference in a target list. Text in
     * single or double quotes is left alone.
     */
    static String expandStars(String text, List<String> columns) {
        if (text.indexOf('*') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char ch = text.charAt(i);
            if (ch == '\'' || ch == '"') {
                int end = text.indexOf(ch, i + 1);
                end = end < 0 ? text.length() : end + 1;
                out.append(text, i, end);
                i = end;
                continue;
            }
            java.util.regex.Matcher m = STAR.matcher(text).region(i, text.length());
            if (m.lookingAt() && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)) && text.charAt(i - 1) != '_')) {
                String rel = m.group(1).toLowerCase(java.util.Locale.ROOT);
                List<String> refs = new java.util.ArrayList<>();
                columns.forEach(c -> refs.add(rel + "." + RuleText.quote(c)));
                out.append(String.join(", ", refs));
                i = m.end();
                continue;
            }
            out.append(ch);
            i++;
        }
        return out.toString();
    }

    /** Gives every parameter of {@code st} its number in the text ({@code ?} becomes {@code $n}). */
    static void fixParameters(Statement st) {
        walk(() -> new RuleReferences("\u0000", null).getTables(st));
    }

    /**
     * Runs a walk of JSqlParser's finder, which refuses some trees (a WITH item that is INSERT, UPDATE
     * or DELETE: it expects a query there) by throwing: such a statement cannot be rewritten here.
     */
    static void walk(Runnable r) {
        try {
            r.run();
        } catch (org.lanin.engine.error.LaninException e) {
            throw e;
        } catch (RuntimeException e) {
            throw org.lanin.engine.error.LaninException.of(RuleMsg.NOT_SUPPORTED,
                    "a data-modifying WITH in a statement or rule action on a relation with rewrite rules");
        }
    }

    private boolean names(net.sf.jsqlparser.schema.Table t) {
        return t != null && t.getSchemaName() == null && t.getName() != null
                && org.lanin.planner.bind.Names.fold(t.getName()).equals(relation);
    }

    @Override
    public <S> Void visit(Column c, S context) {
        if (names(c.getTable())) {
            String col = org.lanin.planner.bind.Names.fold(c.getColumnName());
            columns.add(col);
            String text = replace == null ? null : replace.apply(col);
            if (text != null) {
                c.setTable(null);
                c.setColumnName(text);
            }
        }
        return null;
    }

    @Override
    public <S> Void visit(AllTableColumns all, S context) {
        if (names(all.getTable())) {
            wholeRow = true;
        }
        return null;
    }

    @Override
    public <S> Void visit(JdbcParameter p, S context) {
        p.setUseFixedIndex(true);
        p.setParameterCharacter("$");
        return null;
    }
}
