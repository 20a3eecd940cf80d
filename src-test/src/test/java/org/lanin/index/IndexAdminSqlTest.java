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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.engine.index.btree.BTreeCorruption;
import org.lanin.testkit.TestEngine;

/** bt_index_check, bt_index_parent_check, bt_index_summary, lanin_stat_indexes and lanin_stat_reset through JDBC. */
class IndexAdminSqlTest {
    private String db;
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        db = TestEngine.uniqueName("btadmin");
        c = DriverManager.getConnection("jdbc:lanin:mem:" + db);
        exec("CREATE TABLE t (id integer PRIMARY KEY, v text, w integer)");
        exec("CREATE INDEX t_v ON t (v)");
        exec("INSERT INTO t SELECT g, 'value ' || (g % 97), g % 10 FROM generate_series(1, 3000) g");
    }

    @AfterEach
    void close() throws SQLException {
        if (c != null) {
            c.close();
        }
    }

    @Test
    void checksOnAHealthyIndexReturnOneNullRow() throws SQLException {
        for (String sql : List.of("SELECT bt_index_check('t_pkey')", "SELECT bt_index_check('t_v', true)",
                "SELECT bt_index_parent_check('t_pkey')", "SELECT bt_index_parent_check('t_v', true)",
                "SELECT bt_index_parent_check('t_v', heapallindexed => true)",
                "SELECT bt_index_parent_check(index => 'public.t_v', heapallindexed => false)",
                "SELECT lanin_stat_reset()")) {
            List<List<Object>> rows = query(sql);
            assertThat(rows).as(sql).hasSize(1);
            assertThat(rows.get(0)).as(sql).containsExactly((Object) null);
        }
        assertThat(query("SELECT count(bt_index_check(indexname)) FROM pg_indexes WHERE tablename = 't'"))
                .containsExactly(List.of(0L));
    }

    @Test
    void unknownIndexAndTableNamesFailLikePostgres() {
        assertThatThrownBy(() -> query("SELECT bt_index_check('nope')")).isInstanceOf(SQLException.class)
                .hasMessageContaining("index \"nope\" does not exist")
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("42704"));
        assertThatThrownBy(() -> query("SELECT bt_index_parent_check('t', true)")).isInstanceOf(SQLException.class)
                .hasMessageContaining("\"t\" is not an index")
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("42809"));
        assertThatThrownBy(() -> query("SELECT * FROM bt_index_summary('t')")).isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("42809"));
        assertThatThrownBy(() -> query("SELECT bt_index_check('t_v', bogus => true)")).isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("42883"));
    }

    @Test
    void corruptedTreeRaisesXX002NamingTheIndex() {
        BTreeCorruption.swapFirstLeafEntries(LiveTrees.tree(db, "t_pkey"));
        for (String sql : List.of("SELECT bt_index_check('t_pkey')", "SELECT bt_index_parent_check('t_pkey', true)")) {
            assertThatThrownBy(() -> query(sql)).as(sql).isInstanceOf(SQLException.class)
                    .hasMessageContaining("index \"t_pkey\" is corrupted").hasMessageContaining("page ")
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("XX002"));
        }
    }

    @Test
    void heapallindexedFindsAMissingEntry() throws SQLException {
        exec("UPDATE t SET w = 42 WHERE id = 1234");
        // the UPDATE's new version has the largest TID of the heap: drop its entry from t_v
        var tree = LiveTrees.tree(db, "t_v");
        Object[] key = null;
        long tid = -1;
        for (var cur = tree.scan(null, true, null, true); cur.next(); ) {
            if (cur.tid() > tid) {
                tid = cur.tid();
                key = cur.key().clone();
            }
        }
        assertThat(key).containsExactly("value " + (1234 % 97));
        assertThat(tree.delete(key, tid)).isTrue();
        query("SELECT bt_index_parent_check('t_v')"); // the tree itself is still well formed
        assertThatThrownBy(() -> query("SELECT bt_index_parent_check('t_v', heapallindexed => true)"))
                .isInstanceOf(SQLException.class)
                .hasMessageContaining("lacks matching index tuple within index \"t_v\"")
                .hasMessageMatching("(?s).*heap tuple \\(\\d+,\\d+\\) from table \"t\".*")
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("XX002"));
        assertThatThrownBy(() -> query("SELECT bt_index_check('t_v', true)")).isInstanceOf(SQLException.class);
        query("SELECT bt_index_check('t_pkey', true)");
    }

    @Test
    void summaryHasOneRowPerPageRootFirst() throws SQLException {
        List<List<Object>> rows = query("SELECT level, page_id, type, live_items, dead_items, free_bytes, avg_item_size,"
                + " distinct_keys, high_key FROM bt_index_summary('t_v')");
        assertThat(rows.size()).isGreaterThan(3);
        assertThat(rows.get(0).get(2)).isEqualTo("root");
        long height = (Long) query("SELECT height FROM lanin_stat_indexes WHERE index_name = 't_v'").get(0).get(0);
        assertThat(((Number) rows.get(0).get(0)).longValue()).isEqualTo(height - 1);
        long leafItems = 0;
        for (List<Object> r : rows) {
            assertThat(((Number) r.get(4)).intValue()).isZero();
            assertThat(((Number) r.get(7)).intValue()).isLessThanOrEqualTo(((Number) r.get(3)).intValue());
            if (r.get(2).equals("leaf")) {
                leafItems += ((Number) r.get(3)).longValue();
                assertThat(((Number) r.get(7)).intValue()).isLessThanOrEqualTo(97);
            }
        }
        assertThat(leafItems).isEqualTo(3000);
        assertThat(rows.get(rows.size() - 1).get(8)).isEqualTo("(+inf)");
        assertThat(query("SELECT count(*) FROM bt_index_summary('t_pkey') s WHERE s.type = 'root'"))
                .containsExactly(List.of(1L));
    }

    @Test
    void statViewCountsSerialInsertsAndResetZeroesIt() throws SQLException {
        exec("CREATE TABLE s (id integer PRIMARY KEY, v integer)");
        exec("CREATE INDEX s_v ON s (v)");
        exec("INSERT INTO s SELECT g, g FROM generate_series(1, 10000) g");
        for (String index : List.of("s_pkey", "s_v")) {
            List<Object> r = query("SELECT inserts, splits, fastpath_inserts, relocks, table_name, shared_latches,"
                    + " exclusive_latches, move_rights FROM lanin_stat_indexes WHERE index_name = '" + index + "'").get(0);
            long inserts = (Long) r.get(0);
            long splits = (Long) r.get(1);
            assertThat(inserts).as(index).isEqualTo(10_000);
            assertThat(splits).as(index).isGreaterThan(10).isLessThan(200);
            assertThat((Long) r.get(2)).as(index).isGreaterThanOrEqualTo(inserts - 1 - splits);
            assertThat(r.get(4)).isEqualTo("s");
        }
        query("SELECT lanin_stat_reset()");
        List<List<Object>> all = query("SELECT inserts + shared_latches + exclusive_latches + relocks + move_rights"
                + " + splits + fastpath_inserts FROM lanin_stat_indexes");
        assertThat(all).hasSize(4).allSatisfy(r -> assertThat(r).containsExactly(0L));
    }

    private void exec(String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private List<List<Object>> query(String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            List<List<Object>> out = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    row.add(rs.getObject(i));
                }
                out.add(row);
            }
            return out;
        }
    }
}
