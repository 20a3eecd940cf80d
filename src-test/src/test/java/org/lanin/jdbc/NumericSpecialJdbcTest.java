package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * numeric NaN, Infinity and -Infinity through JDBC as pgJDBC 42.7 reads them (checked against
 * pgJDBC on PostgreSQL 15): getObject gives a Double (BigDecimal has no NaN), getDouble and
 * getString the value, getBigDecimal / getInt / getLong fail with 22003; setDouble with NaN or an
 * infinity stores it in a numeric column, setObject(NaN, Types.NUMERIC) fails as in pgJDBC.
 */
class NumericSpecialJdbcTest {
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void readsAsPgJdbcDoes() throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT 'NaN'::numeric, 'Infinity'::numeric, '-Infinity'::numeric, 1.5::numeric")) {
            assertThat(rs.next()).isTrue();
            double[] expected = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
            for (int i = 1; i <= 3; i++) {
                assertThat(rs.getObject(i)).isEqualTo(Double.valueOf(expected[i - 1])); // Double.equals: NaN equals NaN
                assertThat(Double.valueOf(rs.getDouble(i))).isEqualTo(Double.valueOf(expected[i - 1]));
                assertThat(Float.valueOf(rs.getFloat(i))).isEqualTo(Float.valueOf((float) expected[i - 1]));
                assertThat(rs.getString(i)).isEqualTo(i == 1 ? "NaN" : i == 2 ? "Infinity" : "-Infinity");
                final int col = i;
                assertThat(catchThrowableOfType(() -> rs.getBigDecimal(col), SQLException.class).getSQLState()).isEqualTo("22003");
                assertThat(catchThrowableOfType(() -> rs.getInt(col), SQLException.class).getSQLState()).isEqualTo("22003");
                assertThat(catchThrowableOfType(() -> rs.getLong(col), SQLException.class).getSQLState()).isEqualTo("22003");
            }
            assertThat(rs.getObject(4)).isEqualTo(new BigDecimal("1.5"));
            assertThat(rs.getMetaData().getColumnType(1)).isEqualTo(Types.NUMERIC);
        }
    }

    @Test
    void doubleParametersStoreNaNAndInfinities() throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id int, x numeric, y numeric(10,2))");
            try (PreparedStatement p = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                p.setInt(1, 1);
                p.setDouble(2, Double.NaN);
                p.setDouble(3, Double.NaN);
                p.execute();
                p.setInt(1, 2);
                p.setDouble(2, Double.NEGATIVE_INFINITY);
                p.setNull(3, Types.NUMERIC);
                p.execute();
                p.setInt(1, 3);
                p.setDouble(2, 1);
                p.setDouble(3, Double.POSITIVE_INFINITY); // numeric(10,2) holds no infinity
                assertThat(catchThrowableOfType(p::execute, SQLException.class).getSQLState()).isEqualTo("22003");
                assertThat(catchThrowableOfType(() -> p.setObject(2, Double.NaN, Types.NUMERIC), SQLException.class)
                        .getSQLState()).isEqualTo("22003"); // converted to BigDecimal when set, as pgJDBC does
            }
            try (ResultSet rs = st.executeQuery("SELECT x::text, y::text FROM t ORDER BY x")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("-Infinity");
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("NaN");
                assertThat(rs.getString(2)).isEqualTo("NaN");
                assertThat(rs.next()).isFalse();
            }
            try (PreparedStatement p = c.prepareStatement("SELECT id FROM t WHERE x = ?")) {
                p.setDouble(1, Double.NaN); // numeric = float8: NaN equals NaN in PostgreSQL's order
                try (ResultSet rs = p.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getInt(1)).isEqualTo(1);
                }
            }
        }
    }
}
