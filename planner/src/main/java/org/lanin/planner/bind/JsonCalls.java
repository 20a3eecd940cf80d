package org.lanin.planner.bind;

import java.util.Arrays;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.json.JsonTextAccess;
import org.lanin.engine.json.JsonText;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.json.JsonbAccess;
import org.lanin.engine.json.JsonbEdit;
import org.lanin.engine.json.JsonbPath;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.engine.type.TypeMsg;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.func.ArrayFunction;

/**
 * Typing of the json and jsonb operators ({@code -> ->> #> #>> #-}, read back from the lexer's
 * marker calls, and {@code @> <@ ? ?| ?& || - @? @@}) as PostgreSQL resolves them: an untyped literal
 * beside jsonb is jsonb (or text for a key, text[] for a path); {@code ->} takes text or integer;
 * json has only the four path operators (anything else is 42883, as in PostgreSQL).
 */
final class JsonCalls {
    private static final DataType TEXT_ARRAY = DataType.arrayOf(DataType.TEXT);

    private JsonCalls() {
    }

    static boolean isMarker(String name) {
        return name.startsWith("lanin_jop_");
    }

    static boolean isJson(DataType t) {
        return t.kind() == TypeKind.JSON || t.kind() == TypeKind.JSONB;
    }

    /** A marker call of the lexer (cache.JsonOperators). */
    static BoundExpr marker(ExprBinder b, String name, List<BoundExpr> args) {
        BoundExpr l = args.get(0);
        BoundExpr r = args.get(1);
        return switch (name) {
            case "lanin_jop_get" -> get(b, l, r, false);
            case "lanin_jop_get_text" -> get(b, l, r, true);
            case "lanin_jop_path" -> path(b, l, r, false);
            case "lanin_jop_path_text" -> path(b, l, r, true);
            case "lanin_jop_delete_path" -> {
                BoundExpr j = jsonbOnly(b, l, "#-", r);
                BoundExpr p = Coercion.to(r, TEXT_ARRAY, b.bc);
                yield call("#-", "#-", List.of(j, p), DataType.JSONB,
                        v -> jsonb(JsonbEdit.deletePath(root(v[0]), list(v[1]))));
            }
            case "lanin_jop_exists", "lanin_jop_exists_any", "lanin_jop_exists_all" -> {
                String op = name.endsWith("any") ? "?|" : name.endsWith("all") ? "?&" : "?";
                BoundExpr p = predicate(b, op, l, r);
                if (p == null) {
                    throw noOperator(l, op, r);
                }
                yield p;
            }
            case "lanin_jop_path_exists" -> pathOperator(b, "@?", l, r);
            default -> throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "operator " + name);
        };
    }

    /**
     * {@code jsonb @? jsonpath} and {@code jsonb @@ jsonpath}: jsonb_path_exists and jsonb_path_match
     * without vars and in silent mode, as PostgreSQL's jsonb_path_exists_opr / _match_opr.
     */
    static BoundExpr pathOperator(ExprBinder b, String op, BoundExpr l, BoundExpr r) {
        BoundExpr x = jsonbOnly(b, l, op, r);
        BoundExpr p = textSide(b, r, l, op, DataType.TEXT);
        boolean exists = op.equals("@?");
        return call(op, op, List.of(x, p), DataType.BOOLEAN, v -> exists
                ? JsonbPath.exists((Jsonb) v[0], (String) v[1], null, true) : JsonbPath.match((Jsonb) v[0], (String) v[1], null, true));
    }

    private static BoundExpr get(ExprBinder b, BoundExpr l, BoundExpr r, boolean text) {
        String op = text ? "->>" : "->";
        l = jsonSide(b, l, op, r);
        boolean index = r.type().kind().isIntegral();
        BoundExpr key = index ? Coercion.to(r, DataType.INTEGER, b.bc) : r.type().kind() == TypeKind.UNKNOWN
                || r.type().kind().isText() ? Coercion.to(r, DataType.TEXT, b.bc) : null;
        if (key == null) {
            throw noOperator(l, op, r);
        }
        DataType result = text ? DataType.TEXT : l.type();
        boolean isJsonb = l.type().kind() == TypeKind.JSONB;
        return call(op, op, List.of(l, key), result, v -> {
            if (!isJsonb) {
                return JsonTextAccess.get((JsonText) v[0], v[1], text);
            }
            Object node = index ? JsonbAccess.topElement(root(v[0]), (Integer) v[1]) : JsonbAccess.field(root(v[0]), (String) v[1]);
            return text ? JsonbAccess.text(node) : jsonb(node);
        });
    }

    private static BoundExpr path(ExprBinder b, BoundExpr l, BoundExpr r, boolean text) {
        String op = text ? "#>>" : "#>";
        l = jsonSide(b, l, op, r);
        BoundExpr p = Coercion.to(r, TEXT_ARRAY, b.bc);
        boolean isJsonb = l.type().kind() == TypeKind.JSONB;
        DataType result = text ? DataType.TEXT : l.type();
        return call(op, op, List.of(l, p), result, v -> {
            if (!isJsonb) {
                return JsonTextAccess.path((JsonText) v[0], list(v[1]), text);
            }
            Object node = JsonbAccess.path(root(v[0]), stringList(v[1]));
            return text ? JsonbAccess.text(node) : jsonb(node);
        });
    }

    /** {@code @> <@ ? ?| ?&} on jsonb; null when neither side is json (the array forms apply). */
    static BoundExpr predicate(ExprBinder b, String op, BoundExpr l, BoundExpr r) {
        if (!isJson(l.type()) && !isJson(r.type())) {
            return null;
        }
        return switch (op) {
            case "@>", "<@" -> {
                BoundExpr x = jsonbOnly(b, l, op, r);
                BoundExpr y = jsonbOnly(b, r, op, l);
                boolean contains = op.equals("@>");
                yield call(op, op, List.of(x, y), DataType.BOOLEAN, v -> contains
                        ? JsonbAccess.contains(root(v[0]), root(v[1])) : JsonbAccess.contains(root(v[1]), root(v[0])));
            }
            case "?" -> {
                BoundExpr x = jsonbOnly(b, l, op, r);
                BoundExpr k = textSide(b, r, l, op, DataType.TEXT);
                yield call(op, op, List.of(x, k), DataType.BOOLEAN, v -> JsonbAccess.exists(root(v[0]), (String) v[1]));
            }
            case "?|", "?&" -> {
                BoundExpr x = jsonbOnly(b, l, op, r);
                BoundExpr k = Coercion.to(r, TEXT_ARRAY, b.bc);
                boolean all = op.equals("?&");
                yield call(op, op, List.of(x, k), DataType.BOOLEAN,
                        v -> JsonbAccess.existsKeys(root(v[0]), list(v[1]), all));
            }
            default -> throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "operator " + op);
        };
    }

    /** {@code jsonb || jsonb}; null when neither side is jsonb. */
    static BoundExpr concat(ExprBinder b, BoundExpr l, BoundExpr r) {
        boolean lj = l.type().kind() == TypeKind.JSONB;
        boolean rj = r.type().kind() == TypeKind.JSONB;
        if (!(lj && (rj || r.type().kind() == TypeKind.UNKNOWN) || rj && l.type().kind() == TypeKind.UNKNOWN)) {
            return null;
        }
        BoundExpr x = Coercion.to(l, DataType.JSONB, b.bc);
        BoundExpr y = Coercion.to(r, DataType.JSONB, b.bc);
        return call("||", "||", List.of(x, y), DataType.JSONB, v -> jsonb(JsonbEdit.concat(root(v[0]), root(v[1]))));
    }

    /** {@code jsonb - text | text[] | integer}; null when the left side is not jsonb. */
    static BoundExpr minus(ExprBinder b, BoundExpr l, BoundExpr r) {
        if (l.type().kind() != TypeKind.JSONB) {
            if (l.type().kind() == TypeKind.JSON) {
                throw noOperator(l, "-", r);
            }
            return null;
        }
        TypeKind rk = r.type().kind();
        if (rk.isIntegral()) {
            BoundExpr i = Coercion.to(r, DataType.INTEGER, b.bc);
            return call("-", "-", List.of(l, i), DataType.JSONB, v -> jsonb(JsonbEdit.deleteIndex(root(v[0]), (Integer) v[1])));
        }
        if (r.type().isArray()) {
            BoundExpr k = Coercion.to(r, TEXT_ARRAY, b.bc);
            return call("-", "-", List.of(l, k), DataType.JSONB, v -> jsonb(JsonbEdit.deleteKeys(root(v[0]), list(v[1]))));
        }
        BoundExpr k = textSide(b, r, l, "-", DataType.TEXT);
        return call("-", "-", List.of(l, k), DataType.JSONB, v -> jsonb(JsonbEdit.deleteKeys(root(v[0]), List.of(v[1]))));
    }

    private static BoundExpr textSide(ExprBinder b, BoundExpr e, BoundExpr other, String op, DataType t) {
        if (e.type().kind() == TypeKind.UNKNOWN || e.type().kind().isText()) {
            return Coercion.to(e, t, b.bc);
        }
        throw noOperator(other, op, e);
    }

    /** The json-typed left operand of a path operator (an untyped literal is refused as PostgreSQL's 42725). */
    private static BoundExpr jsonSide(ExprBinder b, BoundExpr l, String op, BoundExpr r) {
        if (isJson(l.type())) {
            return l;
        }
        if (l.type().kind() == TypeKind.UNKNOWN) {
            throw LaninException.withHint("Could not choose a best candidate operator. You might need to add explicit type casts.",
                    PlannerMsg.OPERATOR_NOT_UNIQUE, l.type().sqlName(), op, r.type().sqlName());
        }
        throw noOperator(l, op, r);
    }

    private static BoundExpr jsonbOnly(ExprBinder b, BoundExpr e, String op, BoundExpr other) {
        if (e.type().kind() == TypeKind.JSONB) {
            return e;
        }
        if (e.type().kind() == TypeKind.UNKNOWN) {
            return Coercion.to(e, DataType.JSONB, b.bc);
        }
        throw noOperator(e, op, other);
    }

    static LaninException noOperator(BoundExpr l, String op, BoundExpr r) {
        return LaninException.withHint(TypeMsg.OPERATOR_HINT, PlannerMsg.OPERATOR_NOT_EXIST,
                l.type().displayName(), op, r.type().displayName());
    }

    static BoundExpr call(String name, String operator, List<BoundExpr> args, DataType result, ArrayFunction.Body body) {
        return ArrayCalls.fold(ArrayCalls.function(name, operator, args, result, true, body), args);
    }

    static Object root(Object v) {
        return ((Jsonb) v).root();
    }

    static Jsonb jsonb(Object node) {
        return node == null ? null : new Jsonb(node);
    }

    static List<Object> list(Object array) {
        return Arrays.asList(((ArrayValue) array).elements());
    }

    /** A text[] path whose NULL steps stay null (they make #> NULL). */
    static List<String> stringList(Object array) {
        Object[] e = ((ArrayValue) array).elements();
        String[] out = new String[e.length];
        for (int i = 0; i < e.length; i++) {
            out[i] = (String) e[i];
        }
        return Arrays.asList(out);
    }
}
