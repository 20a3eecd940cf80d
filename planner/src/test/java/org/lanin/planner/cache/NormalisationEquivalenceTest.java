package org.lanin.planner.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.Session;

/**
 * Every statement runs on two identical private databases, one planning literal text, one
 * planning normalised text with extracted values; rows, result types and SQLSTATEs must agree.
 */
class NormalisationEquivalenceTest {
    private static final List<String> SETUP = List.of(
            "create table d (id int primary key, day date, n numeric(10,2), i int, b bigint, s text, v varchar(3),"
                    + " f boolean, ts timestamp)",
            "insert into d values (1, '2024-01-01', 1.50, 5, 5000000000, 'abc', 'xy', true, '2024-01-01 10:00:00'),"
                    + " (2, '2024-03-01', 2.25, 7, 1, 'bcd', 'z', false, '2024-03-01 00:00:00'),"
                    + " (3, null, null, null, null, null, null, null, null)",
            "create sequence sq");

    private static final List<String> STATEMENTS = List.of(
            "select id from d where day = '2024-01-01'",
            "select id from d where day > '2024-01-15' order by id",
            "select 'a' || 'b'",
            "select 'x'",
            "select 'x' as label, 1 as one",
            "select 7 / 2, 7.0 / 2, 2147483648, 1.5, 1.50, -2147483648, -1, 1e3, .5, - 9223372036854775808",
            "select 1/0",
            "select 2147483647 + 1",
            "select 5000000000 * 2, 3000000000 / 7",
            "insert into d (id, i) values (10, '5')",
            "select i, b, s from d where id = 10",
            "insert into d (id, i) values (11, '5x')",
            "insert into d (id, v) values (12, 'toolong')",
            "insert into d (id, n) values (14, 12345678901.5)",
            "insert into d (id, n) values (15, '3.14159')",
            "select n from d where id = 15",
            "select id from d where s like 'a%'",
            "select id from d where s not like '%c%' order by id",
            "select id, s from d order by 2",
            "select id, s from d order by 2 desc, 1",
            "select s, count(*) from d group by 1 order by 1",
            "select i % 2 as parity, count(*) from d where i is not null group by i % 2 order by 1",
            "select id from d order by id limit 0",
            "select id from d order by id limit 2",
            "select id from d order by id limit 2 offset 1",
            "select id from d order by id fetch first 1 rows only",
            "select id from d where s is null order by id",
            "select id from d where s = null",
            "select '2024-01-01'::date + 1, date '2024-02-01' - 1, interval '1 day', '12:00'::time",
            "select cast('5' as int) + 1, cast(7 as numeric(5,1)), 'abc'::varchar(2)",
            "select i + 1, b + 1, n * 2, n + 0.001 from d where id = 1",
            "select id from d where b = 5000000000",
            "select id from d where id in (1, 2, 99) order by id",
            "select id from d where i between 1 and 6",
            "select case when i > 5 then 'big' else 'small' end from d order by id",
            "select coalesce(s, 'none'), nullif(i, 5) from d order by id",
            "select nextval('sq'), nextval('sq'), currval('sq')",
            "update d set s = 'zz', i = i + 10 where id = 2 returning s, i",
            "update d set n = '9.999' where id = 1 returning n",
            "delete from d where id = 10 returning id, i",
            "select 32767::smallint + 1::smallint",
            "select upper('x'), length('hello'), substring('hello', 2, 3), round(2.567, 2), lpad('7', 3, '0')",
            "select substring('hello' from 2 for 3), position('l' in 'hello'), trim('  x  ')",
            "select date_part('year', day), extract(month from day) from d where id = 1",
            "select date_trunc('month', ts) from d where id = 1",
            "select now() is not null, 'true'::boolean and true",
            "select * from generate_series(1, 3)",
            "select g * 2 from generate_series(2, 4) g(g)",
            "select 1 where 'a' = 'a'",
            "select f = 't', f = 'false' from d where id = 1",
            "select ts > '2024-01-01', ts < '2024-01-01 09:00' from d where id = 1",
            "select ts + interval '1 hour' from d where id = 1",
            "values (1, 'a'), (2, 'b')",
            "with x as (select 5 as k) select k * 2 from x",
            "select id from d where s = E'ab\\x63'",
            "select E'tab\\there', e'it''s'",
            "select 1 union all select 2.5",
            "select 'a' union select 'b' order by 1",
            "select id from d where i = 5.0",
            "select s || 1, 1 || s from d where id = 1",
            "select 1 = 1, 'a' < 'b', 2 > 1.5",
            "select abs(-5), -abs(5), - (3)",
            "select greatest(1, 2.5, 2), least('b', 'a')",
            "select count(*) from d where s > 'a' and i < 100",
            "select sum(i) + 1, avg(n), max(s) from d",
            "select i, count(*) from d group by i having count(*) >= 1 order by i",
            "select id from d where (i, id) = (5, 1)",
            "select id from d where id = (select 2)",
            "select id from d where id in (select 1 union select 3) order by id",
            "select exists (select 1 from d where i = 7)",
            "select 'x' from d where false",
            "select null, null::int, 1 + null",
            "select * from d where id = 'abc'",
            "select * from d where day = 'not a date'",
            "select * from d where v = 'xy'",
            "insert into d (id, s) values (20, 'a'), (21, 'b'), (22, null)",
            "select id, s from d where id >= 20 order by id",
            "insert into d (id, f) values (23, 'yes')",
            "select f from d where id = 23");

