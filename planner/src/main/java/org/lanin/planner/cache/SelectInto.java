package org.lanin.planner.cache;

import static org.lanin.planner.cache.SqlLexer.DOT;
import static org.lanin.planner.cache.SqlLexer.LPAREN;
import static org.lanin.planner.cache.SqlLexer.QUOTED_IDENT;
import static org.lanin.planner.cache.SqlLexer.RPAREN;
import static org.lanin.planner.cache.SqlLexer.SEMI;
import static org.lanin.planner.cache.SqlLexer.WORD;

import java.util.Locale;
import java.util.Set;

/**
 * {@code SELECT ... INTO [TEMP | UNLOGGED] [TABLE] name FROM ...}: PostgreSQL's older spelling of
 * CREATE TABLE AS (its grammar turns a top-level SELECT's INTO clause into a CreateTableAsStmt).
 * JSqlParser reads the clause but nothing in Lanin acted on it, so the rows came back and no table was
 * made. The statement is given to the DDL path as {@code CREATE [TEMP | UNLOGGED] TABLE name AS} the
 * same text without the clause; a WITH list before the SELECT stays on the query. Only the main
 * SELECT's clause, right after its select list, counts: an INTO anywhere else is refused by the
 * planner ("SELECT ... INTO is not allowed here").
 */
public final class SelectInto {
    /** Words that end a select list before any INTO could follow it. */
    private static final Set<String> AFTER_LIST = Set.of("from", "where", "group", "having", "window", "order",
            "limit", "offset", "fetch", "for", "union", "intersect", "except");

    private SelectInto() {
    }

    /** The CREATE TABLE AS statement {@code sql} stands for, or null when it is no top-level SELECT INTO. */
    public static String asCreateTableAs(String sql) {
        SqlLexer t = SqlLexer.lex(sql);
        if (t == null) {
            return null;
        }
        int into = into(t);
        if (into < 0) {
            return null;
        }
        TokenEdits e = new TokenEdits(t);
        int k = into + 1;
        String kind = "";
        if (e.isWord(k, "global") || e.isWord(k, "local")) {
            k++;
        }
        if (e.isWord(k, "temporary") || e.isWord(k, "temp")) {
            kind = "TEMP ";
            k++;
        } else if (e.isWord(k, "unlogged")) {
            kind = "UNLOGGED ";
            k++;
        }
        if (e.isWord(k, "table")) {
            k++;
        }
        int first = k;
        if (k >= t.count || (t.kind[k] != WORD && t.kind[k] != QUOTED_IDENT)) {
            return null; // not a table name: left to the parser's error
        }
        while (k + 2 < t.count && t.kind[k + 1] == DOT && (t.kind[k + 2] == WORD || t.kind[k + 2] == QUOTED_IDENT)) {
            k += 2;
        }
        String name = e.text(first, k);
        String query = sql.substring(0, t.start[into]) + " " + sql.substring(t.end[k]);
        return "CREATE " + kind + "TABLE " + name + " AS " + query.strip();
    }

    /**
     * Whether {@code sql} is a top-level SELECT INTO: its text is then planned as DDL, never normalised.
     * Cheap for everything else (no lexing unless it starts with SELECT or WITH and holds "into").
     */
    public static boolean present(String sql) {
        int i = 0;
        while (i < sql.length() && (Character.isWhitespace(sql.charAt(i)) || sql.charAt(i) == '(')) {
            i++;
        }
        if (!sql.regionMatches(true, i, "select", 0, 6) && !sql.regionMatches(true, i, "with", 0, 4)) {
            return false;
        }
        boolean mentions = false;
        for (int k = i; k + 4 <= sql.length() && !mentions; k++) {
            char c = sql.charAt(k);
            mentions = (c == 'i' || c == 'I') && sql.regionMatches(true, k, "into", 0, 4);
        }
        if (!mentions) {
            return false;
        }
        SqlLexer t = SqlLexer.lex(sql);
        return t != null && into(t) >= 0;
    }

    /** The INTO token of the main SELECT, or -1. */
    private static int into(SqlLexer t) {
        TokenEdits e = new TokenEdits(t);
        int k = 0;
        if (!e.isWord(k, "select") && !e.isWord(k, "with")) {
            return -1;
        }
        int depth = 0;
        boolean inList = false;
        for (; k < t.count; k++) {
            byte kind = t.kind[k];
            if (kind == LPAREN) {
                depth++;
            } else if (kind == RPAREN) {
                depth--;
            } else if (kind == SEMI) {
                return -1;
            } else if (depth == 0 && kind == WORD) {
                String w = t.s.substring(t.start[k], t.end[k]).toLowerCase(Locale.ROOT);
                if (w.equals("select")) {
                    if (inList) {
                        return -1;
                    }
                    inList = true;
                } else if (inList && w.equals("into")) {
                    return k;
                } else if (inList && AFTER_LIST.contains(w)) {
                    return -1;
                }
            }
        }
        return -1;
    }
}
