package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Bad input through JDBC: each case ends in a clean SQLException with PostgreSQL's SQLSTATE
 * where it has one (never another throwable, never a hang), and the next statement on the same
 * connection works. {@code @Timeout} is a hang guard, not a speed assertion.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class BadInputTest {
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        exec("CREATE TABLE t (id int PRIMARY KEY, s text)");
        exec("INSERT INTO t VALUES (1, 'one'), (2, 'two')");
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

    private String scalar(String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** Runs {@code sql}, expects SQLSTATE {@code state}, then checks the connection still answers. */
    private void fails(String sql, String... states) throws SQLException {
        assertThatThrownBy(() -> exec(sql)).as(abbreviated(sql))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isIn((Object[]) states));
        usable();
    }

    private void usable() throws SQLException {
        assertThat(scalar("SELECT count(*) FROM t")).isEqualTo("2");
    }

    private static String abbreviated(String sql) {
        return sql.length() < 80 ? sql : sql.substring(0, 80) + "... (" + sql.length() + " chars)";
    }

    private static String list(int n, java.util.function.IntFunction<String> element) {
        return IntStream.range(0, n).mapToObj(element).collect(Collectors.joining(","));
    }

    @Test
    void malformedSql() throws SQLException {
        for (String bad : new String[] {"SELEC 1", "SELECT FROM WHERE", "SELECT * FROM t WHERE", ")", "(((", "SELECT 1 +",
                "INSERT INTO t VALUES (", "UPDATE t SET", "SELECT 'unterminated", "SELECT \"x", "SELECT $$x",
                "SELECT /* never closed", "SELECT * FROM t WHERE id IN ((1,2)", "SELECT ,", "CREATE TABLE (", "\\x"}) {
            fails(bad, "42601", "42P01", "42703", "0A000");
        }
    }

    @Test
    void tenThousandDeepNesting() throws SQLException {
        fails("SELECT " + "(".repeat(10_000) + "1" + ")".repeat(10_000), "54001", "42601");
        fails("SELECT " + "abs(".repeat(10_000) + "1" + ")".repeat(10_000), "54001", "42601");
        fails("SELECT " + "(SELECT ".repeat(10_000) + "1" + ")".repeat(10_000), "54001", "42601");
        fails("SELECT " + "- ".repeat(10_000) + "1", "54001", "42601"); // "--" would start a comment
        fails("SELECT 1 WHERE " + "NOT ".repeat(10_000) + "true", "54001", "42601");
    }

    @Test
    void longInLists() throws SQLException {
        assertThat(scalar("SELECT count(*) FROM t WHERE id IN (" + list(2000, Integer::toString) + ")")).isEqualTo("2");
        // Constants are folded out of JSqlParser's way (planner cache.ConstantLists); a list of
        // expressions still costs it about half a millisecond an element, and stops at
        // statement_timeout like any statement.
        assertThat(scalar("SELECT count(*) FROM t WHERE id IN (" + list(100_000, Integer::toString) + ")")).isEqualTo("2");
        exec("SET statement_timeout = 300");
        fails("SELECT count(*) FROM t WHERE id IN (" + list(100_000, i -> i + " + 0") + ")", "57014");
        exec("SET statement_timeout = 0");
    }

    @Test
    void tenMegabyteLiteralsAndParameters() throws SQLException {
        String big = "x".repeat(10_000_000);
        assertThat(scalar("SELECT length('" + big + "')")).isEqualTo("10000000");
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (3, ?)")) {
            ps.setString(1, big);
            assertThat(ps.executeUpdate()).isEqualTo(1);
        }
        assertThat(scalar("SELECT length(s) FROM t WHERE id = 3")).isEqualTo("10000000");
        try (PreparedStatement ps = c.prepareStatement("SELECT length(?::bytea)")) {
            ps.setString(1, "\\x" + "ab".repeat(5_000_000));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(5_000_000);
            }
        }
        exec("DELETE FROM t WHERE id = 3");
        usable();
    }

    @Test
    void catalogFunctionsGivenANameForAnOidAre22P02() throws SQLException {
        // found by a helper: obj_description('t', 'pg_class') raised XX000 (a NumberFormatException)
        fails("SELECT obj_description('t', 'pg_class')", "22P02");
        fails("SELECT col_description('t', 1)", "22P02");
        usable();
    }

    @Test
    void invalidUtf16AndNulAre22021() throws SQLException {
        fails("SELECT 'a\uD800b'", "22021");
        fails("SELECT 'a\uDC00'", "22021");
        fails("SELECT 'a\u0000b'", "22021");
        fails("INSERT INTO t VALUES (9, 'nul\u0000')", "22021");
        assertThat(scalar("SELECT '\uD83D\uDE00'")).as("a proper surrogate pair is fine").isEqualTo("\uD83D\uDE00");
        for (String bad : new String[] {"x\uD800", "\uDFFFy", "nul\u0000"}) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (9, ?)")) {
                ps.setString(1, bad);
                assertThatThrownBy(ps::executeUpdate).isInstanceOfSatisfying(SQLException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("22021"));
            }
            usable();
        }
    }

    @Test
    void wrongParameterIndexesAndTypes() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT s FROM t WHERE id = ?")) {
            for (int bad : new int[] {0, -1, 2, Integer.MAX_VALUE}) {
                assertThatThrownBy(() -> ps.setInt(bad, 1)).isInstanceOfSatisfying(SQLException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("22023"));
            }
            assertThatThrownBy(ps::executeQuery).isInstanceOf(SQLException.class); // no value given
            ps.setString(1, "not a number");
            assertThatThrownBy(ps::executeQuery).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("22P02"));
            assertThatThrownBy(() -> ps.setObject(1, new Object())).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("42P18"));
            ps.setBigDecimal(1, new java.math.BigDecimal("1e40"));
            assertThatThrownBy(ps::executeQuery).isInstanceOfSatisfying(SQLException.class,
                    e -> assertThat(e.getSQLState()).isEqualTo("22003"));
            ps.setInt(1, 1);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo("one");
                assertThatThrownBy(() -> rs.getString(2)).isInstanceOf(SQLException.class);
                assertThatThrownBy(() -> rs.getInt(1)).isInstanceOfSatisfying(SQLException.class,
                        e -> assertThat(e.getSQLState()).isEqualTo("22P02"));
            }
        }
        usable();
    }

    @Test
    void closedObjects() throws SQLException {
        Connection other = DriverManager.getConnection("jdbc:lanin:mem:");
        Statement st = other.createStatement();
        ResultSet rs = st.executeQuery("SELECT 1");
        PreparedStatement ps = other.prepareStatement("SELECT 1");
        rs.close();
        assertThatThrownBy(rs::next).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("55000"));
        st.close();
        assertThatThrownBy(() -> st.execute("SELECT 1")).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("55000"));
        other.close();
        assertThatThrownBy(ps::executeQuery).isInstanceOf(SQLException.class);
        assertThatThrownBy(other::createStatement).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("08003"));
        assertThatThrownBy(() -> other.setAutoCommit(false)).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("08003"));
        other.close(); // idempotent
        usable();
    }

    @Test
    void threadInterruptsCancelTheStatement() throws Exception {
        for (String endless : new String[] {"SELECT pg_sleep(3600)",
                "WITH RECURSIVE r(n) AS (SELECT 1::bigint UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"}) {
            AtomicReference<Thread> worker = new AtomicReference<>();
            CompletableFuture<String> running = CompletableFuture.supplyAsync(() -> {
                worker.set(Thread.currentThread());
                try {
                    exec(endless);
                    return "ok";
                } catch (SQLException e) {
                    return e.getSQLState();
                } finally {
                    Thread.interrupted(); // the flag stays set after the cancel: clear it for the pool
                }
            });
            while (!running.isDone()) {
                Thread t = worker.get();
                if (t != null) {
                    t.interrupt();
                }
                Thread.sleep(20);
            }
            assertThat(running.get()).isEqualTo("57014");
            usable();
        }
    }

    @Test
    void timeoutMidStatementAbortsABlock() throws Exception {
        try (Statement st = c.createStatement()) {
            st.setQueryTimeout(1);
            // rows stream: the timeout strikes while they are read
            assertThatThrownBy(() -> readAll(st.executeQuery("SELECT pg_sleep(0.3) FROM generate_series(1, 100)")))
                    .isInstanceOfSatisfying(java.sql.SQLTimeoutException.class,
                            e -> assertThat(e.getSQLState()).isEqualTo("57014"));
        }
        usable();
        exec("BEGIN");
        exec("INSERT INTO t VALUES (3, 'three')");
        exec("SET statement_timeout = 100");
        assertThatThrownBy(() -> exec("SELECT pg_sleep(3600)")).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("57014"));
        // a timeout inside a block aborts it, as any error does
        assertThatThrownBy(() -> exec("SELECT 1")).isInstanceOfSatisfying(SQLException.class,
                e -> assertThat(e.getSQLState()).isEqualTo("25P02"));
        exec("ROLLBACK");
        exec("SET statement_timeout = 0");
        usable();
    }

    private static void readAll(java.sql.ResultSet rs) throws SQLException {
        try (rs) {
            while (rs.next()) {
                rs.getObject(1);
            }
        }
    }
}
