package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Deep and long statements get PostgreSQL's outcomes: a correct answer where PostgreSQL gives
 * one (chains of thousands of ANDs and ORs, 400 nested calls), else 54001 (PostgreSQL answers
 * "stack depth limit exceeded" for a 10,000-term sum); a 54001 inside a transaction block aborts
 * it (25P02); malformed input answers 42601 at once; parsing stops on cancel and on
 * statement_timeout (57014). {@code @Timeout} only guards against hangs: nothing here measures time.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DeepStatementTest {
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        exec("CREATE TABLE t (id int PRIMARY KEY, a int)");
        exec("INSERT INTO t VALUES (1, 10), (2, 20), (3, 30)");
    }

    @AfterEach
    void close() throws SQLException {
        c.close();
    }

    private void exec(String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private long scalar(String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private String state(String sql) {
        try {
            exec(sql);
            return "ok";
        } catch (SQLException e) {
            return e.getSQLState();
        }
    }

    private static String chain(int n, String op, java.util.function.IntFunction<String> term) {
        return IntStream.range(0, n).mapToObj(term).collect(Collectors.joining(" " + op + " "));
    }

    @Test
    void longAndOrChainsAreAnswered() throws SQLException {
        assertThat(scalar("SELECT count(*) FROM t WHERE " + chain(1250, "OR", i -> "a = " + (i * 10))))
                .isEqualTo(3);
        assertThat(scalar("SELECT count(*) FROM t WHERE " + chain(1250, "OR", i -> "a = " + (i * 10))))
                .isEqualTo(3);
        assertThat(scalar("SELECT count(*) FROM t WHERE " + chain(2500, "AND", i -> "a < " + (i + 31))))
                .isEqualTo(3);
        assertThat(scalar("SELECT count(*) FROM t WHERE " + chain(1000, "OR", i -> "(a = " + i + " AND id > 0)")))
                .isEqualTo(3);
    }

    @Test
    void fourHundredNestedCallsAreAnswered() throws SQLException {
        assertThat(scalar("SELECT " + "abs(".repeat(400) + "-7" + ")".repeat(400))).isEqualTo(7);
    }

    @Test
    void tooDeepIs54001AndAbortsTheBlock() throws SQLException {
        String deep = "SELECT " + chain(10_000, "+", i -> "1");
        assertThat(state(deep)).isEqualTo("54001");
        assertThat(scalar("SELECT count(*) FROM t")).as("usable after 54001 in auto-commit").isEqualTo(3);
        c.setAutoCommit(false);
        exec("INSERT INTO t VALUES (4, 40)");
        assertThat(state(deep)).isEqualTo("54001");
        assertThat(state("INSERT INTO t VALUES (5, 50)")).isEqualTo("25P02");
        c.commit(); // a failed block ends in ROLLBACK
        c.setAutoCommit(true);
        assertThat(scalar("SELECT count(*) FROM t")).isEqualTo(3);
        exec("BEGIN");
        exec("INSERT INTO t VALUES (4, 40)");
        assertThat(state(deep)).isEqualTo("54001");
        assertThat(state("INSERT INTO t VALUES (5, 50)")).isEqualTo("25P02");
        assertThat(state("COMMIT")).isEqualTo("ok");
        assertThat(scalar("SELECT count(*) FROM t")).as("COMMIT of an aborted block rolls back").isEqualTo(3);
    }

    @Test
    void malformedInputIs42601AtOnce() {
        String[][] cases = {
            {"SELECT ((((((", "syntax error at end of input"},
            {"SELECT * FROM t WHERE ((((id", "syntax error at end of input"},
            {"SELECT " + "(".repeat(10_000), "syntax error at end of input"},
            {"SELECT (1))", "syntax error at or near \")\""},
            {"SELECT 'abc", "unterminated quoted string at or near \"'abc\""},
            {"SELECT E'ab\\'", "unterminated quoted string at or near \"E'ab\\'\""},
            {"SELECT \"abc", "unterminated quoted identifier at or near \"\"abc\""},
            {"SELECT /* abc", "unterminated /* comment at or near \"/* abc\""},
            {"SELECT $$abc", "unterminated dollar-quoted string at or near \"$$abc\""},
            {"SELECT B'01", "unterminated bit string literal at or near \"B'01\""},
            {"SELECT X'AB", "unterminated hexadecimal string literal at or near \"X'AB\""},
        };
        for (String[] k : cases) {
            assertThatThrownBy(() -> exec(k[0])).as(k[0]).isInstanceOfSatisfying(SQLException.class, e -> {
                assertThat(e.getSQLState()).isEqualTo("42601");
                assertThat(e.getMessage()).isEqualTo(k[1]);
            });
        }
    }

    @Test
    void nestedSubqueriesDoNotParseForever() throws SQLException {
        assertThat(scalar("SELECT " + "(SELECT ".repeat(5) + "1" + ")".repeat(5))).isEqualTo(1);
        // JSqlParser 5.3 doubles its work with every level here; past its budget the answer is 54001
        assertThat(state("SELECT " + "(SELECT ".repeat(14) + "1" + ")".repeat(14))).isEqualTo("54001");
        assertThat(state("SELECT " + "(".repeat(60) + "1" + ")".repeat(60) + " +")).isIn("42601", "54001");
        assertThat(scalar("SELECT count(*) FROM t")).isEqualTo(3);
    }

    /**
     * A statement JSqlParser 5.3 takes far longer to parse than the limits below: a 100,000-element
     * IN list of expressions, which (unlike constants, see {@link #hundredThousandConstantsAreAnswered})
     * it parses element by element (measured at 0.2-0.8 ms per element, so tens of seconds; a much
     * faster machine still takes seconds against the 0.2 s and 1 s limits).
     */
    private static String slowToParse() {
        return slowToParse(100_000);
    }

    /** About a second a hundred thousand terms on this machine, warm: timeouts below stay far under that. */
    private static String slowToParse(int terms) {
        return "SELECT count(*) FROM t WHERE a IN (" + chain(terms, ",", i -> "a + " + i).replace(" , ", ",") + ")";
    }

    @Test
    void hundredThousandConstantsAreAnswered() throws SQLException {
        String ints = chain(100_000, ",", i -> Integer.toString(i * 10 - 500_000)).replace(" , ", ",");
        assertThat(scalar("SELECT count(*) FROM t WHERE a IN (" + ints + ")")).isEqualTo(3);
        assertThat(scalar("SELECT count(*) FROM t WHERE a NOT IN (" + ints + ", NULL)")).isEqualTo(0);
        String strings = chain(100_000, ",", i -> "'" + (i % 7 == 0 ? "it''s, (" + i + ")" : Integer.toString(i)) + "'")
                .replace(" , ", ",");
        assertThat(scalar("SELECT count(*) FROM t WHERE a::text IN (" + strings + ")")).isEqualTo(3);
        assertThat(scalar("SELECT array_length(ARRAY[" + ints + "], 1)")).isEqualTo(100_000);
        String rows = chain(100_000, ",", i -> "(" + i + ", 'r" + i + "')").replace(" , ", ",");
        assertThat(scalar("SELECT sum(x) FROM (VALUES " + rows + ") v(x, y) WHERE y <> 'r7'"))
                .isEqualTo(99_999L * 100_000 / 2 - 7);
    }

    @Test
    void statementTimeoutStopsParsing() throws SQLException {
        exec("SET statement_timeout = 20");
        assertThat(state(slowToParse())).isEqualTo("57014");
        exec("SET statement_timeout = 0");
        // The driver's timeout counts whole seconds: the statement is made five times longer than the
        // one above, so that parsing it takes several (it once finished inside one after a warm JIT).
        String slower = slowToParse(500_000);
        try (Statement st = c.createStatement()) {
            st.setQueryTimeout(1);
            assertThatThrownBy(() -> st.execute(slower)).isInstanceOfSatisfying(java.sql.SQLTimeoutException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("57014"));
        }
        assertThat(scalar("SELECT count(*) FROM t")).isEqualTo(3);
    }

    @Test
    void cancelStopsParsing() throws Exception {
        String slow = slowToParse();
        try (Statement st = c.createStatement()) {
            CompletableFuture<String> running = CompletableFuture.supplyAsync(() -> {
                try {
                    st.execute(slow);
                    return "ok";
                } catch (SQLException e) {
                    return e.getSQLState();
                }
            });
            while (!running.isDone()) {
                st.cancel(); // a cancel before the statement starts is lost: repeat until it ends
                Thread.sleep(20);
            }
            assertThat(running.get()).isEqualTo("57014");
        }
        assertThat(scalar("SELECT count(*) FROM t")).isEqualTo(3);
    }
}
