package org.lanin.concurrency;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.lanin.testkit.TestEngine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Snapshot isolation and row locking as PostgreSQL defines them, observed over JDBC. */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class RepeatableReadTest {
    private static final String READ = "SELECT v FROM t WHERE id = 1";

    private static Sessions setUp(TestEngine engine) throws SQLException {
        Sessions s = new Sessions(engine, "rr");
        s.exec("CREATE TABLE t (id integer PRIMARY KEY, v integer NOT NULL)");
        s.exec("INSERT INTO t VALUES (1, 10), (2, 20)");
        return s;
    }

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void snapshotStaysStableUntilCommit(TestEngine engine) throws SQLException {
        try (Sessions s = setUp(engine); Connection a = s.open(Connection.TRANSACTION_REPEATABLE_READ)) {
            assertThat(Sessions.queryLong(a, READ)).isEqualTo(10);
            s.exec("UPDATE t SET v = 11 WHERE id = 1");
            assertThat(Sessions.queryLong(a, READ)).as("same snapshot").isEqualTo(10);
            a.commit();
            assertThat(Sessions.queryLong(a, READ)).as("new transaction, new snapshot").isEqualTo(11);
            a.commit();
        }
    }

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void readCommittedSeesEachCommit(TestEngine engine) throws SQLException {
        try (Sessions s = setUp(engine); Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            assertThat(Sessions.queryLong(a, READ)).isEqualTo(10);
            s.exec("UPDATE t SET v = 12 WHERE id = 1");
            assertThat(Sessions.queryLong(a, READ)).isEqualTo(12);
            a.commit();
        }
    }

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void writeWriteConflictAfterCommitFailsWith40001(TestEngine engine) throws SQLException {
        try (Sessions s = setUp(engine);
             Connection a = s.open(Connection.TRANSACTION_REPEATABLE_READ);
             Connection b = s.open(Connection.TRANSACTION_REPEATABLE_READ)) {
            Sessions.queryLong(a, READ);
            Sessions.queryLong(b, READ); // both snapshots taken before either writes
            Sessions.exec(a, "UPDATE t SET v = v + 1 WHERE id = 1");
            a.commit();
            assertThatThrownBy(() -> Sessions.exec(b, "UPDATE t SET v = v + 100 WHERE id = 1"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertSerializationFailure(s, e));
            b.rollback();
            assertThat(s.queryLong(READ)).isEqualTo(11);
        }
    }

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void writerBlockedByUncommittedWriterFailsWith40001WhenItCommits(TestEngine engine) throws Exception {
        try (Sessions s = setUp(engine);
             Connection a = s.open(Connection.TRANSACTION_REPEATABLE_READ);
             Connection b = s.open(Connection.TRANSACTION_REPEATABLE_READ)) {
            Sessions.queryLong(b, READ);
            Sessions.exec(a, "UPDATE t SET v = v + 1 WHERE id = 1");
            CompletableFuture<Void> blocked = s.async(() -> Sessions.exec(b, "UPDATE t SET v = v + 100 WHERE id = 1"));
            assertStillWaiting(blocked);
            a.commit();
            assertThatThrownBy(() -> blocked.get(10, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class)
                    .satisfies(t -> assertSerializationFailure(s, Sessions.sqlCause(t)));
            b.rollback();
            assertThat(s.queryLong(READ)).isEqualTo(11);
        }
    }

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void readCommittedDoesNotLoseUpdates(TestEngine engine) throws Exception {
        try (Sessions s = setUp(engine);
             Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED);
             Connection b = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            Sessions.exec(a, "UPDATE t SET v = v + 1 WHERE id = 1");
            CompletableFuture<Void> second = s.async(() -> {
                Sessions.exec(b, "UPDATE t SET v = v + 1 WHERE id = 1");
                b.commit();
            });
            assertStillWaiting(second);
            a.commit();
            second.get(10, TimeUnit.SECONDS);
            assertThat(s.queryLong(READ)).as("both increments applied").isEqualTo(12);
        }
    }

    @ParameterizedTest
    @EnumSource(TestEngine.class)
    void deadlockAbortsExactlyOneTransaction(TestEngine engine) throws Exception {
        try (Sessions s = setUp(engine);
             Connection a = s.open(Connection.TRANSACTION_READ_COMMITTED);
             Connection b = s.open(Connection.TRANSACTION_READ_COMMITTED)) {
            Sessions.exec(a, "UPDATE t SET v = v + 1 WHERE id = 1");
            Sessions.exec(b, "UPDATE t SET v = v + 1 WHERE id = 2");
            CompletableFuture<Void> fromA = s.async(() -> finishOrRollback(a, "UPDATE t SET v = v + 1 WHERE id = 2"));
            CompletableFuture<Void> fromB = s.async(() -> finishOrRollback(b, "UPDATE t SET v = v + 1 WHERE id = 1"));
            List<SQLException> victims = new ArrayList<>();
            for (CompletableFuture<Void> f : List.of(fromA, fromB)) {
                try {
                    f.get(15, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    victims.add(Sessions.sqlCause(e));
                }
            }
            assertThat(victims).hasSize(1);
            assertThat(victims.get(0).getSQLState()).isIn(s.deadlockStates());
            assertThat(s.queryLong("SELECT sum(v) FROM t")).as("the survivor's two increments").isEqualTo(32);
        }
    }

    private static void finishOrRollback(Connection c, String sql) throws SQLException {
        try {
            Sessions.exec(c, sql);
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        }
    }

    private static void assertSerializationFailure(Sessions s, SQLException e) {
        assertThat(e.getSQLState()).isIn(s.serializationFailureStates());
        if (s.engine() == TestEngine.LANIN) {
            assertThat((Throwable) e).isInstanceOf(SQLTransactionRollbackException.class);
        }
    }

    private static void assertStillWaiting(CompletableFuture<Void> f) throws Exception {
        try {
            f.get(300, TimeUnit.MILLISECONDS);
            throw new AssertionError("expected the second writer to wait for the first one's row lock");
        } catch (TimeoutException expected) {
            // blocked on the row lock, as it should be
        }
    }
}
