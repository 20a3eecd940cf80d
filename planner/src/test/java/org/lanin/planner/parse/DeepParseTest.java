package org.lanin.planner.parse;

import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.select.PlainSelect;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Deeply nested text parses however warm the parser is: on a 1 MB thread stack, 400 nested calls
 * parsed while JSqlParser was cold and overflowed from about the fifth parse on (the JIT's frames
 * for its recursive lookahead are larger), so a warm JVM refused what a cold one answered.
 */
class DeepParseTest {
    private static final String DEEP = "SELECT " + "abs(".repeat(400) + "-7" + ")".repeat(400);

    @Test
    void fourHundredNestedCallsParseEveryTime() throws ParseException {
        for (int i = 0; i < 20; i++) {
            assertThat(SqlParser.parse(DEEP, 400)).as("parse %d", i).isInstanceOf(PlainSelect.class);
        }
    }

    @Test
    void theHelperThreadRunsTheParse() throws Exception {
        assertThat(DeepParse.NESTING).isGreaterThan(10);
        String[] thread = new String[1];
        DeepParse.onLargeStack(() -> {
            thread[0] = Thread.currentThread().getName();
            return SqlParser.parse("SELECT 1", 0);
        }, null);
        assertThat(thread[0]).isEqualTo("lanin-deep-parse");
    }

    @Test
    void errorsComeBackFromTheHelperThread() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SqlParser.parse("SELECT " + "abs(".repeat(40) + "FROM"
                + ")".repeat(40), 40)).isInstanceOf(ParseException.class);
    }
}
