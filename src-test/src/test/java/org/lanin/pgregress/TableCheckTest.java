package org.lanin.pgregress;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Row comparison: multiset without ORDER BY, ties free under ORDER BY, floats as numbers. */
class TableCheckTest {
    private static final List<String> INTS = List.of("int4", "int4");

    private static Expected.Table table(List<String> cols, List<List<String>> rows) {
        return new Expected.Table(cols, rows);
    }

    @Test
    void withoutOrderByAnyOrderPasses() {
        Expected.Table t = table(List.of("a", "b"), List.of(List.of("1", "x"), List.of("2", "y")));
        assertThat(TableCheck.compare(t, INTS, List.of(List.of("2", "y"), List.of("1", "x")), "SELECT * FROM t"))
                .isNull();
        assertThat(TableCheck.compare(t, INTS, List.of(List.of("2", "y"), List.of("1", "z")), "SELECT * FROM t"))
                .startsWith("rows differ");
    }

    @Test
    void orderByColumnsFixOnlyTheirOwnOrder() {
        Expected.Table t = table(List.of("a", "b"), List.of(List.of("1", "x"), List.of("1", "y"), List.of("2", "z")));
        List<List<String>> tiesSwapped = List.of(List.of("1", "y"), List.of("1", "x"), List.of("2", "z"));
        assertThat(TableCheck.compare(t, INTS, tiesSwapped, "SELECT a, b FROM t ORDER BY t.a")).isNull();
        assertThat(TableCheck.compare(t, INTS, tiesSwapped, "SELECT a, b FROM t ORDER BY 1 DESC")).isNull();
        assertThat(TableCheck.compare(t, INTS, List.of(List.of("2", "z"), List.of("1", "x"), List.of("1", "y")),
                "SELECT a, b FROM t ORDER BY a")).startsWith("rows in another order");
        // An expression the select list shows: its column.
        assertThat(TableCheck.compare(t, INTS, tiesSwapped, "SELECT a + 0 AS a, b FROM t ORDER BY a  +  0")).isNull();
        // An expression: the order must be exactly the expected one.
        assertThat(TableCheck.compare(t, INTS, tiesSwapped, "SELECT a, b FROM t ORDER BY a + 0")).startsWith(
                "rows differ (in order)");
        // ORDER BY inside parentheses orders nothing at the top.
        assertThat(TableCheck.compare(t, INTS, List.of(List.of("2", "z"), List.of("1", "x"), List.of("1", "y")),
                "SELECT a, b, rank() OVER (ORDER BY a) FROM t")).isNull();
    }

    @Test
    void floatsCompareAsNumbersAndCellsTrimmed() {
        Expected.Table t = table(List.of("f", "c"), List.of(List.of("1e+200", "ab")));
        assertThat(TableCheck.compare(t, List.of("float8", "bpchar"), List.of(List.of("1.0E200", "ab  ")),
                "SELECT f, c FROM t")).isNull();
        assertThat(TableCheck.compare(t, List.of("float8"), List.of(List.of("1.0E200")), "SELECT f FROM t"))
                .startsWith("expected 2 columns");
    }
}
