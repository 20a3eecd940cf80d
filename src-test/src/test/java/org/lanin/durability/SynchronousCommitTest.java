package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * synchronous_commit per session, as in PostgreSQL: a session with it off has its commits
 * acknowledged before their flush ({@code lanin_stat_wal.async_commits} counts them), while
 * another session's commits on the same database still wait for theirs — checked with the log's
 * counters and positions, never with timings. SET LOCAL lasts until the block ends; local,
 * remote_write and remote_apply act as on; ALTER DATABASE / ROLE ... SET give new sessions their
 * starting value, under the connection's own. (The SIGKILL harness checks the promises under a crash:
 * {@link KillCrashTest} runs half its writers with synchronous_commit off.)
 */
class SynchronousCommitTest {
    @TempDir
    Path tmp;

    @Test
    void anOffSessionDoesNotMakeAnOnSessionsCommitsAsynchronous() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection on = open(dir); Connection off = open(dir)) {
            exec(on, "CREATE TABLE t (id int PRIMARY KEY, who text)");
            exec(off, "SET synchronous_commit = off");
            assertThat(rows(off, "SHOW synchronous_commit")).containsExactly("off");
            assertThat(rows(on, "SHOW synchronous_commit")).containsExactly("on");
            for (int i = 0; i < 20; i++) {
                long async = stat(on, "async_commits");
                long flushes = stat(on, "flushes");
                exec(off, "INSERT INTO t VALUES (" + (2 * i) + ", 'off')");
                assertThat(stat(on, "async_commits")).as("the off session's commit %d", i).isEqualTo(async + 1);
                exec(on, "INSERT INTO t VALUES (" + (2 * i + 1) + ", 'on')");
                assertThat(stat(on, "async_commits")).as("the on session's commit %d", i).isEqualTo(async + 1);
                assertThat(stat(on, "flushes")).as("a flush for the on session's commit %d", i).isGreaterThan(flushes);
                // nobody appends meanwhile: the on session's flush took the log to its end, the off record with it
                assertThat(stat(on, "flush_lsn")).isEqualTo(stat(on, "append_lsn"));
            }
            FileDb.crashCopy(dir, tmp.resolve("copy"));
        }
        try (Connection c = open(tmp.resolve("copy"))) {
            assertThat(scalar(c, "SELECT count(*) FROM t WHERE who = 'on'")).isEqualTo(20);
        }
    }

    @Test
    void setLocalLastsUntilTheBlockEnds() throws Exception {
        try (Connection c = open(tmp.resolve("local"))) {
            exec(c, "CREATE TABLE t (x int)");
            long async = stat(c, "async_commits");
            exec(c, "BEGIN", "SET LOCAL synchronous_commit = off", "INSERT INTO t VALUES (1)");
            assertThat(rows(c, "SHOW synchronous_commit")).containsExactly("off");
            exec(c, "COMMIT");
            assertThat(rows(c, "SHOW synchronous_commit")).containsExactly("on");
            assertThat(stat(c, "async_commits")).isEqualTo(async + 1);
            exec(c, "INSERT INTO t VALUES (2)");
            assertThat(stat(c, "async_commits")).as("the next commit waits again").isEqualTo(async + 1);
            exec(c, "BEGIN", "SELECT set_config('synchronous_commit', 'off', true)", "INSERT INTO t VALUES (3)", "ROLLBACK");
            assertThat(rows(c, "SHOW synchronous_commit")).containsExactly("on");
            exec(c, "SET LOCAL synchronous_commit = off"); // outside a block: no effect (PostgreSQL warns)
            assertThat(rows(c, "SHOW synchronous_commit")).containsExactly("on");
            for (String level : new String[] {"local", "remote_write", "remote_apply", "true", "on"}) {
                exec(c, "SET synchronous_commit = " + level, "INSERT INTO t VALUES (4)");
                assertThat(stat(c, "async_commits")).as(level).isEqualTo(async + 1);
            }
            assertThat(rows(c, "SHOW synchronous_commit")).containsExactly("on");
            exec(c, "SET synchronous_commit TO 'remote_apply'");
            assertThat(rows(c, "SHOW synchronous_commit")).containsExactly("remote_apply");
            SqlFails.expect(() -> exec(c, "SET synchronous_commit = sometimes"), "22023");
        }
        try (Connection c = open(tmp.resolve("url"), ";synchronous_commit=off")) { // a URL value is the session's
            exec(c, "CREATE TABLE t (x int)", "INSERT INTO t VALUES (1)");
            assertThat(stat(c, "async_commits")).isEqualTo(2);
        }
    }

    @Test
    void alterDatabaseAndRoleSetWhatNewSessionsStartWith() throws Exception {
        Path dir = tmp.resolve("alter");
        try (Connection c = open(dir)) {
            String db = "\"" + rows(c, "SELECT current_database()").get(0) + "\"";
            exec(c, "CREATE TABLE t (x int)", "ALTER DATABASE " + db + " SET synchronous_commit = off");
            assertThat(rows(c, "SHOW synchronous_commit")).as("open sessions keep theirs").containsExactly("on");
            try (Connection next = open(dir)) {
                assertThat(rows(next, "SHOW synchronous_commit")).containsExactly("off");
                long async = stat(next, "async_commits");
                exec(next, "INSERT INTO t VALUES (1)");
                assertThat(stat(next, "async_commits")).isEqualTo(async + 1);
            }
            try (Connection own = open(dir, ";synchronous_commit=local")) { // the connection's value wins
                assertThat(rows(own, "SHOW synchronous_commit")).containsExactly("local");
            }
            exec(c, "ALTER ROLE lanin SET synchronous_commit TO remote_write"); // the role's wins over the database's
            try (Connection next = open(dir)) {
                assertThat(rows(next, "SHOW synchronous_commit")).containsExactly("remote_write");
            }
            exec(c, "ALTER ROLE lanin RESET ALL", "ALTER DATABASE " + db + " RESET synchronous_commit");
            try (Connection next = open(dir)) {
                assertThat(rows(next, "SHOW synchronous_commit")).containsExactly("on");
            }
            SqlFails.expect(() -> exec(c, "ALTER DATABASE nosuch SET synchronous_commit = off"), "3D000");
            SqlFails.expect(() -> exec(c, "ALTER ROLE nobody SET synchronous_commit = off"), "42704");
            SqlFails.expect(() -> exec(c, "ALTER DATABASE " + db + " SET synchronous_commit = maybe"), "22023");
            SqlFails.expect(() -> exec(c, "ALTER DATABASE " + db + " SET no_such = 1"), "42704");
        }
    }

    private static long stat(Connection c, String column) throws Exception {
        return scalar(c, "SELECT " + column + " FROM lanin_stat_wal");
    }
}
