package org.lanin.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * ANALYZE and VACUUM ANALYZE through JDBC: syntax and PostgreSQL's errors, column lists,
 * statistics across ALTER TABLE, TRUNCATE and DROP, partitioned tables, the settings, and the
 * analyze counters of lanin_stat_tables.
 */
class AnalyzeSqlTest {
    private static Connection open() throws SQLException {
        Connection c = StatsSql.open("analyze", ";autovacuum=off");
        StatsSql.exec(c, "CREATE TABLE t (a integer, b text)");
        StatsSql.exec(c, "INSERT INTO t SELECT g, 'b' || (g % 3) FROM generate_series(1, 300) g");
        return c;
    }

    private static long statsRows(Connection c, String table) throws SQLException {
        return Long.parseLong(StatsSql.value(c, "SELECT count(*) FROM pg_stats WHERE tablename = '" + table + "'"));
    }

    private static String stat(Connection c, String table, String column) throws SQLException {
        return StatsSql.value(c, "SELECT " + column + " FROM lanin_stat_tables WHERE table_name = '" + table + "'");
    }

    private static void fails(Connection c, String sql, String state, String message) {
        assertThatThrownBy(() -> StatsSql.exec(c, sql)).as(sql).isInstanceOf(SQLException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo(state));
    }

    @Test
    void errorsArePostgresqlsAndNothingIsAnalysedBeforeThem() throws SQLException {
        try (Connection c = open()) {
            fails(c, "ANALYZE nosuch", "42P01", "relation \"nosuch\" does not exist");
            fails(c, "ANALYZE t (nosuch)", "42703", "column \"nosuch\" of relation \"t\" does not exist");
            fails(c, "ANALYZE t (a, a)", "42701", "column \"a\" of relation \"t\" appears more than once");
            fails(c, "ANALYZE (bogus) t", "42601", "unrecognized ANALYZE option \"bogus\"");
            fails(c, "VACUUM (bogus) t", "42601", "unrecognized VACUUM option \"bogus\"");
            fails(c, "VACUUM t (a)", "0A000", "ANALYZE option must be specified when a column list is provided");
            fails(c, "ANALYZE t (a", "42601", "syntax error");
            fails(c, "ANALYZE other.t", "42P01", "relation \"other.t\" does not exist");
            fails(c, "ANALYZE t, nosuch", "42P01", "relation \"nosuch\" does not exist");
            assertThat(statsRows(c, "t")).isZero();
        }
    }

    @Test
    void everySpelling() throws SQLException {
        try (Connection c = open()) {
            StatsSql.exec(c, "CREATE VIEW v AS SELECT a FROM t");
            for (String sql : new String[] {"ANALYZE", "ANALYZE t", "ANALYSE t", "ANALYZE VERBOSE t", "ANALYZE (VERBOSE) t",
                "ANALYZE (VERBOSE false, SKIP_LOCKED) t", "ANALYZE public.t", "ANALYZE t (a, b), t", "ANALYZE v",
                "VACUUM ANALYZE t", "VACUUM FULL VERBOSE ANALYZE t (b)", "VACUUM (ANALYZE, VERBOSE false) t",
                "VACUUM ANALYZE", "vacuum (freeze, analyze) t (a)"}) {
                StatsSql.exec(c, sql);
            }
            assertThat(stat(c, "t", "analyze_count")).isEqualTo("14");
            assertThat(statsRows(c, "t")).isEqualTo(2);
        }
    }

    @Test
    void aColumnListAnalysesOnlyThoseColumnsAndKeepsTheOthers() throws SQLException {
        try (Connection c = open()) {
            StatsSql.exec(c, "ANALYZE t (b)");
            assertThat(StatsSql.rows(c, "SELECT attname, n_distinct FROM pg_stats WHERE tablename = 't'"))
                    .containsExactly("b\t3");
            StatsSql.exec(c, "ANALYZE t");
            StatsSql.exec(c, "UPDATE t SET b = 'same'");
            StatsSql.exec(c, "VACUUM ANALYZE t (a)");
            assertThat(StatsSql.rows(c, "SELECT attname, n_distinct FROM pg_stats WHERE tablename = 't' ORDER BY attname"))
                    .containsExactly("a\t-1", "b\t3");
        }
    }

