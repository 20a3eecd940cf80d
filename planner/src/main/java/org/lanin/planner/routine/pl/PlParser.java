package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.routine.RoutineLexer;
import org.lanin.planner.routine.RoutineLexer.Kind;
import org.lanin.planner.routine.RoutineLexer.Token;
import org.lanin.planner.routine.pl.PlStmt.*;

/** PL/pgSQL source to {@link PlStmt.Block}; recursive descent over the routine lexer's tokens. */
public final class PlParser {
    private final String src;
    private final List<Token> t;
    private int pos;
    /** Names declared as bound cursors so far: FOR rec IN name LOOP walks such a cursor. */
    private final java.util.Set<String> cursors = new java.util.HashSet<>();

    private PlParser(String src) {
        this.src = src;
        this.t = RoutineLexer.lex(src);
    }

    public static Block parse(String body) {
        PlParser p = new PlParser(body);
        Block b = p.block(null);
        p.accept(";");
        if (p.pos < p.t.size()) {
            throw p.error();
        }
        return b;
    }

    private Block block(String label) {
        List<Decl> decls = new ArrayList<>();
        if (acceptWord("declare")) {
            while (!peekWord("begin")) {
                decls.add(decl());
            }
        }
        expectWord("begin");
        List<PlStmt> body = statements("end", "exception");
        List<List<String>> conds = new ArrayList<>();
        List<List<PlStmt>> handlers = new ArrayList<>();
        if (acceptWord("exception")) {
            while (acceptWord("when")) {
                List<String> names = new ArrayList<>();
                do {
                    if (acceptWord("sqlstate")) {
                        names.add(next().text());
                    } else {
                        names.add(next().text());
                    }
                } while (acceptWord("or"));
                expectWord("then");
                conds.add(names);
                handlers.add(statements("when", "end"));
            }
        }
        expectWord("end");
        if (peek() != null && peek().kind() == Kind.WORD && !peek().isSymbol(";")) {
            next(); // END label
        }
        return new Block(label, decls, body, conds, handlers);
    }

    private Decl decl() {
        String name = ident();
        if (acceptWord("alias")) {
            expectWord("for");
            Token target = next();
            expect(";");
            return new Decl(name, null, (target.kind() == Kind.PARAM ? "$" : "") + target.text(), false, null);
        }
        int save = pos;
        if (acceptWord("no")) {
            expectWord("scroll");
        } else {
            acceptWord("scroll");
        }
        if (acceptWord("cursor")) {
            return cursorDecl(name);
        }
        pos = save;
        acceptWord("constant");
        String type = cutUntil(":=", "=", ";", "default", "not");
        if (acceptWord("not")) {
            expectWord("null");
        }
        String def = null;
        if (accept(":=") || accept("=") || acceptWord("default")) {
            def = cutUntil(";");
        }
        expect(";");
        boolean record = type.trim().equalsIgnoreCase("record");
        return new Decl(name, type, def, record, null);
    }

    /** name [[NO] SCROLL] CURSOR [(param type, ...)] {FOR | IS} query; the cursor's name is its portal name. */
    private Decl cursorDecl(String name) {
        List<String> names = new ArrayList<>();
        List<String> types = new ArrayList<>();
        if (accept("(")) {
            do {
                names.add(ident());
                types.add(cutUntil(",", ")"));
            } while (accept(","));
            expect(")");
        }
        if (!acceptWord("for")) {
            expectWord("is");
        }
        String query = cutUntil(";");
        expect(";");
        cursors.add(name);
        return new Decl(name, "refcursor", null, false, new CursorDecl(names, types, query));
    }

    /** Statements up to (not including) one of the {@code enders} words. */
    private List<PlStmt> statements(String... enders) {
        List<PlStmt> out = new ArrayList<>();
        while (true) {
            Token k = peek();
            if (k == null) {
                throw LaninException.of(PlMsg.SYNTAX_END);
            }
            for (String e : enders) {
                if (k.is(e)) {
                    return out; // nested IF / LOOP / CASE consumed their own END
                }
            }
            out.add(statement());
        }
    }

