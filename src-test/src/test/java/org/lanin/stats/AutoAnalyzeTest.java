package org.lanin.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The autovacuum worker analyses a table once the rows changed since its last ANALYZE exceed
 * autovacuum_analyze_threshold + autovacuum_analyze_scale_factor x reltuples. The worker wakes
 * every 200 ms; the waits below only bound how long a test may hang, they assert no speed.
 */
class AutoAnalyzeTest {
    private static final long WAIT_MILLIS = TimeUnit.SECONDS.toMillis(60);

    private static String autoCount(Connection c, String table) throws SQLException {
        return StatsSql.value(c, "SELECT autoanalyze_count FROM lanin_stat_tables WHERE table_name = '" + table + "'");
    }

    /** Polls until the table's autoanalyze_count reaches {@code count}. */
    private static void awaitAutoanalyzed(Connection c, String table, int count) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (Integer.parseInt(autoCount(c, table)) < count) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError(table + " was not autoanalysed " + count + " times");
            }
            Thread.sleep(50);
        }
    }

    /** Several worker rounds (it wakes every 200 ms): long enough for an analysis that is due to run. */
    private static void letTheWorkerRun() throws InterruptedException {
        Thread.sleep(1500);
    }

    @Test
    void changesBeyondThresholdPlusScaledReltuplesTriggerAnAnalyze() throws Exception {
        try (Connection c = StatsSql.open("autoanalyze",
                ";autovacuum_analyze_threshold=0;autovacuum_analyze_scale_factor=0.5")) {
            StatsSql.exec(c, "CREATE TABLE t (a integer)");
            StatsSql.exec(c, "INSERT INTO t SELECT g FROM generate_series(1, 100) g");
            awaitAutoanalyzed(c, "t", 1);
            assertThat(StatsSql.value(c, "SELECT reltuples FROM lanin_stat_tables WHERE table_name = 't'")).isEqualTo("100");
            assertThat(StatsSql.value(c, "SELECT n_distinct FROM pg_stats WHERE tablename = 't'")).isEqualTo("-1");
            assertThat(StatsSql.value(c, "SELECT last_autoanalyze IS NOT NULL FROM lanin_stat_tables")).isEqualTo("t");
            StatsSql.exec(c, "INSERT INTO t SELECT g FROM generate_series(1, 40) g"); // 40 <= 0 + 0.5 x 100
            letTheWorkerRun();
            assertThat(autoCount(c, "t")).isEqualTo("1");
            assertThat(StatsSql.value(c, "SELECT n_mod_since_analyze FROM lanin_stat_tables")).isEqualTo("40");
            StatsSql.exec(c, "DELETE FROM t WHERE a <= 20"); // 40 + 40 > 50
            awaitAutoanalyzed(c, "t", 2);
            assertThat(StatsSql.value(c, "SELECT reltuples FROM lanin_stat_tables WHERE table_name = 't'")).isEqualTo("100");
            assertThat(StatsSql.value(c, "SELECT analyze_count FROM lanin_stat_tables")).isEqualTo("0");
        }
    }

    /** The storage parameters autovacuum_enabled and autovacuum_analyze_threshold override the settings per table. */
    @Test
    void perTableStorageParameters() throws Exception {
        try (Connection c = StatsSql.open("autoanalyzereloptions", "")) {
            StatsSql.exec(c, "CREATE TABLE lo (a integer) WITH (autovacuum_analyze_threshold = 10)");
            StatsSql.exec(c, "CREATE TABLE hi (a integer) WITH (autovacuum_analyze_threshold = 1000)");
            StatsSql.exec(c, "CREATE TABLE off (a integer) WITH (autovacuum_enabled = off)");
            StatsSql.exec(c, "CREATE TABLE later (a integer) WITH (autovacuum_enabled = off)");
            for (String t : new String[] {"lo", "hi", "off", "later"}) {
                StatsSql.exec(c, "INSERT INTO " + t + " SELECT g FROM generate_series(1, 40) g"); // 40 > 10, < 50 and 1000
            }
            awaitAutoanalyzed(c, "lo", 1);
            StatsSql.exec(c, "INSERT INTO hi SELECT g FROM generate_series(1, 100) g");
            StatsSql.exec(c, "INSERT INTO off SELECT g FROM generate_series(1, 100) g");
            StatsSql.exec(c, "ALTER TABLE later RESET (autovacuum_enabled)");
            StatsSql.exec(c, "INSERT INTO later SELECT g FROM generate_series(1, 100) g");
            awaitAutoanalyzed(c, "later", 1);
            letTheWorkerRun();
            assertThat(autoCount(c, "hi")).as("140 changes, threshold 1000").isEqualTo("0");
            assertThat(autoCount(c, "off")).as("autovacuum_enabled = off").isEqualTo("0");
            assertThat(StatsSql.value(c, "SELECT autovacuum_count FROM lanin_stat_tables WHERE table_name = 'off'")).isEqualTo("0");
        }
    }

    @Test
    void theDefaultThresholdAndPartitionedTables() throws Exception {
        try (Connection c = StatsSql.open("autoanalyzedefault", "")) {
            StatsSql.exec(c, "CREATE TABLE p (k integer) PARTITION BY RANGE (k)");
            StatsSql.exec(c, "CREATE TABLE p_small PARTITION OF p FOR VALUES FROM (0) TO (1000)");
            StatsSql.exec(c, "CREATE TABLE p_big PARTITION OF p FOR VALUES FROM (1000) TO (10000)");
            StatsSql.exec(c, "INSERT INTO p SELECT g FROM generate_series(951, 1100) g"); // 49 and 101 rows
            awaitAutoanalyzed(c, "p_big", 1);
            letTheWorkerRun();
            assertThat(autoCount(c, "p_small")).as("49 changes: not above the threshold of 50").isEqualTo("0");
            assertThat(StatsSql.rows(c, "SELECT DISTINCT tablename FROM pg_stats")).as("no inherited statistics")
                    .containsExactly("p_big");
        }
    }

    @Test
    void nothingRunsWithAutovacuumOff() throws Exception {
        try (Connection c = StatsSql.open("autoanalyzeoff", ";autovacuum=off;autovacuum_analyze_threshold=0")) {
            StatsSql.exec(c, "CREATE TABLE t (a integer)");
            StatsSql.exec(c, "INSERT INTO t SELECT g FROM generate_series(1, 100) g");
            letTheWorkerRun();
            assertThat(autoCount(c, "t")).isEqualTo("0");
            StatsSql.exec(c, "SET autovacuum = on");
            awaitAutoanalyzed(c, "t", 1);
        }
    }
}
