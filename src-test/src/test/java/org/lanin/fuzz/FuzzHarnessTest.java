package org.lanin.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.lanin.fuzz.FuzzSchema.Target;
import org.lanin.fuzz.FuzzType.Family;

/** The fuzzer's own machinery: determinism, rendering, comparison, minimisation. */
class FuzzHarnessTest {
    @Test
    void aSeedAlwaysGivesTheSameSchemaAndCases() {
        for (long seed = 1; seed <= 20; seed++) {
            FuzzSchema a = new SchemaGenerator(new Random(seed)).generate();
            FuzzSchema b = new SchemaGenerator(new Random(seed)).generate();
            assertThat(a.script(Target.LANIN)).isEqualTo(b.script(Target.LANIN));
            assertThat(caseOf(a, seed, 3).query().sql()).isEqualTo(caseOf(b, seed, 3).query().sql());
        }
    }

    private static FuzzCase caseOf(FuzzSchema s, long seed, int q) {
        Random rnd = new Random(FuzzRun.caseSeed(seed, q, "plan"));
        ExprGenerator g = new ExprGenerator(rnd, s, Dialect.LANIN);
        return new PlanSettingsOracle().generate(new QueryGenerator(g, s), g);
    }

    @Test
    void operandsAreParenthesisedByPrecedence() {
        Expr a = Expr.column(Family.NUMBER, "r0.c0");
        Expr one = Expr.literal(Family.NUMBER, "1");
        Expr sum = Expr.op(Family.NUMBER, Expr.ADD, "@0 + @1", a, one);
        Expr product = Expr.op(Family.NUMBER, Expr.MUL, "@0 * @1", sum, Expr.literal(Family.NUMBER, "-2"));
        Expr eq = Expr.compare("=", product, one);
        assertThat(Expr.and(eq, Expr.not(eq)).sql()).isEqualTo("(r0.c0 + 1) * -2 = 1 AND NOT ((r0.c0 + 1) * -2 = 1)");
        assertThat(Expr.isNull(eq).sql()).isEqualTo("((r0.c0 + 1) * -2 = 1) IS NULL");
        assertThat(Expr.op(Family.NUMBER, Expr.UNARY, "- @0", Expr.literal(Family.NUMBER, "-3")).sql()).isEqualTo("- (-3)");
    }

    @Test
    void resultsCompareByValueAndOrderByTheQuery() throws Mismatch {
        List<List<Object>> a = List.of(List.of(Values.normalize(new java.math.BigDecimal("2.50"))), java.util.Arrays.asList((Object) null));
        List<List<Object>> b = List.of(java.util.Arrays.asList((Object) null), List.of(Values.normalize(new java.math.BigDecimal("2.5"))));
        Compare.sameBag("bags", a, b);
        Query desc = Query.select(List.of(Expr.column(Family.NUMBER, "r0.c0")), List.of())
                .withOrder(List.of(new Query.Order(1, true, null)), -1, -1);
        Compare.sorted("DESC puts NULLs first", desc, b);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Compare.sorted("not sorted", desc, a))
                .isInstanceOf(Mismatch.class);
    }

    /** An oracle that fails while the query reads r0.c1 of a table holding the value 7. */
    private static final class FailsOnSeven implements Oracle {
        @Override
        public String name() {
            return "seven";
        }

        @Override
        public FuzzCase generate(QueryGenerator queries, ExprGenerator exprs) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void check(Databases dbs, FuzzCase c) throws Mismatch, SqlSkip, SqlFault {
            List<List<Object>> rows = dbs.query(Target.LANIN, c.query().sql());
            if (c.query().sql().contains("r0.c1") && rows.stream().anyMatch(r -> r.contains(Values.normalize(7)))) {
                throw new Mismatch("seven");
            }
        }
    }

    @Test
    void theMinimiserKeepsWhatTheFailureNeedsAndDropsTheRest() throws SqlFault {
        FuzzTable.Column c0 = new FuzzTable.Column("c0", FuzzType.INT, false);
        FuzzTable.Column c1 = new FuzzTable.Column("c1", FuzzType.INT, false);
        FuzzTable t0 = new FuzzTable("t0", List.of(c0, c1), List.of(), List.of(),
                List.of(new FuzzTable.Index("t0_i0", List.of("c1"), false)), null);
        FuzzTable t1 = new FuzzTable("t1", List.of(c0), List.of(), List.of(), List.of(), null);
        List<List<String>> rows = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            rows.add(List.of(Integer.toString(i), i == 5 ? "7" : "NULL"));
        }
        FuzzSchema schema = new FuzzSchema(List.of(t0, t1), List.of(rows, List.of(List.of("1"))),
                List.of("DELETE FROM t1 WHERE c0 = 3"), true, true, true);
        Expr where = Expr.and(Expr.compare(">", Expr.column(Family.NUMBER, "r0.c0"), Expr.literal(Family.NUMBER, "-1")),
                Expr.compare("<", Expr.column(Family.NUMBER, "r0.c0"), Expr.literal(Family.NUMBER, "100")));
        Query q = Query.select(List.of(Expr.column(Family.NUMBER, "r0.c0"), Expr.column(Family.NUMBER, "r0.c1")),
                List.of(new FromItem.TableRef(t0, "r0"))).withWhere(where);
        FuzzCase fc = new FuzzCase(q, null, 0);
        Oracle o = new FailsOnSeven();
        Verdict v;
        try (Databases dbs = Databases.open(schema, null)) {
            v = Verdict.of(o, dbs, fc);
        }
        assertThat(v.failed()).isTrue();
        Minimizer m = new Minimizer(o, null, schema, fc, v, 500);
        m.run();
        assertThat(m.fuzzCase().query().sql()).isEqualTo("SELECT r0.c1 FROM t0 r0");
        assertThat(m.schema().tables()).extracting(FuzzTable::name).containsExactly("t0");
        assertThat(m.schema().rows().get(0)).containsExactly(List.of("5", "7"));
        assertThat(m.schema().churn()).isEmpty();
        assertThat(m.schema().tables().get(0).indexes()).isEmpty();
    }

    @Test
    void setOperationsFollowMultisetArithmetic() {
        List<List<Object>> l = List.of(List.of(1), List.of(1), List.of(1), List.of(2));
        List<List<Object>> r = List.of(List.of(1), List.of(3));
        assertThat(Values.bag(SetOpOracle.expected("EXCEPT ALL", l, r)))
                .isEqualTo(Values.bag(List.of(List.of(1), List.of(1), List.of(2))));
        assertThat(SetOpOracle.expected("INTERSECT ALL", l, r)).containsExactly(List.of(1));
        assertThat(SetOpOracle.expected("EXCEPT", l, r)).containsExactly(List.of(2));
        assertThat(SetOpOracle.expected("INTERSECT", l, r)).containsExactly(List.of(1));
    }
}
