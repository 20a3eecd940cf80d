package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.json.JsonPathExecutor.Res;
import org.lanin.engine.json.JsonPathItem.Kind;

/**
 * The predicates of a jsonpath (jsonpath_exec.c's executeBoolItem and executePredicate) in
 * SQL/JSON's three-valued logic: TRUE, FALSE, UNKNOWN. An operand that fails is UNKNOWN, never an
 * error, whatever the mode. A predicate over sequences is true when some pair of items satisfies
 * it; in strict mode every pair is tried and any UNKNOWN pair makes the whole UNKNOWN, while lax
 * mode stops at the first true pair. Items compare only with items of their own type (null
 * against anything else is unequal, other mixed pairs and any array or object are UNKNOWN);
 * strings compare by code point.
 */
final class JsonPathPredicates {
    static final int FALSE = 0;
    static final int TRUE = 1;
    static final int UNKNOWN = 2;

    private JsonPathPredicates() {
    }

    /** appendBoolResult: a predicate used as a value is true, false or null (unknown). */
    static Res appendBoolResult(JsonPathExecutor x, JsonPathItem item, List<Object> found, int st) {
        if (item.next == null && found == null) {
            return Res.OK;
        }
        Object v = st == UNKNOWN ? JsonNull.NULL : Boolean.valueOf(st == TRUE);
        return x.next(item, v, found);
    }

    /** executeNestedBoolItem: a filter's predicate with {@code @} bound to the item filtered. */
    static int nested(JsonPathExecutor x, JsonPathItem predicate, Object jb) {
        Object saved = x.current;
        x.current = jb;
        try {
            return executeBool(x, predicate, jb);
        } finally {
            x.current = saved;
        }
    }

    static int executeBool(JsonPathExecutor x, JsonPathItem item, Object jb) {
        switch (item.kind) {
            case AND: {
                int l = executeBool(x, item.left, jb);
                if (l == FALSE) {
                    return FALSE;
                }
                int r = executeBool(x, item.right, jb);
                return r == TRUE ? l : r;
            }
            case OR: {
                int l = executeBool(x, item.left, jb);
                if (l == TRUE) {
                    return TRUE;
                }
                int r = executeBool(x, item.right, jb);
                return r == FALSE ? l : r;
            }
            case NOT: {
                int a = executeBool(x, item.left, jb);
                return a == UNKNOWN ? UNKNOWN : a == TRUE ? FALSE : TRUE;
            }
            case IS_UNKNOWN:
                return executeBool(x, item.left, jb) == UNKNOWN ? TRUE : FALSE;
            case EXISTS:
                return exists(x, item.left, jb);
            case STARTS_WITH:
                return predicate(x, item, item.left, item.right, jb, false);
            case LIKE_REGEX:
                return predicate(x, item, item.left, null, jb, false);
            default:
                return predicate(x, item, item.left, item.right, jb, true);
        }
    }

    private static int exists(JsonPathExecutor x, JsonPathItem arg, Object jb) {
        if (!x.lax) {
            List<Object> all = new ArrayList<>();
            Res r = x.executeNoThrow(arg, jb, false, all);
            return r == Res.ERROR ? UNKNOWN : all.isEmpty() ? FALSE : TRUE;
        }
        Res r = x.executeNoThrow(arg, jb, false, null);
        return r == Res.ERROR ? UNKNOWN : r == Res.OK ? TRUE : FALSE;
    }

    /** executePredicate: the left operand is always unwrapped in lax mode, the right one as asked. */
    private static int predicate(JsonPathExecutor x, JsonPathItem item, JsonPathItem larg, JsonPathItem rarg, Object jb,
            boolean unwrapRight) {
        List<Object> lseq = new ArrayList<>();
        if (x.executeNoThrow(larg, jb, true, lseq) == Res.ERROR) {
            return UNKNOWN;
        }
        List<Object> rseq = new ArrayList<>();
        if (rarg != null && x.executeNoThrow(rarg, jb, unwrapRight, rseq) == Res.ERROR) {
            return UNKNOWN;
        }
        boolean error = false;
        boolean found = false;
        for (Object l : lseq) {
            for (Object r : rarg == null ? List.of(JsonNull.NULL) : rseq) {
                int res = apply(item, l, rarg == null ? null : r);
                if (res == UNKNOWN) {
                    if (!x.lax) {
                        return UNKNOWN;
                    }
                    error = true;
                } else if (res == TRUE) {
                    if (x.lax) {
                        return TRUE;
                    }
                    found = true;
                }
            }
        }
        return found ? TRUE : error ? UNKNOWN : FALSE;
    }

    private static int apply(JsonPathItem item, Object l, Object r) {
        if (item.kind == Kind.STARTS_WITH) {
            return l instanceof String s && r instanceof String p ? (s.startsWith(p) ? TRUE : FALSE) : UNKNOWN;
        }
        if (item.kind == Kind.LIKE_REGEX) {
            return l instanceof String s ? (item.regex.matcher(s).find() ? TRUE : FALSE) : UNKNOWN;
        }
        return compare(item.kind, l, r);
    }

    /** compareItems. */
    static int compare(Kind op, Object a, Object b) {
        boolean aNull = a == JsonNull.NULL;
        boolean bNull = b == JsonNull.NULL;
        if (aNull || bNull) {
            if (aNull && bNull) {
                return result(op, 0);
            }
            return op == Kind.NE ? TRUE : FALSE;
        }
        int cmp;
        if (a instanceof Boolean x && b instanceof Boolean y) {
            cmp = Boolean.compare(x, y);
        } else if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            cmp = x.compareTo(y);
        } else if (a instanceof String x && b instanceof String y) {
            cmp = compareCodePoints(x, y);
        } else {
            return UNKNOWN; // mixed types, arrays and objects are not comparable
        }
        return result(op, cmp);
    }

    private static int result(Kind op, int cmp) {
        boolean r = switch (op) {
            case EQ -> cmp == 0;
            case NE -> cmp != 0;
            case LT -> cmp < 0;
            case LE -> cmp <= 0;
            case GT -> cmp > 0;
            default -> cmp >= 0;
        };
        return r ? TRUE : FALSE;
    }

    private static int compareCodePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