    private PlStmt statement() {
        String label = null;
        if (peek().isSymbol("<") && pos + 1 < t.size() && t.get(pos + 1).isSymbol("<")) {
            pos += 2;
            label = ident();
            expect(">");
            expect(">");
        }
        Token k = peek();
        if (k.is("declare") || k.is("begin")) {
            Block b = block(label);
            expect(";");
            return b;
        }
        if (k.is("if")) {
            next();
            return ifStmt();
        }
        if (k.is("loop") || k.is("while")) {
            next();
            String cond = null;
            if (k.is("while")) {
                cond = cutUntil("loop");
                expectWord("loop");
            }
            List<PlStmt> body = statements("end");
            endOf("loop");
            return new Loop(label, cond, body);
        }
        if (k.is("for")) {
            next();
            return forStmt(label);
        }
        if (k.is("exit") || k.is("continue")) {
            next();
            String l = peek() != null && peek().kind() == Kind.WORD && !peek().is("when") ? next().text() : null;
            String when = acceptWord("when") ? cutUntil(";") : null;
            expect(";");
            return new Exit(k.is("continue"), l, when);
        }
        if (k.is("return")) {
            next();
            return returnStmt();
        }
        if (k.is("raise")) {
            next();
            return PlRaiseParser.raise(this);
        }
        if (k.is("null")) {
            next();
            expect(";");
            return new Null();
        }
        if (k.is("case")) {
            next();
            return caseStmt();
        }
        if (k.is("perform")) {
            next();
            String sql = "SELECT " + cutUntil(";");
            expect(";");
            return new Sql(sql, List.of(), false, true);
        }
        if (k.is("execute")) {
            next();
            return PlCommandParser.execute(this);
        }
        if (k.is("get") && pos + 1 < t.size() && (t.get(pos + 1).is("diagnostics") || t.get(pos + 1).is("current")
                || t.get(pos + 1).is("stacked"))) {
            next();
            return PlCommandParser.diagnostics(this);
        }
        if ((k.is("open") || k.is("fetch") || k.is("move") || k.is("close")) && pos + 1 < t.size() && t.get(pos + 1).isName()) {
            next();
            return k.is("open") ? PlCommandParser.open(this) : k.is("close") ? PlCommandParser.close(this)
                    : PlCommandParser.fetch(this, k.is("move"));
        }
        if (k.is("foreach")) {
            next();
            String var = ident();
            int slice = 0;
            if (acceptWord("slice")) {
                Token n = next();
                if (n.kind() != Kind.NUMBER) {
                    throw errorAt(n);
                }
                slice = Integer.parseInt(n.text());
            }
            expectWord("in");
            expectWord("array");
            String array = cutUntil("loop");
            expectWord("loop");
            List<PlStmt> body = statements("end");
            endOf("loop");
            return new Foreach(label, var, slice, array, body);
        }
        if (k.is("assert")) {
            next();
            String cond = cutUntil(",", ";");
            String message = accept(",") ? cutUntil(";") : null;
            expect(";");
            return new Assert(cond, message);
        }
        if (k.is("commit") || k.is("rollback")) {
            next();
            boolean chain = false;
            if (acceptWord("and")) {
                chain = !acceptWord("no");
                expectWord("chain");
            }
            expect(";");
            return new TransactionControl(k.is("commit"), chain);
        }
        if (k.isName() && pos + 1 < t.size() && (t.get(pos + 1).isSymbol(":=") || t.get(pos + 1).isSymbol("=")
                || t.get(pos + 1).isSymbol(".") && pos + 3 < t.size() && (t.get(pos + 3).isSymbol(":=") || t.get(pos + 3).isSymbol("=")))) {
            String target = ident();
            String field = accept(".") ? ident() : null;
            next();
            String expr = cutUntil(";");
            expect(";");
            return new Assign(target, field, expr);
        }
        return sqlStmt();
    }

