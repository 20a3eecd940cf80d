package org.lanin.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.BatchUpdateException;
import java.sql.Date;
import java.sql.JDBCType;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.List;
import java.util.TimeZone;
import java.util.UUID;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PreparedStatementTest {
    private FakeSession session;
    private LaninConnection conn;

    @BeforeEach
    void setUp() {
        session = new FakeSession();
        conn = FakeSession.connect(session);
    }

    private Object[] run(PreparedStatement ps) throws SQLException {
        ps.execute();
        return session.lastCall().params();
    }

    @Test
    void primitiveSetters() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("insert into t values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        ps.setBoolean(1, true);
        ps.setByte(2, (byte) 2);
        ps.setShort(3, (short) 3);
        ps.setInt(4, 4);
        ps.setLong(5, 5L);
        ps.setFloat(6, 6.5f);
        ps.setDouble(7, 7.5);
        ps.setBigDecimal(8, new BigDecimal("8.25"));
        ps.setString(9, "nine");
        ps.setNString(10, "ten");
        ps.setNull(11, Types.INTEGER);
        assertThat(run(ps)).containsExactly(true, (short) 2, (short) 3, 4, 5L, 6.5f, 7.5, new BigDecimal("8.25"),
                "nine", "ten", null);
    }

    @Test
    void dateTimeSetters() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("select ?, ?, ?, ?, ?, ?");
        ps.setDate(1, Date.valueOf("2024-03-05"));
        ps.setTime(2, Time.valueOf("13:04:05"));
        ps.setTimestamp(3, Timestamp.valueOf("2024-03-05 13:04:05.5"));
        Calendar utc = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        Instant instant = Instant.parse("2024-03-05T23:30:00Z");
        ps.setDate(4, new Date(instant.toEpochMilli()), utc);
        ps.setTime(5, new Time(instant.toEpochMilli()), utc);
        ps.setTimestamp(6, Timestamp.from(instant), utc);
        // timestamps travel as wall clock plus instant; the session keeps the one the parameter's type needs
        assertThat(run(ps)).containsExactly(LocalDate.of(2024, 3, 5), LocalTime.of(13, 4, 5),
                LocalDateTime.of(2024, 3, 5, 13, 4, 5, 500_000_000).atZone(java.time.ZoneId.systemDefault()),
                LocalDate.of(2024, 3, 5), LocalTime.of(23, 30), instant.atZone(java.time.ZoneId.of("UTC")));
    }

    @Test
    void setObjectWithAndWithoutTargetTypes() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?");
        UUID id = UUID.randomUUID();
        Instant instant = Instant.parse("2024-03-05T10:00:00Z");
        ps.setObject(1, id);
        ps.setObject(2, 'c');
        ps.setObject(3, BigInteger.TEN);
        ps.setObject(4, instant);
        ps.setObject(5, LocalDate.of(2024, 1, 1));
        ps.setObject(6, "12", Types.INTEGER);
        ps.setObject(7, "3.14159", Types.NUMERIC, 2);
        ps.setObject(8, 5, JDBCType.VARCHAR);
        ps.setObject(9, new byte[] {1});
        ps.setObject(10, null);
        ps.setObject(11, Date.valueOf("2024-02-29"));
        assertThat(run(ps)).containsExactly(id, "c", BigDecimal.TEN, instant.atOffset(ZoneOffset.UTC),
                LocalDate.of(2024, 1, 1), 12, new BigDecimal("3.14"), "5", new byte[] {1}, null,
                LocalDate.of(2024, 2, 29));
        OffsetDateTime odt = OffsetDateTime.parse("2024-03-05T10:00:00+02:00");
        ps.setObject(1, odt);
        assertThat(run(ps)[0]).isEqualTo(odt);
        SqlAssert.fails(() -> ps.setObject(1, new Object()), SQLException.class, "42P18");
        SqlAssert.fails(() -> ps.setObject(1, "abc", Types.INTEGER), java.sql.SQLDataException.class, "22P02");
        SqlAssert.fails(() -> ps.setObject(1, "x", Types.STRUCT), SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void streamsAreReadAtSetTime() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("select ?, ?, ?, ?, ?");
        ps.setBinaryStream(1, new ByteArrayInputStream(new byte[] {1, 2}));
        ps.setCharacterStream(2, new StringReader("chars"), 3);
        ps.setAsciiStream(3, new ByteArrayInputStream("ascii".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        ps.setBytes(4, new byte[] {9});
        ps.setClob(5, new StringReader("clob"));
        assertThat(run(ps)).containsExactly(new byte[] {1, 2}, "cha", "ascii", new byte[] {9}, "clob");
    }

    @Test
    void missingAndOutOfRangeParameters() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("select ?, ?");
        ps.setInt(1, 1);
        SqlAssert.fails(ps::execute, SQLException.class, "07001");
        SqlAssert.fails(() -> ps.setInt(3, 1), SQLException.class, "22023");
        SqlAssert.fails(() -> ps.setInt(0, 1), SQLException.class, "22023");
        ps.setNull(2, Types.VARCHAR);
        ps.execute();
        ps.clearParameters();
        SqlAssert.fails(ps::execute, SQLException.class, "07001");
    }

    @Test
    void queryStringMethodsAreRefused() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("select 1");
        SqlAssert.fails(() -> ps.executeQuery("select 1"), SQLException.class, "42809");
        SqlAssert.fails(() -> ps.executeUpdate("delete from t"), SQLException.class, "42809");
        SqlAssert.fails(() -> ps.execute("select 1"), SQLException.class, "42809");
        SqlAssert.fails(() -> ps.addBatch("select 1"), SQLException.class, "42809");
    }

    @Test
    void preparingEarlySurfacesSyntaxErrors() {
        SqlAssert.fails(() -> conn.prepareStatement("syntax error"), java.sql.SQLSyntaxErrorException.class, "42601");
    }

    @Test
    void metadataComesFromThePreparedStatement() throws SQLException {
        session.parameterTypes = List.of(DataType.INTEGER, DataType.varchar(20), DataType.UNKNOWN);
        session.resultColumns = List.of(FakeSession.column("id", DataType.BIGINT));
        PreparedStatement ps = conn.prepareStatement("select id from t where a = ? and b = ? and c = ?");
        ParameterMetaData pmd = ps.getParameterMetaData();
        assertThat(pmd.getParameterCount()).isEqualTo(3);
        assertThat(pmd.getParameterType(1)).isEqualTo(Types.INTEGER);
        assertThat(pmd.getParameterTypeName(2)).isEqualTo("varchar");
        assertThat(pmd.getPrecision(2)).isEqualTo(20);
        assertThat(pmd.getParameterType(3)).isEqualTo(Types.NULL);
        assertThat(pmd.getParameterMode(1)).isEqualTo(ParameterMetaData.parameterModeIn);
        SqlAssert.fails(() -> pmd.getParameterType(4), SQLException.class, "22023");
        assertThat(ps.getMetaData().getColumnLabel(1)).isEqualTo("id");
        assertThat(ps.getMetaData().getColumnType(1)).isEqualTo(Types.BIGINT);
        assertThat(conn.prepareStatement("delete from t").getMetaData()).isNull();
    }

    @Test
    void batchesCarryEachParameterSet() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("insert into t values (?)");
        for (int i = 0; i < 3; i++) {
            ps.setInt(1, i);
            ps.addBatch();
        }
        assertThat(ps.executeBatch()).containsExactly(1, 1, 1);
        assertThat(session.calls).extracting(c -> c.params()[0]).containsExactly(0, 1, 2);
        assertThat(ps.executeBatch()).isEmpty();
    }

    @Test
    void failingPreparedBatch() throws SQLException {
        session.responder = sql -> {
            if (session.calls.size() == 2) {
                throw LaninException.of(EngineMsg.NOT_NULL_VIOLATION, "a", "t");
            }
            return FakeSession.update(1);
        };
        PreparedStatement ps = conn.prepareStatement("insert into t values (?)");
        for (int i = 0; i < 3; i++) {
            ps.setInt(1, i);
            ps.addBatch();
        }
        BatchUpdateException e = (BatchUpdateException) SqlAssert.fails(ps::executeBatch,
                BatchUpdateException.class, "23502");
        assertThat(e.getUpdateCounts()).containsExactly(1);
    }

    @Test
    void generatedKeysOfABatchAccumulate() throws SQLException {
        var id = List.of(FakeSession.column("id", DataType.INTEGER));
        session.responder = sql -> FakeSession.returning(id, List.<Object[]>of(new Object[] {session.calls.size()}), 1);
        PreparedStatement ps = conn.prepareStatement("insert into t (a) values (?)", Statement.RETURN_GENERATED_KEYS);
        assertThat(session.prepared).containsExactly("insert into t (a) values (?) RETURNING *");
        for (int i = 0; i < 2; i++) {
            ps.setInt(1, i);
            ps.addBatch();
        }
        assertThat(ps.executeBatch()).containsExactly(1, 1);
        ResultSet keys = ps.getGeneratedKeys();
        assertThat(keys.next()).isTrue();
        assertThat(keys.getInt(1)).isEqualTo(1);
        assertThat(keys.next()).isTrue();
        assertThat(keys.getInt(1)).isEqualTo(2);
        assertThat(keys.next()).isFalse();
    }

    @Test
    void generatedKeysByName() throws SQLException {
        conn.prepareStatement("insert into t (a) values (?)", new String[] {"id"});
        assertThat(session.prepared).containsExactly("insert into t (a) values (?) RETURNING \"id\"");
        SqlAssert.fails(() -> conn.prepareStatement("insert into t values (1)", new int[] {1}),
                SQLFeatureNotSupportedException.class, "0A000");
    }

    @Test
    void executeQueryAndUpdate() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("delete from t");
        assertThat(ps.executeUpdate()).isEqualTo(1);
        SqlAssert.fails(ps::executeQuery, SQLException.class, "02000");
        session.responder = sql -> FakeSession.rows(List.of(FakeSession.column("x", DataType.TEXT)), List.of());
        PreparedStatement q = conn.prepareStatement("select x from t");
        assertThat(q.executeQuery().next()).isFalse();
        SqlAssert.fails(q::executeUpdate, SQLException.class, "0100E");
    }

    @Test
    void unsupportedParameterKinds() throws SQLException {
        PreparedStatement ps = conn.prepareStatement("select ?");
        ps.setArray(1, null); // an SQL NULL, as pgJDBC
        SqlAssert.fails(() -> ps.setRef(1, null), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> ps.setURL(1, null), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> ps.setSQLXML(1, null), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> ps.setRowId(1, null), SQLFeatureNotSupportedException.class, "0A000");
        SqlAssert.fails(() -> ps.setBlob(1, (java.sql.Blob) null), SQLFeatureNotSupportedException.class, "0A000");
    }
}
