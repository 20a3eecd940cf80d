package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.COMMA;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.PARAM;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.SEMI;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text of SQL-level prepared statements, read with the planner's lexer (strings, quoted names,
 * comments and dollar quotes are whole tokens): {@code PREPARE name [(type, ...)] AS statement},
 * {@code [EXPLAIN ...] EXECUTE name [(argument, ...)]}, and the body with its {@code $n} markers
 * replaced by the arguments. The session package keeps the statements (its NamedStatements).
 */
public final class NamedStatementText {
    private NamedStatementText() {
    }

    /** PREPARE's parts; {@code types} as written (empty when none are declared). */
    public record Prepare(String name, List<String> types, String body) {
    }

    /** EXECUTE's parts: what stands before it ({@code EXPLAIN ...}, or nothing), the name, the arguments' texts. */
    public record Execute(String prefix, String name, List<String> args) {
    }

    /** The parts of a PREPARE statement, or null when {@code sql} is not one (or does not lex). */
    public static Prepare prepare(String sql) {
        SqlLexer t = SqlLexer.lex(sql);
        if (t == null || t.count < 4 || !word(t, 0, "prepare") || word(t, 1, "transaction") || !isName(t, 1)) {
            return null;
        }
        int k = 2;
        List<String> types = new ArrayList<>();
        if (t.kind[k] == LPAREN) {
            int close = closing(t, k);
            if (close < 0) {
                return null;
            }
            types = split(t, k + 1, close);
            k = close + 1;
        }
        if (k >= t.count || !word(t, k, "as") || k + 1 >= t.count) {
            return null;
        }
        return new Prepare(name(t, 1), types, sql.substring(t.start[k + 1], bodyEnd(t)).trim());
    }

    /**
     * The parts of an EXECUTE statement, alone or after EXPLAIN and its options, or null when
     * {@code sql} is neither.
     */
    public static Execute execute(String sql) {
        SqlLexer t = SqlLexer.lex(sql);
        if (t == null || t.count < 2) {
            return null;
        }
        int k = 0;
        if (word(t, 0, "explain")) {
            k = 1;
            if (k < t.count && t.kind[k] == LPAREN) {
                k = closing(t, k) + 1;
                if (k <= 0) {
                    return null;
                }
            }
            while (k < t.count && t.kind[k] == WORD && !word(t, k, "execute")) {
                k++; // ANALYZE, VERBOSE: the old option syntax
            }
        }
        if (k + 1 >= t.count || !word(t, k, "execute") || !isName(t, k + 1)) {
            return null;
        }
        String prefix = sql.substring(0, t.start[k]);
        String name = name(t, k + 1);
        int j = k + 2;
        List<String> args = List.of();
        if (j < t.count && t.kind[j] == LPAREN) {
            int close = closing(t, j);
            if (close < 0) {
                return null;
            }
            args = split(t, j + 1, close);
            j = close + 1;
        }
        if (j < t.count && !(t.kind[j] == SEMI && j == t.count - 1)) {
            return null; // more after it: left to the parser's error
        }
        return new Execute(prefix, name, args);
    }

    /**
     * {@code body} with each {@code $n} replaced by argument n, parenthesised and cast to the
     * declared type n when there is one (PostgreSQL coerces each argument to its parameter's type).
     */
    public static String bind(String body, List<String> args, List<String> types) {
        SqlLexer t = SqlLexer.lex(body);
        if (t == null) {
            return body;
        }
        StringBuilder out = new StringBuilder(body.length() + 16 * args.size());
        int copied = 0;
        for (int k = 0; k < t.count; k++) {
            if (t.kind[k] != PARAM || body.charAt(t.start[k]) != '$') {
                continue;
            }
            int n = t.info[k];
            if (n < 1 || n > args.size()) {
                continue; // $n beyond the arguments: the planner reports it
            }
            String arg = "(" + args.get(n - 1) + ")";
            out.append(body, copied, t.start[k]).append(n <= types.size() ? "CAST(" + arg + " AS " + types.get(n - 1) + ")" : arg);
            copied = t.end[k];
        }
        return out.append(body, copied, body.length()).toString();
    }

    /** The highest {@code $n} of {@code body} (how many parameters it takes). */
    public static int parameters(String body) {
        SqlLexer t = SqlLexer.lex(body);
        int max = 0;
        for (int k = 0; t != null && k < t.count; k++) {
            if (t.kind[k] == PARAM && body.charAt(t.start[k]) == '$') {
                max = Math.max(max, t.info[k]);
            }
        }
        return max;
    }

    private static int bodyEnd(SqlLexer t) {
        int last = t.count - 1;
        return t.kind[last] == SEMI ? t.start[last] : t.end[last];
    }

    private static boolean word(SqlLexer t, int k, String w) {
        return k < t.count && t.kind[k] == WORD && t.end[k] - t.start[k] == w.length()
                && t.s.regionMatches(true, t.start[k], w, 0, w.length());
    }

    private static boolean isName(SqlLexer t, int k) {
        return t.kind[k] == WORD || t.kind[k] == QUOTED_IDENT;
    }

    private static String name(SqlLexer t, int k) {
        String text = t.s.substring(t.start[k], t.end[k]);
        return t.kind[k] == QUOTED_IDENT ? text.substring(1, text.length() - 1).replace("\"\"", "\"")
                : text.toLowerCase(Locale.ROOT);
    }

    /** The index of the ')' matching the '(' at {@code k}, or -1. */
    private static int closing(SqlLexer t, int k) {
        int depth = 0;
        for (int j = k; j < t.count; j++) {
            if (t.kind[j] == LPAREN) {
                depth++;
            } else if (t.kind[j] == RPAREN && --depth == 0) {
                return j;
            }
        }
        return -1;
    }

    /** The texts between tokens {@code from} and {@code to} (exclusive), split at commas of their own level. */
    private static List<String> split(SqlLexer t, int from, int to) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int first = from;
        for (int j = from; j <= to; j++) {
            if (j == to || depth == 0 && t.kind[j] == COMMA) {
                if (j > first) {
                    out.add(t.s.substring(t.start[first], t.end[j - 1]).trim());
                }
                first = j + 1;
            } else if (t.kind[j] == LPAREN) {
                depth++;
            } else if (t.kind[j] == RPAREN) {
                depth--;
            }
        }
        return out;
    }
}
