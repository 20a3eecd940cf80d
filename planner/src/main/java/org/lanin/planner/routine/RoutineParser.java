package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.routine.catalog.RoutineDef.RoutineKind;
import org.lanin.planner.routine.RoutineLexer.Kind;
import org.lanin.planner.routine.RoutineLexer.Token;
import org.lanin.planner.routine.RoutineStatement.*;

/**
 * Recursive descent over the CREATE/DROP/ALTER FUNCTION, PROCEDURE, AGGREGATE and TRIGGER
 * families, CREATE / DROP RULE, CALL and ALTER TABLE ... ENABLE/DISABLE TRIGGER. Returns null for any other statement
 * (the DDL parser and JSqlParser then read it).
 */
final class RoutineParser {
    final String sql;
    final List<Token> t;
    int pos;

    private RoutineParser(String sql) {
        this.sql = sql;
        this.t = RoutineLexer.lex(sql);
    }

    static RoutineStatement parse(String sql) {
        if (!mayBeRoutine(sql)) {
            return null;
        }
        RoutineParser p = new RoutineParser(sql);
        RoutineStatement s = p.statement();
        if (s != null) {
            p.acceptSymbol(";");
            if (p.pos < p.t.size()) {
                throw p.error();
            }
        }
        return s;
    }

    /** A cheap look at the first words, so that ordinary statements are not lexed twice. */
    private static boolean mayBeRoutine(String sql) {
        String s = sql.stripLeading().toLowerCase(java.util.Locale.ROOT);
        if (s.startsWith("call") || s.startsWith("do")) {
            return true;
        }
        if (!(s.startsWith("create") || s.startsWith("drop") || s.startsWith("alter") || s.startsWith("comment"))) {
            return false;
        }
        return s.contains("function") || s.contains("procedure") || s.contains("trigger") || s.contains("aggregate")
                || s.contains("routine") || s.contains("rule");
    }

    private RoutineStatement statement() {
        if (acceptWord("do")) {
            return doBlock();
        }
        if (acceptWord("call")) {
            Name n = name();
            return new Call(n, callArgs());
        }
        if (acceptWord("create")) {
            boolean orReplace = acceptWord("or") && expectWord("replace");
            if (acceptWord("function")) {
                return RoutineDefinitionParser.create(this, orReplace, RoutineKind.FUNCTION);
            }
            if (acceptWord("procedure")) {
                return RoutineDefinitionParser.create(this, orReplace, RoutineKind.PROCEDURE);
            }
            if (acceptWord("aggregate")) {
                return RoutineDefinitionParser.aggregate(this, orReplace);
            }
            if (acceptWord("rule")) {
                return RuleParser.create(this, orReplace);
            }
            acceptWord("constraint");
            if (acceptWord("trigger")) {
                return TriggerParser.create(this, orReplace);
            }
            return null;
        }
        if (acceptWord("drop")) {
            RoutineKind k = kind();
            if (k != null) {
                boolean ifExists = ifExists();
                List<Target> targets = new ArrayList<>();
                do {
                    targets.add(target(k));
                } while (acceptSymbol(","));
                boolean cascade = acceptWord("cascade");
                if (!cascade) {
                    acceptWord("restrict");
                }
                return new DropRoutine(k, ifExists, targets, cascade);
            }
            if (acceptWord("rule")) {
                return RuleParser.drop(this);
            }
            if (acceptWord("trigger")) {
                boolean ifExists = ifExists();
                String name = ident();
                expectWord("on");
                Name table = name();
                boolean cascade = acceptWord("cascade");
                if (!cascade) {
                    acceptWord("restrict");
                }
                return new DropTrigger(ifExists, name, table, cascade);
            }
            return null;
        }
        if (acceptWord("alter")) {
            return alter();
        }
        if (acceptWord("comment")) {
            return comment();
        }
        return null;
    }

