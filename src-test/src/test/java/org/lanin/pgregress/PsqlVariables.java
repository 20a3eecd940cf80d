package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * psql's variables as the regression scripts use them: {@code \set name value...} (the values
 * concatenated), {@code \getenv name ENV} (answered from a fixed table, not the environment), and
 * references {@code :name}, {@code :'name'} (as a quoted literal) and {@code :"name"} (as a quoted
 * identifier). Undefined references stay as written, as in psql.
 */
final class PsqlVariables {
    private final Map<String, String> values = new HashMap<>();
    private final Map<String, String> environment;

    /** {@code environment} answers {@code \getenv} (e.g. PG_ABS_SRCDIR: the suite's directory). */
    PsqlVariables(Map<String, String> environment) {
        this.environment = environment;
    }

    String get(String name) {
        return values.get(name);
    }

    /** Runs {@code \set} or {@code \getenv} with the raw argument text; other commands are ignored. */
    void apply(String command, String args) {
        List<String> words = arguments(args);
        if (words.isEmpty()) {
            return;
        }
        if (command.equals("set")) {
            values.put(words.get(0), String.join("", words.subList(1, words.size())));
        } else if (command.equals("getenv") && words.size() == 2) {
            String v = environment.get(words.get(1));
            if (v == null) {
                values.remove(words.get(0));
            } else {
                values.put(words.get(0), v);
            }
        }
    }

    /**
     * Splits backslash-command arguments as psql does: whitespace separates them, {@code '...'}
     * quotes (with {@code ''} and backslash escapes), variable references are replaced, and pieces
     * written together form one argument.
     */
    List<String> arguments(String args) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = null;
        int i = 0;
        while (i < args.length()) {
            char c = args.charAt(i);
            if (Character.isWhitespace(c)) {
                if (cur != null) {
                    out.add(cur.toString());
                    cur = null;
                }
                i++;
                continue;
            }
            if (cur == null) {
                cur = new StringBuilder();
            }
            if (c == '\'') {
                i = quoted(args, i + 1, cur);
            } else if (c == ':' && i + 1 < args.length()) {
                int end = reference(args, i, cur);
                if (end == i) {
                    cur.append(c);
                    i++;
                } else {
                    i = end;
                }
            } else {
                cur.append(c);
                i++;
            }
        }
        if (cur != null) {
            out.add(cur.toString());
        }
        return out;
    }

    private static int quoted(String s, int i, StringBuilder cur) {
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\'') {
                if (i + 1 < s.length() && s.charAt(i + 1) == '\'') {
                    cur.append('\'');
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(i + 1);
                cur.append(switch (n) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    default -> n;
                });
                i += 2;
                continue;
            }
            cur.append(c);
            i++;
        }
        return i;
    }

    /**
     * Appends the value of the reference starting at {@code s[i] == ':'} and returns the index after
     * it, or {@code i} when there is no defined variable there.
     */
    int reference(String s, int i, StringBuilder out) {
        if (i + 1 >= s.length()) {
            return i;
        }
        char q = s.charAt(i + 1);
        if (q == '\'' || q == '"') {
            int close = s.indexOf(q, i + 2);
            if (close < 0) {
                return i;
            }
            String v = values.get(s.substring(i + 2, close));
            if (v == null) {
                return i;
            }
            out.append(q == '\'' ? "'" + v.replace("'", "''") + "'" : "\"" + v.replace("\"", "\"\"") + "\"");
            return close + 1;
        }
        int end = i + 1;
        while (end < s.length() && (Character.isLetterOrDigit(s.charAt(end)) || s.charAt(end) == '_')) {
            end++;
        }
        String v = end > i + 1 ? values.get(s.substring(i + 1, end)) : null;
        if (v == null) {
            return i;
        }
        out.append(v);
        return end;
    }
}
