package org.lanin.planner.cache;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The token rewrites that let JSqlParser read PostgreSQL as PostgreSQL does (sign chains, IN predicates). */
class JSqlParserInputTest {

    @Test
    void parenthesisesASignAfterASign() {
        assertThat(JSqlParserInput.of("SELECT - - 52")).isEqualTo("SELECT - (- 52)");
        assertThat(JSqlParserInput.of("SELECT + + 74")).isEqualTo("SELECT + (+ 74)");
        assertThat(JSqlParserInput.of("SELECT - + 3 * - col1 FROM t")).isEqualTo("SELECT - (+ 3) * - col1 FROM t");
        assertThat(JSqlParserInput.of("SELECT 1 - - 2")).isEqualTo("SELECT 1 - (- 2)");
        assertThat(JSqlParserInput.of("SELECT - - - x")).isEqualTo("SELECT - (- (- x))");
        assertThat(JSqlParserInput.of("SELECT -+-x")).isEqualTo("SELECT -(+(-x))");
    }

    @Test
    void theOperandIsAPrimaryWithItsPostfixes() {
        // Unary minus binds tighter than ^ * / but looser than :: and subscripts (gram.y).
        assertThat(JSqlParserInput.of("SELECT - - x ^ 2")).isEqualTo("SELECT - (- x) ^ 2");
        assertThat(JSqlParserInput.of("SELECT - - '5'::int * 2")).isEqualTo("SELECT - (- '5'::int) * 2");
        assertThat(JSqlParserInput.of("SELECT - - t.a::numeric(10,2) + 1"))
                .isEqualTo("SELECT - (- t.a::numeric(10,2)) + 1");
        assertThat(JSqlParserInput.of("SELECT - - MAX ( ALL 96 ) FROM t"))
                .isEqualTo("SELECT - (- MAX ( ALL 96 )) FROM t");
        assertThat(JSqlParserInput.of("SELECT - - count(*) FILTER (WHERE a > 1) OVER (ORDER BY b) FROM t"))
                .isEqualTo("SELECT - (- count(*) FILTER (WHERE a > 1) OVER (ORDER BY b)) FROM t");
        assertThat(JSqlParserInput.of("SELECT + - CASE WHEN a THEN CASE b WHEN 1 THEN 2 END END + 1"))
                .isEqualTo("SELECT + (- CASE WHEN a THEN CASE b WHEN 1 THEN 2 END END) + 1");
        assertThat(JSqlParserInput.of("SELECT - - ( 1 + 2 ) * 3")).isEqualTo("SELECT - (- ( 1 + 2 )) * 3");
        assertThat(JSqlParserInput.of("SELECT - - x::double precision")).isEqualTo("SELECT - (- x::double precision)");
    }

    @Test
    void leavesEverythingElseAlone() {
        for (String sql : new String[] {"SELECT 1 -- - - comment\n", "SELECT '- -' FROM t", "SELECT /* - - */ 1",
                "SELECT a-b", "SELECT 1e-5 - 2", "SELECT -(-1)", "SELECT - - "}) {
            assertThat(JSqlParserInput.of(sql)).as(sql).isEqualTo(sql);
        }
    }

    @Test
    void groupsFramesAndExclusionsRideInAMarkerCall() {
        assertThat(JSqlParserInput.of("SELECT sum(x) OVER (ORDER BY x GROUPS BETWEEN 1 PRECEDING AND CURRENT ROW EXCLUDE TIES) FROM t"))
                .isEqualTo("SELECT sum(x) OVER (PARTITION BY lanin_frame_groups_ties() ORDER BY x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW ) FROM t");
        assertThat(JSqlParserInput.of("SELECT sum(x) OVER w FROM t WINDOW w AS (PARTITION BY g ORDER BY x ROWS 2 PRECEDING EXCLUDE CURRENT ROW)"))
                .isEqualTo("SELECT sum(x) OVER w FROM t WINDOW w AS (PARTITION BY lanin_frame_same_current_row(), g ORDER BY x ROWS 2 PRECEDING )");
        for (String sql : new String[] {"SELECT groups, exclude FROM t", "SELECT sum(x) OVER (ORDER BY groups, exclude) FROM t",
                "SELECT sum(x) OVER (ORDER BY groups ROWS 1 PRECEDING) FROM t", "WITH c AS (SELECT groups FROM t) SELECT * FROM c",
                "SELECT sum(x) OVER (w GROUPS 1 PRECEDING) FROM t WINDOW w AS (ORDER BY x)"}) {
            assertThat(JSqlParserInput.of(sql)).as(sql).isEqualTo(sql);
        }
    }