    /** COMMENT ON a routine or a trigger; null for any other object (the DDL parser's). */
    private RoutineStatement comment() {
        expectWord("on");
        boolean routine = peekWord("routine");
        RoutineKind k = kind();
        if (k != null) {
            Target target = target(k);
            return new CommentOnRoutine(routine ? null : k, target, null, null, commentText());
        }
        if (acceptWord("trigger")) {
            String name = ident();
            expectWord("on");
            Name table = name();
            return new CommentOnRoutine(null, null, name, table, commentText());
        }
        return null;
    }

    /** IS 'text' | NULL. */
    private String commentText() {
        expectWord("is");
        if (acceptWord("null")) {
            return null;
        }
        Token s = next();
        if (s == null || (s.kind() != Kind.STRING && s.kind() != Kind.DOLLAR)) {
            throw errorAt(s);
        }
        return s.text();
    }

    /** DO [LANGUAGE name] code [LANGUAGE name]: an anonymous PL/pgSQL block. */
    private RoutineStatement doBlock() {
        String language = "plpgsql";
        if (acceptWord("language")) {
            language = next().text();
        }
        Token code = next();
        if (code.kind() != Kind.STRING && code.kind() != Kind.DOLLAR) {
            throw errorAt(code);
        }
        if (acceptWord("language")) {
            language = next().text();
        }
        return new Do(language.toLowerCase(java.util.Locale.ROOT), code.text());
    }

