package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.NUMBER;
import static org.lanin.planner.cache.SqlLexer.PARAM;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.STRING;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.Arrays;
import org.lanin.planner.cache.FoldedInput.Kind;

/**
 * Folds long runs of constants out of IN lists, ARRAY[...] constructors and VALUES lists before
 * JSqlParser sees them. JSqlParser 5.3 parses every list element through its whole expression
 * grammar, lookaheads and all: about 0.2 ms an element measured here, so a 100,000-element IN list
 * took 20 seconds or more. A constant is one token (a number, a plain '...' string, NULL, TRUE,
 * FALSE, a parameter) or a sign and a number or parameter. A run of at least {@link #MIN_RUN}
 * consecutive constant elements of a list is replaced by one placeholder literal
 * ({@link FoldedInput}); a run of at least as many VALUES rows of constants, all of one width, by one
 * row holding a placeholder. The parser reads either as one element, and org.lanin.planner.parse puts
 * the constants back, built as JSqlParser builds them from the same tokens, so the tree is the one
 * the unfolded text gives. Other elements (casts such as {@code '1'::int}, E'' or $$ strings,
 * DEFAULT, expressions, subqueries) stay in the text between runs, so the order is kept.
 *
 * <p>A run that holds a parameter is folded only if no bare {@code ?} follows it: JSqlParser numbers
 * a bare {@code ?} by counting the parameters before it, and would not count those folded out.
 * Part of {@link JSqlParserInput}.
 */
final class ConstantLists {
    /** Shorter runs are left to the parser: they parse in a few milliseconds. */
    static final int MIN_RUN = 16;

    private final String sql;
    private final SqlLexer t;
    private final TokenEdits edits;
    private final int lastBareParam;
    private Kind[] kinds = new Kind[64];
    private char[] signs = new char[64];
    private int[] from = new int[64];
    private int[] to = new int[64];
    private int[] params = new int[64];
    private int size;
    private int[] runStarts = new int[8];
    private int[] runWidths = new int[8];
    private int runs;

    private ConstantLists(String sql, SqlLexer t) {
        this.sql = sql;
        this.t = t;
        this.edits = new TokenEdits(t);
        int last = -1;
        for (int k = 0; k < t.count; k++) {
            if (t.kind[k] == PARAM && t.end[k] - t.start[k] == 1 && sql.charAt(t.start[k]) == '?') {
                last = k;
            }
        }
        this.lastBareParam = last;
    }

    /** The statement with its long constant runs folded, or null when it has none. */
    static FoldedInput fold(String sql, SqlLexer t) {
        if (t.count < MIN_RUN * 2 || !hasListStart(t) || !FoldedInput.mayFold(sql)) {
            return null;
        }
        ConstantLists lists = new ConstantLists(sql, t);
        lists.findAll();
        return lists.runs == 0 ? null : lists.result();
    }

    /** Whether an IN (, ARRAY[ or VALUES ( occurs at all: most statements have none, and cost one pass. */
    private static boolean hasListStart(SqlLexer t) {
        TokenEdits probe = new TokenEdits(t);
        for (int k = 0; k + 1 < t.count; k++) {
            if (t.kind[k] == WORD && listStart(probe, k)) {
                return true;
            }
        }
        return false;
    }

    private static boolean listStart(TokenEdits e, int k) {
        return e.t.kind[k + 1] == LPAREN ? e.isWord(k, "in") || e.isWord(k, "values")
                : e.isWord(k, "array") && e.isOp(k + 1, "[");
    }

    private void findAll() {
        for (int k = 0; k + 1 < t.count; k++) {
            if (edits.isWord(k, "in") && t.kind[k + 1] == LPAREN) {
                scan(k + 2, false);
            } else if (edits.isWord(k, "array") && edits.isOp(k + 1, "[")) {
                scan(k + 2, true);
            } else if (edits.isWord(k, "values") && t.kind[k + 1] == LPAREN) {
                scanRows(k + 1);
            }
        }
    }

