package org.lanin.routines;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Routines and triggers are transactional (RoutinesRecordedTest's transactional.sql shows one
 * session): another session does not see a routine change until it commits, the plan cache
 * does not hand one session's plan over its uncommitted routines to another, two transactions
 * changing one routine at once are refused, and a file database keeps committed changes only.
 * Also COMMIT inside a procedure through JDBC's auto-commit switch (transaction_control.sql has the rest).
 */
class TransactionalRoutinesTest {
    private static String one(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static String state(Statement st, String sql) {
        try {
            st.execute(sql);
            return "ok";
        } catch (SQLException e) {
            return e.getSQLState();
        }
    }

    @Test
    void otherSessionsSeeARoutineOnlyAfterCommit() throws SQLException {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:txroutines1");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:txroutines1");
             Statement sa = a.createStatement(); Statement sb = b.createStatement()) {
            sa.execute("CREATE FUNCTION g() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$");
            a.setAutoCommit(false);
            sa.execute("CREATE FUNCTION f() RETURNS integer LANGUAGE sql AS $$ SELECT 7 $$");
            sa.execute("CREATE OR REPLACE FUNCTION g() RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$");
            assertThat(one(sa, "SELECT f()")).isEqualTo("7");
            assertThat(one(sa, "SELECT g()")).isEqualTo("2");
            assertThat(state(sb, "SELECT f()")).isEqualTo("42883"); // same text, a's plan is not shared
            assertThat(one(sb, "SELECT g()")).isEqualTo("1");
            assertThat(one(sb, "SELECT count(*) FROM pg_proc WHERE proname = 'f'")).isEqualTo("0");
            PreparedStatement prepared = b.prepareStatement("SELECT g()");
            try (ResultSet rs = prepared.executeQuery()) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(1);
            }
            sb.execute("SET lock_timeout = 50"); // b would wait for a's transaction: PostgreSQL's row lock on pg_proc
            assertThat(state(sb, "CREATE OR REPLACE FUNCTION g() RETURNS integer LANGUAGE sql AS $$ SELECT 3 $$"))
                    .isEqualTo("55P03");
            a.commit();
            assertThat(one(sb, "SELECT f()")).isEqualTo("7");
            assertThat(one(sb, "SELECT g()")).isEqualTo("2");
            try (ResultSet rs = prepared.executeQuery()) { // planned before the commit: planned again
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(2);
            }
        }
    }

    @Test
    void uncommittedTriggerFiresOnlyInItsSession() throws SQLException {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:txroutines2");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:txroutines2");
             Statement sa = a.createStatement(); Statement sb = b.createStatement()) {
            sa.execute("CREATE TABLE t (id integer, v text)");
            sa.execute("CREATE FUNCTION mark() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.v := 'marked'; RETURN NEW; END $$");
            a.setAutoCommit(false);
            sa.execute("CREATE TRIGGER m BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION mark()");
            sa.execute("INSERT INTO t VALUES (1, 'a')");
            a.rollback(); // a holds t's lock for CREATE TRIGGER until here; b's insert would wait
            sb.execute("INSERT INTO t VALUES (2, 'b')");
            assertThat(one(sb, "SELECT string_agg(id || v, ',') FROM t")).isEqualTo("2b");
        }
    }

    /** Runs {@code sql} on {@code c} in a thread of its own; its outcome (ok or SQLSTATE) when it ends. */
    private static java.util.concurrent.CompletableFuture<String> async(Connection c, String sql) {
        return java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try (Statement st = c.createStatement()) {
                return state(st, sql);
            } catch (SQLException e) {
                return e.getSQLState();
            }
        });
    }

    @Test
    void aConflictingChangeWaitsForTheFirstTransaction() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:txroutines3");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:txroutines3");
             Statement sa = a.createStatement()) {
            a.setAutoCommit(false);
            sa.execute("CREATE FUNCTION h() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$");
            var second = async(b, "CREATE FUNCTION h() RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$");
            a.rollback(); // whether b waited or came after: it makes h
            assertThat(second.get()).isEqualTo("ok");
            assertThat(one(sa, "SELECT h()")).isEqualTo("2");
            a.commit();
            sa.execute("CREATE OR REPLACE FUNCTION h() RETURNS integer LANGUAGE sql AS $$ SELECT 3 $$");
            second = async(b, "CREATE FUNCTION h() RETURNS integer LANGUAGE sql AS $$ SELECT 4 $$");
            a.commit(); // b fails either way: 23505 after waiting (pg_proc's unique index), 42723 if it came after
            assertThat(second.get()).isIn("23505", "42723");
            assertThat(one(sa, "SELECT h()")).isEqualTo("3");
        }
    }

    @Test
    void twoTransactionsWaitingForEachOthersRoutinesDeadlock() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:txroutines4");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:txroutines4");
             Statement sa = a.createStatement(); Statement sb = b.createStatement()) {
            sa.execute("CREATE FUNCTION f() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$");
            sa.execute("CREATE FUNCTION g() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$");
            a.setAutoCommit(false);
            b.setAutoCommit(false);
            sa.execute("CREATE OR REPLACE FUNCTION f() RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$");
            sb.execute("CREATE OR REPLACE FUNCTION g() RETURNS integer LANGUAGE sql AS $$ SELECT 3 $$");
            var first = async(a, "DROP FUNCTION g()");
            var then = async(b, "DROP FUNCTION f()");
            // whichever closes the cycle is the victim (40P01); the other waits until the victim's transaction ends
            String victim = java.util.concurrent.CompletableFuture.anyOf(first, then).get().toString();
            assertThat(victim).isEqualTo("40P01");
            // decided once, before the rollback: after it the survivor may be done too
            boolean aLost = first.isDone();
            var survivor = aLost ? then : first;
            (aLost ? a : b).rollback();
            assertThat(survivor.get()).isIn("ok", "XX000");
        }
    }

    @Test
    void aFileDatabaseKeepsOnlyCommittedRoutines(@TempDir Path dir) throws SQLException {
        String url = "jdbc:lanin:file:" + dir.resolve("db");
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE FUNCTION kept() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$");
            c.setAutoCommit(false);
            st.execute("CREATE FUNCTION lost() RETURNS integer LANGUAGE sql AS $$ SELECT 2 $$");
            st.execute("DROP FUNCTION kept()");
            c.rollback();
        }
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            assertThat(one(st, "SELECT kept()")).isEqualTo("1");
            assertThat(state(st, "SELECT lost()")).isEqualTo("42883");
        }
    }

    @Test
    void aProcedureCommitsOnlyWhenItsCallRunsAloneInAutoCommit() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE log (v integer)");
            st.execute("CREATE PROCEDURE p() LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (1); COMMIT; "
                    + "INSERT INTO log VALUES (2); ROLLBACK; END $$");
            c.setAutoCommit(false); // pgJDBC sends BEGIN here: the CALL runs in a block
            assertThat(state(st, "CALL p()")).isEqualTo("2D000");
            c.rollback();
            c.setAutoCommit(true);
            st.execute("CALL p()");
            assertThat(one(st, "SELECT string_agg(v::text, ',') FROM log")).isEqualTo("1");
            st.execute("INSERT INTO log VALUES (3)"); // the session is back to plain auto-commit
            assertThat(one(st, "SELECT count(*) FROM log")).isEqualTo("2");
        }
    }

    @Test
    void disabledForeignKeyTriggersStayOffAcrossARestart(@TempDir Path dir) throws SQLException {
        String url = "jdbc:lanin:file:" + dir.resolve("fk");
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE parent (id integer PRIMARY KEY)");
            st.execute("CREATE TABLE child (id integer, pid integer REFERENCES parent (id))");
            st.execute("ALTER TABLE child DISABLE TRIGGER ALL");
            st.execute("CHECKPOINT");
            st.execute("CREATE TABLE other (id integer PRIMARY KEY, pid integer REFERENCES parent (id))");
            st.execute("ALTER TABLE other DISABLE TRIGGER ALL"); // in the log after the checkpoint
        }
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("INSERT INTO child VALUES (1, 99)");
            st.execute("INSERT INTO other VALUES (1, 99)");
            st.execute("ALTER TABLE child ENABLE TRIGGER ALL");
            assertThat(state(st, "INSERT INTO child VALUES (2, 98)")).isEqualTo("23503");
        }
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            assertThat(state(st, "INSERT INTO child VALUES (2, 98)")).isEqualTo("23503");
            assertThat(state(st, "INSERT INTO other VALUES (2, 98)")).isEqualTo("ok");
        }
    }
}
