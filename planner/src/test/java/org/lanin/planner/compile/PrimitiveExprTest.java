package org.lanin.planner.compile;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/** Results, types and errors of the primitive expression and aggregate paths (hand-written, PostgreSQL's answers). */
class PrimitiveExprTest {
    private Session s;

    @BeforeEach
    void load() {
        s = TestSql.open();
        TestSql.exec(s, "CREATE TABLE t (id integer, a integer, b bigint, m smallint, d double precision, n numeric)",
                "INSERT INTO t VALUES (1, 10, 100, 5, 1.5, 2.5), (2, NULL, 200, NULL, NULL, NULL),"
                        + " (3, -7, NULL, -3, -0.25, 1), (4, 2147483647, 9223372036854775807, 32767, 1e308, 0)");
    }

    @AfterEach
    void close() {
        s.close();
    }

    private Object one(String sql) {
        return TestSql.scalar(s, sql);
    }

    private void fails(String sql, String state, String message) {
        LaninException e = TestSql.error(s, sql);
        assertThat(e.state().code()).as(sql).isEqualTo(state);
        assertThat(e.primaryMessage()).as(sql).isEqualTo(message);
    }

    @Test
    void arithmeticKeepsTypesAndNulls() {
        assertThat(one("SELECT a + b FROM t WHERE id = 1")).isEqualTo(110L);
        assertThat(one("SELECT a * 2 + 1 FROM t WHERE id = 3")).isEqualTo(-13);
        assertThat(one("SELECT m + m FROM t WHERE id = 1")).isEqualTo((short) 10);
        assertThat(one("SELECT a + b FROM t WHERE id = 2")).isNull();
        assertThat(one("SELECT a + b FROM t WHERE id = 3")).isNull();
        assertThat(one("SELECT -a FROM t WHERE id = 3")).isEqualTo(7);
        assertThat(TestSql.rows(s, "SELECT a / 3, a % 3, -7 / 2 FROM t WHERE id = 3"))
                .containsExactly(List.of(-2, -1, -3));
        assertThat(one("SELECT d * 2 FROM t WHERE id = 1")).isEqualTo(3.0);
        assertThat(one("SELECT a * d FROM t WHERE id = 3")).isEqualTo(1.75);
        assertThat(one("SELECT d * 2.0 + a FROM t WHERE id = 1")).isEqualTo(13.0);
        assertThat(one("SELECT a + n FROM t WHERE id = 1")).isEqualTo(new BigDecimal("12.5"));
        assertThat(one("SELECT d + n FROM t WHERE id = 1")).isEqualTo(4.0);
        assertThat(one("SELECT CAST(b AS integer) FROM t WHERE id = 1")).isEqualTo(100);
        assertThat(one("SELECT CAST(m AS bigint) * 2 FROM t WHERE id = 3")).isEqualTo(-6L);
        assertThat(one("SELECT CAST(a AS double precision) / 4 FROM t WHERE id = 1")).isEqualTo(2.5);
    }

    @Test
    void overflowAndDivisionErrorsAreUnchanged() {
        fails("SELECT a + 1 FROM t WHERE id = 4", "22003", "integer out of range");
        fails("SELECT a * a FROM t WHERE id = 4", "22003", "integer out of range");
        fails("SELECT b + 1 FROM t WHERE id = 4", "22003", "bigint out of range");
        fails("SELECT b * 2 FROM t WHERE id = 4", "22003", "bigint out of range");
        fails("SELECT m + m FROM t WHERE id = 4", "22003", "smallint out of range");
        fails("SELECT -(a + 1) FROM t WHERE id = 4", "22003", "integer out of range");
        fails("SELECT CAST(b AS integer) FROM t WHERE id = 4", "22003", "integer out of range");
        fails("SELECT CAST(a AS smallint) FROM t WHERE id = 4", "22003", "smallint out of range");
        fails("SELECT d * 10 FROM t WHERE id = 4", "22003", "value out of range: overflow");
        fails("SELECT a / (a - a) FROM t WHERE id = 1", "22012", "division by zero");
        fails("SELECT b % (b - b) FROM t WHERE id = 1", "22012", "division by zero");
        fails("SELECT d / (a - 10) FROM t WHERE id = 1", "22012", "division by zero");
        fails("SELECT count(*) FROM t WHERE a + 1 > 0", "22003", "integer out of range");
        // NULL short-circuits before the failing side, as before
        assertThat(one("SELECT a / (a - a) FROM t WHERE id = 2")).isNull();
    }

