package org.lanin.engine.type;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.engine.error.LaninException;

/**
 * PostgreSQL's array input function (array_in): the text form {@code {1,2,3}},
 * {@code {{1,2},{3,4}}}, optionally after dimension decoration {@code [0:2]=}. White space
 * around elements is ignored; an unquoted {@code NULL} (any case) is a null element; double
 * quotes keep an element's commas, braces and spaces; a backslash takes the next character
 * literally, inside quotes or not. Sub-arrays must be rectangular. Errors are PostgreSQL's
 * 22P02 {@code malformed array literal} with its detail line, and 54000 beyond six dimensions.
 * Each element's text is then read by the element type's input conversion ({@link Casts}).
 */
public final class ArrayParser {
    private final String text;
    private int pos;
    private final int[] dimLength = new int[ArrayValue.MAX_DIMENSIONS];
    private int ndims = -1;
    private final List<String> items = new ArrayList<>();

    private ArrayParser(String text) {
        this.text = text;
        Arrays.fill(dimLength, -1);
    }

    /** The array that {@code text} spells, its elements converted to {@code element}. */
    public static ArrayValue parse(String text, DataType element) {
        ArrayParser p = new ArrayParser(text);
        ArrayValue raw = p.parse();
        if (element == null || element.kind() == TypeKind.UNKNOWN || element.kind() == TypeKind.TEXT) {
            return raw;
        }
        return raw.map(v -> Casts.cast(v, DataType.TEXT, element));
    }

    private ArrayValue parse() {
        skipSpace();
        int[] declaredLower = null;
        int[] declaredLength = null;
        if (peek() == '[') {
            List<int[]> bounds = dimensions();
            declaredLower = new int[bounds.size()];
            declaredLength = new int[bounds.size()];
            for (int i = 0; i < bounds.size(); i++) {
                declaredLower[i] = bounds.get(i)[0];
                declaredLength[i] = bounds.get(i)[1] - bounds.get(i)[0] + 1;
            }
        }
        if (peek() != '{') {
            throw malformed("Array value must start with \"{\" or dimension information.");
        }
        list(0);
        skipSpace();
        if (pos < text.length()) {
            throw malformed("Junk after closing right brace.");
        }
        if (items.isEmpty()) {
            if (declaredLower != null) {
                throw malformed("Specified array dimensions do not match array contents.");
            }
            return ArrayValue.EMPTY;
        }
        int[] dims = Arrays.copyOf(dimLength, ndims);
        int[] lower = new int[ndims];
        Arrays.fill(lower, 1);
        if (declaredLower != null) {
            if (!Arrays.equals(declaredLength, dims)) {
                throw malformed("Specified array dimensions do not match array contents.");
            }
            lower = declaredLower;
            ArrayValue.checkBounds(dims, lower);
        }
        return new ArrayValue(items.toArray(), dims, lower);
    }

    /** {@code [lo:hi][hi]...=}: each dimension's lower and upper bound. */
    private List<int[]> dimensions() {
        List<int[]> out = new ArrayList<>();
        while (peek() == '[') {
            pos++;
            int first = integer();
            int lo = 1;
            int hi = first;
            if (peek() == ':') {
                pos++;
                lo = first;
                hi = integer();
            }
            if (peek() != ']') {
                throw malformed("Missing \"]\" after array dimensions.");
            }
            pos++;
            if (hi < lo) {
                throw LaninException.of(TypeMsg.ARRAY_UPPER_BELOW_LOWER);
            }
            out.add(new int[] {lo, hi});
            skipSpace();
        }
        if (peek() != '=') {
            throw malformed("Missing \"=\" after array dimensions.");
        }
        pos++;
        skipSpace();
        return out;
    }

    private int integer() {
        skipSpace();
        int start = pos;
        if (peek() == '-' || peek() == '+') {
            pos++;
        }
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (start == pos || !Character.isDigit(text.charAt(pos - 1))) {
            throw malformed("\"[\" must introduce explicitly-specified array dimensions.");
        }
        try {
            int v = Integer.parseInt(text.substring(start, pos));
            skipSpace();
            return v;
        } catch (NumberFormatException e) {
            throw malformed("Array bound is out of integer range.");
        }
    }

    /** One brace-enclosed level at depth {@code depth} (0 = outermost); pos is at its '{'. */
    private void list(int depth) {
        if (depth >= ArrayValue.MAX_DIMENSIONS) {
            throw LaninException.of(TypeMsg.ARRAY_TOO_MANY_DIMENSIONS, depth + 1, ArrayValue.MAX_DIMENSIONS);
        }
        pos++;
        skipSpace();
        if (peek() == '}') {
            if (depth > 0 || ndims > 0) {
                throw unexpected('}');
            }
            pos++;
            return;
        }
        int count = 0;
        while (true) {
            skipSpace();
            if (peek() == '{') {
                if (ndims != -1 && ndims <= depth + 1) {
                    throw unexpected('{');
                }
                list(depth + 1);
            } else {
                if (ndims == -1) {
                    ndims = depth + 1;
                } else if (ndims != depth + 1) {
                    throw malformed("Unexpected array element.");
                }
                items.add(element());
            }
            count++;
            skipSpace();
            char c = peek();
            pos++;
            if (c == ',') {
                continue;
            }
            if (c == '}') {
                break;
            }
            throw c == 0 ? malformed("Unexpected end of input.") : unexpected(c);
        }
        if (dimLength[depth] == -1) {
            dimLength[depth] = count;
        } else if (dimLength[depth] != count) {
            throw malformed("Multidimensional arrays must have sub-arrays with matching dimensions.");
        }
    }

    /** An element's text up to the ',' or '}' after it; null for an unquoted NULL. */
    private String element() {
        StringBuilder sb = new StringBuilder();
        boolean quotedOrEscaped = false;
        int keep = 0; // length of sb without unescaped trailing white space
        if (peek() == '"') {
            pos++;
            quotedOrEscaped = true;
            while (true) {
                char c = next();
                if (c == '"') {
                    break;
                }
                sb.append(c == '\\' ? next() : c);
            }
            skipSpace();
            if (peek() != ',' && peek() != '}' && pos < text.length()) {
                throw malformed("Unexpected array element.");
            }
            return sb.toString();
        }
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ',' || c == '}') {
                if (sb.length() == 0 && !quotedOrEscaped) {
                    throw unexpected(c); // an empty unquoted element: {a,,b} or {a,}
                }
                break;
            }
            pos++;
            if (c == '\\') {
                sb.append(next());
                quotedOrEscaped = true;
                keep = sb.length();
            } else if (c == '{' || c == '"') {
                throw unexpected(c);
            } else {
                sb.append(c);
                if (!ArrayFormat.isSpace(c)) {
                    keep = sb.length();
                }
            }
        }
        String s = sb.substring(0, keep);
        return !quotedOrEscaped && s.equalsIgnoreCase("NULL") ? null : s;
    }

    private char next() {
        if (pos >= text.length()) {
            throw malformed("Unexpected end of input.");
        }
        return text.charAt(pos++);
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    private void skipSpace() {
        while (pos < text.length() && ArrayFormat.isSpace(text.charAt(pos))) {
            pos++;
        }
    }

    private LaninException unexpected(char c) {
        return malformed("Unexpected \"" + c + "\" character.");
    }

    private LaninException malformed(String detail) {
        return LaninException.of(TypeMsg.MALFORMED_ARRAY_LITERAL, text, detail);
    }
}