    /** Walks the elements of a list starting at token {@code k}, folding its runs of constants. */
    private void scan(int k, boolean bracket) {
        int runFirst = -1;
        int runMark = size;
        while (k < t.count) {
            int length = constantLength(k, bracket);
            if (length > 0) {
                if (runFirst < 0) {
                    runFirst = k;
                    runMark = size;
                }
                add(k, length);
                k += length;
            } else {
                flush(runFirst, k - 2, runMark, 0);
                runFirst = -1;
                k = elementEnd(k, bracket);
            }
            if (k >= t.count || t.kind[k] != COMMA) {
                break;
            }
            k++;
        }
        boolean closed = k < t.count && (bracket ? edits.isOp(k, "]") : t.kind[k] == RPAREN);
        if (closed) {
            flush(runFirst, k - 1, runMark, 0);
        } else if (runFirst >= 0) {
            size = runMark; // a list that does not close: the parser reports it
        }
    }

    /**
     * Walks the rows of a VALUES list whose first row opens at token {@code k}, folding its runs of
     * rows that hold only constants, all as many ({@code (1, 'a'), (2, 'b'), ...}).
     */
    private void scanRows(int k) {
        int runFirst = -1;
        int runMark = size;
        int width = 0;
        int last = -1;
        while (k < t.count && t.kind[k] == LPAREN) {
            int mark = size;
            int end = constantRow(k);
            if (end < 0 || (runFirst >= 0 && size - mark != width)) {
                size = mark;
                flush(runFirst, last, runMark, width);
                runFirst = -1;
                end = end < 0 ? -1 : constantRow(k); // a row of another width starts a run of its own
            }
            if (end < 0) {
                end = edits.closing(k) - 1;
                if (end < 0) {
                    return;
                }
            } else if (runFirst < 0) {
                runFirst = k;
                runMark = mark;
                width = size - mark;
            }
            last = end;
            k = end + 1;
            if (k + 1 >= t.count || t.kind[k] != COMMA || t.kind[k + 1] != LPAREN) {
                break;
            }
            k++;
        }
        flush(runFirst, last, runMark, width);
    }

    /** Adds the constants of the row opening at {@code k} and returns its closing token, or -1 if it holds other things. */
    private int constantRow(int k) {
        int mark = size;
        int j = k + 1;
        while (true) {
            int length = constantLength(j, false);
            if (length == 0) {
                size = mark;
                return -1;
            }
            add(j, length);
            j += length;
            if (t.kind[j] == RPAREN) {
                return j;
            }
            j++;
        }
    }

    /**
     * Folds the run of tokens {@code [first, last]} whose constants start at {@code mark}, if it is
     * long enough: list elements ({@code width} 0) or rows of {@code width} constants each.
     */
    private void flush(int first, int last, int mark, int width) {
        if (first < 0) {
            return;
        }
        boolean hasParam = false;
        for (int c = mark; c < size; c++) {
            hasParam |= kinds[c] == Kind.PARAM || kinds[c] == Kind.FIXED_PARAM;
        }
        int items = width == 0 ? size - mark : (size - mark) / width;
        if (items < MIN_RUN || (hasParam && lastBareParam > last)) {
            size = mark;
            return;
        }
        if (runs + 1 >= runStarts.length) {
            runStarts = Arrays.copyOf(runStarts, runStarts.length * 2);
            runWidths = Arrays.copyOf(runWidths, runWidths.length * 2);
        }
        runStarts[runs] = mark;
        runWidths[runs] = width;
        String placeholder = FoldedInput.placeholder(runs);
        edits.replace(first, last, width == 0 ? placeholder : "(" + placeholder + ")");
        runs++;
        runStarts[runs] = size;
    }

