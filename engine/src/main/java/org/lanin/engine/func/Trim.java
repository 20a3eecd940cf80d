package org.lanin.engine.func;

/** btrim/ltrim/rtrim: removes the longest prefix/suffix made only of characters in {@code chars}. */
final class Trim {
    private Trim() {
    }

    static String trim(String s, String chars, boolean leading, boolean trailing) {
        int b = 0;
        int e = s.length();
        if (leading) {
            while (b < e) {
                int cp = s.codePointAt(b);
                if (chars.indexOf(cp) < 0) {
                    break;
                }
                b += Character.charCount(cp);
            }
        }
        if (trailing) {
            while (e > b) {
                int cp = s.codePointBefore(e);
                if (chars.indexOf(cp) < 0) {
                    break;
                }
                e -= Character.charCount(cp);
            }
        }
        return s.substring(b, e);
    }
}
