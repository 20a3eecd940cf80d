package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.json.JsonMsg;
import org.lanin.engine.json.JsonParser;
import org.lanin.engine.json.JsonText;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.json.JsonbAccess;
import org.lanin.engine.json.JsonbEdit;
import org.lanin.engine.json.JsonbFormat;
import org.lanin.engine.json.JsonbNodes;
import org.lanin.engine.json.JsonbPath;
import org.lanin.engine.json.JsonbValues;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TextFormat;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.ArrayFunction;

/**
 * The named json and jsonb scalar functions: to_json[b], json[b]_build_object/array,
 * json[b]_typeof, json[b]_array_length, jsonb_set, jsonb_insert, jsonb_strip_nulls, jsonb_pretty,
 * jsonb_extract_path[_text], jsonb_path_exists / _match / _query_array / _query_first. The set-returning ones
 * live in FROM (plan.JsonTableFunctions). {@link #bind} returns null for other names.
 */
final class JsonFunctions {
    private static final Set<String> NAMES = Set.of("to_json", "to_jsonb", "row_to_json", "json_build_object", "jsonb_build_object",
            "json_build_array", "jsonb_build_array", "json_typeof", "jsonb_typeof", "json_array_length",
            "jsonb_array_length", "jsonb_set", "jsonb_insert", "jsonb_strip_nulls", "jsonb_pretty",
            "jsonb_extract_path", "jsonb_extract_path_text", "jsonb_path_exists", "jsonb_path_query_first",
            "jsonb_path_query_array", "jsonb_path_match",
            "jsonb_array_elements", "jsonb_array_elements_text", "jsonb_each", "jsonb_each_text", "jsonb_object_keys",
            "jsonb_path_query", "json_array_elements", "json_array_elements_text", "json_each", "json_each_text",
            "json_object_keys");
    private static final DataType TEXT_ARRAY = DataType.arrayOf(DataType.TEXT);

    private JsonFunctions() {
    }

    static BoundExpr bind(ExprBinder b, String name, List<BoundExpr> args) {
        if (!NAMES.contains(name)) {
            return null;
        }
        return switch (name) {
            case "to_json", "to_jsonb" -> {
                arity(name, args, 1, 1);
                BoundExpr a = untypedAsText(b, args.get(0));
                boolean jsonb = name.equals("to_jsonb");
                yield call(name, List.of(a), jsonb ? DataType.JSONB : DataType.JSON, true, v -> jsonb
                        ? new Jsonb(JsonbValues.toNode(v[0])) : JsonText.trusted(JsonbValues.toJsonText(v[0])));
            }
            case "row_to_json" -> {
                // row_to_json(record [, pretty]): pretty puts a line feed before each field after the first
                arity(name, args, 1, 2);
                if (args.get(0).type().kind() != TypeKind.RECORD
                        || args.size() == 2 && args.get(1).type().kind() != TypeKind.BOOLEAN && args.get(1).type().kind() != TypeKind.UNKNOWN) {
                    throw noSuchFunction(name, args);
                }
                List<BoundExpr> typed = args.size() == 1 ? args : List.of(args.get(0), b.coerce(args.get(1), DataType.BOOLEAN));
                yield call(name, typed, DataType.JSON, true, v -> {
                    String text = JsonbValues.toJsonText(v[0]);
                    return JsonText.trusted(v.length > 1 && Boolean.TRUE.equals(v[1]) ? JsonbValues.rowLineFeeds((org.lanin.engine.type.RowValue) v[0]) : text);
                });
            }
            case "json_build_object", "jsonb_build_object" -> buildObject(b, name, args);
            case "json_build_array", "jsonb_build_array" -> {
                List<BoundExpr> typed = untypedAllAsText(b, args);
                boolean jsonb = name.startsWith("jsonb");
                yield call(name, typed, jsonb ? DataType.JSONB : DataType.JSON, false, v -> jsonb ? buildArray(v) : buildArrayText(v));
            }
            case "json_typeof", "jsonb_typeof" -> unary(b, name, args, DataType.TEXT, n -> JsonbNodes.typeName(n));
            case "json_array_length", "jsonb_array_length" -> unary(b, name, args, DataType.INTEGER, n -> {
                if (n instanceof List<?> l) {
                    return l.size();
                }
                throw LaninException.of(JsonbNodes.isScalar(n) ? JsonMsg.ARRAY_LENGTH_SCALAR : JsonMsg.ARRAY_LENGTH_NON_ARRAY);
            });
            case "jsonb_strip_nulls" -> unary(b, name, args, DataType.JSONB, n -> new Jsonb(JsonbEdit.stripNulls(n)));
            case "jsonb_pretty" -> unary(b, name, args, DataType.TEXT, JsonbFormat::pretty);
            case "jsonb_set", "jsonb_insert" -> setOrInsert(b, name, args);
            case "jsonb_extract_path", "jsonb_extract_path_text" -> {
                if (args.isEmpty()) {
                    throw noSuchFunction(name, args);
                }
                List<BoundExpr> typed = new ArrayList<>();
                typed.add(jsonb(b, args.get(0), name, args));
                for (BoundExpr a : args.subList(1, args.size())) {
                    typed.add(Coercion.to(a, DataType.TEXT, b.bc));
                }
                boolean text = name.endsWith("_text");
                yield call(name, typed, text ? DataType.TEXT : DataType.JSONB, false, v -> {
                    if (v[0] == null) {
                        return null;
                    }
                    List<String> path = new ArrayList<>();
                    for (int i = 1; i < v.length; i++) {
                        path.add((String) v[i]);
                    }
                    Object n = JsonbAccess.path(((Jsonb) v[0]).root(), path);
                    return text ? JsonbAccess.text(n) : n == null ? null : new Jsonb(n);
                });
            }
            case "jsonb_path_exists", "jsonb_path_query_first", "jsonb_path_query_array", "jsonb_path_match" -> {
                List<BoundExpr> typed = JsonPathArgs.typed(b, name, args);
                boolean bool = name.equals("jsonb_path_exists") || name.equals("jsonb_path_match");
                yield call(name, typed, bool ? DataType.BOOLEAN : DataType.JSONB, false, v -> JsonbPath.call(name, v));
            }
            default -> throw LaninException.of(PlannerMsg.NOT_SUPPORTED, name + "() outside FROM");
        };
    }

