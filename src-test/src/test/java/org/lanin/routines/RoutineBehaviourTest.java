package org.lanin.routines;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * What the recorded scripts cannot show: plans (inlining keeps index conditions), the plan cache
 * seeing a replaced function, and triggers in explicit transactions (file databases: durability.RoutineRestartTest).
 */
class RoutineBehaviourTest {
    private static String one(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            StringBuilder b = new StringBuilder();
            while (rs.next()) {
                b.append(b.length() == 0 ? "" : "\n").append(rs.getString(1));
            }
            return b.toString();
        }
    }

    @Test
    void inlinedFunctionKeepsIndexConditionAndReplacementIsSeen() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id integer PRIMARY KEY, v text)");
            st.execute("INSERT INTO t SELECT g, 'v' || g FROM generate_series(1, 1000) g");
            st.execute("ANALYZE t");
            st.execute("CREATE FUNCTION plus(a integer, b integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT a + b $$");
            assertThat(one(st, "EXPLAIN SELECT v FROM t WHERE id = plus(40, 2)")).contains("Index Cond: (id = 42)");
            assertThat(one(st, "SELECT v FROM t WHERE id = plus(40, 2)")).isEqualTo("v42");
            st.execute("CREATE OR REPLACE FUNCTION plus(a integer, b integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT a - b $$");
            assertThat(one(st, "SELECT v FROM t WHERE id = plus(40, 2)")).isEqualTo("v38");
        }
    }

    @Test
    void triggerWritesRollBackWithTheStatementsTransaction() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id integer PRIMARY KEY)");
            st.execute("CREATE TABLE log (id integer)");
            st.execute("CREATE FUNCTION logit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (NEW.id); RETURN NEW; END $$");
            st.execute("CREATE TRIGGER l AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION logit()");
            c.setAutoCommit(false);
            st.execute("INSERT INTO t VALUES (1), (2)");
            assertThat(one(st, "SELECT count(*) FROM log")).isEqualTo("2");
            c.rollback();
            assertThat(one(st, "SELECT count(*) FROM log")).isEqualTo("0");
            st.execute("INSERT INTO t VALUES (3)");
            c.commit();
            assertThat(one(st, "SELECT id FROM log")).isEqualTo("3");
            assertThatThrownBy(() -> st.execute("INSERT INTO t VALUES (3)"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23505"));
            c.rollback();
            assertThat(one(st, "SELECT count(*) FROM log")).isEqualTo("1");
        }
    }

    @Test
    void volatileFunctionWritingFromSelect() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE counter (n integer)");
            st.execute("CREATE FUNCTION bump() RETURNS bigint LANGUAGE plpgsql AS $$ BEGIN INSERT INTO counter VALUES (1); "
                    + "RETURN (SELECT count(*) FROM counter); END $$");
            assertThat(one(st, "SELECT bump()")).isEqualTo("1");
            assertThat(one(st, "SELECT bump() FROM generate_series(1, 3) ORDER BY 1")).isEqualTo("2\n3\n4");
        }
    }
}
