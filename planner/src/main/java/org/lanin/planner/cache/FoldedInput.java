package org.lanin.planner.cache;

/**
 * The text JSqlParser is given for a statement, with long runs of constants in IN lists, ARRAY
 * constructors and VALUES rows folded out of it ({@link ConstantLists}), and those constants, to be put back into the
 * parsed tree (org.lanin.planner.parse). Each run stands in the text as one string literal, its
 * placeholder, whose value is a NUL character and the run's number: NUL never reaches the parser
 * from user text (ConstantLists folds nothing in text that holds one), so a placeholder cannot be
 * mistaken for a user's string.
 *
 * <p>Each folded constant keeps what JSqlParser would have built it from: its kind, the token as
 * written (its image), a sign written before it, and for a parameter the number JSqlParser would give it.
 */
public final class FoldedInput {
    /** The constants a run may hold, named by the JSqlParser node each becomes. */
    public enum Kind { LONG, DOUBLE, STRING, NULL, BOOLEAN, PARAM, FIXED_PARAM }

    private static final char PLACEHOLDER_MARK = '\0';

    private final String source;
    private final String text;
    private final Kind[] kinds;
    private final char[] signs;
    private final int[] from;
    private final int[] to;
    private final int[] params;
    private final int[] runStarts;
    private final int[] runWidths;

    FoldedInput(String source, String text, Kind[] kinds, char[] signs, int[] from, int[] to, int[] params,
                int[] runStarts, int[] runWidths) {
        this.source = source;
        this.text = text;
        this.kinds = kinds;
        this.signs = signs;
        this.from = from;
        this.to = to;
        this.params = params;
        this.runStarts = runStarts;
        this.runWidths = runWidths;
    }

    /** Nothing folded: {@code text} is all there is. */
    static FoldedInput unfolded(String source, String text) {
        return new FoldedInput(source, text, null, null, null, null, null, new int[] {0}, new int[0]);
    }

    /** The same constants, with the folded text rewritten further ({@link JSqlParserInput}). */
    FoldedInput withText(String rewritten) {
        return new FoldedInput(source, rewritten, kinds, signs, from, to, params, runStarts, runWidths);
    }

    /** The text to parse. */
    public String text() {
        return text;
    }

    /** The rewritten text without folding, for a statement whose folded text did not parse or restore. */
    public String unfolded() {
        return JSqlParserInput.of(source);
    }

    public int runs() {
        return runStarts.length - 1;
    }

    /** The run a string literal's value stands for, or -1 if it is not a placeholder. */
    public int run(String stringValue) {
        if (runs() == 0 || stringValue.length() < 2 || stringValue.charAt(0) != PLACEHOLDER_MARK) {
            return -1;
        }
        int r = 0;
        for (int i = 1; i < stringValue.length(); i++) {
            char c = stringValue.charAt(i);
            if (c < '0' || c > '9' || r > runs()) {
                return -1;
            }
            r = r * 10 + (c - '0');
        }
        return r < runs() ? r : -1;
    }

    /** The first constant of run {@code r}; its constants are {@code [first(r), first(r + 1))}. */
    public int first(int r) {
        return runStarts[r];
    }

    /** 0 for a run of list elements; for a run of VALUES rows, the constants in each row. */
    public int width(int r) {
        return runWidths[r];
    }

    public Kind kind(int c) {
        return kinds[c];
    }

    /** '-' or '+' written before constant {@code c}, or 0. */
    public char sign(int c) {
        return signs[c];
    }

    /**
     * The constant's token as JSqlParser's lexer reads it: as written, except that {@code ?n} is two
     * tokens there, {@code ?} and the number.
     */
    public String image(int c) {
        boolean questionMark = source.charAt(from[c]) == '?';
        return kinds[c] == Kind.FIXED_PARAM && questionMark ? "?" : source.substring(from[c], to[c]);
    }

    /** A parameter's number: a bare ? by its position among the statement's parameters, $n or ?n by n. */
    public int param(int c) {
        return params[c];
    }

    /** The placeholder literal of run {@code r} as it is written in the text. */
    static String placeholder(int r) {
        return "'" + PLACEHOLDER_MARK + r + "'";
    }

    static boolean mayFold(String sql) {
        return sql.indexOf(PLACEHOLDER_MARK) < 0;
    }
}