    @Test
    void statisticsFollowTheTableThroughAlterTruncateAndDrop() throws SQLException {
        try (Connection c = open()) {
            StatsSql.exec(c, "ANALYZE t");
            assertThat(stat(c, "t", "reltuples")).isEqualTo("300");
            assertThat(stat(c, "t", "relpages")).isEqualTo("2");
            StatsSql.exec(c, "ALTER TABLE t ADD COLUMN c integer DEFAULT 1");
            StatsSql.exec(c, "ALTER TABLE t DROP COLUMN a");
            assertThat(StatsSql.rows(c, "SELECT attname FROM pg_stats WHERE tablename = 't'")).containsExactly("b");
            StatsSql.exec(c, "ANALYZE t");
            assertThat(StatsSql.rows(c, "SELECT attname, most_common_vals FROM pg_stats WHERE tablename = 't' ORDER BY attname"))
                    .containsExactly("b\t{b0,b1,b2}", "c\t{1}");
            StatsSql.exec(c, "TRUNCATE t");
            assertThat(statsRows(c, "t")).as("TRUNCATE keeps pg_statistic, as PostgreSQL").isEqualTo(2);
            assertThat(stat(c, "t", "reltuples")).isEqualTo("-1");
            assertThat(stat(c, "t", "relpages")).isEqualTo("0");
            StatsSql.exec(c, "DROP TABLE t");
            StatsSql.exec(c, "CREATE TABLE t (b text)");
            assertThat(statsRows(c, "t")).isZero();
            assertThat(stat(c, "t", "reltuples")).isEqualTo("-1");
        }
    }

    @Test
    void aRolledBackDropTableKeepsTheStatistics() throws SQLException {
        try (Connection c = open()) {
            StatsSql.exec(c, "ANALYZE t");
            c.setAutoCommit(false);
            StatsSql.exec(c, "DROP TABLE t");
            c.rollback();
            c.setAutoCommit(true);
            assertThat(statsRows(c, "t")).isEqualTo(2);
        }
    }

    @Test
    void partitionedTablesGetInheritedStatisticsAndTheirPartitionsTheirOwn() throws SQLException {
        try (Connection c = open()) {
            StatsSql.exec(c, "CREATE TABLE p (k integer, v text) PARTITION BY LIST (v)");
            StatsSql.exec(c, "CREATE TABLE p_x PARTITION OF p FOR VALUES IN ('x')");
            StatsSql.exec(c, "CREATE TABLE p_y PARTITION OF p FOR VALUES IN ('y')");
            StatsSql.exec(c, "INSERT INTO p SELECT g, CASE WHEN g % 4 = 0 THEN 'x' ELSE 'y' END FROM generate_series(1, 400) g");
            StatsSql.exec(c, "ANALYZE p (v)");
            assertThat(StatsSql.rows(c, "SELECT tablename, inherited, most_common_vals, most_common_freqs FROM pg_stats"
                    + " WHERE attname = 'v' ORDER BY tablename")).containsExactly(
                    "p\tt\t{y,x}\t{0.75,0.25}", "p_x\tf\t{x}\t{1}", "p_y\tf\t{y}\t{1}");
            assertThat(stat(c, "p_y", "reltuples")).isEqualTo("300");
        }
    }

