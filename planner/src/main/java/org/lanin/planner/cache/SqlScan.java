package org.lanin.planner.cache;

import java.util.ArrayList;
import java.util.List;

/**
 * The statement structure of SQL text as the one lexer ({@link SqlLexer}) sees it, without
 * parsing: where statements end (a {@code ;} outside parentheses, quotes and comments, as psql and
 * PostgreSQL's simple-query protocol split), how deeply parentheses nest, and whether the text is
 * lexically whole. Used to split multi-statement strings (the driver, the shell) and to refuse
 * unbalanced input before the parser sees it (an unterminated quote, comment or parenthesis can
 * make JSqlParser backtrack for a very long time; PostgreSQL answers 42601 at once).
 *
 * <p>Statement texts run from their first token to the end of their last one: leading comments
 * and whitespace are dropped, and statements with no token at all (empty, or only comments) are
 * not returned.
 */
public final class SqlScan {
    /** What is wrong with a text that cannot be a statement, found by lexing alone. */
    public enum Problem {
        /** A quote, comment or dollar-quote that never closes; {@link #problemAt()} is its start. */
        UNTERMINATED,
        /** A {@code )} with no {@code (} open; {@link #problemAt()} is its position. */
        UNMATCHED_CLOSE,
        /** Parentheses still open at the end of the text. */
        UNCLOSED_PAREN
    }

    private final String text;
    private final List<String> statements = new ArrayList<>();
    private final List<Integer> parameterCounts = new ArrayList<>();
    private int questionMarks;
    private int maxDollar;
    private int restFrom;
    /** The first token after the last top-level {@code ;}, or -1. */
    private int restTokenStart = -1;
    private int depth;
    private int maxDepth;
    private Problem problem;
    private int problemAt = -1;

    private SqlScan(String text) {
        this.text = text;
    }

    /** Scans {@code text}; never fails. */
    public static SqlScan of(String text) {
        SqlScan scan = new SqlScan(text);
        scan.run(SqlLexer.lexPrefix(text));
        return scan;
    }

    private void run(SqlLexer l) {
        int statementStart = -1;
        int statementEnd = -1;
        BeginDepth begins = new BeginDepth();
        for (int t = 0; t < l.count; t++) {
            byte k = l.kind[t];
            if (k == SqlLexer.WORD) {
                begins.word(text, l.start[t], l.end[t], depth);
            }
            if (k == SqlLexer.SEMI && depth == 0 && begins.depth > 0) {
                statementEnd = l.end[t]; // a ; inside BEGIN ATOMIC ... END belongs to the routine body
                continue;
            }
            if (k == SqlLexer.SEMI && depth == 0) {
                begins = new BeginDepth();
                if (statementStart >= 0) {
                    statements.add(text.substring(statementStart, statementEnd));
                    parameterCounts.add(Math.max(questionMarks, maxDollar));
                }
                statementStart = -1;
                questionMarks = 0;
                maxDollar = 0;
                restFrom = l.end[t];
                continue;
            }
            if (k == SqlLexer.PARAM) {
                if (text.charAt(l.start[t]) == '?') {
                    questionMarks++;
                } else {
                    maxDollar = Math.max(maxDollar, l.info[t]);
                }
            }
            if (k == SqlLexer.LPAREN) {
                maxDepth = Math.max(maxDepth, ++depth);
            } else if (k == SqlLexer.RPAREN) {
                if (depth == 0) {
                    noteProblem(Problem.UNMATCHED_CLOSE, l.start[t]);
                } else {
                    depth--;
                }
            }
            if (statementStart < 0) {
                statementStart = l.start[t];
            }
            statementEnd = l.end[t];
        }
        restTokenStart = statementStart;
        if (l.errorAt >= 0) {
            noteProblem(Problem.UNTERMINATED, l.errorAt);
        } else if (depth > 0) {
            noteProblem(Problem.UNCLOSED_PAREN, text.length());
        }
    }

    /**
     * psql's heuristic (psqlscan.l) for SQL-standard routine bodies: in a statement that starts
     * CREATE [OR REPLACE] FUNCTION | PROCEDURE, BEGIN opens a block, CASE inside one nests and END
     * closes, outside parentheses; a {@code ;} ends the statement only with no block open.
     */
    private static final class BeginDepth {
        private final char[] first = new char[4];
        private int words;
        int depth;

        void word(String text, int from, int to, int parens) {
            String w = text.substring(from, to).toLowerCase(java.util.Locale.ROOT);
            if (words < first.length && (w.equals("create") || w.equals("or") || w.equals("replace")
                    || w.equals("function") || w.equals("procedure"))) {
                first[words] = w.charAt(0);
            }
            words++;
            boolean routine = first[0] == 'c' && (first[1] == 'f' || first[1] == 'p'
                    || first[1] == 'o' && first[2] == 'r' && (first[3] == 'f' || first[3] == 'p'));
            if (!routine || parens > 0) {
                return;
            }
            if (w.equals("begin")) {
                depth++;
            } else if (w.equals("case") && depth >= 1) {
                depth++;
            } else if (w.equals("end") && depth > 0) {
                depth--;
            }
        }
    }

    private void noteProblem(Problem p, int at) {
        if (problem == null) {
            problem = p;
            problemAt = at;
        }
    }

    /** The statements ended by a top-level {@code ;}, in order; what follows the last one is {@link #rest()}. */
    public List<String> completeStatements() {
        return statements;
    }

    /** Every statement of the text: the complete ones and, if it has a token or an open quote, the rest. */
    public List<String> allStatements() {
        if (!restHasContent()) {
            return statements;
        }
        List<String> all = new ArrayList<>(statements);
        all.add(text.substring(restTokenStart >= 0 ? restTokenStart : problemAt).strip());
        return all;
    }

    /**
     * The number of parameters of each of {@link #allStatements()}: its {@code ?} markers, or its
     * highest {@code $n}, whichever is more.
     */
    public List<Integer> parameterCounts() {
        if (!restHasContent()) {
            return parameterCounts;
        }
        List<Integer> all = new ArrayList<>(parameterCounts);
        all.add(Math.max(questionMarks, maxDollar));
        return all;
    }

    /** The text after the last top-level {@code ;} (all of it when there is none). */
    public String rest() {
        return text.substring(restFrom);
    }

    /** Whether {@link #rest()} holds a token, or an unterminated quote or comment. */
    public boolean restHasContent() {
        return restTokenStart >= 0 || problem == Problem.UNTERMINATED;
    }

    /** Whether the text ends inside a quote or comment. */
    public boolean endsInsideQuoteOrComment() {
        return problem == Problem.UNTERMINATED;
    }

    /** Parentheses open at the end of the text (unmatched closing ones are ignored). */
    public int openParentheses() {
        return depth;
    }

    /** The deepest parenthesis nesting seen. */
    public int maxDepth() {
        return maxDepth;
    }

    /** The first lexical problem (null when the text could be one or more statements). */
    public Problem problem() {
        return problem;
    }

    /** Where {@link #problem()} is, as an offset into the text. */
    public int problemAt() {
        return problemAt;
    }

    /**
     * psql's continuation mark for what is open at the end: {@code '} (string), {@code "}
     * (identifier), {@code *} (comment), {@code $} (dollar quote), {@code (} (parenthesis), else
     * {@code -}.
     */
    public char openMark() {
        if (problem == Problem.UNTERMINATED) {
            char c = text.charAt(problemAt);
            if (c == '"' || c == '$') {
                return c;
            }
            return c == '/' ? '*' : '\'';
        }
        return depth > 0 ? '(' : '-';
    }
}
