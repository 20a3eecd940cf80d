package org.lanin.planner.textsearch;

import java.util.ArrayList;
import java.util.List;

/**
 * A subset of PostgreSQL's default text search parser (wparser_def.c): runs of letters are words,
 * runs mixing letters and digits numwords, digit runs (with {@code .digits} parts) numbers;
 * words joined by single hyphens are a compound ({@code stop-believing}) followed by each part;
 * everything else separates tokens. E-mail addresses, URLs, hosts, file paths and XML tags, which
 * PostgreSQL's parser recognises, are read as words and separators here.
 */
final class TextTokens {
    /** What kind of token: it decides the dictionary (english stems words, numbers pass as written). */
    enum Kind { WORD, NUMWORD, NUMBER, COMPOUND, PART, NUMPART }

    record Token(String text, Kind kind) {
    }

    private TextTokens() {
    }

    static List<Token> of(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            if (!Character.isLetterOrDigit(s.codePointAt(i))) {
                i += Character.charCount(s.codePointAt(i));
                continue;
            }
            int start = i;
            List<int[]> parts = new ArrayList<>();
            int end = run(s, i);
            parts.add(new int[] {i, end});
            if (allDigits(s, i, end)) {
                // numbers: 42, 3.14, 1.2.3
                while (end + 1 < n && s.charAt(end) == '.' && Character.isDigit(s.charAt(end + 1))) {
                    end = run(s, end + 1);
                }
                out.add(new Token(s.substring(start, end), Kind.NUMBER));
                i = end;
                continue;
            }
            while (end + 1 < n && s.charAt(end) == '-' && Character.isLetterOrDigit(s.codePointAt(end + 1))) {
                int next = run(s, end + 1);
                parts.add(new int[] {end + 1, next});
                end = next;
            }
            if (parts.size() == 1) {
                out.add(new Token(s.substring(start, end), hasDigit(s, start, end) ? Kind.NUMWORD : Kind.WORD));
            } else {
                out.add(new Token(s.substring(start, end), Kind.COMPOUND));
                for (int[] p : parts) {
                    out.add(new Token(s.substring(p[0], p[1]), hasDigit(s, p[0], p[1]) ? Kind.NUMPART : Kind.PART));
                }
            }
            i = end;
        }
        return out;
    }

    private static int run(String s, int i) {
        while (i < s.length() && Character.isLetterOrDigit(s.codePointAt(i))) {
            i += Character.charCount(s.codePointAt(i));
        }
        return i;
    }

    private static boolean allDigits(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasDigit(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
