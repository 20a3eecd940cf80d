package org.lanin.planner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.rows;
import static org.lanin.planner.TestSql.scalar;
import static org.lanin.planner.TestSql.state;
import static org.lanin.planner.TestSql.strings;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** pg_stat_activity, pg_cancel_backend and pg_terminate_backend over two sessions of one database. */
class SessionActivityTest {
    private final String name = "activity_" + System.identityHashCode(this);
    private Session a;
    private Session b;
    private int pidB;

    @BeforeEach
    void setUp() {
        a = Lanin.openMemory(name, Map.of("application_name", "watcher"));
        b = Lanin.openMemory(name, Map.of());
        exec(a, "CREATE TABLE t (id int PRIMARY KEY, v text)", "INSERT INTO t VALUES (1, 'a')");
        pidB = ((Number) scalar(b, "SELECT pg_backend_pid()")).intValue();
    }

    @AfterEach
    void tearDown() {
        b.close();
        a.close();
    }

    private String stateOfB() {
        return (String) scalar(a, "SELECT state FROM pg_stat_activity WHERE pid = " + pidB);
    }

    @Test
    void listsEverySessionWithItsStateAndStatement() {
        int pidA = ((Number) scalar(a, "SELECT pg_backend_pid()")).intValue();
        assertThat(strings(a, "SELECT pid = pg_backend_pid(), state, application_name, query, datname = current_database(),"
                + " backend_type, backend_start <= query_start, query_start <= now() + interval '1 minute'"
                + " FROM pg_stat_activity WHERE pid = " + pidA))
                .containsExactly("[true, active, watcher, SELECT pid = pg_backend_pid(), state, application_name, query,"
                        + " datname = current_database(), backend_type, backend_start <= query_start,"
                        + " query_start <= now() + interval '1 minute' FROM pg_stat_activity WHERE pid = " + pidA
                        + ", true, client backend, true, true]");
        assertThat(stateOfB()).isEqualTo("idle");
        assertThat(scalar(a, "SELECT query FROM pg_stat_activity WHERE pid = " + pidB)).isEqualTo("SELECT pg_backend_pid()");
        exec(b, "BEGIN", "UPDATE t SET v = 'b' WHERE id = 1");
        assertThat(stateOfB()).isEqualTo("idle in transaction");
        assertThat(state(b, "SELECT 1 / 0")).isEqualTo("22012");
        assertThat(stateOfB()).isEqualTo("idle in transaction (aborted)");
        exec(b, "ROLLBACK");
        assertThat(stateOfB()).isEqualTo("idle");
        assertThat(scalar(a, "SELECT count(*) FROM pg_stat_activity")).isEqualTo(2L);
    }

    @Test
    void terminateEndsTheSessionAtItsNextUseAndRollsItsTransactionBack() {
        exec(b, "BEGIN", "INSERT INTO t VALUES (2, 'uncommitted')");
        assertThat(scalar(a, "SELECT pg_terminate_backend(" + pidB + ")")).isEqualTo(true);
        assertThat(state(b, "SELECT 1")).isEqualTo("57P01");
        assertThat(b.isClosed()).isTrue();
        assertThat(scalar(a, "SELECT count(*) FROM pg_stat_activity WHERE pid = " + pidB)).isEqualTo(0L);
        assertThat(scalar(a, "SELECT count(*) FROM t")).isEqualTo(1L);
        assertThat(strings(a, "SELECT pg_terminate_backend(" + pidB + "), pg_cancel_backend(" + pidB + ")"))
                .containsExactly("[false, false]");
    }

    @Test
    void cancelStopsTheRunningStatement() throws Exception {
        CompletableFuture<String> sleeping = CompletableFuture.supplyAsync(() -> state(b, "SELECT pg_sleep(60)"));
        while (!"active".equals(stateOfB())) {
            Thread.sleep(5);
        }
        while (!sleeping.isDone()) { // again until it lands: the statement may not have reached its executor yet
            assertThat(scalar(a, "SELECT pg_cancel_backend(" + pidB + ")")).isEqualTo(true);
            Thread.sleep(10);
        }
        assertThat(sleeping.get(30, TimeUnit.SECONDS)).isEqualTo("57014");
        assertThat(rows(b, "SELECT 1")).hasSize(1); // cancel leaves the session usable
        assertThat(scalar(a, "SELECT pg_cancel_backend(-1)")).isEqualTo(false);
    }
}
