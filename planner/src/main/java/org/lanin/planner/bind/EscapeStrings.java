package org.lanin.planner.bind;

/** PostgreSQL's E'...' escape strings: backslash escapes, octal and hex bytes, unicode. */
public final class EscapeStrings {
    private EscapeStrings() {
    }

    public static String unescape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                b.append(c);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'x' -> i = hex(s, i, b, 2);
                case 'u' -> i = hex(s, i, b, 4);
                case 'U' -> i = hex(s, i, b, 8);
                default -> {
                    if (n >= '0' && n <= '7') {
                        int end = i;
                        while (end < s.length() && end < i + 3 && s.charAt(end) >= '0' && s.charAt(end) <= '7') {
                            end++;
                        }
                        b.append((char) Integer.parseInt(s.substring(i, end), 8));
                        i = end - 1;
                    } else {
                        b.append(n);
                    }
                }
            }
        }
        return b.toString();
    }

    private static int hex(String s, int at, StringBuilder b, int max) {
        int end = at + 1;
        while (end < s.length() && end <= at + max && Character.digit(s.charAt(end), 16) >= 0) {
            end++;
        }
        if (end == at + 1) {
            b.append(s.charAt(at));
            return at;
        }
        b.appendCodePoint(Integer.parseInt(s.substring(at + 1, end), 16));
        return end - 1;
    }
}
