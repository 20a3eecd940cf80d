package org.lanin.bench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {

    @Test
    void oddCountTakesTheMiddleValue() {
        Stats s = Stats.of(List.of(30.0, 10.0, 20.0));
        assertThat(s.median()).isEqualTo(20.0);
        assertThat(s.min()).isEqualTo(10.0);
        assertThat(s.max()).isEqualTo(30.0);
        assertThat(s.n()).isEqualTo(3);
    }

    @Test
    void evenCountAveragesTheTwoMiddleValues() {
        assertThat(Stats.of(List.of(4.0, 1.0, 3.0, 2.0)).median()).isEqualTo(2.5);
    }

    @Test
    void noValuesIsAnError() {
        assertThatThrownBy(() -> Stats.of(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