    @Test
    void statisticsTargetSetting() throws SQLException {
        try (Connection c = open()) {
            assertThat(StatsSql.value(c, "SHOW default_statistics_target")).isEqualTo("100");
            StatsSql.exec(c, "CREATE TABLE w (a integer)");
            StatsSql.exec(c, "INSERT INTO w SELECT g % 40 FROM generate_series(1, 2000) g");
            StatsSql.exec(c, "INSERT INTO w SELECT g FROM generate_series(100, 1000) g");
            StatsSql.exec(c, "SET default_statistics_target = 10");
            StatsSql.exec(c, "ANALYZE w");
            String mcv = StatsSql.value(c, "SELECT most_common_vals FROM pg_stats WHERE tablename = 'w'");
            String hist = StatsSql.value(c, "SELECT histogram_bounds FROM pg_stats WHERE tablename = 'w'");
            assertThat(mcv.split(",")).hasSize(10);
            assertThat(hist.split(",")).hasSize(11);
            fails(c, "SET default_statistics_target = 0", "22023",
                    "0 is outside the valid range for parameter \"default_statistics_target\" (1 .. 10000)");
            fails(c, "SET default_statistics_target = 10001", "22023", "(1 .. 10000)");
            fails(c, "SET default_statistics_target = 'many'", "22023", "invalid value for parameter");
        }
    }

    @Test
    void autovacuumAnalyzeSettings() throws SQLException {
        try (Connection c = open()) {
            assertThat(StatsSql.value(c, "SHOW autovacuum_analyze_threshold")).isEqualTo("50");
            assertThat(StatsSql.value(c, "SHOW autovacuum_analyze_scale_factor")).isEqualTo("0.1");
            StatsSql.exec(c, "SET autovacuum_analyze_scale_factor = 0.05");
            assertThat(StatsSql.value(c, "SHOW autovacuum_analyze_scale_factor")).isEqualTo("0.05");
            StatsSql.exec(c, "SET autovacuum_analyze_threshold = 0");
            fails(c, "SET autovacuum_analyze_scale_factor = 200", "22023",
                    "200 is outside the valid range for parameter \"autovacuum_analyze_scale_factor\" (0 .. 100)");
            fails(c, "SET autovacuum_analyze_threshold = -1", "22023", "(0 .. 2147483647)");
            fails(c, "SET autovacuum_analyze_scale_factor = 'x'", "22023", "invalid value for parameter");
        }
    }

    @Test
    void changesSinceAnalyzeAndTheCounters() throws SQLException {
        try (Connection c = open()) {
            assertThat(stat(c, "t", "n_mod_since_analyze")).isEqualTo("300");
            assertThat(stat(c, "t", "last_analyze")).isNull();
            StatsSql.exec(c, "ANALYZE t");
            assertThat(stat(c, "t", "n_mod_since_analyze")).isEqualTo("0");
            assertThat(stat(c, "t", "last_analyze")).isNotNull();
            StatsSql.exec(c, "UPDATE t SET b = 'x' WHERE a <= 10");
            StatsSql.exec(c, "DELETE FROM t WHERE a > 295");
            StatsSql.exec(c, "INSERT INTO t VALUES (1000, 'y')");
            assertThat(stat(c, "t", "n_mod_since_analyze")).isEqualTo("16");
            assertThat(stat(c, "t", "analyze_count")).isEqualTo("1");
            assertThat(stat(c, "t", "autoanalyze_count")).isEqualTo("0");
            StatsSql.exec(c, "SELECT lanin_stat_reset()");
            assertThat(stat(c, "t", "analyze_count")).isEqualTo("0");
            assertThat(stat(c, "t", "n_mod_since_analyze")).isEqualTo("16");
        }
    }

    @Test
    void analyzeRunsInTheSessionsTransaction() throws SQLException {
        try (Connection c = open()) {
            c.setAutoCommit(false);
            c.setReadOnly(true);
            StatsSql.exec(c, "ANALYZE t");
            c.commit();
            c.setReadOnly(false);
            StatsSql.exec(c, "INSERT INTO t SELECT g, 'new' FROM generate_series(301, 600) g");
            StatsSql.exec(c, "ANALYZE t (b)");
            assertThat(stat(c, "t", "reltuples")).as("its own uncommitted rows count, as in PostgreSQL").isEqualTo("600");
            c.rollback();
            c.setAutoCommit(true);
        }
    }
}
