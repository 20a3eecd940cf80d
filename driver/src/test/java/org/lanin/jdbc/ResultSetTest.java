package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.sql.Date;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import java.util.TimeZone;
import java.util.UUID;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;
import org.junit.jupiter.api.Test;

class ResultSetTest {
    private static final UUID ID = UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11");
    private static final LocalDateTime TS = LocalDateTime.of(2024, 3, 5, 13, 4, 5);
    private static final List<ColumnInfo> COLUMNS = List.of(
            FakeSession.column("i", DataType.INTEGER),
            FakeSession.column("s", DataType.varchar(10)),
            FakeSession.column("n", DataType.numeric(10, 2)),
            FakeSession.column("b", DataType.BOOLEAN),
            FakeSession.column("d", DataType.DATE),
            FakeSession.column("ts", DataType.TIMESTAMP),
            FakeSession.column("tz", DataType.TIMESTAMPTZ),
            FakeSession.column("u", DataType.UUID),
            FakeSession.column("bytes", DataType.BYTEA),
            FakeSession.column("sm", DataType.SMALLINT),
            new ColumnInfo("I", "i", "t", DataType.TEXT, ResultSetMetaData.columnNoNulls));

    private static ResultSet resultSet(Object[]... rows) {
        return new LaninResultSet(null, COLUMNS, new ListCursor(new ArrayList<>(List.of(rows))), null);
    }

    private static Object[] sample() {
        return new Object[] {42, "12", new BigDecimal("3.50"), true, LocalDate.of(2024, 3, 5), TS,
            TS.atOffset(ZoneOffset.UTC), ID, new byte[] {1, 2}, (short) 7, "dup"};
    }

    @Test
    void gettersByIndexAndLabel() throws SQLException {
        ResultSet rs = resultSet(sample());
        assertThat(rs.isBeforeFirst()).isTrue();
        assertThat(rs.next()).isTrue();
        assertThat(rs.getRow()).isEqualTo(1);
        assertThat(rs.isFirst()).isTrue();
        assertThat(rs.getInt(1)).isEqualTo(42);
        assertThat(rs.getString("i")).isEqualTo("42");
        assertThat(rs.getLong("s")).isEqualTo(12L);
        assertThat(rs.getInt("S")).isEqualTo(12);
        assertThat(rs.getBigDecimal("n")).isEqualTo(new BigDecimal("3.50"));
        assertThat(rs.getDouble("n")).isEqualTo(3.5);
        assertThat(rs.getString("n")).isEqualTo("3.50");
        assertThat(rs.getBoolean("b")).isTrue();
        assertThat(rs.getString("b")).isEqualTo("t");
        assertThat(rs.getDate("d")).isEqualTo(Date.valueOf("2024-03-05"));
        assertThat(rs.getObject("d")).isEqualTo(Date.valueOf("2024-03-05"));
        assertThat(rs.getObject("d", LocalDate.class)).isEqualTo(LocalDate.of(2024, 3, 5));
        assertThat(rs.getTimestamp("ts")).isEqualTo(Timestamp.valueOf(TS));
        assertThat(rs.getObject("ts", LocalDateTime.class)).isEqualTo(TS);
        assertThat(rs.getObject("tz", OffsetDateTime.class)).isEqualTo(TS.atOffset(ZoneOffset.UTC));
        Calendar utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        assertThat(rs.getTimestamp("ts", utc).toInstant()).isEqualTo(TS.toInstant(ZoneOffset.UTC));
        assertThat(rs.getObject("u")).isEqualTo(ID);
        assertThat(rs.getObject("u", String.class)).isEqualTo(ID.toString());
        assertThat(rs.getBytes("bytes")).containsExactly(1, 2);
        assertThat(rs.getString("bytes")).isEqualTo("\\x0102");
        assertThat(rs.getObject("sm")).isEqualTo(7);
        assertThat(rs.getShort("sm")).isEqualTo((short) 7);
        assertThat(rs.getByte("sm")).isEqualTo((byte) 7);
        assertThat(rs.getFloat("i")).isEqualTo(42f);
        assertThat(rs.getString("I")).as("first match of a case-insensitive label").isEqualTo("42");
        assertThat(rs.findColumn("I")).isEqualTo(1);
        assertThat(rs.getObject(1, Integer.class)).isEqualTo(42);
        assertThat(rs.getNString(2)).isEqualTo("12");
        assertThat(rs.next()).isFalse();
        assertThat(rs.isAfterLast()).isTrue();
        assertThat(rs.getRow()).isZero();
    }

    @Test
    void streams() throws Exception {
        ResultSet rs = resultSet(sample());
        rs.next();
        try (Reader r = rs.getCharacterStream("s"); InputStream in = rs.getBinaryStream("bytes")) {
            char[] buf = new char[2];
            assertThat(r.read(buf)).isEqualTo(2);
            assertThat(in.readAllBytes()).containsExactly(1, 2);
        }
        assertThat(rs.getAsciiStream("s").readAllBytes()).containsExactly('1', '2');
    }

