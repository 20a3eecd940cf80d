package org.lanin.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The psql-style completion line for a statement that returned an update count
 * ({@code INSERT 0 1}, {@code UPDATE 3}, {@code CREATE TABLE}). JDBC reports only the count,
 * so the tag is rebuilt from the statement's leading keywords the way PostgreSQL names
 * its command tags.
 */
public final class CommandTag {
    private static final Set<String> COUNTED = Set.of("UPDATE", "DELETE", "MERGE", "MOVE", "FETCH", "COPY");
    /** Words between CREATE/DROP/ALTER and the object kind that PostgreSQL leaves out of the tag. */
    private static final Set<String> MODIFIERS = Set.of("OR", "REPLACE", "TEMP", "TEMPORARY", "UNLOGGED",
            "UNIQUE", "GLOBAL", "LOCAL", "RECURSIVE", "TRUSTED", "PROCEDURAL", "DEFAULT");
    private static final Set<String> TWO_WORD_KINDS = Set.of("MATERIALIZED", "FOREIGN", "EVENT", "TEXT", "ACCESS");
    private static final Set<String> QUERY_STARTS = Set.of("SELECT", "WITH", "VALUES", "TABLE");
    private static final Set<String> MAIN_VERBS = Set.of("SELECT", "INSERT", "UPDATE", "DELETE", "MERGE");

    private CommandTag() {
    }

    public static String of(String sql, long updateCount) {
        List<String> words = topLevelWords(sql);
        if (words.isEmpty()) {
            return "";
        }
        String first = words.get(0);
        if (first.equals("WITH")) {
            first = words.stream().skip(1).filter(MAIN_VERBS::contains).findFirst().orElse("SELECT");
        }
        if (first.equals("INSERT")) {
            return "INSERT 0 " + updateCount;
        }
        if (COUNTED.contains(first)) {
            return first + " " + updateCount;
        }
        return switch (first) {
            case "SELECT", "VALUES", "TABLE" -> "SELECT " + updateCount;
            case "CREATE" -> isCreateTableAs(words) ? "SELECT " + updateCount : "CREATE" + objectKind(words);
            case "DROP", "ALTER" -> first + objectKind(words);
            case "TRUNCATE" -> "TRUNCATE TABLE";
            case "END" -> "COMMIT";
            case "ABORT" -> "ROLLBACK";
            case "START" -> "START TRANSACTION";
            default -> first;
        };
    }

    /** " TABLE", " INDEX", " MATERIALIZED VIEW": the object word(s) after the verb and its modifiers. */
    private static String objectKind(List<String> words) {
        int i = 1;
        while (i < words.size() && MODIFIERS.contains(words.get(i))) {
            i++;
        }
        if (i >= words.size()) {
            return "";
        }
        String kind = words.get(i);
        if (TWO_WORD_KINDS.contains(kind) && i + 1 < words.size()) {
            kind = kind + " " + words.get(i + 1);
        }
        return " " + kind;
    }

    /** CREATE TABLE ... AS query reports the rows it wrote, as a SELECT. */
    private static boolean isCreateTableAs(List<String> words) {
        if (!objectKind(words).equals(" TABLE")) {
            return false;
        }
        int as = words.indexOf("AS");
        return as >= 0 && (as + 1 == words.size() || QUERY_STARTS.contains(words.get(as + 1)) || words.get(as + 1).equals("("));
    }

    /** Upper-cased words outside parentheses, quotes and comments; "(" stands in for a group. */
    static List<String> topLevelWords(String sql) {
        List<String> words = new ArrayList<>();
        int depth = 0;
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '-' && sql.startsWith("--", i)) {
                i = skipTo(sql, "\n", i);
            } else if (c == '/' && sql.startsWith("/*", i)) {
                i = skipTo(sql, "*/", i + 2);
            } else if (c == '\'' || c == '"') {
                i = skipTo(sql, String.valueOf(c), i + 1);
            } else if (c == '(') {
                if (depth++ == 0) {
                    words.add("(");
                }
                i++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
                i++;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i;
                while (j < sql.length() && (Character.isLetterOrDigit(sql.charAt(j)) || sql.charAt(j) == '_')) {
                    j++;
                }
                if (depth == 0) {
                    words.add(sql.substring(i, j).toUpperCase(Locale.ROOT));
                }
                i = j;
            } else {
                i++;
            }
        }
        return words;
    }

    private static int skipTo(String sql, String end, int from) {
        int k = sql.indexOf(end, from);
        return k < 0 ? sql.length() : k + end.length();
    }
}
