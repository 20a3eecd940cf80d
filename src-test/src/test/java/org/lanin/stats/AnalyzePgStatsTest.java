package org.lanin.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * pg_stats after ANALYZE matches what PostgreSQL 15 shows for the same data and statistics
 * target (resources stats/analyze_cases.sql, recorded by stats/record.sh into
 * stats/pg15_pg_stats.tsv): every table there is smaller than the sample, so ANALYZE reads all
 * its rows and the output is deterministic. Covers integer, text (array quoting), numeric,
 * float, boolean, date/time and uuid columns, NULLs, deleted rows, dropped and added columns, a
 * partitioned table's inherited statistics and a lower default_statistics_target.
 */
class AnalyzePgStatsTest {
    private static final String PG_STATS = "SELECT tablename, attname, inherited, null_frac, avg_width, n_distinct,"
            + " most_common_vals, most_common_freqs, histogram_bounds, correlation FROM pg_stats"
            + " WHERE schemaname = 'public' ORDER BY tablename, attname, inherited";

    @Test
    void pgStatsAndReltuplesMatchPostgresql() throws SQLException {
        try (Connection c = StatsSql.open("pgstats", ";autovacuum=off")) {
            StatsSql.runScript(c, StatsSql.resource("/stats/analyze_cases.sql"));
            List<String> recorded = lines(StatsSql.resource("/stats/pg15_pg_stats.tsv"));
            assertThat(StatsSql.rows(c, PG_STATS)).hasSize(36).containsExactlyElementsOf(recorded);
            List<String> tuples = new ArrayList<>(lines(StatsSql.resource("/stats/pg15_reltuples.tsv")));
            tuples.removeIf(l -> l.startsWith("s_part\t")); // a partitioned table has no lanin_stat_tables row
            assertThat(StatsSql.rows(c, "SELECT table_name, reltuples FROM lanin_stat_tables ORDER BY table_name"))
                    .containsExactlyElementsOf(tuples);
        }
    }

    private static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        for (String l : text.split("\n")) {
            if (!l.isEmpty()) {
                out.add(l);
            }
        }
        return out;
    }
}
