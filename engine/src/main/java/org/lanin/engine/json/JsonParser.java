package org.lanin.engine.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import org.lanin.engine.error.LaninException;

/**
 * PostgreSQL's JSON grammar ({@code common/jsonapi.c}): RFC 8259 values, whitespace being space,
 * tab, CR and LF; numbers without leading zeros or a leading '+'; strings without raw control
 * characters; {@code \\uXXXX} escapes with surrogate pairs. {@link #validate} is json_in (the text
 * is kept, {@code \\u0000} allowed); {@link #parse} is jsonb_in (a tree with keys in jsonb order,
 * the last of duplicate keys winning, {@code \\u0000} refused with 22P05 as PostgreSQL does).
 * {@link #spans} reads json as written, for json's operators that return parts of the text.
 */
public final class JsonParser {
    /** How deep containers may nest before 54000 (PostgreSQL checks the stack instead). */
    private static final int MAX_DEPTH = 2_000;

    private final String s;
    private final int n;
    private final Mode mode;
    private int i;
    private int depth;

    private enum Mode { VALIDATE, BUILD, SPANS }

    /** A value of a json text: where it is, and its parts (keys with values, or elements). */
    public record Span(int start, int end, char kind, List<String> keys, List<Span> parts) {
    }

    private JsonParser(String s, Mode mode) {
        this.s = s;
        this.n = s.length();
        this.mode = mode;
    }

    public static void validate(String text) {
        new JsonParser(text, Mode.VALIDATE).document();
    }

    /** The jsonb tree of {@code text}. */
    public static Object parse(String text) {
        return new JsonParser(text, Mode.BUILD).document();
    }

    /** The json text's value as spans (objects keep duplicate keys in written order). */
    public static Span spans(String text) {
        return (Span) new JsonParser(text, Mode.SPANS).document();
    }

    private Object document() {
        skipSpace();
        Object v = value();
        skipSpace();
        if (i < n) {
            throw invalid();
        }
        return v;
    }

