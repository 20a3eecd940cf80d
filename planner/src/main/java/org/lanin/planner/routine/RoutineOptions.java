package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.func.FormatFunction;
import org.lanin.planner.routine.RoutineLexer.Kind;
import org.lanin.planner.routine.RoutineLexer.Token;
import org.lanin.planner.routine.catalog.RoutineAttributes;
import org.lanin.planner.session.Setting;

/**
 * The attribute clauses of CREATE FUNCTION / PROCEDURE that go into {@link RoutineAttributes}
 * (functioncmds.c's {@code compute_function_attributes}): [EXTERNAL] SECURITY DEFINER | INVOKER,
 * [NOT] LEAKPROOF, PARALLEL SAFE | RESTRICTED | UNSAFE, COST n, ROWS n and
 * {@code SET name {TO | =} value [, ...] | DEFAULT}, {@code SET name FROM CURRENT}. The last
 * clause naming a thing wins, as in PostgreSQL. A SET names a setting Lanin knows and a value it
 * accepts (42704 / 22023 at CREATE, as PostgreSQL validates them then).
 */
final class RoutineOptions {
    private boolean securityDefiner;
    private Float cost;
    private Float rows;
    private boolean leakproof;
    private char parallel = 'u';
    private final Map<String, String> config = new LinkedHashMap<>();

    /** Consumes one attribute clause at the parser's position; false when the next words are none. */
    boolean accept(RoutineParser p) {
        if (p.acceptWord("external") || p.acceptWord("security")) {
            p.acceptWord("security");
            securityDefiner = p.acceptWord("definer");
            if (!securityDefiner) {
                p.expectWord("invoker");
            }
        } else if (p.acceptWord("not")) {
            p.expectWord("leakproof");
            leakproof = false;
        } else if (p.acceptWord("leakproof")) {
            leakproof = true;
        } else if (p.acceptWord("parallel")) {
            parallel = parallel(p);
        } else if (p.acceptWord("cost")) {
            cost = positive(p, "COST");
        } else if (p.acceptWord("rows")) {
            rows = positive(p, "ROWS");
        } else if (p.acceptWord("set")) {
            set(p);
        } else {
            return false;
        }
        return true;
    }

    /**
     * The attributes as written, PostgreSQL's defaults for the rest; 22023 for ROWS on a function
     * without a set. A FROM CURRENT entry is the bare name: {@link RoutineDdl} gives it the
     * session's value at CREATE.
     */
    RoutineAttributes build(boolean setOf) {
        if (rows != null && !setOf) {
            throw LaninException.of(RoutineMsg.ROWS_NOT_APPLICABLE);
        }
        RoutineAttributes d = RoutineAttributes.defaults(setOf);
        List<String> entries = new ArrayList<>();
        config.forEach((name, value) -> entries.add(value == null ? name : name + "=" + value));
        return new RoutineAttributes(securityDefiner, cost != null ? cost : d.cost(), rows != null ? rows : d.rows(),
                leakproof, parallel, List.copyOf(entries));
    }

    private static char parallel(RoutineParser p) {
        Token t = p.next();
        String word = t == null ? "" : t.text().toLowerCase(Locale.ROOT);
        return switch (word) {
            case "safe" -> 's';
            case "restricted" -> 'r';
            case "unsafe" -> 'u';
            default -> throw LaninException.of(RoutineMsg.PARALLEL_VALUE);
        };
    }

    private static float positive(RoutineParser p, String what) {
        Token t = p.next();
        if (t == null || t.kind() != Kind.NUMBER) {
            throw p.errorAt(t);
        }
        float v = Float.parseFloat(t.text());
        if (!(v > 0)) {
            throw LaninException.of(RoutineMsg.MUST_BE_POSITIVE, what);
        }
        return v;
    }

    /** SET name {TO | =} value [, ...] | DEFAULT, or SET name FROM CURRENT. */
    private void set(RoutineParser p) {
        String name = p.ident().toLowerCase(Locale.ROOT);
        Setting setting = Setting.of(name);
        if (p.acceptWord("from")) {
            p.expectWord("current");
            config.remove(name);
            config.put(name, null);
            return;
        }
        if (!p.acceptWord("to")) {
            p.expectSymbol("=");
        }
        if (p.acceptWord("default")) {
            config.remove(name);
            return;
        }
        List<String> items = new ArrayList<>();
        do {
            items.add(item(p, RoutineAttributes.LIST_QUOTED.contains(name)));
        } while (p.acceptSymbol(","));
        String value = String.join(", ", items);
        setting.normalise(value); // 22023 for a value the setting refuses, at CREATE as in PostgreSQL
        config.remove(name);
        config.put(name, value);
    }

    /** One value as flatten_set_variable_args writes it: a string's text, a number, a name; list items quoted as names. */
    private static String item(RoutineParser p, boolean quoteNames) {
        Token t = p.next();
        if (t == null) {
            throw p.errorAt(null);
        }
        if (t.isSymbol("-") || t.isSymbol("+")) {
            Token n = p.next();
            if (n == null || n.kind() != Kind.NUMBER) {
                throw p.errorAt(n);
            }
            return (t.text().equals("-") ? "-" : "") + n.text();
        }
        if (t.kind() == Kind.NUMBER) {
            return t.text();
        }
        if (t.kind() != Kind.STRING && !t.isName()) {
            throw p.errorAt(t);
        }
        return quoteNames ? FormatFunction.quoteIdent(t.text()) : t.text();
    }
}
