package org.lanin.planner.routine;

import java.util.ArrayList;
import java.util.List;
import org.lanin.planner.routine.RoutineLexer.Token;

/** An SQL-language body split into its statements at the semicolons outside quotes. */
final class SqlBodies {
    private SqlBodies() {
    }

    static List<String> split(String body) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (Token k : RoutineLexer.lex(body)) {
            if (k.isSymbol(";")) {
                add(out, body.substring(start, k.start()));
                start = k.end();
            }
        }
        add(out, body.substring(start));
        return out;
    }

    private static void add(List<String> out, String s) {
        if (!RoutineLexer.lex(s).isEmpty()) {
            out.add(s.trim());
        }
    }
}
