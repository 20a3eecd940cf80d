package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.lanin.testkit.TestEngine;

/** FOREIGN KEYs as an ORM sees them through JDBC: SQLSTATE 23503, the exception class, PostgreSQL's messages. */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class ForeignKeyJdbcTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        exec("CREATE TABLE customers (id integer PRIMARY KEY, name text)");
        exec("CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customers (id))");
        exec("INSERT INTO customers VALUES (1, 'ada')");
        exec("INSERT INTO orders VALUES (10, 1)");
    }

    private void exec(String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    private SQLException fails(String sql) {
        return catchThrowableOfType(SQLException.class, () -> exec(sql));
    }

    private List<String> column(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    @Test
    void missingParentIs23503WithPostgresMessage() {
        SQLException e = fails("INSERT INTO orders VALUES (11, 42)");
        assertThat((Throwable) e).isInstanceOf(SQLIntegrityConstraintViolationException.class);
        assertThat(e.getSQLState()).isEqualTo("23503");
        assertThat(e.getMessage())
                .contains("insert or update on table \"orders\" violates foreign key constraint \"orders_customer_id_fkey\"")
                .contains("Key (customer_id)=(42) is not present in table \"customers\".");
    }

    @Test
    void referencedParentCannotGo() {
        SQLException e = fails("DELETE FROM customers WHERE id = 1");
        assertThat((Throwable) e).isInstanceOf(SQLIntegrityConstraintViolationException.class);
        assertThat(e.getSQLState()).isEqualTo("23503");
        assertThat(e.getMessage())
                .contains("update or delete on table \"customers\" violates foreign key constraint \"orders_customer_id_fkey\" on table \"orders\"")
                .contains("Key (id)=(1) is still referenced from table \"orders\".");
    }

    @Test
    void cascadeSetNullAndSelfReference() throws SQLException {
        exec("CREATE TABLE lines (id integer PRIMARY KEY, order_id integer REFERENCES orders ON DELETE CASCADE)");
        exec("CREATE TABLE marks (id integer PRIMARY KEY, order_id integer REFERENCES orders ON DELETE SET NULL)");
        exec("INSERT INTO lines VALUES (1, 10), (2, 10)");
        exec("INSERT INTO marks VALUES (1, 10)");
        exec("DELETE FROM orders WHERE id = 10");
        assertThat(column("SELECT count(*) FROM lines")).containsExactly("0");
        assertThat(column("SELECT order_id FROM marks")).containsExactly((String) null);

        exec("CREATE TABLE node (id integer PRIMARY KEY, parent_id integer REFERENCES node ON DELETE CASCADE)");
        exec("INSERT INTO node SELECT g, CASE WHEN g = 1 THEN NULL ELSE g - 1 END FROM generate_series(1, 200) g");
        exec("DELETE FROM node WHERE id = 100");
        assertThat(column("SELECT count(*) FROM node")).containsExactly("99");
    }

    @Test
    void alterTableAddValidatesAndDropRemoves() throws SQLException {
        exec("CREATE TABLE refs (c integer)");
        exec("INSERT INTO refs VALUES (1), (7)");
        SQLException e = fails("ALTER TABLE refs ADD CONSTRAINT refs_c_fk FOREIGN KEY (c) REFERENCES customers");
        assertThat(e.getSQLState()).isEqualTo("23503");
        exec("DELETE FROM refs WHERE c = 7");
        exec("ALTER TABLE refs ADD CONSTRAINT refs_c_fk FOREIGN KEY (c) REFERENCES customers");
        assertThat(fails("INSERT INTO refs VALUES (8)").getMessage()).contains("\"refs_c_fk\"");
        exec("ALTER TABLE refs DROP CONSTRAINT refs_c_fk");
        exec("INSERT INTO refs VALUES (8)");
    }

    @Test
    void ddlErrors() throws SQLException {
        assertThat(fails("CREATE TABLE x (a text REFERENCES customers (name))").getSQLState()).isEqualTo("42830");
        assertThat(fails("CREATE TABLE x (a date REFERENCES customers)").getSQLState()).isEqualTo("42804");
        assertThat(fails("DROP TABLE customers").getSQLState()).isEqualTo("2BP01");
        assertThat(fails("TRUNCATE customers").getSQLState()).isEqualTo("0A000");
        exec("CREATE TABLE p (k integer PRIMARY KEY) PARTITION BY RANGE (k)");
        exec("CREATE TABLE p1 PARTITION OF p FOR VALUES FROM (0) TO (100)");
        exec("CREATE TABLE x (a integer REFERENCES p)"); // a partitioned table may be referenced (PostgreSQL 12+)
        assertThat(fails("INSERT INTO x VALUES (5)").getSQLState()).isEqualTo("23503");
        exec("INSERT INTO p VALUES (5)");
        exec("INSERT INTO x VALUES (5)");
        assertThat(fails("DELETE FROM p WHERE k = 5").getSQLState()).isEqualTo("23503");
        exec("TRUNCATE customers CASCADE");
        assertThat(column("SELECT count(*) FROM orders")).containsExactly("0");
        exec("DROP TABLE customers CASCADE");
        exec("INSERT INTO orders VALUES (11, 42)");
    }

    @Test
    void rollbackToSavepointAfterViolationKeepsTransactionUsable() throws SQLException {
        c.setAutoCommit(false);
        var sp = c.setSavepoint("s");
        assertThat(fails("INSERT INTO orders VALUES (11, 42)").getSQLState()).isEqualTo("23503");
        c.rollback(sp);
        exec("INSERT INTO customers VALUES (42, 'new')");
        exec("INSERT INTO orders VALUES (11, 42)");
        c.commit();
        assertThat(column("SELECT count(*) FROM orders")).containsExactly("2");
    }

    @Test
    void catalogViewsAndMetaDataShowTheConstraint() throws SQLException {
        assertThat(column("SELECT constraint_type FROM information_schema.table_constraints"
                + " WHERE constraint_name = 'orders_customer_id_fkey'")).containsExactly("FOREIGN KEY");
        assertThat(column("SELECT unique_constraint_name || ' ' || update_rule || ' ' || delete_rule"
                + " FROM information_schema.referential_constraints")).containsExactly("customers_pkey NO ACTION NO ACTION");
        assertThat(column("SELECT column_name FROM information_schema.key_column_usage"
                + " WHERE constraint_name = 'orders_customer_id_fkey'")).containsExactly("customer_id");
        try (ResultSet rs = c.getMetaData().getImportedKeys(null, null, "orders")) {
            assertThat(rs.getMetaData().getColumnCount()).isEqualTo(14);
            assertThat(rs.getMetaData().getColumnType(9)).isEqualTo(java.sql.Types.SMALLINT);
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("PKTABLE_NAME")).isEqualTo("customers");
            assertThat(rs.getString("PKCOLUMN_NAME")).isEqualTo("id");
            assertThat(rs.getString("FKCOLUMN_NAME")).isEqualTo("customer_id");
            assertThat(rs.getString("FK_NAME")).isEqualTo("orders_customer_id_fkey");
            assertThat(rs.getShort("DELETE_RULE")).isEqualTo((short) java.sql.DatabaseMetaData.importedKeyNoAction);
            assertThat(rs.next()).isFalse();
        }
        try (ResultSet rs = c.getMetaData().getExportedKeys(null, null, "customers")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("FKTABLE_NAME")).isEqualTo("orders");
        }
    }
}
