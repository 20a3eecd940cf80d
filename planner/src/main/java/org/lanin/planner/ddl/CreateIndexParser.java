package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlLexer.Kind;
import org.lanin.planner.ddl.DdlLexer.Token;
import org.lanin.planner.ddl.DdlStatement.CreateIndex;

/**
 * CREATE [UNIQUE] INDEX [CONCURRENTLY] [IF NOT EXISTS] [name] ON table [USING btree | hash | gin | gist]
 * ({column | func(...) | (expression)} [opclass] [ASC | DESC] [NULLS FIRST | LAST], ...)
 * [WHERE predicate]. IF NOT EXISTS needs a name, as in PostgreSQL's grammar.
 */
final class CreateIndexParser {
    private static final Set<String> ORDER_WORDS = Set.of("asc", "desc", "nulls");
    private final DdlParser p;

    CreateIndexParser(DdlParser p) {
        this.p = p;
    }

    DdlStatement parse(boolean unique) {
        boolean concurrently = p.acceptWord("concurrently");
        boolean ifNotExists = p.ifNotExists();
        String name = p.peekWord("on") && !ifNotExists ? null : p.name();
        p.expectWord("on");
        boolean only = p.acceptWord("only");
        String table = p.qualifiedName();
        if (name != null) { // an index lives in its table's schema
            name = org.lanin.engine.catalog.Namespace.key(org.lanin.engine.catalog.Namespace.schemaOf(table), name);
        }
        String method = null;
        if (p.acceptWord("using")) {
            method = p.name();
            IndexMethods.checkName(method);
        }
        List<String> cols = new ArrayList<>();
        List<String> opclasses = new ArrayList<>();
        List<String> exprs = new ArrayList<>();
        List<Integer> options = new ArrayList<>();
        columns(cols, opclasses, exprs, options);
        int keyColumns = cols.size();
        if (p.acceptWord("include")) { // non-key columns: plain columns only, as in PostgreSQL's grammar
            p.expect("(");
            do {
                if (p.peekSymbol("(")) {
                    throw LaninException.of(IndexDdlMsg.INCLUDE_EXPRESSION);
                }
                cols.add(p.name());
                if (p.peekSymbol("(")) {
                    throw LaninException.of(IndexDdlMsg.INCLUDE_EXPRESSION);
                }
                exprs.add(null);
                opclasses.add(null);
                options.add(0);
            } while (p.accept(","));
            p.expect(")");
        }
        boolean nullsNotDistinct = CreateTableParser.nullsNotDistinct(p);
        List<StorageParameters.Param> storage = StorageParameters.parseWith(p);
        CreateTableParser.tablespace(p);
        String where = null;
        if (p.acceptWord("where")) {
            where = p.restOfStatement(List.of(), new boolean[1]);
            if (where.isEmpty()) {
                throw p.error();
            }
        }
        return new CreateIndex(name, table, unique, ifNotExists, cols, opclasses, concurrently, exprs, where,
                method == null || method.equals("btree") ? null : method,
                options.stream().allMatch(o -> o == 0) ? null : List.copyOf(options), storage, nullsNotDistinct,
                keyColumns == cols.size() ? 0 : keyColumns, only);
    }

    /**
     * One key element: a column, a function call, or a parenthesised expression. {@code cols} gets
     * the column's name, or for an expression the name PostgreSQL's FigureColname gives it (the
     * function's name, else "expr"), which the default index name is made of.
     */
    private void element(List<String> cols, List<String> exprs) {
        element(p, cols, exprs);
    }

    /** {@link #element(List, List)} for any parser: PARTITION BY's key elements have the same grammar. */
    static void element(DdlParser p, List<String> cols, List<String> exprs) {
        Token k = p.peek();
        if (k != null && k.isSymbol("(")) {
            int open = p.mark();
            p.expect("(");
            if (p.peekWord("select") || p.peekWord("with") || p.peekWord("values")) {
                throw p.error(); // PostgreSQL's grammar: an index element is not a subquery
            }
            p.reset(open);
            String text = p.parenthesised();
            exprs.add(text);
            cols.add(figureName(text));
            return;
        }
        int mark = p.mark();
        String first = p.name();
        if (p.peekSymbol(".")) { // a schema-qualified function
            int dot = p.mark();
            p.expect(".");
            String second = p.name();
            if (p.peekSymbol("(")) {
                first = second;
            } else {
                p.reset(dot);
            }
        }
        if (p.peek() != null && p.peek().isSymbol("(")) {
            p.parenthesised(); // a function call is the whole element (PostgreSQL's func_expr_windowless)
            exprs.add(p.textSince(mark));
            cols.add(first);
            return;
        }
        exprs.add(null);
        cols.add(first);
    }

    /** The function's name when the expression is a call, else "expr". */
    private static String figureName(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\s*\\(*\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\(").matcher(text);
        return m.find() ? m.group(1).toLowerCase(java.util.Locale.ROOT) : "expr";
    }

    /** {@code NULLS} not followed by FIRST or LAST: PostgreSQL's grammar reads it as an operator class's name. */
    private boolean nullsAsName() {
        int mark = p.mark();
        boolean name = p.acceptWord("nulls") && !p.peekWord("first") && !p.peekWord("last");
        p.reset(mark);
        return name;
    }

    /**
     * The column list; an operator class is a name after the column (null where none is named);
     * {@code options} gets each column's order as pg_index.indoption bits (NULLS FIRST is DESC's default).
     */
    private void columns(List<String> cols, List<String> opclasses, List<String> exprs, List<Integer> options) {
        p.expect("(");
        do {
            element(cols, exprs);
            if (p.acceptWord("collate")) { // the C collation's order is the only one there is
                String first = p.name();
                String schema = p.accept(".") ? first : null;
                org.lanin.planner.cache.CollateClauses.check(schema, schema == null ? first : p.name());
            }
            Token k = p.peek();
            boolean opclass = k != null && (k.kind() == Kind.WORD || k.kind() == Kind.QUOTED)
                    && (!ORDER_WORDS.contains(k.text()) || nullsAsName()) && !k.text().equals("where");
            opclasses.add(opclass ? p.name() : null);
            boolean desc = !p.acceptWord("asc") && p.acceptWord("desc");
            boolean nullsFirst = desc;
            if (p.acceptWord("nulls")) {
                if (p.acceptWord("first")) {
                    nullsFirst = true;
                } else if (p.acceptWord("last")) {
                    nullsFirst = false;
                } else {
                    throw p.error();
                }
            }
            options.add((desc ? IndexDef.DESC : 0) | (nullsFirst ? IndexDef.NULLS_FIRST : 0));
        } while (p.accept(","));
        p.expect(")");
    }
}
