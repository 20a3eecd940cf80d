package org.lanin.engine.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;

/**
 * The basic SQL/JSON paths of jsonb_path_query/_exists/_query_first (jsonpath_exec.c), in lax
 * (default) or strict mode: {@code $}, member accessors {@code .key} / {@code ."key"} /
 * {@code .*}, array accessors {@code [*]} / {@code [n]} / {@code [last]}. Lax mode unwraps an
 * array before a member accessor, wraps a non-array for an array accessor and yields nothing
 * where strict mode raises PostgreSQL's 22039/2203A/22033 errors. Filters, arithmetic, methods
 * ({@code .size()}), ranges and variables are refused with 0A000 naming them.
 */
public final class JsonbPath {
    private JsonbPath() {
    }

    private record Step(char kind, String key, int index, boolean last) {
    }

    public static List<Object[]> query(Jsonb target, String path) {
        List<Object[]> rows = new ArrayList<>();
        for (Object node : evaluate(target.root(), path)) {
            rows.add(new Object[] {new Jsonb(node)});
        }
        return rows;
    }

    public static boolean exists(Jsonb target, String path) {
        return !evaluate(target.root(), path).isEmpty();
    }

    public static Jsonb first(Jsonb target, String path) {
        List<Object> r = evaluate(target.root(), path);
        return r.isEmpty() ? null : new Jsonb(r.get(0));
    }

    static List<Object> evaluate(Object root, String path) {
        String p = path.strip();
        boolean strict = false;
        if (p.startsWith("strict ") || p.startsWith("strict$")) {
            strict = true;
            p = p.substring(6).strip();
        } else if (p.startsWith("lax ") || p.startsWith("lax$")) {
            p = p.substring(3).strip();
        }
        List<Step> steps = parse(p);
        List<Object> current = List.of(root);
        for (Step s : steps) {
            List<Object> next = new ArrayList<>();
            for (Object node : current) {
                apply(s, node, strict, false, next);
            }
            current = next;
        }
        return current;
    }

    private static void apply(Step s, Object node, boolean strict, boolean unwrapped, List<Object> out) {
        if (s.kind == '.') {
            if (node instanceof List<?> l && !strict && !unwrapped) {
                for (Object e : l) {
                    apply(s, e, false, true, out); // lax: one level of arrays is unwrapped
                }
                return;
            }
            if (!(node instanceof Map<?, ?> m)) {
                if (strict) {
                    throw LaninException.of(s.key == null ? JsonMsg.JSONPATH_WILDCARD_MEMBER : JsonMsg.JSONPATH_MEMBER_OF_NON_OBJECT);
                }
                return;
            }
            if (s.key == null) {
                out.addAll(m.values());
            } else if (m.containsKey(s.key)) {
                out.add(m.get(s.key));
            } else if (strict) {
                throw LaninException.of(JsonMsg.JSONPATH_KEY_NOT_FOUND, s.key);
            }
            return;
        }
        List<?> l;
        if (node instanceof List<?> list) {
            l = list;
        } else if (strict) {
            throw LaninException.of(s.kind == '*' ? JsonMsg.JSONPATH_WILDCARD_ARRAY : JsonMsg.JSONPATH_ARRAY_OF_NON_ARRAY);
        } else {
            l = List.of(node);
        }
        if (s.kind == '*') {
            out.addAll(l);
            return;
        }
        int i = s.last ? l.size() - 1 : s.index;
        if (i >= 0 && i < l.size()) {
            out.add(l.get(i));
        } else if (strict) {
            throw LaninException.of(JsonMsg.JSONPATH_SUBSCRIPT_OUT_OF_BOUNDS);
        }
    }

    private static List<Step> parse(String p) {
        if (!p.startsWith("$")) {
            throw unsupportedOrSyntax(p, p);
        }
        List<Step> steps = new ArrayList<>();
        int i = 1;
        int n = p.length();
        while (i < n) {
            char c = p.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '.') {
                i = member(p, i + 1, steps);
            } else if (c == '[') {
                int close = p.indexOf(']', i);
                if (close < 0) {
                    throw unsupportedOrSyntax(p, p.substring(i));
                }
                steps.add(subscript(p, p.substring(i + 1, close).strip()));
                i = close + 1;
            } else {
                throw unsupportedOrSyntax(p, p.substring(i));
            }
        }
        return steps;
    }

    private static int member(String p, int i, List<Step> steps) {
        int n = p.length();
        if (i < n && p.charAt(i) == '*') {
            steps.add(new Step('.', null, 0, false));
            return i + 1;
        }
        if (i < n && p.charAt(i) == '"') {
            int close = p.indexOf('"', i + 1);
            if (close < 0) {
                throw unsupportedOrSyntax(p, p.substring(i));
            }
            steps.add(new Step('.', p.substring(i + 1, close), 0, false));
            return close + 1;
        }
        int j = i;
        while (j < n && (Character.isLetterOrDigit(p.charAt(j)) || p.charAt(j) == '_')) {
            j++;
        }
        if (j == i) {
            throw unsupportedOrSyntax(p, p.substring(i));
        }
        if (j < n && p.charAt(j) == '(') {
            throw LaninException.of(JsonMsg.JSONPATH_NOT_SUPPORTED, "method ." + p.substring(i, j) + "()");
        }
        steps.add(new Step('.', p.substring(i, j), 0, false));
        return j;
    }

    private static Step subscript(String p, String inside) {
        if (inside.equals("*")) {
            return new Step('*', null, 0, false);
        }
        if (inside.equals("last")) {
            return new Step('[', null, 0, true);
        }
        try {
            return new Step('[', null, Integer.parseInt(inside), false);
        } catch (NumberFormatException e) {
            throw LaninException.of(JsonMsg.JSONPATH_NOT_SUPPORTED, "subscript [" + inside + "]");
        }
    }

    private static LaninException unsupportedOrSyntax(String p, String rest) {
        String t = rest.strip();
        if (t.startsWith("?") && t.substring(1).strip().startsWith("(")) {
            return LaninException.of(JsonMsg.JSONPATH_NOT_SUPPORTED, "filter expression");
        }
        if (t.startsWith("$") || t.startsWith("@") || t.startsWith("(") || t.startsWith("+") || t.startsWith("-")
                || t.startsWith("*") || t.startsWith("/") || t.startsWith("like_regex") || t.startsWith("exists")) {
            return LaninException.of(JsonMsg.JSONPATH_NOT_SUPPORTED, "expression \"" + p + "\"");
        }
        return LaninException.of(JsonMsg.JSONPATH_SYNTAX, t.isEmpty() ? p : t.substring(0, 1));
    }
}
