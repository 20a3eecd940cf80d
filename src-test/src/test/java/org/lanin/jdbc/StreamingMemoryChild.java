package org.lanin.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The child JVM of {@link StreamingMemoryTest}: reads one large result through JDBC in a small
 * heap and prints {@code rows=N}. Modes:
 * <ul>
 *   <li>{@code series N}: {@code SELECT g, repeat('x', 20) FROM generate_series(1, N) g};</li>
 *   <li>{@code table M K}: loads M rows into a table and reads them joined to
 *       {@code generate_series(1, K)}, so the result is K times the table;</li>
 *   <li>{@code sorted N}: the series in descending order (the sort spills past work_mem, then
 *       streams its merged runs), checking the order.</li>
 * </ul>
 * Run with {@code -XX:+ExitOnOutOfMemoryError}: an OutOfMemoryError ends it with status 3.
 */
public final class StreamingMemoryChild {
    private StreamingMemoryChild() {
    }

    public static void main(String[] args) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:lanin:mem:;autovacuum=off");
             Statement st = c.createStatement()) {
            long n = Long.parseLong(args[1]);
            String series = "SELECT g, repeat('x', 20) FROM generate_series(1, " + n + ") g";
            String sql = switch (args[0]) {
                case "series" -> series;
                case "sorted" -> series + " ORDER BY g DESC";
                case "table" -> {
                    st.execute("CREATE TABLE big (id integer, pad text)");
                    st.execute("INSERT INTO big SELECT g, repeat('y', 20) FROM generate_series(1, " + n + ") g");
                    yield "SELECT b.id, b.pad || k FROM big b CROSS JOIN generate_series(1, "
                            + Long.parseLong(args[2]) + ") k";
                }
                default -> throw new IllegalArgumentException(args[0]);
            };
            System.out.println("rows=" + read(st, sql, args[0].equals("sorted")));
        }
    }

    private static long read(Statement st, String sql, boolean descending) throws SQLException {
        long rows = 0;
        long previous = Long.MAX_VALUE;
        try (ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                long v = rs.getLong(1);
                if (rs.getString(2).length() < 20 || (descending && v >= previous)) {
                    throw new IllegalStateException("row " + rows + ": " + v + " after " + previous);
                }
                previous = v;
                rows++;
            }
        }
        return rows;
    }
}
