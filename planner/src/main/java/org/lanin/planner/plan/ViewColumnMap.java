package org.lanin.planner.plan;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.planner.ddl.DdlLexer;
import org.lanin.planner.ddl.DdlLexer.Kind;
import org.lanin.planner.ddl.DdlLexer.Token;

/**
 * Rewrites SQL text written against a view's columns into text over its base relation (the text
 * half of PostgreSQL's {@code ReplaceVarsFromTargetList} in rewriteTargetView): each reference to
 * a view column, bare or qualified by the view's name or alias, becomes the view's expression for
 * it; {@code excluded.col} of ON CONFLICT becomes {@code excluded.basecol}. Works on tokens, so
 * strings, quoted names, function names ({@code name(}), type names ({@code ::name}) and output
 * aliases ({@code AS name}) are left alone, and so are subqueries (their names are their own
 * relations'; a view column referenced from inside one is not mapped, and then fails to bind).
 */
final class ViewColumnMap {
    private final Map<String, String> columns;
    private final Set<String> qualifiers;

    /**
     * @param columns    view column name -> base expression text (a column, or any expression)
     * @param qualifiers names that qualify a view column in the statement (the view's name, its alias)
     */
    ViewColumnMap(Map<String, String> columns, Set<String> qualifiers) {
        this.columns = columns;
        this.qualifiers = qualifiers;
    }

    boolean has(String column) {
        return columns.containsKey(column);
    }

    /** The view's columns in its order. */
    java.util.Set<String> columnNames() {
        return columns.keySet();
    }

    String map(String column) {
        return columns.get(column);
    }

    /** {@code sql} with every view-column reference replaced. */
    String rewrite(String sql) {
        List<Token> t = DdlLexer.lex(sql);
        StringBuilder out = new StringBuilder();
        int copied = 0;
        for (int i = 0; i < t.size(); i++) {
            Token k = t.get(i);
            if (k.isSymbol("(") && i + 1 < t.size() && (t.get(i + 1).is("select") || t.get(i + 1).is("with"))) {
                i = closing(t, i); // a subquery's names are its own relations' (a correlated view column is not mapped)
                continue;
            }
            if (!isName(k) || i > 0 && skipAfter(t.get(i - 1)) || i + 1 < t.size() && t.get(i + 1).isSymbol("(")) {
                continue;
            }
            boolean dotted = i + 2 < t.size() && t.get(i + 1).isSymbol(".") && isName(t.get(i + 2));
            String replacement = null;
            int last = i;
            if (dotted) {
                String col = t.get(i + 2).text();
                if (qualifiers.contains(k.text()) && columns.containsKey(col)) {
                    replacement = wrapped(columns.get(col));
                } else if (k.is("excluded") && columns.containsKey(col) && isPlainColumn(columns.get(col))) {
                    replacement = "excluded." + unqualified(columns.get(col));
                }
                last = i + 2;
            } else if (columns.containsKey(k.text())) {
                replacement = wrapped(columns.get(k.text()));
            }
            if (replacement != null) {
                out.append(sql, copied, k.start()).append(replacement);
                copied = t.get(last).end();
            }
            i = last;
        }
        return out.append(sql.substring(copied)).toString();
    }

    /** The index of the parenthesis closing the one at {@code open} (the last token when unbalanced). */
    private static int closing(List<Token> t, int open) {
        int depth = 0;
        for (int i = open; i < t.size(); i++) {
            if (t.get(i).isSymbol("(")) {
                depth++;
            } else if (t.get(i).isSymbol(")") && --depth == 0) {
                return i;
            }
        }
        return t.size() - 1;
    }

    /** A column as it is, an expression in parentheses (so operators around it keep their meaning). */
    private static String wrapped(String expr) {
        return isPlainColumn(expr) ? expr : "(" + expr + ")";
    }

    private static boolean isName(Token k) {
        return k.kind() == Kind.WORD || k.kind() == Kind.QUOTED;
    }

    /** A name after these is not a column reference: a qualified part, a type, an alias. */
    private static boolean skipAfter(Token prev) {
        return prev.isSymbol(".") || prev.isSymbol("::") || prev.is("as");
    }

    static boolean isPlainColumn(String expr) {
        List<Token> t = DdlLexer.lex(expr);
        return t.size() == 1 && isName(t.get(0)) || t.size() == 3 && isName(t.get(0)) && t.get(1).isSymbol(".") && isName(t.get(2));
    }

    /** The column name of a plain column expression ({@code b.name} -> {@code name}), quoted. */
    static String unqualified(String expr) {
        List<Token> t = DdlLexer.lex(expr);
        return quote(t.get(t.size() - 1).text());
    }

    static String quote(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }
}
