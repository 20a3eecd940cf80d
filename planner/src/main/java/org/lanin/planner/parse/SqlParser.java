package org.lanin.planner.parse;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.TokenMgrException;
import net.sf.jsqlparser.parser.feature.Feature;
import net.sf.jsqlparser.statement.Statement;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.cache.FoldedInput;

/**
 * JSqlParser with bounded work. Its generated parser backtracks: some inputs take time that grows
 * exponentially with nesting (measured with 5.3: each level of {@code (SELECT (SELECT ...))} about
 * doubles the time, 12 levels take seconds; each parenthesis level multiplies complex parsing by
 * about 3). So every parse gets a budget of steps proportional to the text's length (a step is one
 * of the parser's feature checks, which it makes at each alternative it tries), far above what
 * ordinary statements use (under 5 per character for the TPC-H queries, nested ones included);
 * past it the parser is stopped through its {@code interrupted} flag and the statement fails with
 * 54001. A cancel or statement_timeout stops it by throwing 57014 out of the next feature check
 * ({@link ParseInterrupt}). Long runs of constants never reach it: they are folded out of the text
 * and put back into the tree ({@link FoldedConstants}).
 *
 * <p>Text nested deeper than {@link DeepParse#NESTING} levels (up to {@link DeepParse#MAX_NESTING})
 * is parsed on a thread with a larger stack ({@link DeepParse}). As JSqlParser's own utility does: simple parsing first, then complex parsing only when the
 * simple one fails and parentheses nest at most {@value #COMPLEX_NESTING_LIMIT} deep; if the complex
 * attempt runs out of budget, the simple attempt's syntax error is the answer.
 */
public final class SqlParser {
    /** JSqlParser's ALLOWED_NESTING_DEPTH: deeper text is never parsed in complex mode. */
    static final int COMPLEX_NESTING_LIMIT = 10;
    private static final long BASE_BUDGET = 20_000;
    private static final long BUDGET_PER_CHAR = 200;

    private SqlParser() {
    }

    /**
     * The tree of one statement whose parentheses nest {@code nesting} deep; a syntax error is
     * JSqlParser's exception, a cancel or timeout 57014, a statement beyond the budget 54001.
     * Clauses after a set operation's last operand are the set operation's ({@link SetOpTrailingClauses}).
     */
    public static Statement parse(String sql, int nesting) throws ParseException {
        ParseInterrupt interrupt = ParseInterrupt.current();
        Statement st;
        try {
            st = nesting > DeepParse.NESTING && nesting <= DeepParse.MAX_NESTING
                    ? DeepParse.onLargeStack(() -> parse(sql, nesting, interrupt), interrupt)
                    : parse(sql, nesting, interrupt);
        } catch (ParseException | TokenMgrException e) {
            Statement delete = deleteUsing(sql, nesting);
            if (delete == null) {
                throw e;
            }
            st = delete;
        }
        SetOpTrailingClauses.hoist(st, sql);
        return st;
    }

    /**
     * {@link DeleteUsingItems} or {@link MergeClauses}: what JSqlParser refuses in those statements;
     * null when that does not parse either (the first error is the statement's).
     */
    private static Statement deleteUsing(String sql, int nesting) {
        try {
            Statement st = DeleteUsingItems.parse(sql, nesting);
            return st != null ? st : MergeClauses.parse(sql, nesting);
        } catch (ParseException | TokenMgrException e) {
            return null;
        }
    }

    /**
     * {@link #parse(String, int)} of text whose long constant lists were folded out
     * (org.lanin.planner.cache.ConstantLists), with them put back into the tree; where the folded
     * text does not parse, or the constants cannot all be put back, the unfolded text is parsed
     * instead, so its syntax errors are the statement's own.
     */
    public static Statement parse(FoldedInput input, int nesting) throws ParseException {
        if (input.runs() == 0) {
            return parse(input.text(), nesting);
        }
        Statement st;
        try {
            st = parse(input.text(), nesting);
        } catch (ParseException | TokenMgrException e) {
            return parse(input.unfolded(), nesting);
        }
        return FoldedConstants.restore(st, input) ? st : parse(input.unfolded(), nesting);
    }