    @Test
    void literalAndNormalisedPlansAgree() {
        try (Session raw = Lanin.openMemory("", Map.of("plan_cache_normalise", "off"));
             Session norm = Lanin.openMemory("", Map.of())) {
            for (String sql : SETUP) {
                Outcomes.of(raw, sql);
                Outcomes.of(norm, sql);
            }
            for (String sql : STATEMENTS) {
                assertThat(Outcomes.of(norm, sql)).as(sql).isEqualTo(Outcomes.of(raw, sql));
            }
        }
    }

    @Test
    void dollarQuotedStringsWorkOnlyNormalised() {
        // JSqlParser reads $$...$$ as a name; the lexer reads it as PostgreSQL does
        try (Session s = Lanin.openMemory("", Map.of())) {
            assertThat(Outcomes.of(s, "select $$a'b$$, $t$x$t$")).startsWith("?column?:text ?column?:text [[a'b, x]");
        }
    }

    @Test
    void errorsKeepTheirState() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            assertThat(Outcomes.of(s, "select 1/0")).isEqualTo("ERROR 22012");
            assertThat(Outcomes.of(s, "select 5/0")).isEqualTo("ERROR 22012");
            assertThat(Outcomes.of(s, "select 1/1")).startsWith("?column?:integer [[1]");
        }
    }

    @Test
    void limitsSharingAPlanStillLimit() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            Outcomes.of(s, "create table t (a int)");
            Outcomes.of(s, "insert into t select * from generate_series(1, 20)");
            assertThat(Outcomes.of(s, "select count(*) from (select a from t limit 0) x")).contains("[[0]");
            assertThat(Outcomes.of(s, "select count(*) from (select a from t limit 10) x")).contains("[[10]");
            assertThat(Outcomes.of(s, "select count(*) from (select a from t limit 10 offset 15) x")).contains("[[5]");
        }
    }

    @Test
    void userParametersMixWithLiterals() {
        try (Session raw = Lanin.openMemory("", Map.of("plan_cache_normalise", "off"));
             Session norm = Lanin.openMemory("", Map.of())) {
            for (Session s : List.of(raw, norm)) {
                Outcomes.of(s, "create table t (a int, b text)");
                Outcomes.of(s, "insert into t values (1, 'x'), (2, 'y'), (3, 'x')");
            }
            String sql = "select a + $2, b from t where b = $1 and a > 1 order by a";
            assertThat(Outcomes.of(norm, sql, "x", 10)).isEqualTo(Outcomes.of(raw, sql, "x", 10));
            assertThat(norm.prepare(sql).parameterTypes()).isEqualTo(raw.prepare(sql).parameterTypes());
            assertThat(norm.prepare(sql).parameterCount()).isEqualTo(2);
            String q = "insert into t values (?, 'lit')";
            assertThat(Outcomes.of(norm, q, 9)).isEqualTo(Outcomes.of(raw, q, 9));
            assertThat(norm.prepare(q).parameterTypes()).isEqualTo(raw.prepare(q).parameterTypes());
            assertThat(Outcomes.of(norm, q)).isEqualTo(Outcomes.of(raw, q)).isEqualTo("ERROR 08P01");
        }
    }
}
