package org.lanin.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultPrinterTest {

    private static TextTable table(List<TextTable.Column> columns, List<List<String>> rows) {
        return new TextTable(null, columns, rows, true, List.of());
    }

    @Test
    void alignsNumbersRightTextLeftAndCentresHeadings() {
        TextTable t = table(
                List.of(new TextTable.Column("id", true), new TextTable.Column("name", false)),
                List.of(List.of("1", "alice"), List.of("22", "bo")));
        assertThat(ResultPrinter.format(t)).isEqualTo("""
                 id | name \s
                ----+-------
                  1 | alice
                 22 | bo
                (2 rows)

                """);
    }

    @Test
    void singleNumericColumnLikePsqlSelectOne() {
        TextTable t = table(List.of(new TextTable.Column("?column?", true)), List.of(List.of("1")));
        assertThat(ResultPrinter.format(t)).isEqualTo("""
                 ?column?\s
                ----------
                        1
                (1 row)

                """);
    }

    @Test
    void nullIsEmptyAndNoRowsSaysZero() {
        TextTable withNull = table(
                List.of(new TextTable.Column("a", false), new TextTable.Column("n", true)),
                List.of(Arrays.asList(null, null), Arrays.asList("xyz", "10")));
        assertThat(ResultPrinter.format(withNull)).isEqualTo("""
                  a  | n \s
                -----+----
                     | \s\s
                 xyz | 10
                (2 rows)

                """);
        TextTable empty = table(List.of(new TextTable.Column("a", false)), List.of());
        assertThat(ResultPrinter.format(empty)).isEqualTo(" a \n---\n(0 rows)\n\n");
    }

    @Test
    void multiLineValuesAreMarkedWithPlus() {
        TextTable t = table(
                List.of(new TextTable.Column("a", false), new TextTable.Column("b", false)),
                List.of(List.of("x\nyy", "p\nq")));
        assertThat(ResultPrinter.format(t)).isEqualTo("""
                 a  | b\s
                ----+---
                 x +| p+
                 yy | q
                (1 row)

                """);
    }

    @Test
    void titleIsCentredAndFootersFollowTheRows() {
        TextTable t = TextTable.of(List.of("Schema", "Name", "Type"), List.of(List.of("public", "t", "table")))
                .withTitle("List of relations");
        assertThat(ResultPrinter.format(t)).isEqualTo("""
                   List of relations
                 Schema | Name | Type \s
                --------+------+-------
                 public | t    | table
                (1 row)

                """);
        TextTable described = TextTable.of(List.of("Column"), List.of(List.of("id")))
                .withFooters(false, List.of("Indexes:", "    \"p\" PRIMARY KEY, btree (id)"));
        assertThat(ResultPrinter.format(described)).isEqualTo("""
                 Column\s
                --------
                 id
                Indexes:
                    "p" PRIMARY KEY, btree (id)

                """);
    }
}
