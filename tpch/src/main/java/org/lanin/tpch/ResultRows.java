package org.lanin.tpch;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * A query result as text cells, the form answers are recorded and compared in: numbers as plain
 * decimal text (a double through its shortest representation), dates as ISO {@code yyyy-mm-dd},
 * NULL as {@link #NULL}, strings as returned (char(n) padding included; the comparison ignores
 * trailing blanks).
 */
public record ResultRows(List<String> columns, List<List<String>> rows) {
    /** PostgreSQL's COPY spelling of NULL, also used by the recording script. */
    public static final String NULL = "\\N";

    /** Reads {@code rs} to the end (it stays open). */
    public static ResultRows read(ResultSet rs) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        int n = md.getColumnCount();
        List<String> columns = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            columns.add(md.getColumnLabel(i));
        }
        List<List<String>> rows = new ArrayList<>();
        while (rs.next()) {
            List<String> row = new ArrayList<>(n);
            for (int i = 1; i <= n; i++) {
                row.add(text(rs.getObject(i)));
            }
            rows.add(row);
        }
        return new ResultRows(List.copyOf(columns), rows);
    }

    /** The canonical text of one JDBC value. */
    public static String text(Object v) {
        if (v == null) {
            return NULL;
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            return Double.isFinite(d) ? BigDecimal.valueOf(d).toPlainString() : String.valueOf(d);
        }
        if (v instanceof java.sql.Date d) {
            return d.toLocalDate().toString();
        }
        if (v instanceof java.sql.Timestamp t) {
            return dateTime(t.toLocalDateTime());
        }
        if (v instanceof LocalDateTime t) {
            return dateTime(t);
        }
        return v.toString();
    }

    /** A timestamp at midnight is shown as its date: engines differ on the type of date arithmetic. */
    private static String dateTime(LocalDateTime t) {
        LocalDate d = t.toLocalDate();
        return t.equals(d.atStartOfDay()) ? d.toString() : t.toString();
    }
}
