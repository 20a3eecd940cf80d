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

/** CREATE FUNCTION / PROCEDURE (parameters, RETURNS, options, body) and CREATE AGGREGATE. */
final class RoutineDefinitionParser {
    private static final String[] OPTION_WORDS = {"language", "immutable", "stable", "volatile", "strict", "called",
        "security", "parallel", "cost", "rows", "as", "set", "leakproof", "not", "external", "window", "return",
        "begin", "returns", "support", "transform"};

    private RoutineDefinitionParser() {
    }

    static RoutineStatement create(RoutineParser p, boolean orReplace, RoutineKind kind) {
        Name name = p.name();
        p.expectSymbol("(");
        List<RawParam> params = new ArrayList<>();
        if (!p.acceptSymbol(")")) {
            do {
                params.add(param(p, true));
            } while (p.acceptSymbol(","));
            p.expectSymbol(")");
        }
        String returns = null;
        boolean setOf = false;
        List<RawParam> table = new ArrayList<>();
        if (p.acceptWord("returns")) {
            if (p.acceptWord("table")) {
                p.expectSymbol("(");
                do {
                    String col = p.ident();
                    table.add(new RawParam(col, RoutineParam.Mode.TABLE, p.cutUntil(",", ")"), null));
                } while (p.acceptSymbol(","));
                p.expectSymbol(")");
                setOf = true;
                // one column: the function returns that column's type, as PostgreSQL's prorettype says
                returns = table.size() == 1 ? table.get(0).type() : "record";
            } else {
                setOf = p.acceptWord("setof");
                returns = p.cutUntil(OPTION_WORDS);
            }
        }
        Options o = options(p);
        return new CreateRoutine(orReplace, kind, name, params, returns, setOf, table, o.language, o.volatility,
                o.strict, o.body, o.standardBody, o.attributes.build(setOf));
    }

    private static final class Options {
        String language;
        char volatility = 'v';
        boolean strict;
        String body;
        /** RETURN expr or BEGIN ATOMIC ... END (PostgreSQL 14's SQL-standard bodies): checked against the catalog at CREATE. */
        boolean standardBody;
        final RoutineOptions attributes = new RoutineOptions();
    }