    @Test
    void nullsAndWasNull() throws SQLException {
        ResultSet rs = resultSet(new Object[COLUMNS.size()]);
        rs.next();
        assertThat(rs.getInt(1)).isZero();
        assertThat(rs.wasNull()).isTrue();
        assertThat(rs.getBoolean(4)).isFalse();
        assertThat(rs.getString(2)).isNull();
        assertThat(rs.getObject(5)).isNull();
        assertThat(rs.getBytes(9)).isNull();
        assertThat(rs.getCharacterStream(2)).isNull();
        assertThat(rs.getDate(5, Calendar.getInstance())).isNull();
        assertThat(rs.wasNull()).isTrue();
        ResultSet other = resultSet(sample());
        other.next();
        other.getInt(1);
        assertThat(other.wasNull()).isFalse();
    }

    @Test
    void conversionErrors() throws SQLException {
        ResultSet rs = resultSet(new Object[] {42, "abc", null, null, null, null, null, ID, null, null, null});
        rs.next();
        SqlAssert.fails(() -> rs.getInt(2), java.sql.SQLDataException.class, "22P02");
        SqlAssert.fails(() -> rs.getInt(8), java.sql.SQLSyntaxErrorException.class, "42804");
        SqlAssert.fails(() -> rs.getObject(1, StringBuilder.class), SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void badColumnsAndPositions() throws SQLException {
        ResultSet rs = resultSet(sample());
        SqlAssert.fails(() -> rs.getInt(1), SQLException.class, "24000");
        rs.next();
        SqlAssert.fails(() -> rs.getInt(0), SQLException.class, "22023");
        SqlAssert.fails(() -> rs.getInt(99), SQLException.class, "22023");
        SqlAssert.fails(() -> rs.getInt("nope"), SQLException.class, "42703");
        rs.next();
        SqlAssert.fails(() -> rs.getInt(1), SQLException.class, "24000");
    }

    @Test
    void metadata() throws SQLException {
        ResultSetMetaData md = resultSet().getMetaData();
        assertThat(md.getColumnCount()).isEqualTo(11);
        assertThat(md.getColumnLabel(11)).isEqualTo("I");
        assertThat(md.getColumnName(11)).isEqualTo("i");
        assertThat(md.getTableName(1)).isEqualTo("t");
        assertThat(md.getSchemaName(1)).isEqualTo("public");
        assertThat(md.getColumnType(1)).isEqualTo(Types.INTEGER);
        assertThat(md.getColumnTypeName(1)).isEqualTo("int4");
        assertThat(md.getColumnTypeName(2)).isEqualTo("varchar");
        assertThat(md.getPrecision(2)).isEqualTo(10);
        assertThat(md.getColumnDisplaySize(2)).isEqualTo(10);
        assertThat(md.getPrecision(3)).isEqualTo(10);
        assertThat(md.getScale(3)).isEqualTo(2);
        assertThat(md.getColumnTypeName(4)).isEqualTo("bool");
        assertThat(md.getColumnTypeName(7)).isEqualTo("timestamptz");
        assertThat(md.getColumnType(7)).isEqualTo(Types.TIMESTAMP_WITH_TIMEZONE);
        assertThat(md.getColumnClassName(5)).isEqualTo("java.sql.Date");
        assertThat(md.getColumnClassName(10)).isEqualTo("java.lang.Integer");
        assertThat(md.isNullable(11)).isEqualTo(ResultSetMetaData.columnNoNulls);
        assertThat(md.isSigned(1)).isTrue();
        assertThat(md.isSigned(2)).isFalse();
        assertThat(md.isCaseSensitive(2)).isTrue();
        assertThat(md.isAutoIncrement(1)).isFalse();
        SqlAssert.fails(() -> md.getColumnName(12), SQLException.class, "22023");
    }

    @Test
    void propertiesAndUnsupportedMethods() throws SQLException {
        ResultSet rs = resultSet(sample());
        assertThat(rs.getType()).isEqualTo(ResultSet.TYPE_FORWARD_ONLY);
        assertThat(rs.getConcurrency()).isEqualTo(ResultSet.CONCUR_READ_ONLY);
        assertThat(rs.getHoldability()).isEqualTo(ResultSet.CLOSE_CURSORS_AT_COMMIT);
        rs.setFetchSize(10);
        assertThat(rs.getFetchSize()).isEqualTo(10);
        assertThat(rs.getStatement()).isNull();
        rs.next();
        SqlAssert.fails(rs::previous, SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> rs.absolute(1), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> rs.updateInt(1, 2), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> rs.updateString("s", "x"), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(rs::insertRow, SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> rs.getBlob(9), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> rs.getArray(1), java.sql.SQLDataException.class, "22023"); // not an array column
        SqlAssert.fails(rs::isLast, SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> rs.setFetchDirection(ResultSet.FETCH_REVERSE), SQLFeatureNotSupportedException.class,
                "0A000");
    }

    @Test
    void closedResultSetsThrow() throws SQLException {
        ResultSet rs = resultSet(sample());
        rs.close();
        rs.close();
        assertThat(rs.isClosed()).isTrue();
        SqlAssert.fails(rs::next, SQLException.class, "55000");
        SqlAssert.fails(() -> rs.getInt(1), SQLException.class, "55000");
        SqlAssert.fails(rs::getMetaData, SQLException.class, "55000");
        SqlAssert.fails(rs::wasNull, SQLException.class, "55000");
    }
}
