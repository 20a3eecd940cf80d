package org.lanin.planner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.scalar;
import static org.lanin.planner.TestSql.state;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.TestSql;

/** SET / SHOW / RESET and the settings that change behaviour. */
class SettingsTest {
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    @Test
    void setShowReset() {
        assertThat(scalar(s, "SHOW statement_timeout")).isEqualTo("0");
        exec(s, "SET statement_timeout = 1500");
        assertThat(scalar(s, "SHOW statement_timeout")).isEqualTo("1500");
        exec(s, "SET statement_timeout TO '5s'");
        assertThat(s.getSetting("statement_timeout")).isEqualTo("5000");
        exec(s, "RESET statement_timeout");
        assertThat(scalar(s, "SHOW statement_timeout")).isEqualTo("0");

        exec(s, "SET application_name = 'my app'", "SET lock_timeout = 10");
        assertThat(scalar(s, "SHOW application_name")).isEqualTo("my app");
        exec(s, "RESET ALL");
        assertThat(scalar(s, "SHOW application_name")).isEqualTo("");
        assertThat(scalar(s, "SHOW lock_timeout")).isEqualTo("0");
    }

    @Test
    void showColumnIsNamedAfterTheSetting() {
        try (ExecutionResult r = s.execute("SHOW search_path")) {
            assertThat(r.hasRows()).isTrue();
            assertThat(r.columns()).extracting(ColumnInfo::name).containsExactly("search_path");
        }
    }

    @Test
    void setTimeZoneAndCompatibilitySettings() {
        exec(s, "SET TIME ZONE 'UTC'", "SET client_encoding = 'UTF8'", "SET extra_float_digits = 3");
        assertThat(scalar(s, "SHOW TimeZone")).isEqualTo("UTC");
        assertThat(scalar(s, "SHOW extra_float_digits")).isEqualTo("3");
        assertThat(scalar(s, "SHOW server_version").toString()).startsWith("15");
    }

    @Test
    void plannerSwitchesForPlanTypesLaninLacksAreAcceptedWithPostgresDefaults() {
        assertThat(scalar(s, "SHOW enable_hashagg")).isEqualTo("on");
        assertThat(scalar(s, "SHOW enable_partitionwise_join")).isEqualTo("off");
        exec(s, "SET enable_hashagg = false", "SET enable_bitmapscan TO off", "SET max_parallel_workers_per_gather = 0",
                "SET parallel_setup_cost = 0", "SET jit_above_cost = -1");
        assertThat(scalar(s, "SHOW enable_hashagg")).isEqualTo("off");
        assertThat(scalar(s, "SHOW max_parallel_workers_per_gather")).isEqualTo("0");
        assertThat(state(s, "SET max_parallel_workers_per_gather = -1")).isEqualTo("22023");
        assertThat(state(s, "SET enable_memoize = maybe")).isEqualTo("22023");
        exec(s, "RESET enable_hashagg");
        assertThat(scalar(s, "SHOW enable_hashagg")).isEqualTo("on");
    }

    @Test
    void booleanSettingsNormalise() {
        exec(s, "SET btree_rightmost_fastpath = false");
        assertThat(scalar(s, "SHOW btree_rightmost_fastpath")).isEqualTo("off");
        exec(s, "SET btree_rightmost_fastpath TO yes");
        assertThat(scalar(s, "SHOW btree_rightmost_fastpath")).isEqualTo("on");
    }

    @Test
    void unknownNamesAndBadValues() {
        LaninException unknown = catchThrowableOfType(LaninException.class, () -> exec(s, "SET no_such_setting = 1"));
        assertThat(unknown.state().code()).isEqualTo("42704");
        assertThat(unknown.getMessage()).contains("no_such_setting");
        assertThat(state(s, "SHOW no_such_setting")).isEqualTo("42704");
        assertThat(state(s, "RESET no_such_setting")).isEqualTo("42704");
        assertThat(state(s, "SET statement_timeout = 'soon'")).isEqualTo("22023");
        assertThat(state(s, "SET plan_cache_size = 'many'")).isEqualTo("22023");
        assertThat(state(s, "SET btree_exclusive_leaf = maybe")).isEqualTo("22023");
        assertThat(state(s, "SET default_transaction_isolation = 'chaotic'")).isEqualTo("22023");
        assertThat(state(s, "SET server_version = '16'")).isEqualTo("22023");
        assertThat(state(s, "SET keep = true")).as("connection-only setting").isIn("22023", "55P02");
    }

    @Test
    void connectionSettingsAreValidated() {
        LaninException unknown = catchThrowableOfType(LaninException.class,
                () -> Lanin.openMemory("", Map.of("nope", "1")));
        assertThat(unknown.state().code()).isEqualTo("42704");
        LaninException bad = catchThrowableOfType(LaninException.class,
                () -> Lanin.openMemory("", Map.of("statement_timeout", "x")));
        assertThat(bad.state().code()).isEqualTo("22023");
        try (Session t = Lanin.openMemory("", Map.of("statement_timeout", "250"))) {
            assertThat(scalar(t, "SHOW statement_timeout")).isEqualTo("250");
        }
    }

    @Test
    void defaultTransactionIsolationAppliesToNewTransactions() {
        exec(s, "SET default_transaction_isolation = 'repeatable read'", "BEGIN");
        assertThat(scalar(s, "SHOW transaction_isolation")).isEqualTo("repeatable read");
        exec(s, "COMMIT");
    }

    @Test
    void statementTimeoutStopsLongQuery() {
        exec(s, "SET statement_timeout = 200");
        // work that cannot finish: only the timeout can end it, however fast the machine
        assertThat(state(s, "WITH RECURSIVE r(n) AS (SELECT 1::bigint UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"))
                .isEqualTo("57014");
        assertThat(state(s, "SELECT pg_sleep(3600)")).isEqualTo("57014");
        exec(s, "SET statement_timeout = 0");
        assertThat(scalar(s, "SELECT count(*) FROM generate_series(1, 1000)")).isEqualTo(1000L);
    }

    @Test
    void executeTimeoutArgumentStopsLongQuery() {
        PreparedSql p = s.prepare("SELECT count(*) FROM generate_series(1, 100000000)");
        LaninException e = catchThrowableOfType(LaninException.class,
                () -> s.execute(p, new Object[0], 0, 100).close());
        assertThat(e.state().code()).isEqualTo("57014");
    }

    @Test
    void timeoutInBlockAbortsIt() {
        exec(s, "BEGIN", "SET statement_timeout = 100");
        assertThat(state(s, "SELECT count(*) FROM generate_series(1, 100000000)")).isEqualTo("57014");
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        exec(s, "ROLLBACK");
    }

    /** Styles pgJDBC refuses (so not recorded against PostgreSQL): German implies DMY, an order alone keeps the style. */
    @Test
    void dateStyleKeepsWhatIsNotGivenAndGermanMeansDmy() {
        assertThat(Setting.dateStyle("German", "ISO, MDY")).isEqualTo("German, DMY");
        assertThat(Setting.dateStyle("German, US", "ISO, MDY")).isEqualTo("German, MDY");
        assertThat(Setting.dateStyle("ymd", "Postgres, DMY")).isEqualTo("Postgres, YMD");
        assertThat(Setting.dateStyle("sql", "ISO, DMY")).isEqualTo("SQL, DMY");
        assertThat(catchThrowableOfType(() -> Setting.dateStyle("sql, german", "ISO, MDY"), LaninException.class)
                .getMessage()).isEqualTo("invalid value for parameter \"DateStyle\": \"sql, german\"");
    }
}
