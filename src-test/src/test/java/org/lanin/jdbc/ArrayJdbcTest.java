package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The java.sql.Array API as pgJDBC offers it, and a B-tree index on an int[] column. */
class ArrayJdbcTest {

    @Test
    void arraysGoInAndComeOutAsPgJdbcDoes() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:")) {
            c.createStatement().execute("CREATE TABLE t (id int PRIMARY KEY, tags text[], nums int[])");
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                ps.setInt(1, 1);
                ps.setArray(2, c.createArrayOf("text", new Object[] {"a", "b c", null}));
                ps.setObject(3, new int[] {1, 2, 3});
                ps.executeUpdate();
                ps.setInt(1, 2);
                ps.setObject(2, new String[] {"x"});
                ps.setObject(3, new Integer[] {4, null});
                ps.executeUpdate();
                ps.setInt(1, 3);
                ps.setObject(2, new String[0]);
                ps.setObject(3, new long[] {7});
                ps.executeUpdate();
            }
            try (PreparedStatement q = c.prepareStatement("SELECT id, tags, nums FROM t WHERE id = ANY(?) ORDER BY id")) {
                q.setObject(1, new Integer[] {1, 2});
                try (ResultSet rs = q.executeQuery()) {
                    assertThat(rs.getMetaData().getColumnTypeName(2)).isEqualTo("_text");
                    assertThat(rs.getMetaData().getColumnTypeName(3)).isEqualTo("_int4");
                    assertThat(rs.getMetaData().getColumnType(3)).isEqualTo(Types.ARRAY);
                    assertThat(rs.getMetaData().getColumnClassName(3)).isEqualTo("java.sql.Array");
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getString(2)).isEqualTo("{a,\"b c\",NULL}");
                    Array nums = rs.getArray(3);
                    assertThat(nums.getBaseTypeName()).isEqualTo("int4");
                    assertThat(nums.getBaseType()).isEqualTo(Types.INTEGER);
                    assertThat((Integer[]) nums.getArray()).containsExactly(1, 2, 3);
                    assertThat((String[]) ((Array) rs.getObject(2)).getArray()).containsExactly("a", "b c", null);
                    try (ResultSet elements = nums.getResultSet()) {
                        List<String> seen = new ArrayList<>();
                        while (elements.next()) {
                            seen.add(elements.getInt(1) + "=" + elements.getInt(2));
                        }
                        assertThat(seen).containsExactly("1=1", "2=2", "3=3");
                    }
                    assertThat(rs.next()).isTrue();
                    assertThat((Integer[]) rs.getArray(3).getArray()).containsExactly(4, null);
                    assertThat(rs.next()).isFalse();
                }
            }
            try (PreparedStatement q = c.prepareStatement("SELECT ?::int[][], ?::text[]")) {
                q.setObject(1, new Integer[][] {{1, 2}, {3, 4}});
                q.setArray(2, c.createArrayOf("varchar", new Object[] {"{", "\"", ""}));
                try (ResultSet rs = q.executeQuery()) {
                    rs.next();
                    assertThat(rs.getString(1)).isEqualTo("{{1,2},{3,4}}");
                    assertThat((Integer[][]) rs.getArray(1).getArray()).isEqualTo(new Integer[][] {{1, 2}, {3, 4}});
                    assertThat(rs.getString(2)).isEqualTo("{\"{\",\"\\\"\",\"\"}");
                }
            }
            try (ResultSet rs = c.createStatement().executeQuery("SELECT nums FROM t WHERE id = 3")) {
                rs.next();
                assertThat((Integer[]) rs.getArray(1).getArray()).containsExactly(7);
            }
        }
    }

    @Test
    void btreeIndexOnIntArrayFindsTheRowsOfASeqScan() throws Exception {
        Random random = new Random(15);
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE a (id int PRIMARY KEY, v int[])");
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO a VALUES (?, ?)")) {
                for (int i = 0; i < 1500; i++) {
                    Integer[] v = new Integer[random.nextInt(4)];
                    for (int k = 0; k < v.length; k++) {
                        v[k] = random.nextInt(10) == 0 ? null : random.nextInt(5);
                    }
                    ps.setInt(1, i);
                    ps.setObject(2, random.nextInt(20) == 0 ? null : v);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            String[] queries = {"SELECT id FROM a WHERE v = '{1,2}' ORDER BY id",
                "SELECT id FROM a WHERE v < '{1}' ORDER BY id", "SELECT id FROM a WHERE v >= '{3,NULL}' ORDER BY id",
                "SELECT id FROM a WHERE v = '{}' ORDER BY id", "SELECT id FROM a WHERE v BETWEEN '{2}' AND '{2,3}' ORDER BY id",
                "SELECT id FROM a ORDER BY v, id"};
            List<List<Integer>> seq = new ArrayList<>();
            for (String q : queries) {
                seq.add(ids(st, q));
            }
            st.execute("CREATE INDEX a_v ON a (v)");
            st.execute("ANALYZE a");
            StringBuilder plan = new StringBuilder();
            try (ResultSet rs = st.executeQuery("EXPLAIN " + queries[0])) {
                while (rs.next()) {
                    plan.append(rs.getString(1)).append('\n');
                }
            }
            assertThat(plan.toString()).contains("Index Scan using a_v");
            for (int i = 0; i < queries.length; i++) {
                assertThat(ids(st, queries[i])).as(queries[i]).isEqualTo(seq.get(i));
            }
            assertThat(seq.get(0)).isNotEmpty();
        }
    }

    @Test
    void idEqualsAnyParameterRunsAnIndexScanPerElement() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE k (id int PRIMARY KEY, v text)");
            st.execute("INSERT INTO k SELECT g, 'v' || g FROM generate_series(1, 5000) g");
            st.execute("ANALYZE k");
            try (PreparedStatement ps = c.prepareStatement("EXPLAIN SELECT v FROM k WHERE id = ANY(?)")) {
                ps.setObject(1, new Integer[] {5, 7});
                StringBuilder plan = new StringBuilder();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        plan.append(rs.getString(1)).append('\n');
                    }
                }
                assertThat(plan.toString()).contains("Index Scan using k_pkey").contains("(id = ANY ($1))");
            }
            try (PreparedStatement ps = c.prepareStatement("SELECT v FROM k WHERE id = ANY(?) ORDER BY id DESC")) {
                ps.setArray(1, c.createArrayOf("int4", new Object[] {7, 5, null, 9000, 7}));
                List<String> seen = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        seen.add(rs.getString(1));
                    }
                }
                assertThat(seen).containsExactly("v7", "v5");
                ps.setObject(1, new int[0]);
                try (ResultSet rs = ps.executeQuery()) {
                    assertThat(rs.next()).isFalse();
                }
            }
        }
    }

    private static List<Integer> ids(Statement st, String sql) throws Exception {
        List<Integer> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }
}
