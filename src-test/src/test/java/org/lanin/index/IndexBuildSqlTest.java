package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.engine.exec.SortStats;
import org.lanin.testkit.TestEngine;

/** CREATE INDEX on populated tables (sort + bulk load) and sorts past work_mem, through JDBC. */
class IndexBuildSqlTest {
    private String db;
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        db = TestEngine.uniqueName("ixbuild");
        c = DriverManager.getConnection("jdbc:lanin:mem:" + db);
        exec("CREATE TABLE t (id integer, v text, n numeric)");
        exec("INSERT INTO t SELECT g, md5(g::text), g / 3.0 FROM generate_series(1, 20000) g");
    }

    @AfterEach
    void close() throws SQLException {
        if (c != null) {
            c.close();
        }
    }

    private void exec(String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private List<Object> column(String sql) throws SQLException {
        List<Object> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getObject(1));
            }
        }
        return out;
    }

    @Test
    void duplicateKeysFailWithPostgresMessage() throws SQLException {
        exec("INSERT INTO t VALUES (7, 'x', 0)");
        assertThatThrownBy(() -> exec("CREATE UNIQUE INDEX t_id ON t (id)"))
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23505"))
                .hasMessageContaining("could not create unique index \"t_id\"")
                .hasMessageContaining("Key (id)=(7) is duplicated.");
        assertThatThrownBy(() -> exec("ALTER TABLE t ADD PRIMARY KEY (id)")).hasMessageContaining("is duplicated");
        exec("DELETE FROM t WHERE v = 'x'");
        exec("CREATE UNIQUE INDEX t_id ON t (id)");
        assertThat(column("SELECT bt_index_parent_check('t_id', heapallindexed => true)")).containsExactly((Object) null);
    }

    @Test
    void bulkBuiltIndexTakesConcurrentInserts() throws Exception {
        exec("CREATE INDEX t_v ON t (v)");
        exec("CREATE UNIQUE INDEX t_id ON t (id)");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int w = 0; w < 8; w++) {
                int worker = w;
                fs.add(pool.submit(() -> {
                    try (Connection k = DriverManager.getConnection("jdbc:lanin:mem:" + db);
                         var ps = k.prepareStatement("INSERT INTO t VALUES (?, md5(?::text), 1)")) {
                        for (int i = 0; i < 250; i++) {
                            int id = 100_000 + worker * 1000 + i;
                            ps.setInt(1, id);
                            ps.setInt(2, id);
                            ps.executeUpdate();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : fs) {
                f.get(20, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(column("SELECT bt_index_parent_check('t_v', heapallindexed => true)")).containsExactly((Object) null);
        assertThat(column("SELECT bt_index_parent_check('t_id', heapallindexed => true)")).containsExactly((Object) null);
        assertThat(column("SELECT count(*) FROM t WHERE v > 'f'")).containsExactly(
                column("SELECT count(*) FROM t WHERE v || '' > 'f'").get(0));
    }

    @Test
    void orderBySpillsWithSmallWorkMemAndAgreesWithInMemory() throws SQLException {
        List<Object> inMemory = column("SELECT id FROM t ORDER BY v DESC, id");
        long runs = SortStats.spilledRuns();
        exec("SET work_mem = '64kB'");
        assertThat(column("SELECT id FROM t ORDER BY v DESC, id")).isEqualTo(inMemory);
        assertThat(SortStats.spilledRuns()).isGreaterThan(runs);
        exec("SET abbreviated_keys = off");
        assertThat(column("SELECT id FROM t ORDER BY v DESC, id")).isEqualTo(inMemory);
        assertThat(column("SELECT n FROM t ORDER BY n LIMIT 2")).hasSize(2);
    }
}
