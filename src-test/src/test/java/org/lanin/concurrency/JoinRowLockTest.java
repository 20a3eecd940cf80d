package org.lanin.concurrency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/**
 * SELECT ... FOR UPDATE over a join locks the rows of every table it reads (or of the one OF
 * names): another session's lock of such a row fails under NOWAIT, the rows of a table OF leaves
 * out stay free, and a join waiting on a row that is then updated re-checks its WHERE clause on
 * the new version (EvalPlanQual). Each wait is seen in pg_locks before the holder commits, so no
 * outcome depends on timing.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class JoinRowLockTest {
    private String url;
    private Connection admin;

    @BeforeEach
    void setUp() throws SQLException {
        url = "jdbc:lanin:mem:" + TestEngine.uniqueName("joinlock");
        admin = DriverManager.getConnection(url);
        Sessions.exec(admin, "CREATE TABLE orders (id int PRIMARY KEY, customer int, total int)");
        Sessions.exec(admin, "CREATE TABLE customers (id int PRIMARY KEY, name text, credit int)");
        Sessions.exec(admin, "INSERT INTO customers VALUES (1, 'ann', 100), (2, 'bob', 5)");
        Sessions.exec(admin, "INSERT INTO orders VALUES (10, 1, 30), (11, 2, 40), (12, 1, 50)");
    }

    @AfterEach
    void tearDown() throws SQLException {
        admin.close();
    }

    private Connection open() throws SQLException {
        Connection c = DriverManager.getConnection(url);
        c.setAutoCommit(false);
        return c;
    }

    @Test
    void everyJoinedTableIsLockedUnlessOfNamesOne() throws Exception {
        try (Connection a = open(); Connection b = open()) {
            assertThat(ids(a, "SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer WHERE c.name = 'ann'"
                    + " ORDER BY o.id FOR UPDATE")).containsExactly(10, 12);
            assertThat(nowaitState(b, "SELECT id FROM orders WHERE id = 10 FOR UPDATE NOWAIT")).isEqualTo("55P03");
            assertThat(nowaitState(b, "SELECT id FROM customers WHERE id = 1 FOR UPDATE NOWAIT")).isEqualTo("55P03");
            assertThat(nowaitState(b, "SELECT id FROM orders WHERE id = 11 FOR UPDATE NOWAIT")).isNull(); // not joined in
            a.rollback();
            b.rollback();
            assertThat(ids(a, "SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer WHERE c.id = 1"
                    + " ORDER BY o.id FOR UPDATE OF o")).containsExactly(10, 12);
            assertThat(nowaitState(b, "SELECT id FROM customers WHERE id = 1 FOR UPDATE NOWAIT")).isNull();
            assertThat(nowaitState(b, "SELECT id FROM orders WHERE id = 12 FOR UPDATE NOWAIT")).isEqualTo("55P03");
            a.rollback();
            b.rollback();
        }
    }

    @Test
    void aWaitingJoinRechecksItsWhereOnTheNewVersion() throws Exception {
        try (Connection holder = open(); Connection waiter = open()) {
            Sessions.exec(holder, "UPDATE customers SET credit = 0 WHERE id = 1");
            int pid = (int) Sessions.queryLong(waiter, "SELECT pg_backend_pid()");
            CompletableFuture<List<Integer>> locked = CompletableFuture.supplyAsync(() -> {
                try {
                    return ids(waiter, "SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer"
                            + " WHERE c.credit > 10 ORDER BY o.id FOR UPDATE");
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            Sessions.awaitWaiting(admin, pid);
            holder.commit(); // ann's credit is 0 now: her orders no longer pass the WHERE clause
            assertThat(locked.get(20, TimeUnit.SECONDS)).isEmpty();
            waiter.rollback();
        }
        try (Connection holder = open(); Connection waiter = open()) {
            Sessions.exec(holder, "UPDATE orders SET total = total + 1 WHERE id = 10");
            int pid = (int) Sessions.queryLong(waiter, "SELECT pg_backend_pid()");
            CompletableFuture<List<Integer>> totals = CompletableFuture.supplyAsync(() -> {
                try {
                    return ids(waiter, "SELECT o.total FROM orders o JOIN customers c ON c.id = o.customer"
                            + " WHERE o.id = 10 FOR UPDATE");
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            Sessions.awaitWaiting(admin, pid);
            holder.commit();
            assertThat(totals.get(20, TimeUnit.SECONDS)).containsExactly(31); // the newest version's values
            waiter.rollback();
        }
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

    /** The SQLSTATE the statement fails with, or null when it succeeds. */
    private static String nowaitState(Connection c, String sql) {
        SQLException e = catchThrowableOfType(() -> ids(c, sql), SQLException.class);
        if (e != null) {
            try {
                c.rollback();
            } catch (SQLException ignored) {
                // the state is what the test wants
            }
        }
        return e == null ? null : e.getSQLState();
    }
}
