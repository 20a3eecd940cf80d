package org.lanin.pgregress;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** psql's aligned output, as PostgreSQL 15's psql prints it (the cases were printed by it). */
class AlignedOutputTest {
    @Test
    void tablesErrorsAndNoticesInOrder() {
        List<Expected> blocks = AlignedOutput.blocks(List.of(
                "NOTICE:  something",
                " a  |  b  ",
                "----+-----",
                "  1 | x y",
                " 22 | ",
                "(2 rows)",
                "",
                "ERROR:  division by zero",
                "LINE 1: select 1/0;",
                "               ^",
                "HINT:  whatever"));
        assertThat(blocks).containsExactly(
                new Expected.Table(List.of("a", "b"), List.of(List.of("1", "x y"), List.of("22", ""))),
                new Expected.Error("division by zero"));
    }

    @Test
    void multiLineValuesAndNoColumns() {
        // select $$a\n\nb$$, 1 as n;  then  select;
        List<Expected> blocks = AlignedOutput.blocks(List.of(
                " ?column? | n ",
                "----------+---",
                " a       +| 1",
                "         +| ",
                " b        | ",
                "(1 row)",
                "",
                "--",
                "(1 row)"));
        assertThat(blocks).containsExactly(
                new Expected.Table(List.of("?column?", "n"), List.of(List.of("a\n\nb", "1"))),
                new Expected.Table(List.of(), List.of(List.of())));
    }

    @Test
    void aValueWithABarIsSplitByPosition() {
        List<Expected> blocks = AlignedOutput.blocks(List.of(" t   | u ", "-----+---", " a|b | c", "(1 row)"));
        assertThat(blocks).containsExactly(new Expected.Table(List.of("t", "u"), List.of(List.of("a|b", "c"))));
    }

    @Test
    void aWrongRowCountIsReported() {
        assertThat(AlignedOutput.blocks(List.of(" a ", "---", " 1", "(2 rows)")).get(0))
                .isInstanceOf(Expected.Unreadable.class);
    }
}
