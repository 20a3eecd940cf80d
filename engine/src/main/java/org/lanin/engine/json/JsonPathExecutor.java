package org.lanin.engine.json;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.Msg;
import org.lanin.engine.json.JsonPathItem.Kind;

/**
 * Evaluates a parsed jsonpath over a jsonb tree: PostgreSQL 15's {@code jsonpath_exec.c}, kept
 * close to its structure so its corner cases carry over. {@code found} collects the results, or is
 * null where only existence matters (jsonb_path_exists, {@code exists()}, {@code @?}): then, as in
 * PostgreSQL, evaluation stops at the first result, so errors after it are never raised.
 *
 * <p>Lax mode unwraps arrays before accessors and wraps non-arrays for array accessors, and ignores
 * structural errors (a missing key, a subscript out of bounds). Errors that PostgreSQL raises through
 * its RETURN_ERROR are {@linkplain #error raised} only while {@link #throwErrors} is on: silent mode and
 * predicate operands turn them off, and they then unwind as {@link Suppressed} to where they become
 * "unknown" (a predicate) or the end of the query (silent mode keeps what was found before).
 * Filters, comparisons and the boolean operators live in {@link JsonPathPredicates}, arithmetic and
 * numeric methods in {@link JsonPathArithmetic}, the other item methods in {@link JsonPathMethods}.
 */
final class JsonPathExecutor {
    enum Res { OK, NOT_FOUND, ERROR }

    /** A suppressed error unwinding to its catcher; carries nothing, as jperError does not. */
    static final class Suppressed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Suppressed INSTANCE = new Suppressed();

