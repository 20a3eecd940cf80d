package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * SQL-level cursors through JDBC, beyond what ddl/sql_cursors.sql records from PostgreSQL: long
 * forward scans in batches, the rows a cursor without SCROLL keeps (work_mem), MOVE counting what
 * FETCH would return, WITH HOLD across commits with its snapshot, the snapshot of DECLARE under
 * concurrent commits, statement_timeout during a FETCH, DDL while a cursor is open, and a routine's
 * refcursor read with FETCH.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SqlCursorJdbcTest {
    private static int databases;
    private String url;
    private Connection c;

    @BeforeEach
    void setUp() throws SQLException {
        url = "jdbc:lanin:mem:sqlcursor" + (++databases);
        c = DriverManager.getConnection(url);
        exec(c, "CREATE TABLE big (id int PRIMARY KEY, pad text)");
        exec(c, "INSERT INTO big SELECT g, repeat('x', 40) FROM generate_series(1, 30000) g");
    }

    @AfterEach
    void tearDown() throws SQLException {
        c.close();
    }

    @Test
    void aNoScrollCursorReadsALongResultInBatches() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE s NO SCROLL CURSOR FOR SELECT id FROM big ORDER BY id");
        long sum = 0;
        int batches = 0;
        int expectedNext = 1;
        while (true) {
            List<Long> rows = column(c, "FETCH 1000 FROM s");
            if (rows.isEmpty()) {
                break;
            }
            for (long id : rows) {
                assertThat(id).isEqualTo(expectedNext++);
                sum += id;
            }
            batches++;
        }
        assertThat(batches).isEqualTo(30);
        assertThat(sum).isEqualTo(30000L * 30001 / 2);
        SQLException e = catchThrowableOfType(() -> column(c, "FETCH BACKWARD 1 FROM s"), SQLException.class);
        assertThat(e.getSQLState()).isEqualTo("55000");
        assertThat(e.getMessage()).contains("cursor can only scan forward").contains("SCROLL option");
        c.rollback();
    }

    @Test
    void aCursorWithoutScrollStopsKeepingRowsPastWorkMem() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "SET LOCAL work_mem = '64kB'");
        exec(c, "DECLARE d CURSOR FOR SELECT id, pad FROM big ORDER BY id");
        exec(c, "DECLARE s SCROLL CURSOR FOR SELECT id, pad FROM big ORDER BY id");
        assertThat(column(c, "FETCH 10 FROM d")).hasSize(10);
        assertThat(column(c, "FETCH BACKWARD 3 FROM d")).containsExactly(9L, 8L, 7L); // still kept
        assertThat(scrollable("d")).isTrue();
        assertThat(update(c, "MOVE FORWARD ALL IN d")).isEqualTo(30000 - 7);
        assertThat(scrollable("d")).isFalse();
        exec(c, "SAVEPOINT before_error");
        SQLException e = catchThrowableOfType(() -> column(c, "FETCH BACKWARD 1 FROM d"), SQLException.class);
        assertThat(e.getSQLState()).isEqualTo("55000");
        exec(c, "ROLLBACK TO SAVEPOINT before_error");
        e = catchThrowableOfType(() -> column(c, "FETCH 1 FROM d"), SQLException.class); // failed, as PostgreSQL marks it
        assertThat(e.getSQLState()).isEqualTo("55000");
        exec(c, "ROLLBACK TO SAVEPOINT before_error");
        assertThat(update(c, "MOVE FORWARD ALL IN s")).isEqualTo(30000);
        assertThat(column(c, "FETCH BACKWARD 2 FROM s")).containsExactly(30000L, 29999L);
        assertThat(column(c, "FETCH ABSOLUTE 1 FROM s")).containsExactly(1L);
        assertThat(scrollable("s")).isTrue();
        c.rollback();
    }

    /** Metamorphic: MOVE's count is the number of rows the same FETCH returns, and both leave the cursor in one place. */
    @Test
    void moveCountsWhatTheSameFetchReturns() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE f SCROLL CURSOR FOR SELECT id FROM big WHERE id <= 40 ORDER BY id");
        exec(c, "DECLARE m SCROLL CURSOR FOR SELECT id FROM big WHERE id <= 40 ORDER BY id");
        String[] directions = {"NEXT", "PRIOR", "FIRST", "LAST", "ABSOLUTE %d", "RELATIVE %d", "%d", "FORWARD %d",
                "BACKWARD %d", "FORWARD ALL", "ALL"};
        Random random = new Random(20261204);
        for (int step = 0; step < 400; step++) {
            String d = String.format(directions[random.nextInt(directions.length)], random.nextInt(101) - 50);
            int fetched = column(c, "FETCH " + d + " FROM f").size();
            assertThat(update(c, "MOVE " + d + " IN m")).as(d).isEqualTo(fetched);
            assertThat(column(c, "FETCH RELATIVE 0 FROM m")).as(d).isEqualTo(column(c, "FETCH RELATIVE 0 FROM f"));
        }
        c.rollback();
    }

    @Test
    void aHoldableCursorOutlivesItsCommitWithItsSnapshot() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE h CURSOR WITH HOLD FOR SELECT id, pad FROM big WHERE id <= 5 ORDER BY id");
        assertThat(column(c, "FETCH 2 FROM h")).containsExactly(1L, 2L);
        c.commit();
        try (Connection other = DriverManager.getConnection(url)) {
            exec(other, "UPDATE big SET pad = 'changed' WHERE id <= 5");
            exec(other, "DELETE FROM big WHERE id = 4");
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("FETCH ALL FROM h")) {
            List<String> pads = new ArrayList<>();
            while (rs.next()) {
                pads.add(rs.getInt("id") + ":" + rs.getString("pad").length());
            }
            assertThat(pads).containsExactly("3:40", "4:40", "5:40");
        }
        exec(c, "SELECT 1");
        c.rollback(); // a later transaction's rollback leaves a cursor held from an earlier one
        assertThat(column(c, "FETCH BACKWARD 1 FROM h")).containsExactly(5L);
        c.commit();
        exec(c, "CLOSE h");
        c.commit();
        assertThat(catchThrowableOfType(() -> column(c, "FETCH h"), SQLException.class).getSQLState()).isEqualTo("34000");
    }

    @Test
    void aCursorReadsWithTheSnapshotOfItsDeclare() throws SQLException {
        c.setAutoCommit(false); // READ COMMITTED: each statement would see the other's commit
        exec(c, "DECLARE early CURSOR FOR SELECT count(*) FROM big");
        try (Connection other = DriverManager.getConnection(url)) {
            exec(other, "INSERT INTO big VALUES (30001, 'new')");
        }
        exec(c, "DECLARE late CURSOR FOR SELECT count(*) FROM big");
        assertThat(column(c, "FETCH early")).containsExactly(30000L);
        assertThat(column(c, "FETCH late")).containsExactly(30001L);
        c.commit();
    }

    @Test
    void statementTimeoutStopsAFetchAndTheBlockRollsBack() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE slow CURSOR FOR SELECT pg_sleep(30)");
        exec(c, "SET LOCAL statement_timeout = '50ms'");
        SQLException e = catchThrowableOfType(() -> column(c, "FETCH slow"), SQLException.class);
        assertThat(e.getSQLState()).isEqualTo("57014");
        assertThat(catchThrowableOfType(() -> column(c, "FETCH slow"), SQLException.class).getSQLState())
                .isEqualTo("25P02");
        c.rollback();
        assertThat(catchThrowableOfType(() -> column(c, "FETCH slow"), SQLException.class).getSQLState())
                .isEqualTo("34000");
    }

    @Test
    void ddlInTheCursorsTransactionLetsItFinishReading() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE r CURSOR FOR SELECT id FROM big WHERE id <= 6 ORDER BY id");
        assertThat(column(c, "FETCH 2 FROM r")).containsExactly(1L, 2L);
        exec(c, "ALTER TABLE big ADD COLUMN extra int DEFAULT 7");
        exec(c, "DELETE FROM big WHERE id = 3");
        assertThat(column(c, "FETCH ALL FROM r")).containsExactly(3L, 4L, 5L, 6L);
        c.rollback();
    }

    @Test
    void fetchResultsCarryTheCursorsColumns() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE n CURSOR FOR SELECT id AS key, pad AS filler, id * 2 AS twice FROM big ORDER BY id");
        try (PreparedStatement ps = c.prepareStatement("FETCH 2 FROM n"); ResultSet rs = ps.executeQuery()) {
            assertThat(rs.getMetaData().getColumnCount()).isEqualTo(3);
            assertThat(rs.getMetaData().getColumnLabel(1)).isEqualTo("key");
            assertThat(rs.getMetaData().getColumnLabel(3)).isEqualTo("twice");
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt("twice")).isEqualTo(2);
        }
        try (PreparedStatement ps = c.prepareStatement("FETCH 2 FROM n"); ResultSet rs = ps.executeQuery()) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt("key")).isEqualTo(3);
        }
        c.rollback();
    }

    @Test
    void aRoutinesRefcursorIsReadWithFetch() throws SQLException {
        exec(c, "CREATE FUNCTION open_big(lim int) RETURNS refcursor LANGUAGE plpgsql AS $$"
                + " DECLARE r refcursor; BEGIN OPEN r FOR SELECT id FROM big WHERE id <= lim ORDER BY id; RETURN r; END $$");
        c.setAutoCommit(false);
        String portal;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT open_big(3)")) {
            assertThat(rs.next()).isTrue();
            portal = rs.getString(1);
        }
        assertThat(column(c, "FETCH ALL IN \"" + portal + "\"")).containsExactly(1L, 2L, 3L);
        exec(c, "CLOSE \"" + portal + "\"");
        c.commit();
    }

    @Test
    void positionedUpdatesAreNotSupported() throws SQLException {
        c.setAutoCommit(false);
        exec(c, "DECLARE u CURSOR FOR SELECT id FROM big FOR UPDATE");
        assertThat(column(c, "FETCH u")).containsExactly(1L);
        for (String dml : new String[] {"UPDATE big SET pad = 'x' WHERE CURRENT OF u", "DELETE FROM big WHERE CURRENT OF u"}) {
            exec(c, "SAVEPOINT s");
            SQLException e = catchThrowableOfType(() -> exec(c, dml), SQLException.class);
            assertThat(e.getSQLState()).isEqualTo("0A000");
            assertThat(e.getMessage()).contains("WHERE CURRENT OF");
            exec(c, "ROLLBACK TO SAVEPOINT s");
        }
        c.rollback();
    }

    private boolean scrollable(String cursor) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT is_scrollable FROM pg_cursors WHERE name = '" + cursor + "'")) {
            assertThat(rs.next()).isTrue();
            return rs.getBoolean(1);
        }
    }

    private static void exec(Connection conn, String sql) throws SQLException {
        try (Statement st = conn.createStatement()) {
            st.execute(sql);
        }
    }

    private static long update(Connection conn, String sql) throws SQLException {
        try (Statement st = conn.createStatement()) {
            assertThat(st.execute(sql)).isFalse();
            return st.getUpdateCount();
        }
    }

    /** The first column of every row, as longs. */
    private static List<Long> column(Connection conn, String sql) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (Statement st = conn.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getLong(1));
            }
        }
        return out;
    }
}
