package org.lanin.planner.bind;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.lanin.engine.exec.SetFunctionBody;
import org.lanin.engine.func.RegexFunctions;
import org.lanin.engine.json.JsonText;
import org.lanin.engine.json.JsonTextSets;
import org.lanin.engine.json.Jsonb;
import org.lanin.engine.json.JsonbPath;
import org.lanin.engine.json.JsonbSets;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.DataType;
import org.lanin.engine.type.TypeKind;
import org.lanin.planner.expr.BoundExpr;

/**
 * The set-returning functions Lanin has, with PostgreSQL's signatures: generate_series (integer,
 * bigint, numeric, timestamp and timestamptz with an interval step), unnest(anyarray),
 * generate_subscripts, regexp_matches, regexp_split_to_table, string_to_table and the json[b] ones. Two-column
 * functions (json[b]_each[_text]) give PostgreSQL's record text {@code (key,value)} in an
 * expression. One table for both positions: FROM binds generate_series here too.
 */
final class SetFunctionSignatures {
    static final Set<String> NAMES = Set.of("generate_series", "unnest", "generate_subscripts", "regexp_matches",
            "regexp_split_to_table", "jsonb_array_elements", "jsonb_array_elements_text", "jsonb_each",
            "jsonb_each_text", "jsonb_object_keys", "jsonb_path_query", "json_array_elements",
            "json_array_elements_text", "json_each", "json_each_text", "json_object_keys", "string_to_table");

    private SetFunctionSignatures() {
    }

    static BoundExpr.Call resolve(ExprBinder b, String name, List<BoundExpr> args) {
        return switch (name) {
            case "generate_series" -> series(b, args);
            case "unnest" -> unnest(args);
            case "generate_subscripts" -> subscripts(b, args);
            case "regexp_matches", "regexp_split_to_table" -> regex(b, name, args);
            case "string_to_table" -> stringToTable(b, args);
            default -> json(b, name, args);
        };
    }

    private static BoundExpr.Call series(ExprBinder b, List<BoundExpr> args) {
        if (args.size() < 2 || args.size() > 3) {
            throw SetCalls.noFunction("generate_series", args);
        }
        boolean temporal = false;
        boolean zoned = false;
        boolean plain = false;
        boolean numeric = false;
        boolean wide = false;
        boolean typedInteger = false;
        for (int i = 0; i < args.size(); i++) {
            TypeKind k = args.get(i).type().kind();
            switch (k) {
                case TIMESTAMPTZ, DATE -> zoned = temporal = true;
                case TIMESTAMP -> plain = temporal = true;
                case INTERVAL -> temporal |= i == 2;
                case NUMERIC -> numeric = true;
                case BIGINT -> wide = true;
                case INTEGER -> typedInteger = true;
                case SMALLINT, UNKNOWN -> { }
                default -> throw SetCalls.noFunction("generate_series", args);
            }
        }
        if (temporal) {
            if (args.size() != 3 || numeric || wide || typedInteger) {
                throw SetCalls.noFunction("generate_series", args);
            }
            DataType t = zoned || !plain ? DataType.TIMESTAMPTZ : DataType.TIMESTAMP;
            List<BoundExpr> typed = List.of(b.coerce(args.get(0), t), b.coerce(args.get(1), t),
                    b.coerce(args.get(2), DataType.INTERVAL));
            return SetCalls.call("generate_series", typed, t, SetCalls.series(TypeKind.TIMESTAMP));
        }
        if (!numeric && !wide && !typedInteger && args.stream().noneMatch(a -> a instanceof BoundExpr.Param p && !b.bc.isLiteralParam(p.index()))) {
            // smallint or unknown literals alone: PostgreSQL cannot choose. JDBC parameters are typed by pgJDBC's
            // setInt as int4, which Lanin's binder cannot see yet: they take integer.
            throw SetCalls.notUnique("generate_series", args);
        }
        DataType t = numeric ? DataType.NUMERIC : wide ? DataType.BIGINT : DataType.INTEGER;
        List<BoundExpr> typed = new ArrayList<>();
        for (BoundExpr a : args) {
            typed.add(b.coerce(a, t));
        }
        return SetCalls.call("generate_series", typed, t, SetCalls.series(t.kind()));
    }

    private static BoundExpr.Call unnest(List<BoundExpr> args) {
        if (args.size() == 1 && args.get(0).type().kind() == TypeKind.UNKNOWN) {
            throw SetCalls.notUnique("unnest", args);
        }
        if (args.size() != 1 || !args.get(0).type().isArray()) {
            throw SetCalls.noFunction("unnest", args); // several arrays: only in FROM, as PostgreSQL
        }
        return SetCalls.call("unnest", args, args.get(0).type().elementType(),
                (a, ctx) -> a[0] == null ? java.util.Collections.emptyIterator()
                        : java.util.Arrays.asList(((ArrayValue) a[0]).elements()).iterator());
    }

