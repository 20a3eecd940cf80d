package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.OP;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The jsonb path operators {@code -> ->> #> #>> #-}: JSqlParser 5.3 refuses {@code #-}, reads
 * {@code #>} as {@code #} and {@code >}, and gives {@code ->} the wrong precedence and
 * associativity ({@code a->'x'->>'y'} as {@code a->('x'->>'y')}, {@code a->'x' || b} as
 * {@code a->('x' || b)}). In PostgreSQL every such operator has the precedence of any other
 * operator ({@code Op} in gram.y): tighter than comparisons, looser than {@code + - * / % ^},
 * left-associative. A chain of operands joined by Op-level operators that holds one of them is
 * spelled out left to right: a json operator as a marker call the binder reads back
 * ({@code lanin_jop_get(l, r)}), any other Op-level operator ({@code ||}, {@code @>}, ...) as a
 * parenthesised pair. Operands are copied as written; JSqlParserInput repeats the pass so chains
 * inside them are spelled out in turn. {@code ?? ??| ??&} are pgJDBC's spelling of {@code ? ?| ?&} in a
 * prepared statement, where {@code ?} is a parameter marker: the lexer reads them as operators and
 * they are spelled out here too, as is {@code @?} (jsonb_path_exists; {@code @??} in a prepared
 * statement), which JSqlParser does not know. Part of {@link JSqlParserInput}.
 */
final class JsonOperators {
    /** Marker function of each operator, read by the binder (bind.JsonCalls). */
    static final Map<String, String> MARKERS = Map.of(
            "->", "lanin_jop_get", "->>", "lanin_jop_get_text", "#>", "lanin_jop_path",
            "#>>", "lanin_jop_path_text", "#-", "lanin_jop_delete_path",
            "??", "lanin_jop_exists", "??|", "lanin_jop_exists_any", "??&", "lanin_jop_exists_all",
            "@?", "lanin_jop_path_exists", "@??", "lanin_jop_path_exists");
    private static final List<String> TIGHTER = List.of("+", "-", "*", "/", "%", "^");

    private JsonOperators() {
    }

    static boolean any(SqlLexer t) {
        for (int k = 0; k < t.count; k++) {
            if (t.kind[k] == OP && MARKERS.containsKey(t.s.substring(t.start[k], t.end[k]))) {
                return true;
            }
        }
        return false;
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        Operands o = new Operands(edits);
        for (int k = 0; k < t.count; k++) {
            if (!isJsonOp(edits, k)) {
                continue;
            }
            int start = o.expressionStart(k - 1);
            if (start < 0) {
                continue;
            }
            int end = spell(edits, o, start, k);
            if (end > 0) {
                k = end;
            }
        }
    }

    private static boolean isJsonOp(TokenEdits e, int k) {
        return k > 0 && k < e.t.count && e.t.kind[k] == OP && MARKERS.containsKey(e.text(k, k));
    }

    /** Spells out the chain starting at {@code start} that holds the operator at {@code k}; its last token, or -1. */
    private static int spell(TokenEdits e, Operands o, int start, int k) {
        List<int[]> units = new ArrayList<>();
        List<Integer> ops = new ArrayList<>();
        int j = start;
        while (true) {
            int end = unitEnd(e, o, j);
            if (end <= j) {
                return -1;
            }
            units.add(new int[] {j, end - 1});
            if (!isOpLevel(e, o, end)) {
                break;
            }
            ops.add(end);
            j = end + 1;
        }
        if (!ops.contains(k)) {
            return -1;
        }
        String acc = e.text(units.get(0)[0], units.get(0)[1]);
        for (int i = 0; i < ops.size(); i++) {
            int op = ops.get(i);
            String r = e.text(units.get(i + 1)[0], units.get(i + 1)[1]);
            String marker = MARKERS.get(e.text(op, op));
            acc = marker != null ? marker + "(" + acc + ", " + r + ")" : "(" + acc + " " + e.text(op, op) + " " + r + ")";
        }
        int last = units.get(units.size() - 1)[1];
        e.replace(start, last, acc);
        return last;
    }

    /** After an operand of {@code + - * / % ^} and prefix signs, starting at {@code k}; or -1. */
    private static int unitEnd(TokenEdits e, Operands o, int k) {
        int j = k;
        while (true) {
            while (e.isSign(j)) {
                j++;
            }
            j = o.primaryEnd(j);
            if (j < 0 || j >= e.t.count || !isTighter(e, j)) {
                return j;
            }
            j++;
        }
    }

    private static boolean isTighter(TokenEdits e, int k) {
        return e.t.kind[k] == OP && TIGHTER.contains(e.text(k, k));
    }

    private static boolean isOpLevel(TokenEdits e, Operands o, int k) {
        return k < e.t.count && o.isOperator(k) && !isTighter(e, k) && !e.isOp(k, ":");
    }
}
