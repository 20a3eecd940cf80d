package org.lanin.shell;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Reads a whole {@link ResultSet} into a {@link TextTable}, rendering values as psql shows
 * them: booleans as {@code t}/{@code f}, byte strings as {@code \x0a1b}, everything else by
 * {@link ResultSet#getString}. All rows are read first because column widths depend on them.
 */
public final class ResultTables {
    private ResultTables() {
    }

    public static TextTable read(ResultSet rs) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        int n = md.getColumnCount();
        int[] types = new int[n];
        List<TextTable.Column> columns = new ArrayList<>(n);
        for (int i = 1; i <= n; i++) {
            types[i - 1] = md.getColumnType(i);
            columns.add(new TextTable.Column(md.getColumnLabel(i), isNumeric(types[i - 1])));
        }
        List<List<String>> rows = new ArrayList<>();
        while (rs.next()) {
            List<String> row = new ArrayList<>(n);
            for (int i = 1; i <= n; i++) {
                row.add(value(rs, i, types[i - 1]));
            }
            rows.add(row);
        }
        return new TextTable(null, columns, rows, true, List.of());
    }

    private static String value(ResultSet rs, int i, int type) throws SQLException {
        switch (type) {
            case Types.BOOLEAN, Types.BIT -> {
                boolean b = rs.getBoolean(i);
                return rs.wasNull() ? null : b ? "t" : "f";
            }
            case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> {
                byte[] bytes = rs.getBytes(i);
                return bytes == null ? null : "\\x" + HexFormat.of().formatHex(bytes);
            }
            default -> {
                return rs.getString(i);
            }
        }
    }

    static boolean isNumeric(int type) {
        return switch (type) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT, Types.REAL, Types.FLOAT,
                 Types.DOUBLE, Types.NUMERIC, Types.DECIMAL -> true;
            default -> false;
        };
    }
}
