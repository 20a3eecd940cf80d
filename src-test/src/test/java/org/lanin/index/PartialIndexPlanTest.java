package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;

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

/**
 * The planner uses a partial index only when the query's WHERE implies the index's predicate, and
 * an expression index when the query compares the same expression; assertions are on the plan's
 * node kinds and index names (never on timings), and every query's rows are checked against the
 * same query with index scans off.
 */
class PartialIndexPlanTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE acct (id int PRIMARY KEY, email text, deleted_at timestamp, score int, active boolean, note text)");
            st.execute("INSERT INTO acct SELECT i, 'user' || (i % 1500) || '@x', CASE WHEN i % 10 = 0 AND i <= 1500 THEN NULL"
                    + " ELSE timestamp '2020-01-01' END, i % 100, i % 50 = 0, 'n' || i FROM generate_series(1, 3000) i");
            st.execute("CREATE UNIQUE INDEX acct_live_email ON acct (email) WHERE deleted_at IS NULL");
            st.execute("CREATE INDEX acct_active ON acct (score) WHERE active");
            st.execute("CREATE INDEX acct_high ON acct (id) WHERE score > 90");
            st.execute("CREATE INDEX acct_lower ON acct (lower(email))");
            st.execute("CREATE INDEX acct_sum ON acct ((id + score))");
            st.execute("ANALYZE acct");
        }
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void partialIndexUsedWhenTheQueryImpliesItsPredicate() throws SQLException {
        assertThat(plan("SELECT id FROM acct WHERE email = 'user70@x' AND deleted_at IS NULL")).contains("acct_live_email");
        assertThat(plan("SELECT id FROM acct WHERE active AND score = 50")).contains("acct_active");
        assertThat(plan("SELECT id FROM acct WHERE active ORDER BY score")).contains("acct_active");
    }

    @Test
    void partialIndexNotUsedWhenThePredicateIsNotImplied() throws SQLException {
        assertThat(plan("SELECT id FROM acct WHERE email = 'user70@x'")).doesNotContain("acct_live_email");
        assertThat(plan("SELECT id FROM acct WHERE score = 50")).doesNotContain("acct_active");
        assertThat(plan("SELECT id FROM acct WHERE active IS NOT TRUE AND score = 50")).doesNotContain("acct_active");
        assertThat(plan("SELECT id FROM acct WHERE id = 5 OR active")).doesNotContain("acct_active");
    }

    @Test
    void constantsInThePredicateAreMatchedThroughThePlanCache() throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE INDEX acct_note ON acct (id) WHERE note = 'n7'");
        }
        assertThat(plan("SELECT id FROM acct WHERE note = 'n7' AND id > 1")).contains("acct_note");
        assertThat(plan("SELECT id FROM acct WHERE note = 'n8' AND id > 1")).doesNotContain("acct_note");
        assertThat(rows("SELECT id FROM acct WHERE note = 'n7' AND id > 1")).containsExactly("7");
        assertThat(rows("SELECT id FROM acct WHERE note = 'n8' AND id > 1")).containsExactly("8");
        assertThat(plan("SELECT id FROM acct WHERE score > 95 AND id < 10")).contains("acct_high");
        assertThat(plan("SELECT id FROM acct WHERE score > 5 AND id < 10")).doesNotContain("acct_high");
    }

    @Test
    void rangeImplicationWithPreparedConstants() throws SQLException {
        // literals become parameters in the plan cache; a constant the planner can see is a typed cast
        assertThat(plan("SELECT id FROM acct WHERE score > 95::int AND id < 10::int")).contains("acct_high");
        assertThat(plan("SELECT id FROM acct WHERE score = 93::int AND id < 10::int")).contains("acct_high");
        assertThat(plan("SELECT id FROM acct WHERE score > 50::int AND id < 10::int")).doesNotContain("acct_high");
    }

    @Test
    void expressionIndexUsedForTheSameExpression() throws SQLException {
        assertThat(plan("SELECT id FROM acct WHERE lower(email) = 'user70@x'")).contains("acct_lower");
        assertThat(plan("SELECT id FROM acct a WHERE lower(a.email) = 'user70@x'")).contains("acct_lower");
        assertThat(plan("SELECT id FROM acct WHERE id + score = 150")).contains("acct_sum");
        assertThat(plan("SELECT id FROM acct WHERE upper(email) = 'USER7@X'")).doesNotContain("acct_lower");
        assertThat(plan("SELECT id FROM acct WHERE score + id = 150")).doesNotContain("acct_sum");
    }

    @Test
    void answersEqualSequentialScans() throws SQLException {
        String[] queries = {
            "SELECT id FROM acct WHERE email = 'user70@x' AND deleted_at IS NULL",
            "SELECT id FROM acct WHERE active AND score = 50",
            "SELECT id FROM acct WHERE active ORDER BY score, id",
            "SELECT id FROM acct WHERE score > 95::int AND id < 100::int",
            "SELECT id FROM acct WHERE lower(email) = 'user70@x'",
            "SELECT id FROM acct WHERE lower(email) > 'user99' AND lower(email) <= 'user999@x'",
            "SELECT id FROM acct WHERE id + score = 150",
        };
        for (String q : queries) {
            List<String> indexed = rows(q);
            set("enable_indexscan", "off");
            List<String> seq = rows(q);
            set("enable_indexscan", "on");
            assertThat(indexed).as(q).containsExactlyInAnyOrderElementsOf(seq);
            assertThat(indexed).as(q).isNotEmpty();
        }
    }

    private void set(String name, String value) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("SET " + name + " = " + value);
        }
    }

    private String plan(String sql) throws SQLException {
        return String.join("\n", rows("EXPLAIN " + sql));
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