    private static BoundExpr buildObject(ExprBinder b, String name, List<BoundExpr> args) {
        if (args.size() % 2 != 0) {
            throw LaninException.withHint("The arguments of " + name + "() must consist of alternating keys and values.",
                    JsonMsg.ARGS_NOT_EVEN);
        }
        List<BoundExpr> typed = untypedAllAsText(b, args);
        for (int i = 0; i < typed.size(); i += 2) {
            DataType t = typed.get(i).type();
            if (t.isArray() || JsonCalls.isJson(t)) {
                throw LaninException.of(JsonMsg.KEY_NOT_SCALAR);
            }
        }
        boolean jsonb = name.startsWith("jsonb");
        return call(name, typed, jsonb ? DataType.JSONB : DataType.JSON, false, v -> {
            for (int i = 0; i < v.length; i += 2) {
                if (v[i] == null) {
                    throw LaninException.of(JsonMsg.KEY_NULL, i + 1);
                }
            }
            return jsonb ? buildObjectNode(v) : buildObjectText(v);
        });
    }

    private static Jsonb buildObjectNode(Object[] v) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < v.length; i += 2) {
            m.put(keyText(v[i]), JsonbValues.toNode(v[i + 1]));
        }
        return new Jsonb(JsonbNodes.object(m));
    }

    private static JsonText buildObjectText(Object[] v) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < v.length; i += 2) {
            sb.append(i > 0 ? ", " : "");
            JsonbFormat.quote(sb, keyText(v[i]));
            sb.append(" : ");
            JsonbValues.appendJson(sb, v[i + 1]);
        }
        return JsonText.trusted(sb.append('}').toString());
    }

    private static String keyText(Object k) {
        return k instanceof String s ? s : k instanceof Boolean x ? x.toString() : TextFormat.format(k);
    }

    private static Jsonb buildArray(Object[] v) {
        List<Object> out = new ArrayList<>(v.length);
        for (Object o : v) {
            out.add(JsonbValues.toNode(o));
        }
        return new Jsonb(JsonbNodes.array(out));
    }

    private static JsonText buildArrayText(Object[] v) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < v.length; i++) {
            sb.append(i > 0 ? ", " : "");
            JsonbValues.appendJson(sb, v[i]);
        }
        return JsonText.trusted(sb.append(']').toString());
    }

    private static BoundExpr setOrInsert(ExprBinder b, String name, List<BoundExpr> args) {
        arity(name, args, 3, 4);
        List<BoundExpr> typed = new ArrayList<>();
        typed.add(jsonb(b, args.get(0), name, args));
        typed.add(Coercion.to(args.get(1), TEXT_ARRAY, b.bc));
        typed.add(jsonb(b, args.get(2), name, args));
        if (args.size() == 4) {
            typed.add(Coercion.to(args.get(3), DataType.BOOLEAN, b.bc));
        }
        boolean set = name.equals("jsonb_set");
        return call(name, typed, DataType.JSONB, true, v -> {
            boolean flag = v.length > 3 ? (Boolean) v[3] : set;
            Object root = ((Jsonb) v[0]).root();
            Object value = ((Jsonb) v[2]).root();
            return new Jsonb(set ? JsonbEdit.set(root, JsonCalls.list(v[1]), value, flag)
                    : JsonbEdit.insert(root, JsonCalls.list(v[1]), value, flag));
        });
    }

    private interface NodeFn {
        Object apply(Object node);
    }

    /** A one-argument function of json or jsonb (json is read as jsonb would be). */
    private static BoundExpr unary(ExprBinder b, String name, List<BoundExpr> args, DataType result, NodeFn f) {
        arity(name, args, 1, 1);
        boolean wantsJson = name.startsWith("json_");
        BoundExpr a = args.get(0);
        if (a.type().kind() == TypeKind.UNKNOWN) {
            a = Coercion.to(a, wantsJson ? DataType.JSON : DataType.JSONB, b.bc);
        }
        if (a.type().kind() != (wantsJson ? TypeKind.JSON : TypeKind.JSONB)) {
            throw noSuchFunction(name, args);
        }
        return call(name, List.of(a), result, true, v -> f.apply(v[0] instanceof Jsonb j ? j.root()
                : JsonParser.parse(((JsonText) v[0]).text())));
    }

    private static BoundExpr jsonb(ExprBinder b, BoundExpr a, String name, List<BoundExpr> args) {
        if (a.type().kind() == TypeKind.UNKNOWN) {
            return Coercion.to(a, DataType.JSONB, b.bc);
        }
        if (a.type().kind() != TypeKind.JSONB) {
            throw noSuchFunction(name, args);
        }
        return a;
    }

    /**
     * An untyped literal is text, as in PostgreSQL; an untyped parameter keeps the value it is given
     * (pgJDBC types setInt's parameter int4, so {@code jsonb_build_object('k', ?)} makes a number).
     */
    private static BoundExpr untypedAsText(ExprBinder b, BoundExpr a) {
        return a.type().kind() == TypeKind.UNKNOWN && !(a instanceof BoundExpr.Param) ? Coercion.to(a, DataType.TEXT, b.bc) : a;
    }

    private static List<BoundExpr> untypedAllAsText(ExprBinder b, List<BoundExpr> args) {
        List<BoundExpr> out = new ArrayList<>(args.size());
        for (BoundExpr a : args) {
            out.add(untypedAsText(b, a));
        }
        return out;
    }

    private static BoundExpr call(String name, List<BoundExpr> args, DataType result, boolean strict, ArrayFunction.Body body) {
        return ArrayCalls.fold(ArrayCalls.function(name, args, result, strict, body), args);
    }

    private static void arity(String name, List<BoundExpr> args, int min, int max) {
        if (args.size() < min || args.size() > max) {
            throw noSuchFunction(name, args);
        }
    }

    private static LaninException noSuchFunction(String name, List<BoundExpr> args) {
        StringBuilder sb = new StringBuilder();
        for (BoundExpr a : args) {
            sb.append(sb.length() == 0 ? "" : ", ").append(a.type().sqlName());
        }
        return LaninException.withHint(TypeMsg.FUNCTION_HINT, TypeMsg.FUNCTION_DOES_NOT_EXIST, name, sb.toString());
    }
}
