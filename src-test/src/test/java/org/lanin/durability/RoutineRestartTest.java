package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * User-defined functions (SQL and PL/pgSQL), procedures, aggregates and triggers come back from the
 * log (crash copy), from an online backup and from the image (clean restart): CREATE, CREATE OR
 * REPLACE, ALTER ... RENAME / SET SCHEMA / OWNER, DROP (CASCADE), CREATE AGGREGATE, CREATE [OR
 * REPLACE] TRIGGER, DROP TRIGGER, ALTER TABLE ... ENABLE / DISABLE TRIGGER; triggers fire after
 * reopening, and an expression index over a user function is bound again on open.
 */
class RoutineRestartTest {
    @TempDir
    Path tmp;

    @Test
    void functionsProceduresAndAggregatesSurvive() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "routines", c -> exec(c,
                "CREATE TABLE t (id int PRIMARY KEY, v int)",
                "CREATE FUNCTION add1(x int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT x + 1 $$",
                "CREATE OR REPLACE FUNCTION add1(x int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT x + 10 $$",
                "CREATE INDEX t_add1 ON t (add1(v))",
                "CREATE INDEX t_twice ON t ((v * 2)) WHERE v > 0",
                "CREATE FUNCTION dbl(x int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN x * 2; END $$",
                "SELECT dbl(1)", // its parsed body is cached in memory; the files keep the source only
                "CREATE PROCEDURE ins(a int) LANGUAGE sql AS $$ INSERT INTO t VALUES (a, a * 100) $$",
                "CALL ins(1)",
                "CHECKPOINT", // the crash copy: what came before from the image, the rest from the log
                "CREATE FUNCTION old_name() RETURNS text LANGUAGE sql AS $$ SELECT 'renamed' $$",
                "ALTER FUNCTION old_name() RENAME TO new_name",
                "CREATE SCHEMA util",
                "CREATE FUNCTION moved(a int, b int DEFAULT 5) RETURNS int LANGUAGE sql AS $$ SELECT a * b $$",
                "ALTER FUNCTION moved(int, int) SET SCHEMA util",
                "CREATE FUNCTION gone() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$", "DROP FUNCTION gone()",
                "CREATE TYPE mood AS ENUM ('low', 'high')",
                "CREATE FUNCTION flip(m mood) RETURNS mood LANGUAGE sql AS $$ SELECT CASE m WHEN 'low' THEN 'high'::mood ELSE 'low' END $$",
                "CREATE FUNCTION evens(n int) RETURNS SETOF int LANGUAGE sql AS $$ SELECT g * 2 FROM generate_series(1, n) g $$",
                "CREATE FUNCTION pairs(n int) RETURNS TABLE (a int, b text) LANGUAGE sql AS $$ SELECT g, 'x' || g FROM generate_series(1, n) g $$",
                "CREATE FUNCTION sq_add(s int, x int) RETURNS int LANGUAGE sql AS $$ SELECT s + x * x $$",
                "CREATE AGGREGATE sumsq(int) (SFUNC = sq_add, STYPE = int, INITCOND = '0')",
                "CALL ins(2)"), c -> {
            assertThat(rows(c, "SELECT add1(1), dbl(4), new_name(), util.moved(3), util.moved(2, 2), flip('low')"))
                    .containsExactly("11|8|renamed|15|4|high");
            assertThat(rows(c, "SELECT * FROM evens(3)")).containsExactly("2", "4", "6");
            assertThat(rows(c, "SELECT b, a FROM pairs(2)")).containsExactly("x1|1", "x2|2");
            assertThat(rows(c, "SELECT sumsq(id) FROM t")).containsExactly("5");
            SqlFails.expect(() -> rows(c, "SELECT old_name()"), "42883");
            SqlFails.expect(() -> rows(c, "SELECT gone()"), "42883");
            SqlFails.expect(() -> rows(c, "SELECT moved(1)"), "42883");
            assertThat(rows(c, "SELECT id FROM t WHERE add1(v) = 210")).containsExactly("2");
            assertThat(rows(c, "EXPLAIN SELECT id FROM t WHERE add1(v) = 210").toString()).contains("t_add1");
            assertThat(rows(c, "SELECT id FROM t WHERE v * 2 = 400 AND v > 0")).containsExactly("2");
            RestartTest.assertIndexesClean(c);
            exec(c, "CALL ins(3)", "CREATE OR REPLACE FUNCTION dbl(x int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN x * 3; END $$");
            assertThat(rows(c, "SELECT count(*), dbl(2) FROM t")).containsExactly("3|6");
            assertThat(rows(c, "SELECT id FROM t WHERE add1(v) = 310")).containsExactly("3");
        });
    }

    @Test
    void triggersSurviveAndFireAfterReopening() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "triggers", c -> exec(c,
                "CREATE TABLE t (id int PRIMARY KEY, v text)",
                "CREATE TABLE audit (id int, op text)",
                "CREATE FUNCTION log_it() RETURNS trigger LANGUAGE plpgsql AS"
                        + " $$ BEGIN INSERT INTO audit VALUES (NEW.id, TG_OP || ':' || TG_NAME); RETURN NEW; END $$",
                "CREATE FUNCTION upper_v() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.v := upper(NEW.v); RETURN NEW; END $$",
                "CREATE TRIGGER t_log AFTER INSERT OR UPDATE ON t FOR EACH ROW EXECUTE FUNCTION log_it()",
                "CREATE OR REPLACE TRIGGER t_log AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION log_it()",
                "CREATE TRIGGER t_upper BEFORE INSERT ON t FOR EACH ROW WHEN (NEW.v <> 'keep') EXECUTE FUNCTION upper_v()",
                "CREATE TRIGGER t_off AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION log_it()",
                "ALTER TABLE t DISABLE TRIGGER t_off",
                "CREATE TRIGGER t_dropped AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION log_it()",
                "DROP TRIGGER t_dropped ON t",
                "CREATE TABLE gone (x int)",
                "CREATE TRIGGER g_log AFTER INSERT ON gone FOR EACH ROW EXECUTE FUNCTION log_it()",
                "DROP TABLE gone",
                "ALTER TABLE t RENAME TO t2",
                "INSERT INTO t2 VALUES (1, 'a')"), c -> {
            assertThat(rows(c, "SELECT tgname, tgenabled FROM pg_trigger ORDER BY 1"))
                    .containsExactly("t_log|O", "t_off|D", "t_upper|O");
            assertThat(rows(c, "SELECT * FROM audit")).containsExactly("1|INSERT:t_log");
            exec(c, "INSERT INTO t2 VALUES (2, 'b'), (3, 'keep')", "UPDATE t2 SET v = 'x' WHERE id = 1");
            assertThat(rows(c, "SELECT * FROM t2 ORDER BY id")).containsExactly("1|x", "2|B", "3|keep");
            assertThat(rows(c, "SELECT * FROM audit ORDER BY id")).containsExactly("1|INSERT:t_log", "2|INSERT:t_log",
                    "3|INSERT:t_log");
            exec(c, "ALTER TABLE t2 ENABLE TRIGGER t_off", "INSERT INTO t2 VALUES (4, 'd')");
            assertThat(rows(c, "SELECT op FROM audit WHERE id = 4 ORDER BY op")).containsExactly("INSERT:t_log", "INSERT:t_off");
            SqlFails.expect(() -> exec(c, "DROP FUNCTION log_it()"), "2BP01");
            exec(c, "DROP FUNCTION log_it() CASCADE", "INSERT INTO t2 VALUES (5, 'e')");
            assertThat(rows(c, "SELECT count(*) FROM audit WHERE id = 5")).containsExactly("0");
        });
    }

    /** What the second life changes is logged too: a trigger dropped by CASCADE stays dropped, one created fires. */
    @Test
    void changesMadeAfterReopeningAreKept() throws Exception {
        Path dir = tmp.resolve("lives");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int)", "CREATE TABLE n (c int)",
                    "CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE n SET c = c + 1; RETURN NULL; END $$",
                    "INSERT INTO n VALUES (0)", "CREATE TRIGGER b1 AFTER INSERT ON t FOR EACH STATEMENT EXECUTE FUNCTION bump()");
        }
        try (Connection c = open(dir)) {
            exec(c, "INSERT INTO t VALUES (1)", "DROP FUNCTION bump() CASCADE",
                    "CREATE FUNCTION bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE n SET c = c + 10; RETURN NULL; END $$",
                    "CREATE TRIGGER b2 AFTER INSERT ON t FOR EACH STATEMENT EXECUTE FUNCTION bump()");
            FileDb.crashCopy(dir, tmp.resolve("lives-crashed"));
        }
        for (Path p : new Path[] {tmp.resolve("lives-crashed"), dir}) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT tgname FROM pg_trigger")).as(p.toString()).containsExactly("b2");
                exec(c, "INSERT INTO t VALUES (2)");
                assertThat(rows(c, "SELECT c FROM n")).as(p.toString()).containsExactly("11");
            }
        }
    }

    /** A CREATE FUNCTION writes no transaction record, so its own record is forced before it returns (whatever synchronous_commit says). */
    @Test
    void routineDdlIsForcedBeforeItReturns() throws Exception {
        try (Connection c = open(tmp.resolve("forced"), ";synchronous_commit=off")) {
            long flushes = FileDb.scalar(c, "SELECT flushes FROM lanin_stat_wal");
            exec(c, "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$");
            assertThat(FileDb.scalar(c, "SELECT flushes FROM lanin_stat_wal")).isEqualTo(flushes + 1);
            assertThat(rows(c, "SELECT flush_lsn = append_lsn FROM lanin_stat_wal")).containsExactly("t");
        }
    }

    /**
     * Routines are transactional: a rolled-back CREATE FUNCTION never reaches the files (its change is
     * logged when its transaction commits), neither in memory nor after a crash, also when a checkpoint
     * ran while that transaction was open.
     */
    @Test
    void aRolledBackCreateFunctionIsGoneInMemoryAndInTheFiles() throws Exception {
        Path dir = tmp.resolve("rollback");
        Path crashed = tmp.resolve("rollback-crashed");
        try (Connection c = open(dir); Connection other = DriverManager.getConnection("jdbc:lanin:file:" + dir)) {
            c.setAutoCommit(false);
            exec(c, "CREATE TABLE t (x int)", "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 7 $$");
            exec(other, "CHECKPOINT");
            c.rollback();
            SqlFails.expect(() -> rows(other, "SELECT f()"), "42883");
            FileDb.crashCopy(dir, crashed);
        }
        try (Connection c = open(crashed)) {
            SqlFails.expect(() -> rows(c, "SELECT f()"), "42883");
            SqlFails.expect(() -> rows(c, "SELECT * FROM t"), "42P01");
        }
    }
}
