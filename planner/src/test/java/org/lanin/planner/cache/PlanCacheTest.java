package org.lanin.planner.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.Session;

class PlanCacheTest {
    private static long[] counters(Session s) {
        String out = Outcomes.of(s, "select hits, misses from lanin_plan_cache");
        String nums = out.substring(out.indexOf("[[") + 2, out.indexOf(']'));
        String[] p = nums.split(", ");
        return new long[] {Long.parseLong(p[0]), Long.parseLong(p[1])};
    }

    @Test
    void literalVariantsShareOnePlan() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            Outcomes.of(s, "create table t (a int, b text)");
            Outcomes.of(s, "INSERT INTO t VALUES (1, 'a')");
            long[] before = counters(s);
            Outcomes.of(s, "insert into t values (2,'b')");
            Outcomes.of(s, "insert  into t values (3 , 'c') ;");
            long[] after = counters(s);
            // two hits for the inserts, one for the counter query itself (planned by the first call)
            assertThat(after[0] - before[0]).isEqualTo(3);
            assertThat(after[1] - before[1]).isZero();
            assertThat(Outcomes.of(s, "select a, b from t order by a")).contains("[[1, a]", "[2, b]", "[3, c]");
        }
    }

    @Test
    void integerSizesDoNotShareAPlan() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            assertThat(Outcomes.of(s, "select 7 / 2")).startsWith("?column?:integer [[3]");
            assertThat(Outcomes.of(s, "select 7000000000 / 2")).startsWith("?column?:bigint [[3500000000]");
            assertThat(Outcomes.of(s, "select 7.0 / 2")).startsWith("?column?:numeric [[3.5");
        }
    }

    @Test
    void ddlMakesTheNextLookupReplan() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            Outcomes.of(s, "create table t (a int)");
            Outcomes.of(s, "insert into t values (1)");
            assertThat(Outcomes.of(s, "select * from t where a = 1")).startsWith("a:integer [[1]");
            Outcomes.of(s, "alter table t add column b text default 'x'");
            long[] before = counters(s);
            assertThat(Outcomes.of(s, "select * from t where a = 2")).startsWith("a:integer b:text []");
            long[] after = counters(s);
            assertThat(after[1] - before[1]).isEqualTo(1);
            assertThat(Outcomes.of(s, "select * from t where a = 1")).startsWith("a:integer b:text [[1, x]");
        }
    }

    @Test
    void preparedStatementsShareTheCache() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            Outcomes.of(s, "create table t (a int, b text)");
            Outcomes.of(s, "insert into t values (?, 'p')", 1);
            long[] before = counters(s);
            Outcomes.of(s, "insert into t values (?, 'q')", 2);
            Outcomes.of(s, "INSERT INTO t VALUES ($1, 'r')", 3);
            long[] after = counters(s);
            assertThat(after[0] - before[0]).isEqualTo(3);
            assertThat(after[1] - before[1]).isZero();
            assertThat(Outcomes.of(s, "select count(*) from t where b in ('p', 'q', 'r')")).contains("[[3]");
        }
    }

    @Test
    void sizeIsBoundedBySetting() {
        try (Session s = Lanin.openMemory("", Map.of("plan_cache_size", "5"))) {
            for (int i = 0; i < 50; i++) {
                Outcomes.of(s, "select " + "1, ".repeat(i) + "1");
            }
            String out = Outcomes.of(s, "select entries from lanin_plan_cache");
            long entries = Long.parseLong(out.substring(out.indexOf("[[") + 2, out.indexOf(']')));
            assertThat(entries).isLessThanOrEqualTo(10);
        }
    }

    @Test
    void normalisationCanBeSwitchedOffPerSession() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            Outcomes.of(s, "set plan_cache_normalise = off");
            long[] before = counters(s);
            Outcomes.of(s, "select 1");
            Outcomes.of(s, "select 2");
            long[] after = counters(s);
            assertThat(after[1] - before[1]).isEqualTo(2);
            assertThat(Outcomes.of(s, "show plan_cache_normalise")).contains("off");
        }
    }

    @Test
    void aCatalogChangeDropsThePlansOfEarlierVersions() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            Outcomes.of(s, "create table big (a int)");
            Outcomes.of(s, "insert into big values (1)");
            Outcomes.of(s, "select * from big where a = 1");
            Outcomes.of(s, "select count(*) from big");
            assertThat(entries(s)).isGreaterThan(3);
            // a plan holds the tables it names: one kept past the DROP would keep big's rows alive
            Outcomes.of(s, "drop table big");
            assertThat(entries(s)).as("only the query that counts them").isEqualTo(1);
        }
    }

    @Test
    void anEntryPlannedUnderAVersionThatWasReplacedMeanwhileIsNotKept() {
        PlanCache cache = new PlanCache(100);
        cache.raw("select 1", "", 5, sql -> {
            cache.catalogChanged(6); // a DDL commits while this statement is planned
            return null;
        });
        assertThat(cache.size()).isZero();
        cache.raw("select 1", "", 6, sql -> null);
        assertThat(cache.size()).isEqualTo(1);
        cache.catalogChanged(7);
        assertThat(cache.size()).isZero();
    }

    private static long entries(Session s) {
        String out = Outcomes.of(s, "select entries from lanin_plan_cache");
        return Long.parseLong(out.substring(out.indexOf("[[") + 2, out.indexOf(']')));
    }
}