    private PlStmt sqlStmt() {
        int start = pos;
        String text = cutUntil(";");
        int end = pos;
        expect(";");
        // SELECT ... INTO [STRICT] targets ...: cut the INTO clause out (at depth 0, not in INSERT INTO)
        List<String> into = new ArrayList<>();
        boolean strict = false;
        Token first = t.get(start);
        if (first.is("select") || first.is("with") || first.is("insert") || first.is("update") || first.is("delete")) {
            int depth = 0;
            for (int i = start; i < end; i++) {
                Token k = t.get(i);
                depth += k.isSymbol("(") ? 1 : k.isSymbol(")") ? -1 : 0;
                if (depth == 0 && k.is("into") && !(i > start && (t.get(i - 1).is("insert") || t.get(i - 1).is("merge")))) {
                    int j = i + 1;
                    if (j < end && t.get(j).is("strict")) {
                        strict = true;
                        j++;
                    }
                    int targetsStart = j;
                    do {
                        into.add(t.get(j).text() + (j + 2 < end && t.get(j + 1).isSymbol(".") ? "." + t.get(j + 2).text() : ""));
                        j += j + 2 < end && t.get(j + 1).isSymbol(".") ? 3 : 1;
                    } while (j < end && t.get(j).isSymbol(",") && ++j > 0);
                    String before = src.substring(t.get(start).start(), t.get(i).start());
                    String after = j < end ? src.substring(t.get(j).start(), t.get(end - 1).end()) : "";
                    text = before + " " + after;
                    break;
                }
            }
        }
        return new Sql(text, into, strict, false);
    }

    private PlStmt ifStmt() {
        List<String> conds = new ArrayList<>();
        List<List<PlStmt>> branches = new ArrayList<>();
        conds.add(cutUntil("then"));
        expectWord("then");
        branches.add(statements("elsif", "elseif", "else", "end"));
        List<PlStmt> otherwise = null;
        while (true) {
            if (acceptWord("elsif") || acceptWord("elseif")) {
                conds.add(cutUntil("then"));
                expectWord("then");
                branches.add(statements("elsif", "elseif", "else", "end"));
            } else if (acceptWord("else")) {
                otherwise = statements("end");
            } else {
                endOf("if");
                return new If(conds, branches, otherwise);
            }
        }
    }

    private PlStmt caseStmt() {
        String subject = peekWord("when") ? null : cutUntil("when");
        List<String> whens = new ArrayList<>();
        List<List<PlStmt>> branches = new ArrayList<>();
        while (acceptWord("when")) {
            whens.add(cutUntil("then"));
            expectWord("then");
            branches.add(statements("when", "else", "end"));
        }
        List<PlStmt> otherwise = acceptWord("else") ? statements("end") : null;
        endOf("case");
        return new Case(subject, whens, branches, otherwise);
    }

    private PlStmt forStmt(String label) {
        String var = ident();
        expectWord("in");
        boolean reverse = acceptWord("reverse");
        int save = pos;
        String first = cutUntil("..", "loop");
        if (accept("..")) {
            String to = cutUntil("loop", "by");
            String by = acceptWord("by") ? cutUntil("loop") : null;
            expectWord("loop");
            List<PlStmt> body = statements("end");
            endOf("loop");
            return new ForRange(label, var, reverse, first, to, by, body);
        }
        if (t.get(save).is("execute")) {
            pos = save + 1;
            String query = cutUntil("using", "loop");
            List<String> using = acceptWord("using") ? PlCommandParser.expressions(this, "loop") : List.of();
            expectWord("loop");
            List<PlStmt> body = statements("end");
            endOf("loop");
            return new ForExecute(label, var, query, using, body);
        }
        if (t.get(save).isName() && cursors.contains(t.get(save).text())) {
            pos = save + 1;
            List<String> args = PlCommandParser.arguments(this);
            expectWord("loop");
            List<PlStmt> body = statements("end");
            endOf("loop");
            return new ForCursor(label, var, t.get(save).text(), args, body);
        }
        expectWord("loop");
        List<PlStmt> body = statements("end");
        endOf("loop");
        return new ForQuery(label, var, first, body);
    }

