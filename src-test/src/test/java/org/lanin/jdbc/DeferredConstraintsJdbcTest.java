package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Deferred FOREIGN KEY checks through JDBC: a violation found at {@code commit()} (or at the end of
 * an auto-commit multi-statement string) raises 23503 there and rolls the transaction back,
 * leaving the connection usable. What PostgreSQL answers in SQL is in ddl/deferrable_fk.sql.
 */
class DeferredConstraintsJdbcTest {

    @Test
    void aViolationFoundAtCommitRaisesThereAndRollsBack() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:deferred_commit");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE p (id int PRIMARY KEY)");
            st.execute("CREATE TABLE c (id int PRIMARY KEY, pid int REFERENCES p DEFERRABLE INITIALLY DEFERRED)");
            c.setAutoCommit(false);
            st.execute("INSERT INTO c VALUES (1, 10)");
            st.execute("INSERT INTO c VALUES (2, 20)");
            st.execute("INSERT INTO p VALUES (10)");
            assertThatThrownBy(c::commit).isInstanceOfSatisfying(SQLException.class, e -> {
                assertThat(e.getSQLState()).isEqualTo("23503");
                assertThat(e.getMessage()).contains("c_pid_fkey", "(pid)=(20)");
            });
            // the whole transaction went, parent row included; the connection goes on
            assertThat(count(st, "SELECT count(*) FROM p")).isZero();
            st.execute("INSERT INTO p VALUES (20)");
            st.execute("INSERT INTO c VALUES (2, 20)");
            c.commit();
            assertThat(count(st, "SELECT count(*) FROM c")).isEqualTo(1);
        }
    }

    @Test
    void anAutoCommitMultiStatementStringChecksAtItsEnd() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:deferred_implicit");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE p (id int PRIMARY KEY)");
            st.execute("CREATE TABLE c (id int PRIMARY KEY, pid int REFERENCES p DEFERRABLE INITIALLY DEFERRED)");
            st.execute("INSERT INTO c VALUES (1, 10); INSERT INTO p VALUES (10)");
            assertThat(count(st, "SELECT count(*) FROM c")).isEqualTo(1);
            assertThatThrownBy(() -> st.execute("INSERT INTO c VALUES (2, 20); INSERT INTO p VALUES (30)"))
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23503"));
            assertThat(count(st, "SELECT count(*) FROM p")).isEqualTo(1);
        }
    }

    @Test
    void aPartitionedTablesDeferrableForeignKeyIsDeferredInItsPartitions() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:deferred_partitioned");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE p (id int PRIMARY KEY)");
            st.execute("CREATE TABLE m (id int, pid int REFERENCES p DEFERRABLE INITIALLY DEFERRED) PARTITION BY RANGE (id)");
            st.execute("CREATE TABLE m1 PARTITION OF m FOR VALUES FROM (0) TO (100)");
            c.setAutoCommit(false);
            st.execute("INSERT INTO m VALUES (1, 10)");
            st.execute("INSERT INTO p VALUES (10)");
            c.commit();
            st.execute("INSERT INTO m VALUES (2, 20)");
            assertThatThrownBy(c::commit)
                    .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("23503"));
        }
    }

    @Test
    void deferrableKeysOnPartitionedTablesOrThroughUsingIndexAreNotSupported() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:deferred_unique");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE u (a int)");
            st.execute("CREATE UNIQUE INDEX u_a ON u (a)");
            for (String ddl : new String[] {"CREATE TABLE p (a int PRIMARY KEY DEFERRABLE) PARTITION BY RANGE (a)",
                    "CREATE TABLE p (a int, UNIQUE (a) DEFERRABLE INITIALLY DEFERRED) PARTITION BY LIST (a)",
                    "ALTER TABLE u ADD CONSTRAINT u_key UNIQUE USING INDEX u_a DEFERRABLE"}) {
                assertThatThrownBy(() -> st.execute(ddl)).as(ddl)
                        .isInstanceOfSatisfying(SQLFeatureNotSupportedException.class, e -> {
                            assertThat(e.getSQLState()).isEqualTo("0A000");
                            assertThat(e.getMessage()).contains("DEFERRABLE");
                        });
            }
            st.execute("CREATE TABLE t (a int PRIMARY KEY NOT DEFERRABLE INITIALLY IMMEDIATE)");
            st.execute("CREATE TABLE d (a int PRIMARY KEY DEFERRABLE)");
        }
    }

    private static long count(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