    @Test
    void naturalInnerJoinLosesItsInner() {
        assertThat(JSqlParserInput.of("SELECT * FROM a NATURAL INNER JOIN b")).isEqualTo("SELECT * FROM a NATURAL JOIN b");
        assertThat(JSqlParserInput.of("select * from a natural  inner join b natural left join c"))
                .isEqualTo("select * from a natural join b natural left join c");
        assertThat(JSqlParserInput.of("SELECT 'natural inner join' FROM a INNER JOIN b ON true"))
                .isEqualTo("SELECT 'natural inner join' FROM a INNER JOIN b ON true");
    }

    @Test
    void keepsCommentsAndSpacingBetweenTokens() {
        assertThat(JSqlParserInput.of("SELECT -/* c */- 1")).isEqualTo("SELECT -/* c */(- 1)");
    }

    @Test
    void wrapsInPredicatesSoTheListEndsThere() {
        assertThat(JSqlParserInput.of("SELECT 1 WHERE a AND b IN (1,2) OR c"))
                .isEqualTo("SELECT 1 WHERE a AND (b IN (1,2)) OR c");
        assertThat(JSqlParserInput.of("SELECT 1 WHERE NOT b NOT IN (SELECT x FROM t) OR c"))
                .isEqualTo("SELECT 1 WHERE NOT (b NOT IN (SELECT x FROM t)) OR c");
        assertThat(JSqlParserInput.of("SELECT a + t.b * 2 IN (1) = true"))
                .isEqualTo("SELECT (a + t.b * 2 IN (1)) = true");
        assertThat(JSqlParserInput.of("SELECT f(x)::int IN (1), - - y IN (2)"))
                .isEqualTo("SELECT (f(x)::int IN (1)), (- (- y) IN (2))");
        assertThat(JSqlParserInput.of("SELECT CASE WHEN a THEN 1 END IN (1) AND b"))
                .isEqualTo("SELECT (CASE WHEN a THEN 1 END IN (1)) AND b");
        assertThat(JSqlParserInput.of("SELECT a * - b IN (1) OR c")).isEqualTo("SELECT (a * - b IN (1)) OR c");
        // a CASE as the left operand of an operator (found by the SQL fuzzer: "+" was taken for a prefix sign)
        assertThat(JSqlParserInput.of("SELECT CASE WHEN a THEN 1 END + 2 IN (1) OR c"))
                .isEqualTo("SELECT (CASE WHEN a THEN 1 END + 2 IN (1)) OR c");
        assertThat(JSqlParserInput.of("SELECT CASE WHEN a THEN 1 END - coalesce(b, 2) NOT IN (1, NULL)"))
                .isEqualTo("SELECT (CASE WHEN a THEN 1 END - coalesce(b, 2) NOT IN (1, NULL))");
        assertThat(JSqlParserInput.of("SELECT date '2024-01-01' IN (x) OR c"))
                .isEqualTo("SELECT (date '2024-01-01' IN (x)) OR c");
    }

    @Test
    void leavesInAloneWhereItIsNotAPredicateOrTheOperandIsUnclear() {
        for (String sql : new String[] {"SELECT position('a' IN s) FROM t", "SELECT position('a' IN (s)) FROM t",
                "SELECT x AT TIME ZONE 'UTC' IN (y) OR c", "SELECT 1 IN"}) {
            assertThat(JSqlParserInput.of(sql)).as(sql).isEqualTo(sql);
        }
    }

    @Test
    void onlyOnAJoinedItemBecomesAnIndexHint() {
        assertThat(JSqlParserInput.of("SELECT * FROM a JOIN ONLY b ON true"))
                .isEqualTo("SELECT * FROM a JOIN  b USE INDEX (lanin_only) ON true");
        assertThat(JSqlParserInput.of("SELECT * FROM a, ONLY s.b AS x(c, d) WHERE true"))
                .isEqualTo("SELECT * FROM a,  s.b AS x(c, d) USE INDEX (lanin_only) WHERE true");
        assertThat(JSqlParserInput.of("SELECT * FROM a JOIN ONLY (b) USING (id)"))
                .isEqualTo("SELECT * FROM a JOIN  b USE INDEX (lanin_only) USING (id)");
        assertThat(JSqlParserInput.of("SELECT * FROM a JOIN ONLY (b) y ON true"))
                .isEqualTo("SELECT * FROM a JOIN  b y USE INDEX (lanin_only) ON true");
        // the first FROM item's ONLY is JSqlParser's own
        assertThat(JSqlParserInput.of("SELECT * FROM ONLY a")).isEqualTo("SELECT * FROM ONLY a");
    }

