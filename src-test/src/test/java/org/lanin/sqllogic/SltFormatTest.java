package org.lanin.sqllogic;

import java.time.LocalTime;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lanin.sqllogic.SltRecord.SortMode;

import static org.assertj.core.api.Assertions.assertThat;

/** Rendering, hashing, sorting and parsing rules of the runner, without any database. */
class SltFormatTest {

    @Test
    void rendersLikeSqllogictest() {
        assertThat(SltValueFormat.integer(new java.math.BigDecimal("7.9"))).isEqualTo("7");
        assertThat(SltValueFormat.real(2)).isEqualTo("2.000");
        assertThat(SltValueFormat.text("")).isEqualTo("(empty)");
        assertThat(SltValueFormat.text("a\tb")).isEqualTo("a@b");
    }

    @Test
    void rendersFloatsAsPostgresql() {
        assertThat(SltValueFormat.text(0.30000000000000004)).isEqualTo("0.30000000000000004");
        assertThat(SltValueFormat.text(1e20)).isEqualTo("1e+20");
        assertThat(SltValueFormat.text(1e-5)).isEqualTo("1e-05");
        assertThat(SltValueFormat.text(100.0)).isEqualTo("100");
        assertThat(SltValueFormat.text(123456789012345678.0)).isEqualTo("1.2345678901234568e+17");
        assertThat(SltValueFormat.text(1000000f)).isEqualTo("1e+06");
        assertThat(SltValueFormat.text(0.1f)).isEqualTo("0.1");
        assertThat(SltValueFormat.time(LocalTime.of(13, 45, 30, 500_000_000))).isEqualTo("13:45:30.5");
        assertThat(SltValueFormat.time(LocalTime.of(12, 0))).isEqualTo("12:00:00");
    }

    @Test
    void hashesValuesWithNewlines() {
        // md5("1\n2\n") computed independently
        SltResult r = SltResult.of(List.of(List.of("2"), List.of("1")), 1, SortMode.ROWSORT);
        assertThat(r.hashLine()).isEqualTo("2 values hashing to 6ddb4095eb719e2a9f0a3f95677d24e0");
        assertThat(r.matches(List.of("1", "2"))).isTrue();
        assertThat(r.matches(List.of("2 values hashing to 6ddb4095eb719e2a9f0a3f95677d24e0"))).isTrue();
    }

    @Test
    void acceptsValuePerLineAndRowPerLine() {
        SltResult r = SltResult.of(List.of(List.of("b", "2"), List.of("a", "1")), 2, SortMode.ROWSORT);
        assertThat(r.matches(List.of("a", "1", "b", "2"))).isTrue();
        assertThat(r.matches(List.of("b 2", "a 1"))).isTrue();
        assertThat(r.matches(List.of("a 2", "b 1"))).isFalse();
        SltResult v = SltResult.of(List.of(List.of("3", "1"), List.of("2", "0")), 2, SortMode.VALUESORT);
        assertThat(v.values()).containsExactly("0", "1", "2", "3");
    }

    @Test
    void parsesRecordsConditionsAndSqlstates() {
        List<SltRecord> records = SltParser.parse(List.of(
                "# comment", "skipif mysql # why", "onlyif postgresql", "statement error 23505", "INSERT x", "",
                "query IT rowsort label-1", "SELECT 1,", "# mid comment", " 'a'", "----", "1 a", "",
                "hash-threshold 8", "", "halt"), "t.test");
        assertThat(records).hasSize(4);
        SltRecord.Statement s = (SltRecord.Statement) records.get(0);
        assertThat(s.sqlState()).isEqualTo("23505");
        assertThat(s.conditions().appliesTo(java.util.Set.of("lanin", "postgresql"))).isTrue();
        assertThat(s.conditions().appliesTo(java.util.Set.of("mysql", "postgresql"))).isFalse();
        SltRecord.Query q = (SltRecord.Query) records.get(1);
        assertThat(q.sql()).isEqualTo("SELECT 1,\n 'a'");
        assertThat(q.label()).isEqualTo("label-1");
        assertThat(q.expected()).containsExactly("1 a");
        assertThat(SltGolden.rewrite(List.of("query I", "SELECT 1", "----", "9", "", "x"),
                java.util.Map.of((SltRecord.Query) SltParser.parse(List.of("query I", "SELECT 1", "----", "9"), "g")
                        .get(0), List.of("1"))))
                .containsExactly("query I", "SELECT 1", "----", "1", "", "x");
    }
}
