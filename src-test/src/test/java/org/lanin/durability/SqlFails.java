package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.sql.SQLException;

/** Asserts that a JDBC action fails with a SQLSTATE. */
final class SqlFails {
    interface Action {
        void run() throws Exception;
    }

    private SqlFails() {
    }

    static SQLException expect(Action a, String sqlState) {
        try {
            a.run();
        } catch (SQLException e) {
            assertThat(e.getSQLState()).as(e.getMessage()).isEqualTo(sqlState);
            return e;
        } catch (Exception e) {
            throw new AssertionError("expected SQLSTATE " + sqlState + ", got " + e, e);
        }
        return fail("expected SQLSTATE " + sqlState + ", but it succeeded");
    }
}
