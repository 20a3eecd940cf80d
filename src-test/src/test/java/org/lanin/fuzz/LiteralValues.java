package org.lanin.fuzz;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;

/** Binds a generated SQL literal as the JDBC parameter of the same value. */
final class LiteralValues {
    private LiteralValues() {
    }

    static void bind(PreparedStatement ps, int index, FuzzType type, String literal) throws SQLException {
        if (literal.equals("NULL")) {
            ps.setNull(index, sqlType(type));
            return;
        }
        switch (type) {
            case INT -> ps.setInt(index, Integer.parseInt(literal));
            case BIGINT -> ps.setLong(index, Long.parseLong(literal));
            case NUMERIC -> ps.setBigDecimal(index, new BigDecimal(literal));
            case TEXT -> ps.setString(index, literal.substring(1, literal.length() - 1).replace("''", "'"));
            case BOOLEAN -> ps.setBoolean(index, Boolean.parseBoolean(literal.toLowerCase(java.util.Locale.ROOT)));
            case DATE -> ps.setObject(index, LocalDate.parse(literal.substring("DATE '".length(), literal.length() - 1)));
        }
    }

    private static int sqlType(FuzzType type) {
        return switch (type) {
            case INT -> Types.INTEGER;
            case BIGINT -> Types.BIGINT;
            case NUMERIC -> Types.NUMERIC;
            case TEXT -> Types.VARCHAR;
            case BOOLEAN -> Types.BOOLEAN;
            case DATE -> Types.DATE;
        };
    }
}
