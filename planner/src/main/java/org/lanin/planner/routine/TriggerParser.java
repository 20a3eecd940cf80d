package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.routine.RoutineLexer.Kind;
import org.lanin.planner.routine.RoutineLexer.Token;
import org.lanin.planner.routine.RoutineStatement.*;

/**
 * CREATE [OR REPLACE] TRIGGER name {BEFORE | AFTER | INSTEAD OF} event [OR ...] ON table
 * [FOR [EACH] {ROW | STATEMENT}] [WHEN (condition)] EXECUTE {FUNCTION | PROCEDURE} f(args).
 */
final class TriggerParser {
    private TriggerParser() {
    }

    static RoutineStatement create(RoutineParser p, boolean orReplace) {
        String name = p.ident();
        String timing;
        if (p.acceptWord("before")) {
            timing = "BEFORE";
        } else if (p.acceptWord("after")) {
            timing = "AFTER";
        } else {
            p.expectWord("instead");
            p.expectWord("of");
            timing = "INSTEAD OF";
        }
        List<String> events = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        do {
            Token e = p.next();
            if (e == null || !(e.is("insert") || e.is("update") || e.is("delete") || e.is("truncate"))) {
                throw p.errorAt(e);
            }
            events.add(e.text().toUpperCase(java.util.Locale.ROOT));
            if (e.is("update") && p.acceptWord("of")) {
                do {
                    columns.add(p.ident());
                } while (p.acceptSymbol(","));
            }
        } while (p.acceptWord("or"));
        p.expectWord("on");
        Name table = p.name();
        if (p.peekWord("referencing") || p.peekWord("from") || p.peekWord("deferrable") || p.peekWord("initially")
                || p.peekWord("not")) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "CREATE TRIGGER ... " + p.peek().text().toUpperCase(java.util.Locale.ROOT));
        }
        boolean row = false;
        if (p.acceptWord("for")) {
            p.acceptWord("each");
            if (p.acceptWord("row")) {
                row = true;
            } else {
                p.expectWord("statement");
            }
        }
        String when = null;
        if (p.acceptWord("when")) {
            p.expectSymbol("(");
            when = p.cutUntil(")");
            p.expectSymbol(")");
        }
        p.expectWord("execute");
        if (!p.acceptWord("function")) {
            p.expectWord("procedure");
        }
        Name fn = p.name();
        p.expectSymbol("(");
        List<String> args = new ArrayList<>();
        if (!p.acceptSymbol(")")) {
            do {
                Token a = p.next();
                if (a == null || a.kind() == Kind.SYMBOL) {
                    throw p.errorAt(a);
                }
                args.add(a.text());
            } while (p.acceptSymbol(","));
            p.expectSymbol(")");
        }
        return new CreateTrigger(orReplace, name, timing, events, columns, table, row, when, fn, args);
    }
}
