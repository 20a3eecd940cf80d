package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

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

    /**
     * {@code OPERATOR(pg_catalog.||)} as the bare operator: pg_dump writes qualified operators in
     * function bodies (Pagila's last_day) and JSqlParser does not read that form; every operator
     * Lanin has lives in pg_catalog, so the two mean the same.
     */
    static String bareOperators(String sql) {
        if (!sql.toLowerCase(java.util.Locale.ROOT).contains("operator")) {
            return sql;
        }
        List<Token> t = RoutineLexer.lex(sql);
        StringBuilder b = new StringBuilder();
        int copied = 0;
        for (int i = 0; i + 3 < t.size(); i++) {
            if (t.get(i).is("operator") && t.get(i + 1).isSymbol("(")) {
                int j = i + 2;
                if (j + 1 < t.size() && t.get(j).is("pg_catalog") && t.get(j + 1).isSymbol(".")) {
                    j += 2;
                }
                int opStart = j;
                while (j < t.size() && t.get(j).kind() == RoutineLexer.Kind.SYMBOL && !t.get(j).isSymbol(")")) {
                    j++;
                }
                if (j < t.size() && t.get(j).isSymbol(")") && j > opStart) {
                    b.append(sql, copied, t.get(i).start()).append(sql, t.get(opStart).start(), t.get(j - 1).end());
                    copied = t.get(j).end();
                    i = j;
                }
            }
        }
        return b.append(sql.substring(copied)).toString();
    }

    private static void add(List<String> out, String s) {
        if (!RoutineLexer.lex(s).isEmpty()) {
            out.add(s.trim());
        }
    }

    /**
     * A SQL-standard body (RETURN expr, BEGIN ATOMIC ... END) is parsed and bound at CREATE, as
     * PostgreSQL does whatever check_function_bodies says: each statement is planned with the
     * parameters standing for typed nulls, so a missing table or column fails the CREATE.
     */
    static void check(org.lanin.planner.plan.StatementRuntime rt, RoutineDef def) {
        SqlRunner.Names names = SqlRunner.of(RoutineInvoker.arguments(def, new Object[def.inputs().size()]));
        var settings = rt.session() == null ? org.lanin.planner.cost.PlannerSettings.DEFAULT : rt.session().settings().planner();
        for (String statement : split(def.body())) {
            String text = SqlRunner.substitute(bareOperators(statement), names, new ArrayList<>());
            org.lanin.planner.plan.Planner.plan(text, rt.database(), settings);
        }
    }
}
