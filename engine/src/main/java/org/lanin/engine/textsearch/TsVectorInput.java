package org.lanin.engine.textsearch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;

/**
 * tsvectorin: lexemes separated by white space, quoted ({@code 'a b'}, {@code ''} for a quote) or
 * bare, a backslash escaping the next character; each optionally followed by
 * {@code :pos[weight],...} (position 0 is an error, positions above 16383 are clamped).
 */
final class TsVectorInput {
    private final String s;
    private int i;

    private TsVectorInput(String s) {
        this.s = s;
    }

    static TsVector parse(String text) {
        TsVectorInput in = new TsVectorInput(text);
        Map<String, List<Integer>> entries = new LinkedHashMap<>();
        while (true) {
            in.skipSpace();
            if (in.i >= text.length()) {
                break;
            }
            String lexeme = in.lexeme();
            List<Integer> pos = entries.computeIfAbsent(lexeme, k -> new ArrayList<>());
            if (in.i < text.length() && text.charAt(in.i) == ':') {
                in.i++;
                in.positions(pos);
            }
        }
        return TsVector.of(entries);
    }

    private void skipSpace() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }

    /**
     * A quoted lexeme of tsvector or tsquery input starting at the quote {@code start}: its text
     * ({@code \\x} is x, {@code ''} is a quote) appended to {@code out}; the index after the closing
     * quote, or -1 when the quote is never closed.
     */
    static int quoted(String s, int start, StringBuilder out) {
        int i = start + 1;
        while (i < s.length()) {
            char c = s.charAt(i++);
            if (c == '\\' && i < s.length()) {
                out.append(s.charAt(i++));
            } else if (c == '\'') {
                if (i < s.length() && s.charAt(i) == '\'') {
                    out.append('\'');
                    i++;
                } else {
                    return i;
                }
            } else {
                out.append(c);
            }
        }
        return -1;
    }

    private String lexeme() {
        StringBuilder sb = new StringBuilder();
        if (s.charAt(i) == '\'') {
            i = TsVectorInput.quoted(s, i, sb);
            if (i < 0) {
                throw LaninException.of(TsMsg.VECTOR_SYNTAX, s);
            }
            return sb.toString();
        }
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || c == ':') {
                break;
            }
            if (c == '\\' && i + 1 < s.length()) {
                c = s.charAt(++i);
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }

    private void positions(List<Integer> out) {
        while (true) {
            int start = i;
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                i++;
            }
            if (start == i) {
                throw LaninException.of(TsMsg.VECTOR_SYNTAX, s);
            }
            long p = Long.parseLong(s.substring(start, Math.min(i, start + 9)));
            if (p == 0) {
                throw LaninException.of(TsMsg.WRONG_POSITION, s);
            }
            int weight = 0;
            if (i < s.length() && "ABCDabcd".indexOf(s.charAt(i)) >= 0) {
                weight = TsVector.weightCode(s.charAt(i++));
            }
            out.add((int) Math.min(p, TsVector.MAX_POSITION) << 2 | weight);
            if (i < s.length() && s.charAt(i) == ',') {
                i++;
                continue;
            }
            if (i < s.length() && !Character.isWhitespace(s.charAt(i))) {
                throw LaninException.of(TsMsg.VECTOR_SYNTAX, s);
            }
            return;
        }
    }
}
