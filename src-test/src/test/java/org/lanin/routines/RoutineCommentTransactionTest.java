package org.lanin.routines;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** COMMENT ON FUNCTION / TRIGGER belongs to the transaction that runs it, as COMMENT ON TABLE does. */
class RoutineCommentTransactionTest {
    private static String one(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : "<none>";
        }
    }

    @Test
    void rollbackTakesTheCommentBack() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:"); Statement st = c.createStatement()) {
            st.execute("CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$");
            st.execute("COMMENT ON FUNCTION f() IS 'kept'");
            c.setAutoCommit(false);
            st.execute("COMMENT ON FUNCTION f() IS 'undone'");
            assertThat(one(st, "SELECT obj_description(oid, 'pg_proc') FROM pg_proc WHERE proname = 'f'")).isEqualTo("undone");
            c.rollback();
            assertThat(one(st, "SELECT obj_description(oid, 'pg_proc') FROM pg_proc WHERE proname = 'f'")).isEqualTo("kept");
            st.execute("COMMENT ON FUNCTION f() IS NULL");
            c.commit();
            assertThat(one(st, "SELECT count(*) FROM pg_description d JOIN pg_proc p ON p.oid = d.objoid WHERE p.proname = 'f'"))
                    .isEqualTo("0");
        }
    }
}
