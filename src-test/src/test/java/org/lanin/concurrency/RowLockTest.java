package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/** SELECT ... FOR UPDATE: waiting, NOWAIT, SKIP LOCKED and READ COMMITTED re-checks, through JDBC. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class RowLockTest {
    private String url;

    @BeforeEach
    void setUp() throws SQLException {
        url = "jdbc:lanin:mem:" + TestEngine.uniqueName("rowlock");
    }

    private Connection open() throws SQLException {
        Connection c = DriverManager.getConnection(url);
        c.setAutoCommit(false);
        return c;
    }

    private static List<Integer> ids(Connection c, String sql) throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }

    @Test
    void lockedRowsMakeOthersWaitSkipOrFail() throws Exception {
        try (Connection setup = DriverManager.getConnection(url + ";keep=true");
             Connection a = open(); Connection b = open()) {
            setup.createStatement().execute("CREATE TABLE jobs (id integer PRIMARY KEY, state text, tries integer)");
            setup.createStatement().execute("INSERT INTO jobs SELECT g, 'new', 0 FROM generate_series(1, 5) g(g)");
            assertThat(ids(a, "SELECT id FROM jobs WHERE id <= 2 ORDER BY id FOR UPDATE")).containsExactly(1, 2);

            assertThat(ids(b, "SELECT id FROM jobs ORDER BY id FOR UPDATE SKIP LOCKED")).containsExactly(3, 4, 5);
            assertThatThrownBy(() -> ids(b, "SELECT id FROM jobs WHERE id = 1 FOR UPDATE NOWAIT"))
                    .isInstanceOf(SQLException.class)
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("55P03"));
            b.rollback();

            CompletableFuture<List<Integer>> waiter = CompletableFuture.supplyAsync(() -> {
                try {
                    return ids(b, "SELECT tries FROM jobs WHERE id = 1 AND state = 'new' FOR UPDATE");
                } catch (SQLException e) {
                    throw new RuntimeException(e);
                }
            });
            Thread.sleep(200);
            assertThat(waiter).isNotDone();
            a.createStatement().executeUpdate("UPDATE jobs SET tries = tries + 1 WHERE id = 1");
            a.commit();
            assertThat(waiter.get(60, TimeUnit.SECONDS)).as("sees the committed successor").containsExactly(1);
            b.rollback();
        }
    }

    @Test
    void rowThatNoLongerQualifiesIsSkippedAfterTheWait() throws Exception {
        try (Connection setup = DriverManager.getConnection(url + ";keep=true");
             Connection a = open(); Connection b = open()) {
            setup.createStatement().execute("CREATE TABLE q (id integer PRIMARY KEY, state text)");
            setup.createStatement().execute("INSERT INTO q VALUES (1, 'new'), (2, 'new')");
            a.createStatement().executeUpdate("UPDATE q SET state = 'taken' WHERE id = 1");
            CompletableFuture<List<Integer>> waiter = CompletableFuture.supplyAsync(() -> {
                try {
                    return ids(b, "SELECT id FROM q WHERE state = 'new' ORDER BY id FOR UPDATE");
                } catch (SQLException e) {
                    throw new RuntimeException(e);
                }
            });
            Thread.sleep(200);
            a.commit();
            assertThat(waiter.get(60, TimeUnit.SECONDS)).containsExactly(2);
            b.rollback();
        }
    }

    @Test
    void repeatableReadFailsOnAConcurrentUpdate() throws Exception {
        try (Connection setup = DriverManager.getConnection(url + ";keep=true");
             Connection a = open(); Connection b = open()) {
            setup.createStatement().execute("CREATE TABLE r (id integer PRIMARY KEY, v integer)");
            setup.createStatement().execute("INSERT INTO r VALUES (1, 0)");
            b.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            assertThat(ids(b, "SELECT v FROM r")).containsExactly(0);
            a.createStatement().executeUpdate("UPDATE r SET v = 1");
            a.commit();
            assertThatThrownBy(() -> ids(b, "SELECT id FROM r FOR UPDATE"))
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("40001"));
        }
    }
}