    private Object value() {
        if (i >= n) {
            throw invalid();
        }
        int start = i;
        char c = s.charAt(i);
        Object v = switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string(mode == Mode.BUILD);
            default -> c == '-' || (c >= '0' && c <= '9') ? number() : word();
        };
        if (mode == Mode.SPANS && !(v instanceof Span)) {
            char kind = c == '"' ? 's' : c == '-' || (c >= '0' && c <= '9') ? 'n' : s.charAt(start) == 'n' ? 'z' : 'b';
            return new Span(start, i, kind, null, null);
        }
        return v;
    }

    private Object object() {
        int start = i++;
        enter();
        TreeMap<String, Object> map = mode == Mode.BUILD ? new TreeMap<>(JsonbOrder.KEY_ORDER) : null;
        List<String> keys = mode == Mode.SPANS ? new ArrayList<>() : null;
        List<Span> parts = mode == Mode.SPANS ? new ArrayList<>() : null;
        skipSpace();
        if (peek() == '}') {
            i++;
        } else {
            while (true) {
                skipSpace();
                if (peek() != '"') {
                    throw invalid();
                }
                Object key = string(mode != Mode.VALIDATE);
                skipSpace();
                if (peek() != ':') {
                    throw invalid();
                }
                i++;
                skipSpace();
                Object v = value();
                if (map != null) {
                    map.put((String) key, v);
                } else if (keys != null) {
                    keys.add((String) key);
                    parts.add((Span) v);
                }
                skipSpace();
                char c = peek();
                i++;
                if (c == '}') {
                    break;
                }
                if (c != ',') {
                    throw invalid();
                }
            }
        }
        depth--;
        if (mode == Mode.SPANS) {
            return new Span(start, i, 'o', keys, parts);
        }
        return map == null ? null : JsonbNodes.object(map);
    }

    private Object array() {
        int start = i++;
        enter();
        List<Object> items = mode == Mode.VALIDATE ? null : new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            i++;
        } else {
            while (true) {
                skipSpace();
                Object v = value();
                if (items != null) {
                    items.add(v);
                }
                skipSpace();
                char c = peek();
                i++;
                if (c == ']') {
                    break;
                }
                if (c != ',') {
                    throw invalid();
                }
            }
        }
        depth--;
        if (mode == Mode.SPANS) {
            List<Span> parts = new ArrayList<>(items.size());
            for (Object o : items) {
                parts.add((Span) o);
            }
            return new Span(start, i, 'a', null, parts);
        }
        return items == null ? null : Collections.unmodifiableList(items);
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw LaninException.of(JsonMsg.DEPTH_EXCEEDED);
        }
    }

    private Object word() {
        int start = i;
        while (i < n && Character.isLetterOrDigit(s.charAt(i))) {
            i++;
        }
        String w = s.substring(start, i);
        return switch (w) {
            case "true" -> Boolean.TRUE;
            case "false" -> Boolean.FALSE;
            case "null" -> JsonNull.NULL;
            default -> throw invalid();
        };
    }

    private Object number() {
        int start = i;
        if (peek() == '-') {
            i++;
        }
        if (peek() == '0') {
            i++;
        } else if (digit(peek())) {
            digits();
        } else {
            throw invalid();
        }
        if (peek() == '.') {
            i++;
            if (!digit(peek())) {
                throw invalid();
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            i++;
            if (peek() == '+' || peek() == '-') {
                i++;
            }
            if (!digit(peek())) {
                throw invalid();
            }
            digits();
        }
        if (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '.')) {
            throw invalid(); // 0123, 1.2.3, 12abc: one bad token in PostgreSQL's lexer
        }
        return mode == Mode.BUILD ? JsonbNodes.number(new BigDecimal(s.substring(start, i))) : null;
    }

    private void digits() {
        while (digit(peek())) {
            i++;
        }
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** A string starting at the quote at {@code i}; its value when {@code decode}. */
    private String string(boolean decode) {
        i++;
        StringBuilder sb = decode ? new StringBuilder() : null;
        while (true) {
            if (i >= n) {
                throw invalid();
            }
            char c = s.charAt(i++);
            if (c == '"') {
                return sb == null ? null : sb.toString();
            }
            if (c < 0x20) {
                throw invalid();
            }
            if (c != '\\') {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            escape(sb);
        }
    }

    private void escape(StringBuilder sb) {
        if (i >= n) {
            throw invalid();
        }
        char e = s.charAt(i++);
        char out = switch (e) {
            case '"', '\\', '/' -> e;
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            case 'u' -> unicode();
            default -> throw invalid();
        };
        if (sb != null) {
            sb.append(out);
        }
    }

    private char unicode() {
        int cp = hex4();
        if (cp == 0 && mode == Mode.BUILD) {
            throw LaninException.of(JsonMsg.UNSUPPORTED_UNICODE_ESCAPE);
        }
        if (Character.isHighSurrogate((char) cp)) {
            if (i + 1 < n && s.charAt(i) == '\\' && s.charAt(i + 1) == 'u') {
                i += 2;
                int low = hex4();
                if (!Character.isLowSurrogate((char) low)) {
                    throw invalid();
                }
                i -= 6; // the low half is read again as its own escape, appended after the high one
                return (char) cp;
            }
            throw invalid();
        }
        if (Character.isLowSurrogate((char) cp) && !(i >= 12 && lowFollowsHigh())) {
            throw invalid();
        }
        return (char) cp;
    }

    private boolean lowFollowsHigh() {
        String prev = s.substring(i - 12, i - 6);
        if (!prev.startsWith("\\u")) {
            return false;
        }
        try {
            return Character.isHighSurrogate((char) Integer.parseInt(prev.substring(2), 16));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private int hex4() {
        if (i + 4 > n) {
            throw invalid();
        }
        int v = 0;
        for (int k = 0; k < 4; k++) {
            int d = Character.digit(s.charAt(i++), 16);
            if (d < 0) {
                throw invalid();
            }
            v = v * 16 + d;
        }
        return v;
    }

    private char peek() {
        return i < n ? s.charAt(i) : '\0';
    }

    private void skipSpace() {
        while (i < n) {
            char c = s.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            i++;
        }
    }

    private static LaninException invalid() {
        return LaninException.of(JsonMsg.INVALID_JSON);
    }
}