    private static Statement parse(String sql, int nesting, ParseInterrupt interrupt) throws ParseException {
        long budget = BASE_BUDGET + BUDGET_PER_CHAR * sql.length();
        Bounded simple = new Bounded(sql, budget, false, interrupt);
        try {
            return simple.run();
        } catch (ParseException | TokenMgrException | LaninException simpleError) {
            if (simple.stopped()) {
                throw simpleError; // the 57014 of a cancel or timeout
            }
            if (simple.exhausted()) {
                throw LaninException.of(ParseMsg.TOO_COMPLEX, simple.steps);
            }
            if (nesting > COMPLEX_NESTING_LIMIT) {
                throw simpleError;
            }
            Bounded complex = new Bounded(sql, budget, true, interrupt);
            try {
                return complex.run();
            } catch (ParseException | TokenMgrException | LaninException complexError) {
                if (complex.stopped() || !complex.exhausted()) {
                    throw complexError;
                }
                throw simpleError;
            }
        }
    }

    /**
     * The statement's text as the parser reads it, a buffer at a time (JavaCC's SimpleCharStream
     * reads 4 kB chunks as the parse advances): each read fails once a cancel or timeout asked the
     * parse to stop. The parser's own {@code interrupted} flag is a plain field that a compiled,
     * warmed-up parser loop need never read again (seen: a 100,000-element IN list that parsed on
     * past its timeout after other tests had warmed the JVM up); the volatile
     * {@link ParseInterrupt#stopRequested()} read here is always seen. The parser reads ahead of
     * where it parses, so this stops it while it reads; {@link Bounded#getAsBoolean} once it has read.
     */
    private static final class InterruptibleText implements net.sf.jsqlparser.parser.Provider {
        private final StringProvider text;
        private final ParseInterrupt interrupt;

        InterruptibleText(String sql, ParseInterrupt interrupt) {
            this.text = new StringProvider(sql);
            this.interrupt = interrupt;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws java.io.IOException {
            if (interrupt.stopRequested()) {
                // Bounded.run's finally turns whatever the parser makes of this into 57014
                throw new java.io.InterruptedIOException("parse stopped");
            }
            return text.read(buffer, offset, length);
        }

        @Override
        public void close() throws java.io.IOException {
            text.close();
        }
    }

    /** A parser that counts its feature checks and stops itself past its budget or when asked to. */
    private static final class Bounded extends CCJSqlParser {
        private final long budget;
        private final ParseInterrupt interrupt;
        private long steps;

        Bounded(String sql, long budget, boolean complex, ParseInterrupt interrupt) {
            super(interrupt == null ? new StringProvider(sql) : new InterruptibleText(sql, interrupt));
            this.budget = budget;
            this.interrupt = interrupt;
            withAllowComplexParsing(complex);
        }

        /**
         * The parser asks for a feature at every primary expression it parses or looks ahead over,
         * list elements included, so this is where a cancel or timeout stops it: by throwing 57014
         * out of the parse. Its own {@code interrupted} flag only steers its lookaheads, and a parse
         * so steered may still run on through a long list.
         */
        @Override
        public boolean getAsBoolean(Feature f) {
            // budget is 0 only while CCJSqlParser's constructor runs, before this one sets it
            if (budget > 0) {
                if (interrupt != null) {
                    interrupt.checkStop();
                }
                if (++steps > budget) {
                    interrupted = true;
                }
            }
            return super.getAsBoolean(f);
        }

        boolean exhausted() {
            return steps > budget;
        }

        boolean stopped() {
            return interrupt != null && interrupt.stopRequested();
        }

        /** Parses; a result reached after the budget ran out may be a misparse and is refused. */
        Statement run() throws ParseException {
            if (interrupt != null) {
                interrupt.started(this);
            }
            Statement st;
            try {
                st = Statement();
            } finally {
                if (interrupt != null) {
                    interrupt.finished();
                }
            }
            if (exhausted()) {
                throw LaninException.of(ParseMsg.TOO_COMPLEX, steps);
            }
            return st;
        }
    }
}