    /** Tokens in the constant element at {@code k} (1, or 2 with a sign), or 0 when it is something else. */
    private int constantLength(int k, boolean bracket) {
        boolean signed = edits.isSign(k);
        int v = signed ? k + 1 : k;
        if (v + 1 >= t.count || kindOf(v, signed) == null) {
            return 0;
        }
        boolean ends = t.kind[v + 1] == COMMA || (bracket ? edits.isOp(v + 1, "]") : t.kind[v + 1] == RPAREN);
        return ends ? v + 1 - k : 0;
    }

    private Kind kindOf(int v, boolean signed) {
        int a = t.start[v];
        int b = t.end[v];
        switch (t.kind[v]) {
            case NUMBER:
                return numberKind(a, b);
            case PARAM:
                return b - a == 1 ? Kind.PARAM : Kind.FIXED_PARAM;
            case STRING:
                // E'', $$ and strings with a backslash (which JSqlParser's lexer reads as an escape) stay
                return !signed && sql.charAt(a) == '\'' && !hasBackslash(a, b) ? Kind.STRING : null;
            case WORD:
                if (signed) {
                    return null;
                }
                if (edits.isWord(v, "null")) {
                    return Kind.NULL;
                }
                return edits.isWord(v, "true") || edits.isWord(v, "false") ? Kind.BOOLEAN : null;
            default:
                return null;
        }
    }

    /** JSqlParser's S_LONG (digits) or S_DOUBLE (digits with a fraction or an exponent); else null. */
    private Kind numberKind(int a, int b) {
        int j = asciiDigits(a, b);
        boolean integer = j > a;
        if (j == b) {
            return integer ? Kind.LONG : null;
        }
        if (sql.charAt(j) == '.') {
            int f = asciiDigits(j + 1, b);
            if (f == j + 1) {
                return null; // "1." or ".": left to the parser
            }
            j = f;
        } else if (!integer) {
            return null;
        }
        if (j < b && (sql.charAt(j) == 'e' || sql.charAt(j) == 'E')) {
            int e = j + 1 < b && (sql.charAt(j + 1) == '+' || sql.charAt(j + 1) == '-') ? j + 2 : j + 1;
            j = asciiDigits(e, b);
            if (j == e) {
                return null;
            }
        }
        return j == b ? Kind.DOUBLE : null;
    }

    private boolean hasBackslash(int a, int b) {
        for (int j = a; j < b; j++) {
            if (sql.charAt(j) == '\\') {
                return true;
            }
        }
        return false;
    }

    private int asciiDigits(int a, int b) {
        while (a < b && sql.charAt(a) >= '0' && sql.charAt(a) <= '9') {
            a++;
        }
        return a;
    }

    /** The token after the element starting at {@code k}: the comma or closer at its depth, or the end. */
    private int elementEnd(int k, boolean bracket) {
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            byte kind = t.kind[j];
            if (kind == LPAREN || edits.isOp(j, "[")) {
                depth++;
            } else if (kind == RPAREN || edits.isOp(j, "]")) {
                if (depth == 0) {
                    return j;
                }
                depth--;
            } else if (kind == COMMA && depth == 0) {
                return j;
            }
        }
        return t.count;
    }

    private void add(int k, int length) {
        if (size == kinds.length) {
            int grown = size * 2;
            kinds = Arrays.copyOf(kinds, grown);
            signs = Arrays.copyOf(signs, grown);
            from = Arrays.copyOf(from, grown);
            to = Arrays.copyOf(to, grown);
            params = Arrays.copyOf(params, grown);
        }
        int v = k + length - 1;
        kinds[size] = kindOf(v, length == 2);
        signs[size] = length == 2 ? sql.charAt(t.start[k]) : 0;
        from[size] = t.start[v];
        to[size] = t.end[v];
        params[size] = t.kind[v] == PARAM ? t.info[v] : 0;
        size++;
    }

    private FoldedInput result() {
        return new FoldedInput(sql, edits.apply(), kinds, signs, from, to, params, Arrays.copyOf(runStarts, runs + 1),
                Arrays.copyOf(runWidths, runs));
    }
}