    private RoutineStatement alter() {
        RoutineKind k = kind();
        if (k == null) {
            if (!acceptWord("table")) {
                return null;
            }
            int mark = pos;
            acceptWord("only");
            if (pos >= t.size() || !t.get(pos).isName()) {
                return null;
            }
            Name table = name();
            boolean enable;
            if (acceptWord("enable")) {
                enable = true;
                if (acceptWord("always") || acceptWord("replica")) {
                    enable = true;
                }
            } else if (acceptWord("disable")) {
                enable = false;
            } else {
                pos = mark;
                return null;
            }
            if (!acceptWord("trigger")) {
                pos = mark;
                return null;
            }
            String trig = acceptWord("all") ? "ALL" : acceptWord("user") ? "USER" : ident();
            return new EnableTrigger(table, trig, enable);
        }
        Target target = target(k);
        if (!peekWord("owner") && !peekWord("rename") && !(peekWord("set") && pos + 1 < t.size() && t.get(pos + 1).is("schema"))
                && !peekWord("depends") && !peekWord("no")) {
            return alterOptions(k, target);
        }
        if (acceptWord("owner")) {
            expectWord("to");
            return new AlterRoutine(k, target, ident(), null, null);
        }
        if (acceptWord("rename")) {
            expectWord("to");
            return new AlterRoutine(k, target, null, ident(), null);
        }
        if (acceptWord("set")) {
            expectWord("schema");
            return new AlterRoutine(k, target, null, null, ident());
        }
        throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "ALTER " + k + " " + (peek() == null ? "" : peek().text()));
    }

    /** ALTER FUNCTION | PROCEDURE f(args) action [...] [RESTRICT]: volatility, strictness and the {@link RoutineOptions} clauses. */
    private RoutineStatement alterOptions(RoutineKind k, Target target) {
        RoutineOptions options = new RoutineOptions();
        Character volatility = null;
        Boolean strict = null;
        int actions = 0;
        while (peek() != null && !peek().isSymbol(";") && !peekWord("restrict")) {
            if (acceptWord("immutable") || acceptWord("stable") || acceptWord("volatile")) {
                volatility = t.get(pos - 1).text().charAt(0);
            } else if (acceptWord("strict")) {
                strict = true;
            } else if (acceptWord("called")) {
                expectWord("on");
                expectWord("null");
                expectWord("input");
                strict = false;
            } else if (acceptWord("returns")) {
                expectWord("null");
                expectWord("on");
                expectWord("null");
                expectWord("input");
                strict = true;
            } else if (!options.accept(this) && !options.acceptReset(this)) {
                throw error();
            }
            actions++;
        }
        if (actions == 0) {
            throw error();
        }
        acceptWord("restrict");
        return new AlterRoutineOptions(k, target, volatility, strict, options);
    }

    private RoutineKind kind() {
        return acceptWord("function") ? RoutineKind.FUNCTION : acceptWord("procedure") ? RoutineKind.PROCEDURE
                : acceptWord("aggregate") ? RoutineKind.AGGREGATE : acceptWord("routine") ? RoutineKind.FUNCTION : null;
    }

    /** name [( [mode] [argname] type, ... )]; an aggregate's {@code (*)} is no arguments. */
    private Target target(RoutineKind k) {
        Name n = name();
        if (!acceptSymbol("(")) {
            return new Target(n, null);
        }
        List<String> types = new ArrayList<>();
        if (acceptSymbol("*") || acceptSymbol(")")) {
            if (!(pos > 0 && t.get(pos - 1).isSymbol(")"))) {
                expectSymbol(")");
            }
            return new Target(n, types);
        }
        do {
            RawParam p = RoutineDefinitionParser.param(this, false);
            if (p.mode() != RoutineParam.Mode.OUT) {
                types.add(p.type());
            }
        } while (acceptSymbol(","));
        expectSymbol(")");
        return new Target(n, types);
    }

    private List<String> callArgs() {
        expectSymbol("(");
        List<String> args = new ArrayList<>();
        if (acceptSymbol(")")) {
            return args;
        }
        do {
            args.add(cutUntil(",", ")"));
        } while (acceptSymbol(","));
        expectSymbol(")");
        return args;
    }

    /** The source text from here to the first of {@code stops} at parenthesis depth 0. */
    String cutUntil(String... stops) {
        int start = pos;
        int depth = 0;
        while (pos < t.size()) {
            Token k = t.get(pos);
            if (depth == 0 && k.kind() == Kind.SYMBOL && List.of(stops).contains(k.text())) {
                break;
            }
            if (depth == 0 && k.kind() == Kind.WORD && List.of(stops).contains(k.text())) {
                break;
            }
            if (k.isSymbol("(") || k.isSymbol("[")) {
                depth++;
            } else if (k.isSymbol(")") || k.isSymbol("]")) {
                depth--;
            }
            pos++;
        }
        if (pos == start) {
            throw error();
        }
        return sql.substring(t.get(start).start(), t.get(pos - 1).end());
    }

    Name name() {
        String first = ident();
        if (acceptSymbol(".")) {
            return new Name(first, ident());
        }
        return new Name(null, first);
    }

    String ident() {
        Token k = next();
        if (k == null || !k.isName()) {
            throw errorAt(k);
        }
        return k.text();
    }

    boolean ifExists() {
        if (acceptWord("if")) {
            expectWord("exists");
            return true;
        }
        return false;
    }

    Token peek() {
        return pos < t.size() ? t.get(pos) : null;
    }

    Token next() {
        return pos < t.size() ? t.get(pos++) : null;
    }

    boolean peekWord(String w) {
        return pos < t.size() && t.get(pos).is(w);
    }

    boolean acceptWord(String w) {
        if (peekWord(w)) {
            pos++;
            return true;
        }
        return false;
    }

    boolean expectWord(String w) {
        if (!acceptWord(w)) {
            throw error();
        }
        return true;
    }

    boolean acceptSymbol(String s) {
        if (pos < t.size() && t.get(pos).isSymbol(s)) {
            pos++;
            return true;
        }
        return false;
    }

    void expectSymbol(String s) {
        if (!acceptSymbol(s)) {
            throw error();
        }
    }

    LaninException error() {
        return errorAt(peek());
    }

    /** PostgreSQL's 42601 naming the token as written. */
    LaninException errorAt(Token k) {
        if (k == null) {
            return LaninException.of(RoutineMsg.SYNTAX_END);
        }
        return LaninException.of(RoutineMsg.SYNTAX, sql.substring(k.start(), k.end()));
    }
}
