package org.lanin.tpch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerComparisonTest {

    private static ResultRows rows(String... lines) {
        return AnswerFile.parse("a|b\n" + String.join("\n", lines) + "\n");
    }

    @Test
    void numbersMatchAcrossScalesAndFloatNoise() {
        assertThat(AnswerComparison.cellsMatch("25.5220058532573370", "25.52")).isTrue();
        assertThat(AnswerComparison.cellsMatch("380456.00", "380456")).isTrue();
        assertThat(AnswerComparison.cellsMatch("0.0500", "0.05000000000000003")).isTrue();
        assertThat(AnswerComparison.cellsMatch("1995", "1995.0")).isTrue();
        assertThat(AnswerComparison.cellsMatch("0.125", "0.12499999999")).isTrue();
        assertThat(AnswerComparison.cellsMatch("532348211.65", "5.3234821165E8")).isTrue();
        assertThat(AnswerComparison.cellsMatch("25.5751546114546921", "25.575154611454693")).as("double digits").isTrue();
    }

    @Test
    void wrongNumbersDoNotMatch() {
        assertThat(AnswerComparison.cellsMatch("0.0500", "0")).as("integer division").isFalse();
        assertThat(AnswerComparison.cellsMatch("380456.00", "380457")).isFalse();
        assertThat(AnswerComparison.cellsMatch("25.5220058532573370", "25.53")).isFalse();
        assertThat(AnswerComparison.cellsMatch("14876", "14877")).isFalse();
        assertThat(AnswerComparison.cellsMatch("25.575154611454", "25.575154711454")).as("beyond noise").isFalse();
        assertThat(AnswerComparison.cellsMatch("\\N", "0")).isFalse();
    }

    @Test
    void textIgnoresCharPaddingOnly() {
        assertThat(AnswerComparison.cellsMatch("GERMANY                  ", "GERMANY")).isTrue();
        assertThat(AnswerComparison.cellsMatch("GERMANY", "germany")).isFalse();
        assertThat(AnswerComparison.cellsMatch(" GERMANY", "GERMANY")).isFalse();
    }

    @Test
    void rowsTiedOnTheOrderColumnsMayComeInAnyOrder() {
        ResultRows expected = rows("1|x", "1|y", "2|z");
        assertThat(AnswerComparison.difference(expected, rows("1|y", "1|x", "2|z"), List.of(0))).isNull();
        assertThat(AnswerComparison.difference(expected, rows("1|y", "1|x", "2|z"), List.of(0, 1))).isNotNull();
        assertThat(AnswerComparison.difference(expected, rows("2|z", "1|x", "1|y"), List.of(0))).isNotNull();
    }

    @Test
    void rowAndColumnCountsMustMatch() {
        assertThat(AnswerComparison.difference(rows("1|x"), rows("1|x", "2|y"), List.of(0)))
                .startsWith("expected 1 rows, got 2");
        assertThat(AnswerComparison.difference(rows("1|x"), AnswerFile.parse("a\n1\n"), List.of()))
                .startsWith("expected 2 columns");
        assertThat(AnswerComparison.difference(rows("1|x"), rows("1|w"), List.of())).contains("row 1");
    }
}