    private static Options options(RoutineParser p) {
        Options o = new Options();
        while (p.peek() != null && !p.peek().isSymbol(";")) {
            if (p.acceptWord("language")) {
                Token l = p.next();
                if (l == null) {
                    throw p.error();
                }
                o.language = l.text().toLowerCase(java.util.Locale.ROOT);
            } else if (p.acceptWord("immutable")) {
                o.volatility = 'i';
            } else if (p.acceptWord("stable")) {
                o.volatility = 's';
            } else if (p.acceptWord("volatile")) {
                o.volatility = 'v';
            } else if (p.acceptWord("strict")) {
                o.strict = true;
            } else if (p.acceptWord("called")) {
                words(p, "on", "null", "input");
                o.strict = false;
            } else if (p.acceptWord("returns")) {
                words(p, "null", "on", "null", "input");
                o.strict = true;
            } else if (o.attributes.accept(p)) {
                continue;
            } else if (p.acceptWord("window")) {
                continue;
            } else if (p.acceptWord("support")) {
                p.next();
            } else if (p.acceptWord("as")) {
                Token b = p.next();
                if (b == null || (b.kind() != Kind.STRING && b.kind() != Kind.DOLLAR)) {
                    throw p.errorAt(b);
                }
                o.body = b.text();
                if (p.acceptSymbol(",")) {
                    throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "a C-language function (AS 'obj_file', 'link_symbol')");
                }
            } else if (p.peekWord("return")) {
                int start = p.peek().start();
                p.pos = p.t.size();
                Token last = p.t.get(p.t.size() - 1);
                int end = last.isSymbol(";") ? last.start() : last.end();
                if (last.isSymbol(";")) {
                    p.pos--;
                }
                o.body = "SELECT " + p.sql.substring(start + "return".length(), end).trim();
                o.language = o.language == null ? "sql" : o.language;
                o.standardBody = true;
            } else if (p.acceptWord("begin")) {
                p.expectWord("atomic");
                o.body = atomicBody(p);
                o.language = o.language == null ? "sql" : o.language;
                o.standardBody = true;
            } else {
                throw p.error();
            }
        }
        if (o.language == null && o.body != null) {
            throw LaninException.of(RoutineMsg.NO_LANGUAGE);
        }
        if (o.body == null) {
            throw LaninException.of(RoutineMsg.NO_BODY);
        }
        return o;
    }

    /**
     * The statements of BEGIN ATOMIC ... END as text (each ended by its {@code ;}), up to the END
     * that closes the block: CASE ... END inside a statement nests, as in psql's scanner.
     */
    private static String atomicBody(RoutineParser p) {
        int start = p.peek() == null ? p.sql.length() : p.peek().start();
        int cases = 0;
        while (true) {
            Token k = p.next();
            if (k == null) {
                throw p.error();
            }
            if (k.is("case")) {
                cases++;
            } else if (k.is("end")) {
                if (cases == 0) {
                    return p.sql.substring(start, k.start()).trim();
                }
                cases--;
            }
        }
    }

    private static void words(RoutineParser p, String... ws) {
        for (String w : ws) {
            p.expectWord(w);
        }
    }

    /** [mode] [name] type [DEFAULT expr | = expr]; a lone word or a known type spelling is an unnamed parameter. */
    static RawParam param(RoutineParser p, boolean defaults) {
        RoutineParam.Mode mode = RoutineParam.Mode.IN;
        if (p.acceptWord("in")) {
            mode = p.acceptWord("out") ? RoutineParam.Mode.INOUT : RoutineParam.Mode.IN;
        } else if (p.acceptWord("out")) {
            mode = RoutineParam.Mode.OUT;
        } else if (p.acceptWord("inout")) {
            mode = RoutineParam.Mode.INOUT;
        } else if (p.acceptWord("variadic")) {
            mode = RoutineParam.Mode.VARIADIC;
        }
        int start = p.pos;
        String whole = p.cutUntil(",", ")", "default", "=");
        int end = p.pos;
        String name = null;
        String type = whole;
        if (end - start > 1 && p.t.get(start).isName() && !isTypeSpelling(whole)) {
            name = p.t.get(start).text();
            type = p.sql.substring(p.t.get(start + 1).start(), p.t.get(end - 1).end());
        }
        String def = null;
        if (p.acceptWord("default") || p.acceptSymbol("=")) {
            if (!defaults) {
                throw p.error();
            }
            def = p.cutUntil(",", ")");
        }
        return new RawParam(name, mode, type, def);
    }

    private static boolean isTypeSpelling(String s) {
        try {
            org.lanin.planner.bind.TypeNames.parse(s);
            return true;
        } catch (LaninException e) {
            return false;
        }
    }

    /** CREATE AGGREGATE name (argtype [, ...]) (SFUNC = f, STYPE = t [, INITCOND = 'v'] [, FINALFUNC = f] ...). */
    static RoutineStatement aggregate(RoutineParser p, boolean orReplace) {
        Name name = p.name();
        p.expectSymbol("(");
        List<String> args = new ArrayList<>();
        if (!p.acceptSymbol("*")) {
            do {
                args.add(param(p, false).type());
            } while (p.acceptSymbol(","));
        }
        p.expectSymbol(")");
        p.expectSymbol("(");
        String sfunc = null;
        String stype = null;
        String init = null;
        String ffunc = null;
        do {
            String key = p.ident();
            p.expectSymbol("=");
            switch (key) {
                case "sfunc" -> sfunc = p.cutUntil(",", ")");
                case "stype" -> stype = p.cutUntil(",", ")");
                case "finalfunc" -> ffunc = p.cutUntil(",", ")");
                case "initcond" -> {
                    Token v = p.next();
                    if (v == null || (v.kind() != Kind.STRING && v.kind() != Kind.NUMBER && v.kind() != Kind.DOLLAR)) {
                        throw p.errorAt(v);
                    }
                    init = v.text();
                }
                case "parallel" -> p.next();
                default -> throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "CREATE AGGREGATE option " + key.toUpperCase(java.util.Locale.ROOT));
            }
        } while (p.acceptSymbol(","));
        p.expectSymbol(")");
        if (sfunc == null || stype == null) {
            throw LaninException.of(RoutineMsg.AGGREGATE_ATTRIBUTE, sfunc == null ? "sfunc" : "stype");
        }
        return new CreateAggregate(orReplace, name, args, sfunc, stype, init, ffunc);
    }
}
