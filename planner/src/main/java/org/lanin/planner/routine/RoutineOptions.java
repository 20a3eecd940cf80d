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
    /** What a SET or RESET does to one setting's entry: a value, the session's value (FROM CURRENT), or none. */
    private record Change(String value, boolean fromCurrent) {
        static final Change REMOVE = new Change(null, false);
    }

    private Boolean securityDefiner;
    private Float cost;
    private Float rows;
    private Boolean leakproof;
    private Character parallel;
    private boolean resetAll;
    private final Map<String, Change> config = new LinkedHashMap<>();

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

    /** ALTER's RESET name | RESET ALL; false when the next word is not RESET. */
    boolean acceptReset(RoutineParser p) {
        if (!p.acceptWord("reset")) {
            return false;
        }
        if (p.acceptWord("all")) {
            config.clear();
            resetAll = true;
        } else {
            String name = p.ident().toLowerCase(Locale.ROOT);
            Setting.of(name);
            config.remove(name);
            config.put(name, Change.REMOVE);
        }
        return true;
    }

    /**
     * The attributes as written, PostgreSQL's defaults for the rest; 22023 for ROWS on a function
     * without a set. A FROM CURRENT entry is the bare name: {@link RoutineDdl} gives it the
     * session's value at CREATE.
     */
    RoutineAttributes build(boolean setOf) {
        return applyTo(RoutineAttributes.defaults(setOf), setOf);
    }

    /** {@code base} with the clauses read here applied (ALTER FUNCTION changes only what it names). */
    RoutineAttributes applyTo(RoutineAttributes base, boolean setOf) {
        if (rows != null && !setOf) {
            throw LaninException.of(RoutineMsg.ROWS_NOT_APPLICABLE);
        }
        Map<String, String> entries = new LinkedHashMap<>();
        if (!resetAll) {
            for (String e : base.config()) {
                String[] kv = e.indexOf('=') < 0 ? new String[] {e, null} : RoutineAttributes.split(e);
                entries.put(kv[0], kv[1]);
            }
        }
        config.forEach((name, change) -> {
            entries.remove(name);
            if (change != Change.REMOVE) {
                entries.put(name, change.fromCurrent() ? null : change.value());
            }
        });
        List<String> list = new ArrayList<>();
        entries.forEach((name, value) -> list.add(value == null ? name : name + "=" + value));
        return new RoutineAttributes(securityDefiner != null ? securityDefiner : base.securityDefiner(),
                cost != null ? cost : base.cost(), rows != null ? rows : base.rows(),
                leakproof != null ? leakproof : base.leakproof(), parallel != null ? parallel : base.parallel(),
                List.copyOf(list));
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
        boolean negative = p.acceptSymbol("-");
        Token t = p.next();
        if (t == null || t.kind() != Kind.NUMBER) {
            throw p.errorAt(t);
        }
        float v = (negative ? -1 : 1) * Float.parseFloat(t.text());
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
            config.put(name, new Change(null, true));
            return;
        }
        if (!p.acceptWord("to")) {
            p.expectSymbol("=");
        }
        if (p.acceptWord("default")) {
            config.remove(name);
            config.put(name, Change.REMOVE);
            return;
        }
        List<String> items = new ArrayList<>();
        do {
            items.add(item(p, RoutineAttributes.LIST_QUOTED.contains(name)));
        } while (p.acceptSymbol(","));
        String value = String.join(", ", items);
        setting.normalise(value); // 22023 for a value the setting refuses, at CREATE as in PostgreSQL
        config.remove(name);
        config.put(name, new Change(value, false));
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
