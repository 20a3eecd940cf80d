package org.lanin.planner.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.cache.JSqlParserInput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A cancel or statement_timeout stops a parse in progress with 57014: the parser's feature checks,
 * made at every element it parses or looks ahead over, throw once a stop is asked. The statement is
 * a 100,000-element IN list of expressions, which JSqlParser parses element by element for tens of
 * seconds; the cancel is sent once the parse has started, so the outcome does not depend on timing.
 * {@code @Timeout} only guards against a parse that does not stop.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ParseInterruptTest {
    private static final String LONG = "SELECT count(*) FROM t WHERE a IN ("
            + IntStream.range(0, 100_000).mapToObj(i -> "a + " + i).collect(Collectors.joining(",")) + ")";

    /** Parses {@link #LONG} on its own thread under {@code interrupt}; the SQLSTATE it ends with, or "ok". */
    private static CompletableFuture<String> parse(ParseInterrupt interrupt, long timeoutMillis) {
        return CompletableFuture.supplyAsync(() -> {
            interrupt.begin(timeoutMillis);
            try {
                SqlParser.parse(JSqlParserInput.folded(LONG), 2);
                return "ok";
            } catch (LaninException e) {
                return e.state().code();
            } catch (Exception e) {
                return e.toString();
            } finally {
                interrupt.end();
            }
        });
    }

    @Test
    void cancelStopsAParseInProgress() throws Exception {
        ParseInterrupt interrupt = new ParseInterrupt();
        CompletableFuture<String> running = parse(interrupt, 0);
        while (!interrupt.parsing() && !running.isDone()) {
            Thread.sleep(1);
        }
        interrupt.cancel();
        assertThat(running.get()).isEqualTo("57014");
    }

    @Test
    void statementTimeoutStopsAParseInProgress() throws Exception {
        assertThat(parse(new ParseInterrupt(), 100).get()).isEqualTo("57014");
    }

    @Test
    void aParseAfterAStopStartsAfresh() throws Exception {
        ParseInterrupt interrupt = new ParseInterrupt();
        interrupt.begin(0);
        interrupt.cancel();
        interrupt.begin(0);
        try {
            assertThat(SqlParser.parse("SELECT 1", 0)).isNotNull();
        } finally {
            interrupt.end();
        }
    }
}
