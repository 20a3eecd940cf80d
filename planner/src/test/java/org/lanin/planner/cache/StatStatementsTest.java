package org.lanin.planner.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.RowCursor;
import org.lanin.planner.session.Session;

class StatStatementsTest {
    /** Rows of pg_stat_statements for queries starting with {@code prefix}: [query, calls, rows, hits, min<=mean<=max]. */
    private static List<List<Object>> stats(Session s, String prefix) {
        List<List<Object>> out = new ArrayList<>();
        try (ExecutionResult r = s.execute("select query, calls, rows, plan_cache_hits, min_exec_time, mean_exec_time,"
                + " max_exec_time, total_exec_time, queryid from pg_stat_statements order by query")) {
            RowCursor c = r.rows();
            while (c.next()) {
                Object[] row = c.current();
                if (((String) row[0]).startsWith(prefix)) {
                    double min = (Double) row[4];
                    double mean = (Double) row[5];
                    double max = (Double) row[6];
                    boolean ordered = min <= mean && mean <= max && (Double) row[7] >= max;
                    out.add(List.of(row[0], row[1], row[2], row[3], ordered));
                }
            }
        }
        return out;
    }

    @Test
    void groupsByNormalisedText() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            s.execute("create table t (a int, b text)").close();
            s.execute("INSERT INTO t VALUES (1, 'a')").close();
            s.execute("insert into t values (2,'b'), (3, 'c')").close();
            s.execute("insert into t values (4, 'd')").close();
            Outcomes.of(s, "select * from t where a > 1"); // reads the rows: a result closed early counts fewer
            Outcomes.of(s, "select * from t where a > 2");
            assertThat(stats(s, "insert")).containsExactly(
                    List.of("insert into t values($1, $2)", 2L, 2L, 1L, true),
                    List.of("insert into t values($1, $2), ($3, $4)", 1L, 2L, 0L, true));
            assertThat(stats(s, "select * from t")).containsExactly(
                    List.of("select * from t where a > $1", 2L, 5L, 1L, true));
            assertThat(stats(s, "create table")).hasSize(1);
        }
    }

    @Test
    void queryIdIsStable() {
        assertThat(NormalisedSql.of("select 1").queryId()).isEqualTo(NormalisedSql.of("SELECT  42").queryId())
                .isNotEqualTo(NormalisedSql.of("select 1, 2").queryId());
        assertThat(QueryId.of("select $1")).isEqualTo(0xcf8c18923d02de58L); // FNV-1a: the same in every run and JVM
    }

    @Test
    void resetClears() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            s.execute("select 1").close();
            assertThat(stats(s, "select $1")).hasSize(1);
            assertThat(Outcomes.of(s, "select pg_stat_statements_reset() is not null")).contains("[[true]");
            assertThat(stats(s, "select $1")).isEmpty();
            // the reset statement itself finishes after the reset, so it is recorded, as in PostgreSQL
            assertThat(stats(s, "select pg_stat")).extracting(r -> r.get(0)).containsExactly("select pg_stat_statements_reset() is not null");
        }
    }

    @Test
    void preparedExecutionsCountAsHits() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            s.execute("create table t (a int)").close();
            var p = s.prepare("insert into t values (?)");
            for (int i = 0; i < 5; i++) {
                s.execute(p, new Object[] {i}, 0, 0).close();
            }
            assertThat(stats(s, "insert")).containsExactly(List.of("insert into t values($1)", 5L, 5L, 4L, true));
        }
    }

    @Test
    void concurrentCallsAddUp() throws Exception {
        int threads = 8;
        int perThread = 200;
        String db = "stats_concurrency_" + System.nanoTime();
        try (Session admin = Lanin.openMemory(db, Map.of())) {
            admin.execute("create table t (id int, who text)").close();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int me = t;
                    done.add(pool.submit(() -> {
                        try (Session s = Lanin.openMemory(db, Map.of())) {
                            for (int i = 0; i < perThread; i++) {
                                s.execute("insert into t values (" + (me * perThread + i) + ", 'w" + me + "')").close();
                                s.execute("select count(*) from t where id = " + i).close();
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> f : done) {
                    f.get();
                }
            } finally {
                pool.shutdown();
            }
            long total = (long) threads * perThread;
            List<List<Object>> inserts = stats(admin, "insert into t");
            assertThat(inserts).hasSize(1);
            assertThat(inserts.get(0).subList(0, 3)).containsExactly("insert into t values($1, $2)", total, total);
            // threads that miss at the same moment each plan; every later execution hits
            assertThat((Long) inserts.get(0).get(3)).isBetween(total - threads, total - 1);
            List<List<Object>> selects = stats(admin, "select count(*) from t where");
            assertThat(selects).hasSize(1);
            assertThat(selects.get(0).get(1)).isEqualTo(total);
            assertThat(Outcomes.of(admin, "select count(*) from t")).contains("[[" + total + "]");
        }
    }
}
