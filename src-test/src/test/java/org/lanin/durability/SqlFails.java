package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.SQLException;

/** Asserts that a JDBC action fails with a SQLSTATE. */
final class SqlFails {
    interface Action {
        void run() throws Exception;
    }

    private SqlFails() {
    }

    static SQLException expect(Action a, String sqlState) {
        SQLException e = catchThrowableOfType(() -> a.run(), SQLException.class);
        assertThat((Object) e).as("expected SQLSTATE " + sqlState).isNotNull();
        assertThat(e.getSQLState()).as(e.getMessage()).isEqualTo(sqlState);
        return e;
    }
}
