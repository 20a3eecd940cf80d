package org.lanin.planner.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.lanin.engine.type.DataType;

class SqlNormaliserTest {
    private static NormalisedSql n(String sql) {
        return NormalisedSql.of(sql);
    }

    @Test
    void literalVariantsShareText() {
        NormalisedSql a = n("INSERT INTO t VALUES (1, 'a')");
        NormalisedSql b = n("insert   into t\n values (2,'b');");
        assertThat(a.text()).isEqualTo("insert into t values($1, $2)");
        assertThat(b.cacheKey()).isEqualTo(a.cacheKey());
        assertThat(b.queryId()).isEqualTo(a.queryId());
        assertThat(a.literalValues()).containsExactly(1, "a");
        assertThat(b.literalValues()).containsExactly(2, "b");
        assertThat(a.literalKinds()).containsExactly(LiteralKind.INTEGER, LiteralKind.STRING);
    }

    @Test
    void stringsAndEscapes() {
        assertThat(n("select 'it''s'").literalValues()).containsExactly("it's");
        NormalisedSql e = n("select E'a\\tb\\'c', e'x''y'");
        assertThat(e.literalValues()).containsExactly("a\tb'c", "x'y");
        assertThat(e.literalKinds()).containsOnly(LiteralKind.ESCAPE_STRING);
        assertThat(n("select 'a -- not a comment /* nor this */'").literalValues())
                .containsExactly("a -- not a comment /* nor this */");
    }

    @Test
    void dollarQuotes() {
        NormalisedSql d = n("select $$it's $1$$, $tag$a $$ b$tag$");
        assertThat(d.text()).isEqualTo("select $1, $2");
        assertThat(d.literalValues()).containsExactly("it's $1", "a $$ b");
        assertThat(d.literalKinds()).containsOnly(LiteralKind.DOLLAR_STRING);
        assertThat(d.userParamCount()).isZero();
    }

    @Test
    void commentsAndWhitespaceVanish() {
        assertThat(n("SELECT /* one /* nested */ two */ a -- trailing\n FROM t").text()).isEqualTo("select a from t");
        assertThat(n("select\ta,b from t where x=1").text()).isEqualTo(n("select a , b from t where x = 7").text());
    }

    @Test
    void quotedIdentifiersKeepTheirCase() {
        NormalisedSql q = n("SELECT \"MixedCase\", Plain, \"with \"\"quote\"\"\" FROM \"T\"");
        assertThat(q.text()).isEqualTo("select \"MixedCase\", plain, \"with \"\"quote\"\"\" from \"T\"");
        assertThat(q.markerCount()).isZero();
    }

    @Test
    void numbers() {
        NormalisedSql num = n("select 1, 2147483648, 1.5, 1e10, .5, 99999999999999999999.0");
        assertThat(num.literalKinds()).containsExactly(LiteralKind.INTEGER, LiteralKind.BIGINT, LiteralKind.DECIMAL,
                LiteralKind.DECIMAL, LiteralKind.DECIMAL, LiteralKind.DECIMAL);
        assertThat(num.literalValues()).containsExactly(1, 2147483648L, new BigDecimal("1.5"), new BigDecimal("1e10"),
                new BigDecimal(".5"), new BigDecimal("99999999999999999999.0"));
        assertThat(num.literalTypes()).containsExactly(DataType.INTEGER, DataType.BIGINT, DataType.NUMERIC,
                DataType.NUMERIC, DataType.NUMERIC, DataType.NUMERIC);
        assertThat(n("select 9223372036854775808").markerCount()).isZero();
        assertThat(n("select 0x1F").markerCount()).isZero();
    }

    @Test
    void signsStayOperators() {
        assertThat(n("select x-1, -2, 3 - -4, a<>-5 from t").text())
                .isEqualTo("select x - $1, - $2, $3 - - $4, a <> - $5 from t");
    }

    @Test
    void userParametersAreRenumberedInOrder() {
        NormalisedSql p = n("select * from t where a = $2 and b = 5 and c = $1 and d = $2");
        assertThat(p.text()).isEqualTo("select * from t where a = $1 and b = $2 and c = $3 and d = $1");
        assertThat(p.userParamCount()).isEqualTo(2);
        assertThat(p.markerOf(1)).isZero();
        assertThat(p.markerOf(0)).isEqualTo(2);
        assertThat(Arrays.asList(p.arguments(new Object[] {"first", "second"}))).containsExactly("second", 5, "first");
        NormalisedSql q = n("insert into t values (?, 'x', ?)");
        assertThat(q.text()).isEqualTo("insert into t values($1, $2, $3)");
        assertThat(Arrays.asList(q.arguments(new Object[] {1, 2}))).containsExactly(1, "x", 2);
        assertThat(q.cacheKey()).isNotEqualTo(n("insert into t values (?, ?, ?)").cacheKey());
    }

    @Test
    void shapeDecidingLiteralsStay() {
        assertThat(n("select a, 5 from t order by 2, a + 1").text()).isEqualTo("select a, $1 from t order by 2, a + 1");
        assertThat(n("select a from t group by 1 having count(*) > 3 order by 1 limit 10").text())
                .isEqualTo("select a from t group by 1 having count(*) > $1 order by 1 limit $2");
        assertThat(n("select '2024-01-01'::date, date '2024-01-01', interval '1 day', cast('5' as int)").markerCount())
                .isZero();
        assertThat(n("select timestamp with time zone '2024-01-01 00:00', x::numeric(10,2), cast(y as varchar(3))")
                .markerCount()).isZero();
        assertThat(n("select a from t where a like 'x%' escape '!' and b ilike 'Y%' and c similar to 'z'").markerCount())
                .isZero();
        assertThat(n("select nextval('s'), setval('s', 5)").text()).isEqualTo("select nextval('s'), setval('s', $1)");
        assertThat(n("select a is null, a = null, true, false from t").markerCount()).isZero();
        assertThat(n("select X'1F', B'101', N'n', U&'d\\0061t'").markerCount()).isZero();
    }

    @Test
    void onlyQueriesAndDmlAreNormalised() {
        for (String sql : List.of("create table t (a varchar(5) default 'x')", "set lock_timeout = 5",
                "explain select 1", "begin", "show plan_cache_size")) {
            assertThat(n(sql).normalisable()).as(sql).isFalse();
            assertThat(n(sql).text()).isEqualTo(sql);
        }
        for (String sql : List.of("with x as (select 1) select * from x", "values (1)", "(select 1)",
                "update t set a = 1", "delete from t where a = 1")) {
            assertThat(n(sql).normalisable()).as(sql).isTrue();
        }
    }

    @Test
    void textThatDoesNotLexIsLeftToTheParser() {
        assertThat(n("select 'unterminated").normalisable()).isFalse();
        assertThat(n("select /* open").normalisable()).isFalse();
        assertThat(n("select $x$ open").normalisable()).isFalse();
    }
}