    private static BoundExpr.Call subscripts(ExprBinder b, List<BoundExpr> args) {
        if (args.size() < 2 || args.size() > 3 || !args.get(0).type().isArray()) {
            throw SetCalls.noFunction("generate_subscripts", args);
        }
        List<BoundExpr> typed = new ArrayList<>(List.of(args.get(0), b.coerce(args.get(1), DataType.INTEGER)));
        if (args.size() == 3) {
            typed.add(b.coerce(args.get(2), DataType.BOOLEAN));
        }
        return SetCalls.call("generate_subscripts", typed, DataType.INTEGER, (a, ctx) -> {
            if (a[0] == null || a[1] == null) {
                return java.util.Collections.emptyIterator();
            }
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
            return out.iterator();
        });
    }

    private static BoundExpr.Call regex(ExprBinder b, String name, List<BoundExpr> args) {
        if (args.size() < 2 || args.size() > 3) {
            throw SetCalls.noFunction(name, args);
        }
        List<BoundExpr> text = new ArrayList<>();
        for (BoundExpr a : args) {
            text.add(b.coerce(a, DataType.TEXT));
        }
        boolean matches = name.equals("regexp_matches");
        return SetCalls.call(name, text, matches ? DataType.arrayOf(DataType.TEXT) : DataType.TEXT, (a, ctx) -> {
            for (Object o : a) {
                if (o == null) {
                    return java.util.Collections.emptyIterator();
                }
            }
            String flags = a.length > 2 ? (String) a[2] : "";
            return (matches ? RegexFunctions.matches((String) a[0], (String) a[1], flags)
                    : RegexFunctions.split((String) a[0], (String) a[1], flags, name)).iterator();
        });
    }

    /**
     * string_to_table(s, delimiter [, null_string]): string_to_array's elements as rows; a NULL string
     * gives none, a NULL delimiter splits into characters (not strict, as in PostgreSQL).
     */
    private static BoundExpr.Call stringToTable(ExprBinder b, List<BoundExpr> args) {
        if (args.size() < 2 || args.size() > 3) {
            throw SetCalls.noFunction("string_to_table", args);
        }
        List<BoundExpr> text = new ArrayList<>();
        for (BoundExpr a : args) {
            text.add(b.coerce(a, DataType.TEXT));
        }
        return SetCalls.call("string_to_table", text, DataType.TEXT, (a, ctx) -> {
            if (a[0] == null) {
                return java.util.Collections.emptyIterator();
            }
            ArrayValue parts = org.lanin.engine.func.array.ArrayStrings.split((String) a[0], (String) a[1],
                    a.length > 2 ? (String) a[2] : null);
            return java.util.Arrays.asList(parts.elements()).iterator();
        });
    }

    private static BoundExpr.Call json(ExprBinder b, String name, List<BoundExpr> args) {
        boolean isJson = name.startsWith("json_");
        TypeKind want = isJson ? TypeKind.JSON : TypeKind.JSONB;
        if (name.equals("jsonb_path_query")) {
            return SetCalls.call(name, JsonPathArgs.typed(b, name, args), DataType.JSONB, rows(JsonbPath::queryRows, false));
        }
        if (args.size() != 1 || (args.get(0).type().kind() != want && args.get(0).type().kind() != TypeKind.UNKNOWN)) {
            throw SetCalls.noFunction(name, args);
        }
        List<BoundExpr> typed = new ArrayList<>(List.of(b.coerce(args.get(0), DataType.of(want))));
        boolean text = name.endsWith("_text");
        DataType value = text ? DataType.TEXT : DataType.of(want);
        if (name.contains("_array_elements")) {
            return SetCalls.call(name, typed, value, rows(v -> isJson ? JsonTextSets.elements((JsonText) v[0], text)
                    : JsonbSets.elements(((Jsonb) v[0]).root(), name, text), false));
        }
        if (name.contains("_each")) {
            return SetCalls.call(name, typed, DataType.TEXT, rows(v -> isJson ? JsonTextSets.each((JsonText) v[0], name, text)
                    : JsonbSets.each(((Jsonb) v[0]).root(), name, text), true));
        }
        if (name.endsWith("_object_keys")) {
            return SetCalls.call(name, typed, DataType.TEXT, rows(v -> isJson ? JsonTextSets.keys((JsonText) v[0], name)
                    : JsonbSets.keys(((Jsonb) v[0]).root(), name), false));
        }
        throw SetCalls.noFunction(name, args);
    }

    /** A body over a function computing all rows at once: column 0 of each, or the row as record text. */
    private static SetFunctionBody rows(Function<Object[], List<Object[]>> all, boolean record) {
        return (a, ctx) -> {
            for (Object o : a) {
                if (o == null) {
                    return java.util.Collections.emptyIterator();
                }
            }
            Iterator<Object[]> it = all.apply(a).iterator();
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return it.hasNext();
                }

                @Override
                public Object next() {
                    Object[] row = it.next();
                    return record ? org.lanin.engine.type.RowValue.text(row) : row[0];
                }
            };
        };
    }
}
