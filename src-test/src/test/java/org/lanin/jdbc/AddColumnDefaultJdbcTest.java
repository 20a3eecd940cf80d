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
 * ADD COLUMN with a volatile default on a table with rows, where PostgreSQL rewrites the table
 * (which Lanin does not): 0A000 naming it, and the table unchanged. What PostgreSQL answers for
 * the other defaults is in ddl/add_column_default.sql.
 */
class AddColumnDefaultJdbcTest {

    @Test
    void aVolatileDefaultOnATableWithRowsIsNotSupportedAndChangesNothing() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:add_column_volatile");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id int)");
            st.execute("INSERT INTO t VALUES (1)");
            for (String ddl : new String[] {"ALTER TABLE t ADD COLUMN u uuid DEFAULT gen_random_uuid()",
                    "ALTER TABLE t ADD COLUMN r float8 DEFAULT random() * 2", "ALTER TABLE t ADD COLUMN at timestamptz DEFAULT clock_timestamp()"}) {
                assertThatThrownBy(() -> st.execute(ddl)).as(ddl)
                        .isInstanceOfSatisfying(SQLFeatureNotSupportedException.class, e -> {
                            assertThat(e.getSQLState()).isEqualTo("0A000");
                            assertThat(e.getMessage()).contains("volatile default");
                        });
            }
            try (ResultSet rs = st.executeQuery("SELECT * FROM t")) {
                assertThat(rs.getMetaData().getColumnCount()).isEqualTo(1);
            }
        }
    }
}
