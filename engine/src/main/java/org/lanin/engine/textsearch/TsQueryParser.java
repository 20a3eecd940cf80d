package org.lanin.engine.textsearch;

import java.util.function.Function;
import org.lanin.engine.error.LaninException;

/**
 * The tsquery syntax (tsquery.c parse_tsquery): operands joined by {@code |} (loosest), {@code &},
 * {@code <->} / {@code <N>} and prefix {@code !} (tightest), left-associative, with parentheses.
 * An operand is quoted or bare text with an optional {@code :*} and weights {@code ABCD}; what it
 * becomes is the {@link Function} given (tsquery input keeps it as written; to_tsquery runs it
 * through a configuration, where it may vanish as a stop word: then the operator beside it goes
 * too, as PostgreSQL's clean_stopwords does).
 */
public final class TsQueryParser {
    /** An operand as written: its text, weights mask and prefix flag. */
    public record Word(String text, int weights, boolean prefix) {
    }

    /** tsqueryin: the operand's text is the lexeme. */
    public static final Function<Word, TsQuery.Node> AS_WRITTEN = w -> new TsQuery.Operand(w.text(), w.weights(), w.prefix());

    private final String s;
    private final Function<Word, TsQuery.Node> operands;
    private int i;

    private TsQueryParser(String s, Function<Word, TsQuery.Node> operands) {
        this.s = s;
        this.operands = operands;
    }

    /** The tree, or null for a query without operands (PostgreSQL's NOTICE case). */
    public static TsQuery.Node parse(String text, Function<Word, TsQuery.Node> operands) {
        TsQueryParser p = new TsQueryParser(text, operands);
        p.skipSpace();
        if (p.i >= text.length()) {
            return null;
        }
        Holder h = p.or();
        p.skipSpace();
        if (p.i < text.length()) {
            throw LaninException.of(TsMsg.QUERY_SYNTAX, text);
        }
        return h.node;
    }

    /** A parsed part: null node when all its operands vanished. */
    private record Holder(TsQuery.Node node) {
    }

    private Holder or() {
        Holder left = and();
        while (peek('|')) {
            i++;
            left = combine('|', 0, left, and());
        }
        return left;
    }

    private Holder and() {
        Holder left = phrase();
        while (peek('&')) {
            i++;
            left = combine('&', 0, left, phrase());
        }
        return left;
    }

    /** A vanished operand on the right of a phrase lends its distance to the next one ({@code fat <-> the <-> rat}: {@code <2>}). */
    private Holder phrase() {
        Holder left = unary();
        int pending = 0;
        while (true) {
            skipSpace();
            int d = phraseOperator();
            if (d < 0) {
                return left;
            }
            Holder right = unary();
            if (left.node != null && right.node == null) {
                pending += d;
                continue;
            }
            left = combine('<', d + pending, left, right);
            pending = 0;
        }
    }

    private Holder unary() {
        skipSpace();
        if (i >= s.length()) {
            throw LaninException.of(TsMsg.NO_OPERAND, s);
        }
        char c = s.charAt(i);
        if (c == '!') {
            i++;
            Holder h = unary();
            return new Holder(h.node == null ? null : new TsQuery.Not(h.node));
        }
        if (c == '(') {
            i++;
            Holder h = or();
            if (!peek(')')) {
                throw LaninException.of(TsMsg.QUERY_SYNTAX, s);
            }
            i++;
            return h;
        }
        if (c == '&' || c == '|' || c == ')' || c == '<') {
            throw LaninException.of(TsMsg.NO_OPERAND, s);
        }
        return new Holder(operands.apply(word()));
    }

    private static Holder combine(char op, int distance, Holder l, Holder r) {
        if (l.node == null) {
            return r;
        }
        if (r.node == null) {
            return l;
        }
        return new Holder(new TsQuery.Binary(op, distance, l.node, r.node));
    }

    private boolean peek(char c) {
        skipSpace();
        return i < s.length() && s.charAt(i) == c;
    }

    /** {@code <->} gives 1, {@code <N>} N; -1 when no phrase operator is next. */
    private int phraseOperator() {
        if (i >= s.length() || s.charAt(i) != '<') {
            return -1;
        }
        int j = i + 1;
        if (s.startsWith("->", j)) {
            i = j + 2;
            return 1;
        }
        int start = j;
        while (j < s.length() && Character.isDigit(s.charAt(j))) {
            j++;
        }
        if (j == start || j >= s.length() || s.charAt(j) != '>') {
            throw LaninException.of(TsMsg.QUERY_SYNTAX, s);
        }
        long d = Long.parseLong(s.substring(start, Math.min(j, start + 9)));
        if (d > 16384) {
            throw LaninException.of(TsMsg.PHRASE_DISTANCE);
        }
        i = j + 1;
        return (int) d;
    }

    private Word word() {
        StringBuilder sb = new StringBuilder();
        if (s.charAt(i) == '\'') {
            i = TsVectorInput.quoted(s, i, sb);
            if (i < 0) {
                throw LaninException.of(TsMsg.QUERY_SYNTAX, s);
            }
        } else {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (Character.isWhitespace(c) || "!&|()<:".indexOf(c) >= 0) {
                    break;
                }
                if (c == '\\' && i + 1 < s.length()) {
                    c = s.charAt(++i);
                }
                sb.append(c);
                i++;
            }
        }
        int weights = 0;
        boolean prefix = false;
        if (i < s.length() && s.charAt(i) == ':') {
            i++;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '*') {
                    prefix = true;
                } else if ("ABCDabcd".indexOf(c) >= 0) {
                    weights |= 1 << TsVector.weightCode(c);
                } else if (Character.isWhitespace(c) || "!&|()<".indexOf(c) >= 0) {
                    break;
                } else {
                    throw LaninException.of(TsMsg.QUERY_SYNTAX, s);
                }
                i++;
            }
        }
        return new Word(sb.toString(), weights, prefix);
    }

    private void skipSpace() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }
}
