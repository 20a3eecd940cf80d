package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.TableFunction;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SetFunctionOperator;
import org.lanin.engine.json.JsonText;
import org.lanin.engine.json.JsonTextSets;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.json.JsonbPath;
import org.lanin.engine.json.JsonbSets;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.JsonPathArgs;
import org.lanin.planner.bind.NamedArguments;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.physical.FunctionScanNode;

/**
 * The set-returning json and jsonb functions in FROM (the json ones give the text as written): jsonb_array_elements[_text] (column {@code value}),
 * jsonb_each[_text] ({@code key}, {@code value}), jsonb_object_keys (one column named after the
 * function) and jsonb_path_query ({@code jsonb_path_query}); an alias renames them as for unnest.
 */
final class JsonTableFunctions {
    static final Set<String> NAMES = Set.of("jsonb_array_elements", "jsonb_array_elements_text", "jsonb_each",
            "jsonb_each_text", "jsonb_object_keys", "jsonb_path_query", "json_array_elements", "json_array_elements_text",
            "json_each", "json_each_text", "json_object_keys");

    private JsonTableFunctions() {
    }

    static BoundFrom bind(String name, TableFunction tf, ExprBinder b, FromBinder from) {
        List<BoundExpr> args = new ArrayList<>();
        if (tf.getFunction().getParameters() != null) {
            List<Expression> given = new ArrayList<>();
            for (Object o : tf.getFunction().getParameters()) {
                given.add((Expression) o);
            }
            for (Expression e : NamedArguments.positional(name, given)) {
                args.add(b.bind(e));
            }
        }
        boolean path = name.equals("jsonb_path_query");
        boolean json = name.startsWith("json_");
        if (!path && (args.size() != 1 || !jsonbLike(args.get(0), json))) {
            StringBuilder sig = new StringBuilder();
            for (BoundExpr a : args) {
                sig.append(sig.length() == 0 ? "" : ", ").append(a.type().sqlName());
            }
            throw LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, sig.toString());
        }
        List<BoundExpr> typed = path ? JsonPathArgs.typed(b, name, args)
                : new ArrayList<>(List.of(b.coerce(args.get(0), json ? DataType.JSON : DataType.JSONB)));
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        boolean text = name.endsWith("_text");
        Function<Object[], List<Object[]>> rows = switch (name) {
            case "jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements", "json_array_elements_text" -> {
                names.add("value");
                types.add(text ? DataType.TEXT : json ? DataType.JSON : DataType.JSONB);
                yield v -> v[0] == null ? List.of() : json ? JsonTextSets.elements((JsonText) v[0], text)
                        : JsonbSets.elements(((Jsonb) v[0]).root(), name, text);
            }
            case "jsonb_each", "jsonb_each_text", "json_each", "json_each_text" -> {
                names.add("key");
                names.add("value");
                types.add(DataType.TEXT);
                types.add(text ? DataType.TEXT : json ? DataType.JSON : DataType.JSONB);
                yield v -> v[0] == null ? List.of() : json ? JsonTextSets.each((JsonText) v[0], name, text)
                        : JsonbSets.each(((Jsonb) v[0]).root(), name, text);
            }
            case "jsonb_object_keys", "json_object_keys" -> {
                names.add(name);
                types.add(DataType.TEXT);
                yield v -> v[0] == null ? List.of() : json ? JsonTextSets.keys((JsonText) v[0], name)
                        : JsonbSets.keys(((Jsonb) v[0]).root(), name);
            }
            default -> {
                names.add(name);
                types.add(DataType.JSONB);
                yield JsonbPath::queryRows;
            }
        };
        Alias alias = tf.getAlias();
        String relation = alias == null ? name : Names.fold(alias.getName());
        List<Alias.AliasColumn> renamed = alias == null || alias.getAliasColumns() == null ? List.of() : alias.getAliasColumns();
        if (renamed.size() > types.size()) {
            throw LaninException.of(PlannerMsg.ALIAS_COLUMNS, relation, types.size(), renamed.size());
        }
        if (alias != null && renamed.isEmpty() && names.size() == 1 && !name.contains("_array_elements")) {
            names.set(0, relation);
        }
        List<Scope.Column> cols = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            String col = i < renamed.size() ? Names.fold(renamed.get(i).name) : names.get(i);
            cols.add(new Scope.Column(relation, col, types.get(i), "", false, types.size() == 1));
        }
        RowExpr[] compiled = ExprCompiler.compileAll(typed);
        int width = types.size();
        FunctionScanNode node = new FunctionScanNode(name, relation, () -> new SetFunctionOperator(compiled, rows, width));
        return from.leaf(node, cols, relation);
    }

    private static boolean jsonbLike(BoundExpr e, boolean json) {
        TypeKind k = e.type().kind();
        return k == (json ? TypeKind.JSON : TypeKind.JSONB) || k == TypeKind.UNKNOWN;
    }
}
