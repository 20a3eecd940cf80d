package org.lanin.engine.func;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.TypeMsg;

/**
 * PostgreSQL's regular expressions (ARE, "advanced") run on java.util.regex. The common syntax
 * (classes, anchors, alternation, greedy and lazy quantifiers, back-references, lookahead) means
 * the same in both; this class translates what differs: {@code .} and bracket negations match a
 * newline unless the {@code n} flag is given (Java's DOTALL), the escapes {@code \m \M \y \Y \Z}
 * and POSIX classes {@code [[:alpha:]]}. Departures, also in the README: lookbehind and
 * possessive quantifiers are accepted (PostgreSQL rejects them), PostgreSQL's longest-match rule
 * for alternations (POSIX leftmost-longest) is Java's leftmost-first, the {@code b}/{@code e}
 * (basic/extended) flags are 0A000, and error texts beyond the common ones are Java's.
 * Compiled patterns are cached by source and flags.
 */
public final class PgRegex {
    private static final int CACHE_LIMIT = 256;
    private static final Map<String, Pattern> CACHE = new ConcurrentHashMap<>();

    /** A pattern's options from a flags string: global matching is the caller's business. */
    public record Flags(boolean global, int javaFlags) {
    }

    private PgRegex() {
    }

    /** Parses PostgreSQL's flag letters; 22023 "invalid regular expression option" otherwise. */
    public static Flags flags(String letters, boolean globalAllowed, String function) {
        boolean global = false;
        int f = Pattern.DOTALL;
        for (int i = 0; i < letters.length(); i++) {
            char c = letters.charAt(i);
            switch (c) {
                case 'g' -> {
                    if (!globalAllowed) {
                        throw LaninException.withHint(TypeMsg.REGEX_HINT_G, TypeMsg.REGEX_OPTION_G, function);
                    }
                    global = true;
                }
                case 'i' -> f |= Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
                case 'c' -> f &= ~(Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
                case 'n', 'm' -> f = (f & ~Pattern.DOTALL) | Pattern.MULTILINE;
                case 'p' -> f &= ~(Pattern.DOTALL | Pattern.MULTILINE);
                case 'w' -> f = (f | Pattern.DOTALL) | Pattern.MULTILINE;
                case 's' -> f = (f | Pattern.DOTALL) & ~Pattern.MULTILINE;
                case 'x' -> f |= Pattern.COMMENTS;
                case 't' -> f &= ~Pattern.COMMENTS;
                case 'q' -> f |= Pattern.LITERAL;
                default -> throw LaninException.of(TypeMsg.REGEX_OPTION, String.valueOf(c));
            }
        }
        return new Flags(global, f);
    }

    public static Pattern compile(String source, int javaFlags) {
        String key = javaFlags + ":" + source;
        Pattern p = CACHE.get(key);
        if (p == null) {
            p = compileFresh(source, javaFlags);
            if (CACHE.size() >= CACHE_LIMIT) {
                CACHE.clear();
            }
            CACHE.put(key, p);
        }
        return p;
    }

    private static Pattern compileFresh(String source, int javaFlags) {
        try {
            return Pattern.compile((javaFlags & Pattern.LITERAL) != 0 ? source : translate(source), javaFlags);
        } catch (PatternSyntaxException e) {
            throw LaninException.of(TypeMsg.INVALID_REGEX, message(e.getDescription()));
        }
    }

    /** PostgreSQL's texts for the errors patterns commonly make. */
    private static String message(String java) {
        String d = java.toLowerCase(Locale.ROOT);
        if (d.startsWith("unclosed group") || d.startsWith("unmatched closing ')'")) {
            return "parentheses () not balanced";
        }
        if (d.startsWith("unclosed character class")) {
            return "brackets [] not balanced";
        }
        if (d.startsWith("dangling meta character")) {
            return "quantifier operand invalid";
        }
        if (d.startsWith("illegal repetition") || d.startsWith("unclosed counted closure")) {
            return "braces {} not balanced";
        }
        if (d.startsWith("unexpected internal error") || d.contains("escape")) {
            return "invalid escape \\ sequence";
        }
        return java;
    }

    /** PostgreSQL-only escapes and POSIX bracket classes into Java's spelling. */
    static String translate(String s) {
        StringBuilder out = new StringBuilder(s.length() + 8);
        boolean inBracket = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                switch (n) {
                    case 'm' -> out.append(inBracket ? "m" : "\\b(?=\\w)");
                    case 'M' -> out.append(inBracket ? "M" : "\\b(?<=\\w)");
                    case 'y' -> out.append("\\b");
                    case 'Y' -> out.append("\\B");
                    case 'Z' -> out.append("\\z");
                    default -> out.append('\\').append(n);
                }
            } else if (inBracket && c == '[' && i + 1 < s.length() && s.charAt(i + 1) == ':') {
                int end = s.indexOf(":]", i + 2);
                if (end < 0) {
                    out.append(c);
                    continue;
                }
                out.append(posixClass(s.substring(i + 2, end)));
                i = end + 1;
            } else {
                if (c == '[' && !inBracket) {
                    inBracket = true;
                    out.append(c);
                    if (i + 1 < s.length() && s.charAt(i + 1) == '^') {
                        out.append('^');
                        i++;
                    }
                    if (i + 1 < s.length() && s.charAt(i + 1) == ']') { // a leading ] is literal
                        out.append("\\]");
                        i++;
                    }
                    continue;
                }
                if (c == ']' && inBracket) {
                    inBracket = false;
                } else if (c == '[' && inBracket) {
                    out.append('\\');
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String posixClass(String name) {
        return switch (name) {
            case "alpha" -> "\\p{IsAlphabetic}";
            case "digit" -> "0-9";
            case "alnum" -> "\\p{IsAlphabetic}\\p{IsDigit}";
            case "upper" -> "\\p{IsUppercase}";
            case "lower" -> "\\p{IsLowercase}";
            case "space" -> "\\s";
            case "punct" -> "\\p{Punct}";
            case "xdigit" -> "0-9A-Fa-f";
            case "word" -> "\\w";
            case "blank" -> " \\t";
            case "cntrl" -> "\\p{Cntrl}";
            case "print" -> "\\p{Print}";
            case "graph" -> "\\p{Graph}";
            default -> throw LaninException.of(TypeMsg.INVALID_REGEX, "invalid character class");
        };
    }
}
