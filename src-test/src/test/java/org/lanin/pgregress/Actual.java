package org.lanin.pgregress;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** What Lanin did with one statement. */
sealed interface Actual {
    /** Seconds a statement may run before it is cancelled (57014) and counted as failed. */
    int TIMEOUT_SECONDS = 5;
    /** Rows read of a result nobody compares (enough to surface an error computed while streaming). */
    int UNCOMPARED_ROWS = 10_000;

    /** Success; {@code types} and {@code rows} (as displayed) when the statement returned rows. */
    record Done(List<String> types, List<List<String>> rows) implements Actual {
    }

    /** A SQLException. */
    record Failed(String sqlState, String message) implements Actual {
        boolean internal() {
            return "XX000".equals(sqlState);
        }

        boolean timeout() {
            return "57014".equals(sqlState);
        }
    }

    /** Anything but a SQLException out of the driver: a bug. */
    record Broken(Throwable error) implements Actual {
    }

    /**
     * Runs {@code sql} and reads at most {@code maxRows} rows of its result, each shown as the
     * expected files would show it.
     */
    static Actual run(Connection c, String sql, int maxRows, DisplaySettings display) {
        try (Statement st = c.createStatement()) {
            st.setQueryTimeout(TIMEOUT_SECONDS);
            if (!st.execute(sql)) {
                return new Done(null, null);
            }
            try (ResultSet rs = st.getResultSet()) {
                ResultSetMetaData md = rs.getMetaData();
                List<String> types = new ArrayList<>();
                for (int i = 1; i <= md.getColumnCount(); i++) {
                    types.add(md.getColumnTypeName(i));
                }
                List<List<String>> rows = new ArrayList<>();
                while (rows.size() < maxRows && rs.next()) {
                    List<String> row = new ArrayList<>(types.size());
                    for (int i = 1; i <= types.size(); i++) {
                        row.add(display.show(rs.getString(i), types.get(i - 1)));
                    }
                    rows.add(row);
                }
                return new Done(types, rows);
            }
        } catch (SQLException e) {
            return new Failed(e.getSQLState(), e.getMessage());
        } catch (OutOfMemoryError e) {
            throw e;
        } catch (RuntimeException | Error e) {
            return new Broken(e);
        }
    }
}
