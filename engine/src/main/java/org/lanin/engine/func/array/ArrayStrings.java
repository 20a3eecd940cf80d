package org.lanin.engine.func.array;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.ArrayValue;
import org.lanin.engine.type.TextFormat;

/**
 * string_to_array and array_to_string (varlena.c). A NULL delimiter splits into characters;
 * an empty delimiter keeps the whole string; the empty string gives the empty array; fields equal
 * to {@code nullString} become NULL. array_to_string skips NULL elements unless a replacement is given.
 */
public final class ArrayStrings {
    private ArrayStrings() {
    }

    public static ArrayValue split(String s, String delimiter, String nullString) {
        if (s.isEmpty()) {
            return ArrayValue.EMPTY;
        }
        List<Object> out = new ArrayList<>();
        if (delimiter == null) {
            s.codePoints().forEach(cp -> out.add(field(new String(Character.toChars(cp)), nullString)));
        } else if (delimiter.isEmpty()) {
            out.add(field(s, nullString));
        } else {
            int from = 0;
            while (true) {
                int at = s.indexOf(delimiter, from);
                if (at < 0) {
                    out.add(field(s.substring(from), nullString));
                    break;
                }
                out.add(field(s.substring(from, at), nullString));
                from = at + delimiter.length();
            }
        }
        return ArrayValue.of(out);
    }

    private static String field(String f, String nullString) {
        return nullString != null && f.equals(nullString) ? null : f;
    }

    /** Elements in storage order joined by {@code delimiter}; NULLs skipped or replaced. */
    public static String join(ArrayValue a, String delimiter, String nullString) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (int i = 0; i < a.size(); i++) {
            Object e = a.get(i);
            if (e == null && nullString == null) {
                continue;
            }
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(e == null ? nullString : TextFormat.format(e));
        }
        return sb.toString();
    }
}
