package org.lanin.engine.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.json.JsonPathExecutor.Res;
import org.lanin.engine.json.JsonPathParser.JsonPath;

/**
 * The SQL/JSON path functions of PostgreSQL 15 (jsonpath_exec.c's jsonb_path_exists, _match,
 * _query, _query_array, _query_first, and the operators {@code @?} and {@code @@}, which are the
 * first and second in silent mode without vars). The path is parsed by {@link JsonPathParser} and
 * run by {@link JsonPathExecutor}; parsed paths are cached by their text (they are immutable).
 * Silent mode suppresses the errors PostgreSQL's RETURN_ERROR raises (structural errors, wrong
 * types, numeric errors): a query keeps what it found before the error, exists and match give
 * null. Syntax errors, a missing variable and vars that are not an object are raised regardless.
 * Unsupported: the {@code .datetime()} method (0A000 naming it).
 */
public final class JsonbPath {
    private static final int CACHE_LIMIT = 256;
    private static final Map<String, JsonPath> CACHE = new ConcurrentHashMap<>();

    private JsonbPath() {
    }

    /** The outcome of one evaluation: what was found, and whether it ended in a suppressed error. */
    private record Outcome(List<Object> found, Res res) {
    }

    private static final Jsonb NO_VARS = Jsonb.parse("{}");

    /**
     * A path function called from SQL with (target, path [, vars [, silent]]) as PostgreSQL declares
     * them (vars default {@code '{}'}, silent false): jsonb_path_exists, _match, _query_array,
     * _query_first. Strict: a null argument gives null.
     */
    public static Object call(String function, Object[] v) {
        for (Object a : v) {
            if (a == null) {
                return null;
            }
        }
        Jsonb target = (Jsonb) v[0];
        String path = (String) v[1];
        Jsonb vars = v.length > 2 ? (Jsonb) v[2] : NO_VARS;
        boolean silent = v.length > 3 && (Boolean) v[3];
        return switch (function) {
            case "jsonb_path_exists" -> exists(target, path, vars, silent);
            case "jsonb_path_match" -> match(target, path, vars, silent);
            case "jsonb_path_query_array" -> queryArray(target, path, vars, silent);
            case "jsonb_path_query_first" -> first(target, path, vars, silent);
            default -> throw new EngineBug("not a jsonpath function: " + function);
        };
    }

    /** jsonb_path_query(target, path [, vars [, silent]]) as rows; no rows for a null argument. */
    public static List<Object[]> queryRows(Object[] v) {
        for (Object a : v) {
            if (a == null) {
                return List.of();
            }
        }
        return query((Jsonb) v[0], (String) v[1], v.length > 2 ? (Jsonb) v[2] : NO_VARS, v.length > 3 && (Boolean) v[3]);
    }

    public static List<Object[]> query(Jsonb target, String path, Jsonb vars, boolean silent) {
        List<Object[]> rows = new ArrayList<>();
        for (Object node : run(target, path, vars, silent, true).found) {
            rows.add(new Object[] {new Jsonb(node)});
        }
        return rows;
    }

    public static Jsonb queryArray(Jsonb target, String path, Jsonb vars, boolean silent) {
        return new Jsonb(JsonbNodes.array(run(target, path, vars, silent, true).found));
    }

    public static Jsonb first(Jsonb target, String path, Jsonb vars, boolean silent) {
        List<Object> found = run(target, path, vars, silent, true).found;
        return found.isEmpty() ? null : new Jsonb(found.get(0));
    }

    public static Boolean exists(Jsonb target, String path, Jsonb vars, boolean silent) {
        Res res = run(target, path, vars, silent, false).res;
        return res == Res.ERROR ? null : res == Res.OK;
    }

    /** jsonb_path_match: the path must give one boolean (or null, read as SQL null). */
    public static Boolean match(Jsonb target, String path, Jsonb vars, boolean silent) {
        List<Object> found = run(target, path, vars, silent, true).found;
        if (found.size() == 1) {
            Object v = found.get(0);
            if (v instanceof Boolean b) {
                return b;
            }
            if (v == JsonNull.NULL) {
                return null;
            }
        }
        if (!silent) {
            throw LaninException.of(JsonMsg.JSONPATH_SINGLE_BOOLEAN);
        }
        return null;
    }

    /**
     * Parsing and evaluation recurse on the path's nesting (PostgreSQL's check_stack_depth): a path
     * nested deeper than the thread's stack allows is 54001, as there, not a StackOverflowError.
     */
    private static Outcome run(Jsonb target, String path, Jsonb vars, boolean silent, boolean collect) {
        try {
            return evaluate(target, path, vars, silent, collect);
        } catch (StackOverflowError e) {
            throw LaninException.of(JsonMsg.DEPTH_EXCEEDED);
        }
    }

    private static Outcome evaluate(Jsonb target, String path, Jsonb vars, boolean silent, boolean collect) {
        JsonPath p = parse(path);
        Map<String, Object> varMap = null;
        if (vars != null) {
            if (!(vars.root() instanceof Map<?, ?>)) {
                throw LaninException.of(JsonMsg.JSONPATH_VARS_NOT_OBJECT);
            }
            varMap = JsonbNodes.asObject(vars.root());
        }
        JsonPathExecutor x = new JsonPathExecutor(p.lax(), target.root(), varMap, !silent);
        List<Object> found = collect ? new ArrayList<>() : null;
        try {
            return new Outcome(found, x.run(p.expr(), found));
        } catch (JsonPathExecutor.Suppressed e) {
            return new Outcome(found, Res.ERROR);
        }
    }

    private static JsonPath parse(String path) {
        JsonPath p = CACHE.get(path);
        if (p == null) {
            p = JsonPathParser.parse(path);
            if (CACHE.size() >= CACHE_LIMIT) {
                CACHE.clear();
            }
            CACHE.put(path, p);
        }
        return p;
    }
}