    @Test
    void spellsOutBetweenWithLongBounds() {
        assertThat(JSqlParserInput.of("SELECT 1 WHERE x BETWEEN 1 AND 2 OR c")).isEqualTo("SELECT 1 WHERE x BETWEEN 1 AND 2 OR c");
        // a comparison or IS after the upper bound applies to the whole predicate (found by the SQL fuzzer)
        assertThat(JSqlParserInput.of("SELECT false BETWEEN false AND true = false"))
                .isEqualTo("SELECT (false BETWEEN false AND true) = false");
        assertThat(JSqlParserInput.of("SELECT a + 1 NOT BETWEEN b AND c * 2 IS NULL"))
                .isEqualTo("SELECT (a + 1 NOT BETWEEN b AND c * 2) IS NULL");
        assertThat(JSqlParserInput.of("SELECT 1 WHERE a AND col0 + 1 NOT BETWEEN ( - ( col2 ) * - ( 36 ) ) AND - col1 OR c"))
                .isEqualTo("SELECT 1 WHERE a AND (NOT (col0 + 1 >= (( - ( col2 ) * - ( 36 ) )) AND col0 + 1 <= (- col1))) OR c");
        assertThat(JSqlParserInput.of("SELECT * FROM t WHERE NULL BETWEEN NULL AND + ( - ( col2 ) ) + CAST ( NULL AS INTEGER ) * + - 49"))
                .isEqualTo("SELECT * FROM t WHERE ((NULL >= (NULL) AND NULL <= (+ ( - ( col2 ) ) + CAST ( NULL AS INTEGER ) * + (- 49))))");
        assertThat(JSqlParserInput.of("SELECT CASE WHEN x BETWEEN NULL AND CASE WHEN y BETWEEN - 1 + + 2 + 3 * 4 + 5 AND 6 "
                + "THEN 1 END * - 7 THEN 8 END"))
                .isEqualTo("SELECT CASE WHEN ((x >= (NULL) AND x <= (CASE WHEN ((y >= (- 1 + (+ 2) + 3 * 4 + 5) AND y <= (6))) "
                        + "THEN 1 END * - 7))) THEN 8 END");
        // a short bound in nested parentheses (the whole random/ corpus: a syntax error before)
        assertThat(JSqlParserInput.of("SELECT * FROM t WHERE NOT ( 4 ) BETWEEN ( ( ( 55 ) ) ) AND ( + col1 + - 50 )"))
                .isEqualTo("SELECT * FROM t WHERE NOT ((( 4 ) >= (( ( ( 55 ) ) )) AND ( 4 ) <= (( + col1 + (- 50) ))))");
        String positional = "SELECT 1 WHERE ? BETWEEN 1 + 2 + 3 + 4 + 5 + 6 AND 2";
        assertThat(JSqlParserInput.of(positional)).isEqualTo(positional);
    }

    @Test
    void jsonOperatorsAreSpelledOutLeftToRightWithPostgresqlPrecedence() {
        assertThat(JSqlParserInput.of("SELECT a->'x'->>'y' FROM t"))
                .isEqualTo("SELECT lanin_jop_get_text(lanin_jop_get(a, 'x'), 'y') FROM t");
        assertThat(JSqlParserInput.of("SELECT a ->> 'k' || 'x' = 'v'"))
                .isEqualTo("SELECT (lanin_jop_get_text(a, 'k') || 'x') = 'v'");
        assertThat(JSqlParserInput.of("SELECT b -> 0 + 1, b #- '{a}', b #>> '{a,b}'"))
                .isEqualTo("SELECT lanin_jop_get(b, 0 + 1), lanin_jop_delete_path(b, '{a}'), lanin_jop_path_text(b, '{a,b}')");
        assertThat(JSqlParserInput.of("SELECT f((a->'x')->'y')")).isEqualTo("SELECT f(lanin_jop_get((lanin_jop_get(a, 'x')), 'y'))");
        assertThat(JSqlParserInput.of("SELECT 1 FROM t WHERE d ?? ? AND d ??| ?"))
                .isEqualTo("SELECT 1 FROM t WHERE lanin_jop_exists(d, ?) AND lanin_jop_exists_any(d, ?)");
    }
}