    @Test
    void comparisonsAreThreeValued() {
        TestSql.exec(s, "DELETE FROM t WHERE id = 4");
        assertThat(TestSql.rows(s, "SELECT id FROM t WHERE a + b > 100 ORDER BY id")).containsExactly(List.of(1));
        assertThat(TestSql.rows(s, "SELECT id FROM t WHERE NOT (a < 0) ORDER BY id")).containsExactly(List.of(1));
        assertThat(TestSql.rows(s, "SELECT id FROM t WHERE d > a ORDER BY id")).containsExactly(List.of(3));
        assertThat(TestSql.rows(s, "SELECT id FROM t WHERE d * 2.0 > 1.0 ORDER BY id")).containsExactly(List.of(1));
        assertThat(TestSql.rows(s, "SELECT id FROM t WHERE m = a - 5 ORDER BY id")).containsExactly(List.of(1));
        assertThat(TestSql.rows(s, "SELECT a < b, d >= -0.25, (a > 0) IS NULL FROM t WHERE id = 2"))
                .containsExactly(java.util.Arrays.asList(null, null, true));
        assertThat(one("SELECT count(*) FROM t WHERE CAST('NaN' AS double precision) > d")).isEqualTo(2L);
        assertThat(one("SELECT count(*) FROM t WHERE d = -0.0 OR d = 0.0 - 0.25")).isEqualTo(1L);
    }

    @Test
    void aggregatesKeepResultTypes() {
        assertThat(TestSql.rows(s, "SELECT count(*), count(a), count(d), sum(a), sum(m), min(a), max(m), min(d), max(d) FROM t"))
                .containsExactly(List.of(4L, 3L, 3L, 2147483650L, 32769L, -7, (short) 32767, -0.25, 1e308));
        assertThat(one("SELECT sum(b) FROM t")).isEqualTo(new BigDecimal("9223372036854776107"));
        assertThat(one("SELECT sum(b) + 0 FROM t WHERE id < 4")).isEqualTo(new BigDecimal("300"));
        assertThat(one("SELECT avg(b) FROM t WHERE id < 4")).isEqualTo(new BigDecimal("150.0000000000000000"));
        assertThat(one("SELECT avg(a) FROM t WHERE id <> 4")).isEqualTo(new BigDecimal("1.5000000000000000"));
        assertThat(one("SELECT sum(d) FROM t WHERE id < 4")).isEqualTo(1.25);
        assertThat(one("SELECT avg(d) FROM t WHERE id < 4")).isEqualTo(0.625);
        assertThat(TestSql.rows(s, "SELECT sum(a), avg(b), min(d), max(b), count(a) FROM t WHERE id > 10"))
                .containsExactly(java.util.Arrays.asList(null, null, null, null, 0L));
        assertThat(one("SELECT sum(a * 2 + b) FROM t WHERE id < 4")).isEqualTo(new BigDecimal("120"));
        assertThat(one("SELECT count(DISTINCT a % 2) FROM t")).isEqualTo(3L);
    }

    @Test
    void aggregateOverflowMatchesTheBoxedPath() {
        TestSql.exec(s, "CREATE TABLE big (g integer, b bigint, d double precision)",
                "INSERT INTO big VALUES (1, 9223372036854775807, 1e308), (1, 9223372036854775807, 1e308),"
                        + " (2, -9223372036854775807, 1), (2, -9223372036854775807, 2), (2, 5, 3)");
        assertThat(TestSql.rows(s, "SELECT g, sum(b), avg(b) FROM big GROUP BY g ORDER BY g")).containsExactly(
                List.of(1, new BigDecimal("18446744073709551614"), new BigDecimal("9223372036854775807")),
                List.of(2, new BigDecimal("-18446744073709551609"), new BigDecimal("-6148914691236517203")));
        // the boxed numeric path agrees, scale included
        assertThat(TestSql.rows(s, "SELECT g, sum(b), avg(b) FROM big GROUP BY g ORDER BY g"))
                .isEqualTo(TestSql.rows(s, "SELECT g, sum(CAST(b AS numeric)), avg(CAST(b AS numeric)) FROM big GROUP BY g ORDER BY g"));
        fails("SELECT sum(d) FROM big WHERE g = 1", "22003", "value out of range: overflow");
        assertThat(one("SELECT avg(d) FROM big WHERE g = 1")).isEqualTo(Double.POSITIVE_INFINITY);
        fails("SELECT sum(b * 2) FROM big", "22003", "bigint out of range");
        TestSql.exec(s, "CREATE TABLE ints (a integer)",
                "INSERT INTO ints SELECT 2147483647 FROM generate_series(1, 3)");
        assertThat(one("SELECT sum(a) FROM ints")).isEqualTo(6442450941L);
    }

    @Test
    void groupedResultsComeInFirstSeenOrder() {
        TestSql.exec(s, "CREATE TABLE g (k integer, v integer)",
                "INSERT INTO g VALUES (3, 1), (1, 2), (NULL, 3), (3, 4), (NULL, 5), (2, 6)");
        assertThat(TestSql.rows(s, "SELECT k, sum(v), count(*), max(v) FROM g GROUP BY k")).containsExactly(
                List.of(3, 5L, 2L, 4), List.of(1, 2L, 1L, 2), java.util.Arrays.asList(null, 8L, 2L, 5),
                List.of(2, 6L, 1L, 6));
    }
}