        private Suppressed() {
            super(null, null, false, false);
        }
    }

    final boolean lax;
    final Object root;
    private final Map<String, Object> vars;
    boolean ignoreStructuralErrors;
    boolean throwErrors;
    Object current;
    private int innermostArraySize = -1;
    /** The jsonb that keyvalue() ids count offsets in, and its number (0 the target, 1 vars). */
    Object baseObject;
    long baseObjectId;
    int lastGeneratedObjectId;

    JsonPathExecutor(boolean lax, Object root, Map<String, Object> vars, boolean throwErrors) {
        this.lax = lax;
        this.root = root;
        this.current = root;
        this.vars = vars;
        this.ignoreStructuralErrors = lax;
        this.throwErrors = throwErrors;
        this.lastGeneratedObjectId = vars != null ? 2 : 1;
    }

    /** executeJsonPath: in strict mode existence still needs every item, to see that none fails. */
    Res run(JsonPathItem path, List<Object> found) {
        if (!lax && found == null) {
            List<Object> all = new ArrayList<>();
            executeItem(path, root, all);
            return all.isEmpty() ? Res.NOT_FOUND : Res.OK;
        }
        return executeItem(path, root, found);
    }

    /** RETURN_ERROR: raise, or unwind silently while errors are off. */
    RuntimeException error(Msg msg, Object... args) {
        if (throwErrors) {
            throw LaninException.of(msg, args);
        }
        throw Suppressed.INSTANCE;
    }

    /** executeItemOptUnwrapResultNoThrow: errors off; ERROR where one happened. */
    Res executeNoThrow(JsonPathItem item, Object jb, boolean unwrap, List<Object> found) {
        boolean saved = throwErrors;
        throwErrors = false;
        try {
            return executeUnwrapResult(item, jb, unwrap, found);
        } catch (Suppressed e) {
            return Res.ERROR;
        } finally {
            throwErrors = saved;
        }
    }

    /** executeItemOptUnwrapResult: in lax mode arrays among the results are unwrapped (one level). */
    Res executeUnwrapResult(JsonPathItem item, Object jb, boolean unwrap, List<Object> found) {
        if (!unwrap || !lax) {
            return executeItem(item, jb, found);
        }
        List<Object> seq = new ArrayList<>();
        Res res = executeItem(item, jb, seq);
        for (Object v : seq) {
            if (v instanceof List<?> l) {
                found.addAll(l);
            } else {
                found.add(v);
            }
        }
        return res;
    }

    Res executeItem(JsonPathItem item, Object jb, List<Object> found) {
        return execute(item, jb, found, lax);
    }

    /** executeNextItem: on to {@code item.next}, or {@code v} is a result. */
    Res next(JsonPathItem item, Object v, List<Object> found) {
        if (item.next != null) {
            return executeItem(item.next, v, found);
        }
        if (found != null) {
            found.add(v);
        }
        return Res.OK;
    }

    /** executeItemOptUnwrapTarget. */
    Res execute(JsonPathItem item, Object jb, List<Object> found, boolean unwrap) {
        if (item.kind.isBool()) {
            return JsonPathPredicates.appendBoolResult(this, item, found, JsonPathPredicates.executeBool(this, item, jb));
        }
        return switch (item.kind) {
            case KEY -> key(item, jb, found, unwrap);
            case ROOT -> root(item, found);
            case CURRENT -> next(item, current, found);
            case ANY_ARRAY -> anyArray(item, jb, found);
            case INDEX_ARRAY -> indexArray(item, jb, found);
            case LAST -> last(item, found);
            case ANY_KEY -> anyKey(item, jb, found, unwrap);
            case ANY -> any(item, jb, found);
            case LITERAL, VARIABLE -> scalar(item, found);
            case FILTER -> filter(item, jb, found, unwrap);
            case ADD, SUB, MUL, DIV, MOD -> JsonPathArithmetic.binary(this, item, jb, found);
            case PLUS, MINUS -> JsonPathArithmetic.unary(this, item, jb, found);
            case ABS, FLOOR, CEILING -> JsonPathArithmetic.numericMethod(this, item, jb, unwrap, found);
            case DOUBLE -> JsonPathArithmetic.doubleMethod(this, item, jb, unwrap, found);
            case SIZE -> JsonPathMethods.size(this, item, jb, found);
            case TYPE -> next(item, JsonbNodes.typeName(jb), found);
            case KEYVALUE -> unwrap && jb instanceof List<?> ? unwrapTargetArray(item, jb, found, false)
                    : JsonPathMethods.keyValue(this, item, jb, found);
            default -> throw new EngineBug("jsonpath item " + item.kind + " is not a value item");
        };
    }

    private Res key(JsonPathItem item, Object jb, List<Object> found, boolean unwrap) {
        if (jb instanceof Map<?, ?> m) {
            Object v = m.get(item.name);
            if (v != null) {
                return next(item, v, found);
            }
            if (!ignoreStructuralErrors) {
                throw error(JsonMsg.JSONPATH_KEY_NOT_FOUND, item.name);
            }
        } else if (unwrap && jb instanceof List<?>) {
            return unwrapTargetArray(item, jb, found, false);
        } else if (!ignoreStructuralErrors) {
            throw error(JsonMsg.JSONPATH_MEMBER_OF_NON_OBJECT);
        }
        return Res.NOT_FOUND;
    }

    private Res root(JsonPathItem item, List<Object> found) {
        Object savedBase = baseObject;
        long savedId = baseObjectId;
        baseObject = root;
        baseObjectId = 0;
        try {
            return next(item, root, found);
        } finally {
            baseObject = savedBase;
            baseObjectId = savedId;
        }
    }

    private Res anyArray(JsonPathItem item, Object jb, List<Object> found) {
        if (jb instanceof List<?> l) {
            return anyItem(item.next, l, found, 1, 1, 1, false, lax);
        }
        if (lax) {
            return next(item, jb, found);
        }
        if (!ignoreStructuralErrors) {
            throw error(JsonMsg.JSONPATH_WILDCARD_ARRAY);
        }
        return Res.NOT_FOUND;
    }

    private Res anyKey(JsonPathItem item, Object jb, List<Object> found, boolean unwrap) {
        if (jb instanceof Map<?, ?> m) {
            return anyItem(item.next, m, found, 1, 1, 1, false, lax);
        }
        if (unwrap && jb instanceof List<?>) {
            return unwrapTargetArray(item, jb, found, false);
        }
        if (!ignoreStructuralErrors) {
            throw error(JsonMsg.JSONPATH_WILDCARD_MEMBER);
        }
        return Res.NOT_FOUND;
    }

    /** executeItemUnwrapTargetArray: the item applied to each element of an array. */
    Res unwrapTargetArray(JsonPathItem item, Object array, List<Object> found, boolean unwrapElements) {
        return anyItem(item, array, found, 1, 1, 1, false, unwrapElements);
    }

    /**
     * executeAnyItem: {@code item} (null: the element itself is a result) applied to the members
     * or elements of a container at levels first..last below it ({@code .**} asks for many).
     */
    Res anyItem(JsonPathItem item, Object container, List<Object> found, int level, int first, int last,
            boolean ignoreStructural, boolean unwrapNext) {
        Res res = Res.NOT_FOUND;
        if (level > last) {
            return res;
        }
        Iterable<?> children = container instanceof Map<?, ?> m ? m.values() : (List<?>) container;
        for (Object v : children) {
            // .**{last}: first = last = "last" asks for the leaves only, at any depth
            if (level >= first || first == Integer.MAX_VALUE && last == Integer.MAX_VALUE && JsonbNodes.isScalar(v)) {
                if (item != null) {
                    boolean saved = ignoreStructuralErrors;
                    if (ignoreStructural) {
                        ignoreStructuralErrors = true;
                    }
                    try {
                        res = execute(item, v, found, unwrapNext);
                    } finally {
                        ignoreStructuralErrors = saved;
                    }
                    if (res == Res.OK && found == null) {
                        break;
                    }
                } else if (found != null) {
                    found.add(v);
                } else {
                    return Res.OK;
                }
            }
            if (level < last && !JsonbNodes.isScalar(v)) {
                res = anyItem(item, v, found, level + 1, first, last, ignoreStructural, unwrapNext);
                if (res == Res.OK && found == null) {
                    break;
                }
            }
        }
        return res;
    }

    private Res any(JsonPathItem item, Object jb, List<Object> found) {
        Res res = Res.NOT_FOUND;
        if (item.first == 0) {
            boolean saved = ignoreStructuralErrors;
            ignoreStructuralErrors = true;
            try {
                res = next(item, jb, found);
            } finally {
                ignoreStructuralErrors = saved;
            }
            if (res == Res.OK && found == null) {
                return res;
            }
        }
        if (!JsonbNodes.isScalar(jb)) {
            res = anyItem(item.next, jb, found, 1, item.first, item.last, true, lax);
        }
        return res;
    }

    private Res indexArray(JsonPathItem item, Object jb, List<Object> found) {
        if (!(jb instanceof List<?>) && !lax) {
            if (!ignoreStructuralErrors) {
                throw error(JsonMsg.JSONPATH_ARRAY_OF_NON_ARRAY);
            }
            return Res.NOT_FOUND;
        }
        List<?> array = jb instanceof List<?> l ? l : null;
        int size = array == null ? 1 : array.size();
        int savedSize = innermostArraySize;
        innermostArraySize = size;
        try {
            Res res = Res.NOT_FOUND;
            for (JsonPathItem.Subscript s : item.subscripts) {
                int from = arrayIndex(s.from(), jb);
                int to = s.to() == null ? from : arrayIndex(s.to(), jb);
                if (!ignoreStructuralErrors && (from < 0 || from > to || to >= size)) {
                    throw error(JsonMsg.JSONPATH_SUBSCRIPT_OUT_OF_BOUNDS);
                }
                from = Math.max(from, 0);
                to = Math.min(to, size - 1);
                res = Res.NOT_FOUND;
                for (int index = from; index <= to; index++) {
                    Object v = array == null ? jb : array.get(index);
                    if (item.next == null && found == null) {
                        return Res.OK;
                    }
                    res = next(item, v, found);
                    if (res == Res.OK && found == null) {
                        break;
                    }
                }
                if (res == Res.OK && found == null) {
                    break;
                }
            }
            return res;
        } finally {
            innermostArraySize = savedSize;
        }
    }

    /** getArrayIndex: one number, truncated, within int4. */
    private int arrayIndex(JsonPathItem subscript, Object jb) {
        List<Object> found = new ArrayList<>();
        executeItem(subscript, jb, found);
        if (found.size() != 1 || !(found.get(0) instanceof BigDecimal d)) {
            throw error(JsonMsg.JSONPATH_SUBSCRIPT_NOT_SINGLE);
        }
        BigDecimal t = d.setScale(0, RoundingMode.DOWN);
        if (t.compareTo(BigDecimal.valueOf(Integer.MIN_VALUE)) < 0 || t.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0) {
            throw error(JsonMsg.JSONPATH_SUBSCRIPT_RANGE);
        }
        return t.intValue();
    }

    private Res last(JsonPathItem item, List<Object> found) {
        if (innermostArraySize < 0) {
            throw new EngineBug("evaluating jsonpath LAST outside of array subscript");
        }
        if (item.next == null && found == null) {
            return Res.OK;
        }
        return next(item, BigDecimal.valueOf(innermostArraySize - 1L), found);
    }

    /**
     * A literal, or a variable of vars: a missing one is an error even in silent mode, but without
     * vars at all (the operators {@code @?} and {@code @@}) every variable is null, as in PostgreSQL.
     */
    private Res scalar(JsonPathItem item, List<Object> found) {
        if (item.kind == Kind.LITERAL) {
            return item.next == null && found == null ? Res.OK : next(item, item.value, found);
        }
        if (vars == null) {
            return next(item, JsonNull.NULL, found);
        }
        Object v = vars.get(item.name);
        if (v == null) {
            throw LaninException.of(JsonMsg.JSONPATH_NO_VARIABLE, item.name);
        }
        Object savedBase = baseObject;
        long savedId = baseObjectId;
        baseObject = vars;
        baseObjectId = 1;
        try {
            return next(item, v, found);
        } finally {
            baseObject = savedBase;
            baseObjectId = savedId;
        }
    }

    private Res filter(JsonPathItem item, Object jb, List<Object> found, boolean unwrap) {
        if (unwrap && jb instanceof List<?>) {
            return unwrapTargetArray(item, jb, found, false);
        }
        if (JsonPathPredicates.nested(this, item.left, jb) != JsonPathPredicates.TRUE) {
            return Res.NOT_FOUND;
        }
        return next(item, jb, found);
    }
}
