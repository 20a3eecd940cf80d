package org.lanin.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** EXPLAIN lists only the partitions that survive pruning, as PostgreSQL does. */
class PartitionExplainTest {
    private Connection c;
    private Statement st;

    @BeforeEach
    void setUp() throws Exception {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        st = c.createStatement();
        st.execute("CREATE TABLE l (k int, v text) PARTITION BY LIST (k)");
        st.execute("CREATE TABLE l1 PARTITION OF l FOR VALUES IN (1, 2)");
        st.execute("CREATE TABLE l3 PARTITION OF l FOR VALUES IN (3)");
        st.execute("CREATE TABLE ld PARTITION OF l DEFAULT");
        st.execute("CREATE TABLE r (k int, v text) PARTITION BY RANGE (k)");
        st.execute("CREATE TABLE r0 PARTITION OF r FOR VALUES FROM (MINVALUE) TO (10)");
        st.execute("CREATE TABLE r1 PARTITION OF r FOR VALUES FROM (10) TO (20)");
        st.execute("CREATE TABLE r2 PARTITION OF r FOR VALUES FROM (20) TO (MAXVALUE)");
        st.execute("CREATE TABLE h (k int, v text) PARTITION BY HASH (k)");
        for (int i = 0; i < 4; i++) {
            st.execute("CREATE TABLE h" + i + " PARTITION OF h FOR VALUES WITH (MODULUS 4, REMAINDER " + i + ")");
        }
    }

    @AfterEach
    void tearDown() throws Exception {
        c.close();
    }

    private String explain(String sql) throws Exception {
        StringBuilder b = new StringBuilder();
        try (ResultSet rs = st.executeQuery("EXPLAIN " + sql)) {
            while (rs.next()) {
                b.append(rs.getString(1).trim()).append('\n');
            }
        }
        return b.toString();
    }

    @Test
    void listEqualityAndIn() throws Exception {
        assertThat(explain("SELECT * FROM l WHERE k = 3")).contains("Seq Scan on l3 l").doesNotContain("l1").doesNotContain("ld");
        assertThat(explain("SELECT * FROM l WHERE k IN (1, 3)")).contains("Append", "l1 l_1", "l3 l_2").doesNotContain("ld");
        assertThat(explain("SELECT * FROM l WHERE k = 99")).contains("Seq Scan on ld l").doesNotContain("l1");
        assertThat(explain("SELECT * FROM l")).contains("l1 l_1", "l3 l_2", "ld l_3");
    }

    @Test
    void rangeBounds() throws Exception {
        assertThat(explain("SELECT * FROM r WHERE k >= 10 AND k < 20")).contains("Seq Scan on r1 r").doesNotContain("r0").doesNotContain("r2");
        assertThat(explain("SELECT * FROM r WHERE k > 15")).contains("r1 r_1", "r2 r_2").doesNotContain("r0");
        assertThat(explain("SELECT * FROM r WHERE k BETWEEN 5 AND 12")).contains("r0 r_1", "r1 r_2").doesNotContain("r2");
        assertThat(explain("SELECT * FROM r WHERE k = 1 AND k = 2")).contains("One-Time Filter: false");
    }

    @Test
    void hashNeedsEquality() throws Exception {
        String one = explain("SELECT * FROM h WHERE k = 42");
        assertThat(one).doesNotContain("Append");
        assertThat(explain("SELECT * FROM h WHERE k > 42")).contains("h0", "h1", "h2", "h3");
        st.execute("INSERT INTO h SELECT g, 'v' FROM generate_series(1, 100) g");
        try (ResultSet rs = st.executeQuery("SELECT count(*) FROM h WHERE k = 42")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(1);
        }
    }
}
