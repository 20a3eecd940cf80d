package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.CAST;
import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.DOT;
import static org.lanin.planner.cache.SqlLexer.KEPT;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.NUMBER;
import static org.lanin.planner.cache.SqlLexer.OP;
import static org.lanin.planner.cache.SqlLexer.PARAM;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.SEMI;
import static org.lanin.planner.cache.SqlLexer.STRING;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.Locale;
import java.util.Set;

/**
 * The extent of an operand in a token stream, by PostgreSQL's precedence (gram.y): a primary
 * (value, name, call, {@code (...)}, {@code CASE ... END}, {@code type 'literal'}) with its postfixes
 * ({@code ::type}, subscripts), prefix signs, and the operators that bind tighter than IN, BETWEEN,
 * LIKE and comparisons ({@code + - * / % ^ ||} and other operators). Every method answers -1 where
 * it meets a token it does not know; callers then leave the text alone.
 */
final class Operands {
    /** Words that cannot be (part of) such an operand: where a walk stops. */
    private static final Set<String> STOP = Set.of("and", "or", "not", "where", "select", "on", "having", "when",
            "then", "else", "case", "by", "is", "between", "like", "ilike", "similar", "in", "distinct", "all",
            "any", "some", "as", "from", "using", "limit", "offset", "returning", "set", "values", "escape",
            "with", "return", "default", "isnull", "notnull", "row", "end", "order", "group", "union",
            "intersect", "except", "for", "asc", "desc", "nulls", "symmetric", "collate", "at", "window");
    /** Comparison operators bind looser than these operands. */
    private static final Set<String> COMPARISONS = Set.of("=", "<", ">", "<=", ">=", "<>", "!=");

    private final TokenEdits e;
    private final SqlLexer t;

    Operands(TokenEdits e) {
        this.e = e;
        this.t = e.t;
    }

    boolean isStopWord(int k) {
        int len = t.end[k] - t.start[k];
        return t.kind[k] == WORD && len <= 9
                && STOP.contains(t.s.substring(t.start[k], t.end[k]).toLowerCase(Locale.ROOT));
    }

    /** A token an operand cannot extend over: none, a comma, '(' or ';', a comparison, a stop word. */
    boolean ends(int k) {
        if (k < 0 || k >= t.count) {
            return true;
        }
        byte kind = t.kind[k];
        if (kind == COMMA || kind == LPAREN || kind == SEMI) {
            return true;
        }
        if (kind == OP) {
            return COMPARISONS.contains(t.s.substring(t.start[k], t.end[k]));
        }
        return isStopWord(k);
    }

    /** Whether token {@code k} is a comparison operator or IS / ISNULL / NOTNULL (what binds looser than BETWEEN). */
    boolean comparesNext(int k) {
        if (k < 0 || k >= t.count) {
            return false;
        }
        if (t.kind[k] == OP) {
            return COMPARISONS.contains(t.s.substring(t.start[k], t.end[k]));
        }
        return e.isWord(k, "is") || e.isWord(k, "isnull") || e.isWord(k, "notnull");
    }

    /** An operator binding tighter than IN and BETWEEN (not a comparison; not '[' ']'). */
    boolean isOperator(int k) {
        return k >= 0 && k < t.count && t.kind[k] == OP && !ends(k) && !e.isOp(k, "[") && !e.isOp(k, "]");
    }

    // ---- forwards

    /** The index after the primary starting at {@code k} with its {@code ::type} and subscripts, or -1. */
    int primaryEnd(int k) {
        int j = bareEnd(k);
        while (j > 0 && j < t.count) {
            if (t.kind[j] == CAST) {
                j = typeNameEnd(j + 1);
            } else if (e.isOp(j, "[")) {
                j = e.closingBracket(j);
            } else {
                break;
            }
        }
        return j;
    }

    /** The index after the operand starting at {@code k}: prefix signs, primaries joined by operators; or -1. */
    int expressionEnd(int k) {
        int j = k;
        while (true) {
            while (e.isSign(j)) {
                j++;
            }
            j = primaryEnd(j);
            if (j < 0 || ends(j) || t.kind[j] == RPAREN) {
                return j;
            }
            if (!isOperator(j)) {
                return -1;
            }
            j++;
        }
    }

