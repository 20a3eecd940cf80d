package org.lanin.planner.cache;

import java.util.Map;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.PreparedSql;
import org.lanin.planner.session.Session;
import org.lanin.planner.stats.StatementStatistics;

/**
 * A by-hand timing loop, not a test: literal INSERTs with the normalised cache on and off,
 * prepared INSERTs, the cost of recording statistics, and LIKE with a literal vs a parameter
 * pattern. Run: java -cp planner/target/classes:planner/target/test-classes:DEPS
 * org.lanin.planner.cache.LiteralInsertTiming [inserts]
 */
public final class LiteralInsertTiming {
    private LiteralInsertTiming() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        for (int round = 0; round < 3; round++) {
            System.out.printf("round %d: literal on %,.0f/s, literal off %,.0f/s, prepared %,.0f/s%n", round,
                    literal(n, "on"), literal(Math.min(n, 5_000), "off"), prepared(n));
        }
        StatementStatistics stats = new StatementStatistics();
        String q = NormalisedSql.of("insert into t values (1, 'x')").text();
        long t0 = System.nanoTime();
        for (int i = 0; i < 5_000_000; i++) {
            long s = System.nanoTime();
            stats.record(q, 1L, System.nanoTime() - s, 1, true);
        }
        System.out.printf("statistics: %.1f ns per recorded statement (two nanoTime calls included)%n",
                (System.nanoTime() - t0) / 5e6);
        t0 = System.nanoTime();
        for (int i = 0; i < 1_000_000; i++) {
            NormalisedSql.of("insert into bench values (" + i + ", 'name " + i + "', " + i + ".5)");
        }
        System.out.printf("normalising: %.2f us per statement%n", (System.nanoTime() - t0) / 1e9);
        like();
    }

    private static double literal(int n, String normalise) {
        try (Session s = Lanin.openMemory("", Map.of("plan_cache_normalise", normalise))) {
            s.execute("create table bench (id int primary key, name text, amount numeric)").close();
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                s.execute("insert into bench values (" + i + ", 'name " + i + "', " + i + ".5)").close();
            }
            return n / ((System.nanoTime() - t0) / 1e9);
        }
    }

    private static double prepared(int n) {
        try (Session s = Lanin.openMemory("", Map.of())) {
            s.execute("create table bench (id int primary key, name text, amount numeric)").close();
            PreparedSql p = s.prepare("insert into bench values (?, ?, ?)");
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                s.execute(p, new Object[] {i, "name " + i, new java.math.BigDecimal(i + ".5")}, 0, 0).close();
            }
            return n / ((System.nanoTime() - t0) / 1e9);
        }
    }

    private static void like() {
        try (Session s = Lanin.openMemory("", Map.of())) {
            s.execute("create table w (s text)").close();
            s.execute("insert into w select 'word' || g from generate_series(1, 20000) g").close();
            PreparedSql lit = s.prepare("select count(*) from w where s like 'word1%'");
            PreparedSql par = s.prepare("select count(*) from w where s like $1");
            for (int round = 0; round < 3; round++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < 20; i++) {
                    s.execute(lit, new Object[0], 0, 0).close();
                }
                long t1 = System.nanoTime();
                for (int i = 0; i < 20; i++) {
                    s.execute(par, new Object[] {"word1%"}, 0, 0).close();
                }
                long t2 = System.nanoTime();
                System.out.printf("LIKE over 20,000 rows: literal pattern %.2f ms, parameter pattern %.2f ms%n",
                        (t1 - t0) / 20e6, (t2 - t1) / 20e6);
            }
        }
    }
}
