package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.CAST;
import static org.lanin.planner.cache.SqlLexer.DOT;
import static org.lanin.planner.cache.SqlLexer.KEPT;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.NUMBER;
import static org.lanin.planner.cache.SqlLexer.OP;
import static org.lanin.planner.cache.SqlLexer.PARAM;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.STRING;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.Set;

/**
 * Parenthesises {@code x [NOT] IN (...)} predicates for JSqlParser 5.3, which reads the right-hand
 * side as a whole expression and so swallows what follows the list: {@code a AND b IN (1,2) OR c}
 * parses as {@code a AND b IN ((1,2) OR c)}, a wrong answer rather than an error. Wrapped as
 * {@code a AND (b IN (1,2)) OR c} it parses as PostgreSQL reads it.
 *
 * <p>The left operand is what binds tighter than IN in gram.y: primaries joined by arithmetic and
 * other operators ({@code + - * / % ^ ||}, {@code ::}, {@code .}), but not comparisons, IS, NOT,
 * AND, OR or a keyword. It is found by walking back from IN; where the walk meets a token it does
 * not know, that predicate is left as it was. Part of {@link JSqlParserInput}.
 */
final class InPredicates {
    /** Words that cannot be (the end of) a left operand of IN: where the walk back stops. */
    private static final Set<String> STOP = Set.of("and", "or", "not", "where", "select", "on", "having", "when",
            "then", "else", "case", "by", "is", "between", "like", "ilike", "similar", "in", "distinct", "all",
            "any", "some", "as", "from", "using", "limit", "offset", "returning", "set", "values", "escape",
            "with", "return", "default", "isnull", "notnull", "row");
    /** Comparison operators bind looser than IN. */
    private static final Set<String> COMPARISONS = Set.of("=", "<", ">", "<=", ">=", "<>", "!=");

    private final TokenEdits e;
    private final SqlLexer t;

    private InPredicates(TokenEdits e) {
        this.e = e;
        this.t = e.t;
    }

    static void find(TokenEdits edits) {
        InPredicates p = new InPredicates(edits);
        SqlLexer t = edits.t;
        for (int k = 1; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "in") || t.kind[k + 1] != LPAREN) {
                continue;
            }
            int listEnd = edits.closing(k + 1);
            int operandLast = edits.isWord(k - 1, "not") ? k - 2 : k - 1;
            int first = operandLast < 0 ? -1 : p.leftOperandStart(operandLast);
            if (listEnd > 0 && first >= 0 && !p.isPositionArgument(first)) {
                edits.wrap(first, listEnd - 1);
            }
        }
    }

    /** {@code position(a IN b)} is a function's syntax, not a predicate. */
    private boolean isPositionArgument(int first) {
        return first >= 2 && t.kind[first - 1] == LPAREN && e.isWord(first - 2, "position");
    }

    /** The first token of the operand that ends at token {@code last}, or -1 where it is not recognised. */
    private int leftOperandStart(int last) {
        int start = primaryStart(last);
        while (start >= 0) {
            int before = start - 1;
            if (ends(before)) {
                return start;
            }
            if (!isOperator(before)) {
                return -1; // e.g. AT TIME ZONE, COLLATE: left alone
            }
            int operand = before - 1;
            boolean noOperand = ends(operand) || isOperator(operand);
            if (noOperand && e.isSign(before)) {
                start = before; // a prefix sign binds tighter than IN
            } else if (noOperand) {
                return -1;
            } else {
                start = primaryStart(operand); // a binary operator: its left operand joins
            }
        }
        return -1;
    }

    /** Before the operand: nothing, a comma, an open parenthesis, a comparison or a stop word. */
    private boolean ends(int k) {
        if (k < 0) {
            return true;
        }
        byte kind = t.kind[k];
        if (kind == SqlLexer.COMMA || kind == LPAREN || kind == SqlLexer.SEMI) {
            return true;
        }
        if (kind == OP) {
            return COMPARISONS.contains(t.s.substring(t.start[k], t.end[k]));
        }
        return kind == WORD && isStopWord(k);
    }

    private boolean isOperator(int k) {
        return k >= 0 && (t.kind[k] == OP && !ends(k) || t.kind[k] == CAST || t.kind[k] == DOT);
    }

    private boolean isStopWord(int k) {
        int len = t.end[k] - t.start[k];
        return len <= 9 && STOP.contains(t.s.substring(t.start[k], t.end[k]).toLowerCase(java.util.Locale.ROOT));
    }

    /** The first token of the primary that ends at {@code k}: a value, a name, a call, (...), CASE ... END. */
    private int primaryStart(int k) {
        if (k < 0) {
            return -1;
        }
        switch (t.kind[k]) {
            case NUMBER, PARAM, KEPT:
                return k;
            case STRING:
                // date '2024-01-01': a type name before a string is part of the literal.
                return t.kind[k - 1 < 0 ? k : k - 1] == WORD && k > 0 && !isStopWord(k - 1) ? k - 1 : k;
            case QUOTED_IDENT:
                return k;
            case WORD:
                if (e.isWord(k, "end")) {
                    return caseStart(k);
                }
                return isStopWord(k) ? -1 : k;
            case RPAREN: {
                int open = e.opening(k);
                if (open > 0 && (t.kind[open - 1] == WORD && !isStopWord(open - 1) || t.kind[open - 1] == QUOTED_IDENT)) {
                    return open - 1; // a function call; its qualifier (schema.f) joins through the DOT operator
                }
                return open;
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
