package org.lanin.planner.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small tokenizer for utility statements: words (folded to lower case unless quoted),
 * quoted identifiers, string literals, numbers and single-character symbols.
 */
final class Tokens {
    record Token(String text, boolean quoted, boolean string) {
        boolean is(String word) {
            return !quoted && !string && text.equalsIgnoreCase(word);
        }
    }

    private final List<Token> tokens;
    /** Where each token ends in the text: the rest of a statement after some words is read as text. */
    private final List<Integer> ends = new ArrayList<>();
    private int pos;

    Tokens(String sql) {
        this.tokens = tokenize(sql, ends);
    }

    private static List<Token> tokenize(String s, List<Integer> ends) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || c == ';') {
                i++;
            } else if (c == '-' && i + 1 < n && s.charAt(i + 1) == '-') {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*' && LeadingComments.blockEnd(s, i) > 0) {
                i = LeadingComments.blockEnd(s, i);
            } else if (c == '\'' || c == '"') {
                StringBuilder b = new StringBuilder();
                int j = i + 1;
                while (j < n) {
                    char d = s.charAt(j);
                    if (d == c) {
                        if (j + 1 < n && s.charAt(j + 1) == c) {
                            b.append(c);
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    b.append(d);
                    j++;
                }
                out.add(new Token(b.toString(), c == '"', c == '\''));
                i = j + 1;
                ends.add(Math.min(i, n));
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-' || c == '+') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || "_.$-+:/".indexOf(s.charAt(j)) >= 0)) {
                    j++;
                }
                out.add(new Token(s.substring(i, j).toLowerCase(Locale.ROOT), false, false));
                i = j;
                ends.add(i);
            } else {
                out.add(new Token(String.valueOf(c), false, false));
                i++;
                ends.add(i);
            }
        }
        return out;
    }

    /** The offset in the text just after the last token taken (0 before the first). */
    int consumedEnd() {
        return pos == 0 ? 0 : ends.get(pos - 1);
    }

    /** How many tokens are not taken yet. */
    int tokensLeft() {
        return tokens.size() - pos;
    }

    /** Takes every remaining token. */
    void skipRest() {
        pos = tokens.size();
    }

    boolean atEnd() {
        return pos >= tokens.size();
    }

    Token peek() {
        return atEnd() ? null : tokens.get(pos);
    }

    Token next() {
        return atEnd() ? null : tokens.get(pos++);
    }

    /** Consumes the word if it is next. */
    boolean accept(String word) {
        Token t = peek();
        if (t != null && t.is(word)) {
            pos++;
            return true;
        }
        return false;
    }

    boolean peekIs(String word) {
        Token t = peek();
        return t != null && t.is(word);
    }
}