    private PlStmt returnStmt() {
        if (acceptWord("next")) {
            if (peek() != null && peek().isSymbol(";")) {
                expect(";");
                return new ReturnNext(null); // the OUT / TABLE columns' current values
            }
            String e = cutUntil(";");
            expect(";");
            return new ReturnNext(e);
        }
        if (acceptWord("query")) {
            if (acceptWord("execute")) {
                String q = cutUntil("using", ";");
                List<String> using = acceptWord("using") ? PlCommandParser.expressions(this) : List.of();
                expect(";");
                return new ReturnQueryExecute(q, using);
            }
            String q = cutUntil(";");
            expect(";");
            return new ReturnQuery(q);
        }
        if (accept(";")) {
            return new Return(null);
        }
        String e = cutUntil(";");
        expect(";");
        return new Return(e);
    }

    private void endOf(String what) {
        expectWord("end");
        expectWord(what);
        if (peek() != null && peek().kind() == Kind.WORD) {
            next(); // END LOOP label
        }
        expect(";");
    }

    /** Source text from here to the first stop (word or symbol) at parenthesis depth 0; CASE..END nests. */
    String cutUntil(String... stops) {
        int start = pos;
        int depth = 0;
        int cases = 0;
        while (pos < t.size()) {
            Token k = t.get(pos);
            if (depth == 0 && cases == 0) {
                for (String s : stops) {
                    if ((k.kind() == Kind.SYMBOL || k.kind() == Kind.WORD) && k.text().equals(s)) {
                        return text(start);
                    }
                }
            }
            if (k.isSymbol("(") || k.isSymbol("[")) {
                depth++;
            } else if (k.isSymbol(")") || k.isSymbol("]")) {
                depth--;
            } else if (k.is("case")) {
                cases++;
            } else if (k.is("end") && cases > 0) {
                cases--;
            }
            pos++;
        }
        return text(start);
    }

    private String text(int start) {
        if (pos == start) {
            throw error();
        }
        return src.substring(t.get(start).start(), t.get(pos - 1).end());
    }

    String ident() {
        Token k = next();
        if (k == null || !k.isName()) {
            throw errorAt(k);
        }
        return k.text();
    }

    int position() {
        return pos;
    }

    int size() {
        return t.size();
    }

    Token token(int i) {
        return t.get(i);
    }

    Token peek() {
        return pos < t.size() ? t.get(pos) : null;
    }

    Token next() {
        Token k = peek();
        if (k == null) {
            throw LaninException.of(PlMsg.SYNTAX_END);
        }
        pos++;
        return k;
    }

    boolean peekWord(String w) {
        return peek() != null && peek().is(w);
    }

    boolean acceptWord(String w) {
        if (peekWord(w)) {
            pos++;
            return true;
        }
        return false;
    }

    void expectWord(String w) {
        if (!acceptWord(w)) {
            throw error();
        }
    }

    boolean accept(String sym) {
        if (peek() != null && peek().isSymbol(sym)) {
            pos++;
            return true;
        }
        return false;
    }

    void expect(String sym) {
        if (!accept(sym)) {
            throw error();
        }
    }

    LaninException error() {
        return errorAt(peek());
    }

    /** PostgreSQL's 42601 naming the token as written. */
    LaninException errorAt(Token k) {
        return k == null ? LaninException.of(PlMsg.SYNTAX_END) : LaninException.of(PlMsg.SYNTAX, src.substring(k.start(), k.end()));
    }
}
