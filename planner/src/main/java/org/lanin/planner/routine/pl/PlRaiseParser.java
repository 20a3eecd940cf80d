package org.lanin.planner.routine.pl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.lanin.planner.routine.RoutineLexer.Kind;
import org.lanin.planner.routine.RoutineLexer.Token;

/** RAISE [level] 'format' [, expr ...] [USING option = expr, ...] | RAISE [level] condition | RAISE. */
final class PlRaiseParser {
    private PlRaiseParser() {
    }

    static PlStmt raise(PlParser p) {
        if (p.accept(";")) {
            return new PlStmt.Raise(null, null, List.of(), null, null);
        }
        String level = "exception";
        for (String l : new String[] {"debug", "log", "info", "notice", "warning", "exception"}) {
            if (p.acceptWord(l)) {
                level = l;
                break;
            }
        }
        String format = null;
        String sqlstate = null;
        List<String> args = new ArrayList<>();
        Token k = p.peek();
        if (k != null && k.kind() == Kind.STRING) {
            p.next();
            format = k.text();
            while (p.accept(",")) {
                args.add(p.cutUntil(",", ";", "using"));
            }
        } else if (p.acceptWord("sqlstate")) {
            sqlstate = p.next().text();
        }
        String message = null;
        if (format == null && sqlstate == null && k != null && k.kind() == Kind.WORD && !k.is("using")) {
            String condition = p.next().text();
            sqlstate = ConditionNames.sqlstate(condition);
            message = "'" + condition + "'"; // PostgreSQL's message for RAISE condition_name is the name
        }
        if (p.acceptWord("using")) {
            do {
                String opt = p.ident().toLowerCase(Locale.ROOT);
                if (!p.accept("=")) {
                    p.expect(":=");
                }
                String v = p.cutUntil(",", ";");
                if (opt.equals("errcode")) {
                    sqlstate = v;
                } else if (opt.equals("message")) {
                    message = v;
                }
            } while (p.accept(","));
        }
        p.expect(";");
        return new PlStmt.Raise(level, format, args, sqlstate, message);
    }
}
