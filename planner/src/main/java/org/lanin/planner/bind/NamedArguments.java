package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.OracleNamedFunctionParameter;
import net.sf.jsqlparser.expression.StringValue;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.admin.AdminFunctions;
import org.lanin.planner.admin.AdminMsg;

/**
 * PostgreSQL's named notation, {@code f(a, name => b)}, for the functions that declare parameter
 * names (the administration functions, make_interval, the jsonpath functions' target, path, vars
 * and silent): named arguments are moved to their parameter's position.
 * Positional arguments come first; a parameter may be given once; only trailing ones may be left out.
 */
public final class NamedArguments {
    private static final List<String> MAKE_INTERVAL = List.of("years", "months", "weeks", "days", "hours", "mins", "secs");
    private static final List<String> JSON_PATH = List.of("target", "path", "vars", "silent");

    private NamedArguments() {
    }

    public static List<Expression> positional(String function, List<Expression> args) {
        if (args.stream().noneMatch(a -> a instanceof OracleNamedFunctionParameter)) {
            return args;
        }
        boolean defaults = function.equals("make_interval");
        boolean jsonPath = JsonPathArgs.isPathFunction(function);
        List<String> params = defaults ? MAKE_INTERVAL : jsonPath ? JSON_PATH : AdminFunctions.parameterNames(function);
        if (params == null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "named arguments to " + function);
        }
        Expression[] placed = new Expression[params.size()];
        int next = 0;
        for (Expression a : args) {
            if (!(a instanceof OracleNamedFunctionParameter named)) {
                if (next < 0) {
                    throw LaninException.of(PlannerMsg.SYNTAX_ERROR, "positional argument cannot follow named argument");
                }
                if (next >= placed.length) {
                    throw LaninException.of(PlannerMsg.WRONG_ARG_COUNT, function);
                }
                placed[next++] = a;
                continue;
            }
            next = -1;
            int at = params.indexOf(Names.fold(named.getName()));
            if (at < 0 || placed[at] != null) {
                throw LaninException.of(AdminMsg.NAMED_ARGUMENT, function, named.getName());
            }
            placed[at] = named.getExpression();
        }
        List<Expression> out = new ArrayList<>(Arrays.asList(placed));
        while (!out.isEmpty() && out.get(out.size() - 1) == null) {
            out.remove(out.size() - 1);
        }
        if (defaults) { // make_interval's parameters all default to 0
            out.replaceAll(a -> a == null ? new net.sf.jsqlparser.expression.LongValue(0) : a);
        }
        if (jsonPath && out.size() == 4 && out.get(2) == null) { // vars defaults to '{}' (silent => true alone)
            out.set(2, new StringValue("{}"));
        }
        if (out.contains(null)) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "leaving out a middle argument of " + function);
        }
        return out;
    }
}