    private int bareEnd(int k) {
        if (k < 0 || k >= t.count) {
            return -1;
        }
        return switch (t.kind[k]) {
            case LPAREN -> e.closing(k);
            case NUMBER, STRING, PARAM, KEPT -> k + 1;
            case QUOTED_IDENT -> nameEnd(k);
            case WORD -> e.isWord(k, "case") ? caseEnd(k) : isStopWord(k) ? -1 : nameEnd(k);
            default -> -1;
        };
    }

    /** A column reference, a qualified name, a function call (with FILTER and OVER), or type 'literal'. */
    private int nameEnd(int k) {
        int j = k + 1;
        if (t.kind[k] == WORD && j < t.count && t.kind[j] == STRING) {
            return j + 1; // date '2024-01-01', interval '1 day'
        }
        while (j + 1 < t.count && t.kind[j] == DOT && (t.kind[j + 1] == WORD || t.kind[j + 1] == QUOTED_IDENT)) {
            j += 2;
        }
        if (j < t.count && t.kind[j] == LPAREN) {
            j = e.closing(j);
            if (j > 0 && e.isWord(j, "filter") && j + 1 < t.count && t.kind[j + 1] == LPAREN) {
                j = e.closing(j + 1);
            }
            if (j > 0 && e.isWord(j, "over")) {
                j = j + 1 < t.count && t.kind[j + 1] == LPAREN ? e.closing(j + 1) : j + 2;
            }
        }
        return Math.min(j, t.count);
    }

    private int caseEnd(int k) {
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            if (e.isWord(j, "case")) {
                depth++;
            } else if (e.isWord(j, "end") && --depth == 0) {
                return j + 1;
            }
        }
        return -1;
    }

    /** After {@code ::}: a type name of one or two words, its modifiers and array brackets. */
    private int typeNameEnd(int k) {
        if (k >= t.count || (t.kind[k] != WORD && t.kind[k] != QUOTED_IDENT)) {
            return -1;
        }
        int j = k + 1;
        if (e.isWord(j, "precision") || e.isWord(j, "varying")) {
            j++;
        }
        if (j < t.count && t.kind[j] == LPAREN) {
            j = e.closing(j);
        }
        if ((e.isWord(j, "with") || e.isWord(j, "without")) && e.isWord(j + 1, "time") && e.isWord(j + 2, "zone")) {
            j += 3;
        }
        while (j > 0 && e.isOp(j, "[")) {
            j = e.closingBracket(j);
        }
        return j;
    }

    // ---- backwards

    /** The first token of the operand that ends at token {@code last}, or -1. */
    int expressionStart(int last) {
        int start = primaryStart(last);
        while (start >= 0) {
            int before = start - 1;
            if (ends(before)) {
                return start;
            }
            if (!isOperator(before) && t.kind[before] != CAST && t.kind[before] != DOT) {
                return -1; // e.g. AT TIME ZONE: left alone
            }
            int operand = before - 1;
            // END is a stop word, but here it closes a CASE: the left operand of the operator
            boolean noOperand = ends(operand) && !e.isWord(operand, "end") || isOperator(operand);
            if (noOperand && e.isSign(before)) {
                start = before; // a prefix sign
            } else if (noOperand) {
                return -1;
            } else {
                start = primaryStart(operand); // a binary operator (or :: or .): its left operand joins
            }
        }
        return -1;
    }

    /** The first token of the primary that ends at {@code k}: a value, a name, a call, (...), CASE ... END. */
    private int primaryStart(int k) {
        if (k < 0) {
            return -1;
        }
        switch (t.kind[k]) {
            case NUMBER, PARAM, KEPT, QUOTED_IDENT:
                return k;
            case STRING:
                // date '2024-01-01': a type name before a string is part of the literal.
                return k > 0 && t.kind[k - 1] == WORD && !isStopWord(k - 1) ? k - 1 : k;
            case WORD:
                if (e.isWord(k, "end")) {
                    return caseStart(k);
                }
                return isStopWord(k) ? -1 : k;
            case RPAREN: {
                int open = e.opening(k);
                boolean call = open > 0 && (t.kind[open - 1] == WORD && !isStopWord(open - 1)
                        || t.kind[open - 1] == QUOTED_IDENT);
                return call ? open - 1 : open; // a call's qualifier (schema.f) joins through the DOT
            }
            default:
                return -1;
        }
    }

    private int caseStart(int k) {
        int depth = 0;
        for (int j = k; j >= 0; j--) {
            if (e.isWord(j, "end")) {
                depth++;
            } else if (e.isWord(j, "case") && --depth == 0) {
                return j;
            }
        }
        return -1;
    }
}
