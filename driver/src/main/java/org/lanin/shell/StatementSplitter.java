package org.lanin.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts SQL text into statements at each {@code ;} that lies outside quotes, comments,
 * dollar quotes and parentheses, the way psql's lexer does.
 *
 * <p>Text arrives in pieces (usually one line each), so the scanner keeps its state between
 * calls and stops before a character whose meaning depends on the next one (the first
 * {@code '} of {@code ''}, the {@code -} of {@code --}, an unfinished {@code $tag}) until more
 * text or {@link #finish()} comes. Understood: {@code '...'} with {@code ''}, {@code E'...'} with
 * backslash escapes, {@code "..."}, {@code --} comments, nested block comments, and
 * {@code $$...$$} / {@code $tag$...$tag$}. Leading whitespace and comments are dropped from
 * each statement; a statement with nothing else is not returned.
 */
public final class StatementSplitter {
    private enum State { NORMAL, SINGLE_QUOTE, ESCAPE_QUOTE, DOUBLE_QUOTE, LINE_COMMENT, BLOCK_COMMENT, DOLLAR_QUOTE }

    private final StringBuilder buf = new StringBuilder();
    private State state = State.NORMAL;
    /** Next character to look at. */
    private int pos;
    /** First character of the current statement's real text, or -1 while it has none. */
    private int contentStart = -1;
    private int parenDepth;
    private int commentDepth;
    private String dollarTag;
    private final List<String> done = new ArrayList<>();

    /** Adds text and returns the statements it completed, without their {@code ;}. */
    public List<String> feed(CharSequence text) {
        buf.append(text);
        return scan(false);
    }

    /** Ends the input: returns what {@link #feed} completed plus any unterminated statement. */
    public List<String> finish() {
        List<String> out = new ArrayList<>(scan(true));
        if (contentStart >= 0) {
            out.add(buf.substring(contentStart).strip());
        }
        reset();
        return out;
    }

    /** Splits a whole text, the last statement needing no {@code ;}. */
    public static List<String> split(CharSequence text) {
        StatementSplitter s = new StatementSplitter();
        List<String> out = new ArrayList<>(s.feed(text));
        out.addAll(s.finish());
        return out;
    }

    /** Forgets the unfinished statement (Ctrl-C at the prompt). */
    public void reset() {
        buf.setLength(0);
        state = State.NORMAL;
        pos = 0;
        contentStart = -1;
        parenDepth = 0;
        commentDepth = 0;
        dollarTag = null;
    }

    /** Whether an unfinished statement is waiting for more text. */
    public boolean isPending() {
        return contentStart >= 0 || state != State.NORMAL;
    }

    /** Whether the scanner is outside any quote or comment, where a backslash command may start. */
    public boolean atTopLevel() {
        return state == State.NORMAL;
    }

    /** psql's prompt marker for what is open: {@code ' " * $ (}, else {@code -}. */
    public char continuationMark() {
        return switch (state) {
            case SINGLE_QUOTE, ESCAPE_QUOTE -> '\'';
            case DOUBLE_QUOTE -> '"';
            case BLOCK_COMMENT -> '*';
            case DOLLAR_QUOTE -> '$';
            default -> parenDepth > 0 ? '(' : '-';
        };
    }

    private List<String> scan(boolean eof) {
        done.clear();
        while (pos < buf.length()) {
            int step = step(eof);
            if (step == 0) {
                break;
            }
            pos += step;
        }
        compact();
        return List.copyOf(done);
    }

    /** Consumes characters at {@code pos}: returns how many, or 0 to wait for more text. */
    private int step(boolean eof) {
        char c = buf.charAt(pos);
        return switch (state) {
            case NORMAL -> normal(c, eof);
            case SINGLE_QUOTE, DOUBLE_QUOTE -> quoted(c, state == State.SINGLE_QUOTE ? '\'' : '"', eof);
            case ESCAPE_QUOTE -> c == '\\' ? (hasNext() ? 2 : waitOrOne(eof)) : quoted(c, '\'', eof);
            case LINE_COMMENT -> lineComment(c);
            case BLOCK_COMMENT -> blockComment(c, eof);
            case DOLLAR_QUOTE -> dollarQuoted(c, eof);
        };
    }

    private int normal(char c, boolean eof) {
        switch (c) {
            case ';':
                if (parenDepth == 0) {
                    endStatement();
                    return 1;
                }
                return content(1);
            case '(':
                parenDepth++;
                return content(1);
            case ')':
                parenDepth = Math.max(0, parenDepth - 1);
                return content(1);
            case '\'':
                state = isEscapeStringPrefix() ? State.ESCAPE_QUOTE : State.SINGLE_QUOTE;
                return content(1);
            case '"':
                state = State.DOUBLE_QUOTE;
                return content(1);
            case '-':
                return commentStart('-', State.LINE_COMMENT, eof);
            case '/':
                return commentStart('*', State.BLOCK_COMMENT, eof);
            case '$':
                return dollar(eof);
            default:
                return Character.isWhitespace(c) ? 1 : content(1);
        }
    }

    private int commentStart(char second, State comment, boolean eof) {
        if (!hasNext()) {
            return waitOrOne(eof) == 0 ? 0 : content(1);
        }
        if (buf.charAt(pos + 1) != second) {
            return content(1);
        }
        state = comment;
        commentDepth = 1;
        return 2;
    }

    /** A {@code $} opens a dollar quote unless it continues an identifier or is a {@code $1}. */
    private int dollar(boolean eof) {
        if (pos > 0 && isIdentChar(buf.charAt(pos - 1))) {
            return content(1);
        }
        int j = pos + 1;
        while (j < buf.length() && isTagChar(buf.charAt(j), j == pos + 1)) {
            j++;
        }
        if (j == buf.length()) {
            return eof ? content(1) : 0;
        }
        if (buf.charAt(j) != '$') {
            return content(1);
        }
        dollarTag = buf.substring(pos, j + 1);
        state = State.DOLLAR_QUOTE;
        return content(dollarTag.length());
    }

    private int quoted(char c, char quote, boolean eof) {
        if (c != quote) {
            return 1;
        }
        if (!hasNext()) {
            if (waitOrOne(eof) == 0) {
                return 0;
            }
        } else if (buf.charAt(pos + 1) == quote) {
            return 2;
        }
        state = State.NORMAL;
        return 1;
    }

    private int lineComment(char c) {
        if (c == '\n') {
            state = State.NORMAL;
        }
        return 1;
    }

    private int blockComment(char c, boolean eof) {
        if (c != '*' && c != '/') {
            return 1;
        }
        if (!hasNext()) {
            return waitOrOne(eof);
        }
        char next = buf.charAt(pos + 1);
        if (c == '*' && next == '/') {
            if (--commentDepth == 0) {
                state = State.NORMAL;
            }
            return 2;
        }
        if (c == '/' && next == '*') {
            commentDepth++;
            return 2;
        }
        return 1;
    }

    private int dollarQuoted(char c, boolean eof) {
        if (c != '$') {
            return 1;
        }
        if (pos + dollarTag.length() > buf.length()) {
            return waitOrOne(eof);
        }
        if (buf.indexOf(dollarTag, pos) == pos) {
            state = State.NORMAL;
            int n = dollarTag.length();
            dollarTag = null;
            return n;
        }
        return 1;
    }

    private void endStatement() {
        if (contentStart >= 0) {
            done.add(buf.substring(contentStart, pos).strip());
        }
        contentStart = -1;
    }

    private int content(int n) {
        if (contentStart < 0) {
            contentStart = pos;
        }
        return n;
    }

    private boolean hasNext() {
        return pos + 1 < buf.length();
    }

    /** At the end of the input nothing more can come, so the character stands alone. */
    private static int waitOrOne(boolean eof) {
        return eof ? 1 : 0;
    }

    /** {@code E'} starts a backslash-escaped string when the E is a word of its own. */
    private boolean isEscapeStringPrefix() {
        if (pos == 0 || Character.toUpperCase(buf.charAt(pos - 1)) != 'E') {
            return false;
        }
        return pos == 1 || !isIdentChar(buf.charAt(pos - 2));
    }

    private static boolean isIdentChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    private static boolean isTagChar(char c, boolean first) {
        return Character.isLetter(c) || c == '_' || (!first && Character.isDigit(c));
    }

    /** Drops the text of returned statements so long scripts do not pile up in the buffer. */
    private void compact() {
        int keep = contentStart >= 0 ? contentStart : pos;
        // A $ or E just before pos is still needed as context for the next character.
        keep = Math.max(0, Math.min(keep, pos - 2));
        if (keep > 0) {
            buf.delete(0, keep);
            pos -= keep;
            if (contentStart >= 0) {
                contentStart -= keep;
            }
        }
    }
}
