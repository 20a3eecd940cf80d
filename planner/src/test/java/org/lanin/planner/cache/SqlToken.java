package org.lanin.planner.cache;

/**
 * One lexical token of SQL text. {@code text} is what the normalised form prints (words
 * folded to lower case, everything else verbatim); {@code value} is a literal's value
 * (strings unescaped, numbers as text) or a parameter's 1-based number.
 */
record SqlToken(Kind kind, String text, Object value) {
    enum Kind {
        /** Keyword or unquoted identifier, folded to lower case. */
        WORD,
        QUOTED_IDENT,
        /** A quoted string that may become a parameter: '...', E'...', $$...$$. */
        STRING,
        /** A literal never extracted: B'..', X'..', N'..', U&'..', 0x1F. */
        KEPT,
        NUMBER,
        /** {@code ?} or {@code $n}; value is the parameter number. */
        PARAM,
        OP,
        LPAREN,
        RPAREN,
        COMMA,
        SEMI,
        /** {@code ::} */
        CAST,
        DOT
    }

    boolean is(Kind k, String t) {
        return kind == k && text.equals(t);
    }

    boolean isWord(String w) {
        return kind == Kind.WORD && text.equals(w);
    }
}
