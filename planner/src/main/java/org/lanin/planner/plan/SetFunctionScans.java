package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.UnnestOperator;
import org.lanin.engine.func.EvalContext;
import org.lanin.engine.func.RegexFunctions;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.func.Volatility;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.FunctionScanNode;

/**
 * The one-column set-returning functions {@code regexp_matches(s, p [, flags])} (text[] per
 * match), {@code regexp_split_to_table(s, p [, flags])} and {@code generate_subscripts(a, dim
 * [, reverse])} in FROM, {@code [WITH ORDINALITY] [AS alias(col)]}. Each is a scalar call that
 * returns its rows as a one-dimensional list, scanned by the {@link UnnestOperator}; the list
 * never leaves the scan. The arguments may not reference other FROM items (no LATERAL).
 */
final class SetFunctionScans {
    private static final Set<String> NAMES = Set.of("regexp_matches", "regexp_split_to_table", "generate_subscripts");

    private SetFunctionScans() {
    }

    static boolean handles(String name) {
        return NAMES.contains(name);
    }

    static BoundFrom bind(String name, TableFunction tf, ExprBinder b, FromBinder from) {
        List<BoundExpr> args = new ArrayList<>();
        if (tf.getFunction().getParameters() != null) {
            for (Object o : tf.getFunction().getParameters()) {
                args.add(b.bind((Expression) o));
            }
        }
        Rows rows = name.equals("generate_subscripts") ? subscripts(b, args) : regex(name, b, args);
        boolean ordinality = tf.getWithClause() != null && tf.getWithClause().toLowerCase(Locale.ROOT).contains("ordinality");
        Alias alias = tf.getAlias();
        String relation = alias == null ? name : Names.fold(alias.getName());
        List<Alias.AliasColumn> names = alias == null || alias.getAliasColumns() == null ? List.of() : alias.getAliasColumns();
        int width = ordinality ? 2 : 1;
        if (names.size() > width) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, relation, width, names.size());
        }
        List<org.lanin.planner.bind.Scope.Column> cols = new ArrayList<>();
        cols.add(new org.lanin.planner.bind.Scope.Column(relation, names.isEmpty() ? relation : Names.fold(names.get(0).name),
                rows.type(), "", false));
        if (ordinality) {
            cols.add(new org.lanin.planner.bind.Scope.Column(relation, names.size() > 1 ? Names.fold(names.get(1).name)
                    : "ordinality", DataType.BIGINT, "", false));
        }
        RowExpr[] compiled = ExprCompiler.compileAll(List.of(new BoundExpr.Call(rows.fn(), rows.args(), DataType.arrayOf(rows.type()))));
        FunctionScanNode node = new FunctionScanNode(name, relation, () -> new UnnestOperator(compiled, ordinality));
        return from.leaf(node, cols, relation);
    }

    private record Rows(ScalarFunction fn, List<BoundExpr> args, DataType type) {
    }

    private static Rows regex(String name, ExprBinder b, List<BoundExpr> args) {
        if (args.size() < 2 || args.size() > 3) {
            throw noFunction(name, args);
        }
        List<BoundExpr> text = new ArrayList<>();
        for (BoundExpr a : args) {
            text.add(b.coerce(a, DataType.TEXT));
        }
        boolean matches = name.equals("regexp_matches");
        ScalarFunction fn = new RowsFunction(name, text.size(), a -> {
            String flags = a.length > 2 ? (String) a[2] : "";
            return ArrayValue.of(matches ? RegexFunctions.matches((String) a[0], (String) a[1], flags)
                    : RegexFunctions.split((String) a[0], (String) a[1], flags, name));
        });
        return new Rows(fn, text, matches ? DataType.arrayOf(DataType.TEXT) : DataType.TEXT);
    }

    private static Rows subscripts(ExprBinder b, List<BoundExpr> args) {
        if (args.size() < 2 || args.size() > 3 || !args.get(0).type().isArray()) {
            throw noFunction("generate_subscripts", args);
        }
        List<BoundExpr> typed = new ArrayList<>(List.of(args.get(0), b.coerce(args.get(1), DataType.INTEGER)));
        if (args.size() == 3) {
            typed.add(b.coerce(args.get(2), DataType.BOOLEAN));
        }
        ScalarFunction fn = new RowsFunction("generate_subscripts", typed.size(), a -> {
            ArrayValue arr = (ArrayValue) a[0];
            int dim = (Integer) a[1];
            List<Object> out = new ArrayList<>();
            if (dim >= 1 && dim <= arr.ndims()) {
                int lo = arr.lower(dim - 1);
                int hi = lo + arr.length(dim - 1) - 1;
                boolean reverse = a.length > 2 && Boolean.TRUE.equals(a[2]);
                for (int i = 0; i <= hi - lo; i++) {
                    out.add(reverse ? hi - i : lo + i);
                }
            }
            return ArrayValue.of(out);
        });
        return new Rows(fn, typed, DataType.INTEGER);
    }

    private static LaninException noFunction(String name, List<BoundExpr> args) {
        StringBuilder sb = new StringBuilder();
        for (BoundExpr a : args) {
            sb.append(sb.length() == 0 ? "" : ", ").append(a.type().kind() == TypeKind.UNKNOWN ? "unknown" : a.type().sqlName());
        }
        return LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, sb.toString());
    }

    /** A strict immutable call computing all rows of the function at once. */
    private record RowsFunction(String name, int arity, java.util.function.Function<Object[], ArrayValue> body)
            implements ScalarFunction {
        @Override
        public List<DataType> argTypes() {
            return List.of();
        }

        @Override
        public DataType resultType() {
            return DataType.arrayOf(DataType.TEXT);
        }

        @Override
        public boolean strict() {
            return true;
        }

        @Override
        public Volatility volatility() {
            return Volatility.IMMUTABLE;
        }

        @Override
        public Object invoke(EvalContext ctx, Object[] args) {
            for (Object a : args) {
                if (a == null) {
                    return null;
                }
            }
            return body.apply(args);
        }
    }
}
