package org.lanin.engine.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.Interval;

class ProjectSetOperatorTest {
    private static final ExecContext CTX = new ExecContext(new Object[0], null, null, null, Instant.EPOCH, 0, 0);

    private static List<String> rows(Operator op) {
        List<String> out = new ArrayList<>();
        op.open(CTX);
        for (Object[] r = op.next(); r != null; r = op.next()) {
            out.add(Arrays.toString(r));
        }
        op.close();
        return out;
    }

    private static RowExpr col(int i) {
        return (row, c) -> row[i];
    }

    @Test
    void callsRunInLockstepAndTheShorterIsPaddedWithNull() {
        Operator in = new ListOperator(() -> List.of(new Object[] {"a", 2}, new Object[] {"b", 0}, new Object[] {"c", 1}), 2);
        Operator op = new ProjectSetOperator(in, 2,
                new RowExpr[][] {{RowExpr.constant(1), col(1)}, {RowExpr.constant(1), RowExpr.constant(3)}},
                new SetFunctionBody[] {GenerateSeries.integers(false), GenerateSeries.integers(false)});
        assertThat(rows(op)).containsExactly("[a, 2, 1, 1]", "[a, 2, 2, 2]", "[a, 2, null, 3]",
                "[b, 0, null, 1]", "[b, 0, null, 2]", "[b, 0, null, 3]",
                "[c, 1, 1, 1]", "[c, 1, null, 2]", "[c, 1, null, 3]");
    }

    @Test
    void anInputRowWhoseCallsAreAllEmptyGivesNoRow() {
        Operator in = new ListOperator(() -> List.of(new Object[] {5}, new Object[] {1}), 1);
        Operator op = new ProjectSetOperator(in, 1, new RowExpr[][] {{RowExpr.constant(1), col(0), RowExpr.constant(-1)}},
                new SetFunctionBody[] {GenerateSeries.integers(false)});
        assertThat(rows(op)).containsExactly("[1, 1]");
    }

    @Test
    void valuesAreComputedOnlyAsTheyArePulled() {
        AtomicInteger made = new AtomicInteger();
        SetFunctionBody counting = (a, c) -> new Iterator<>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Object next() {
                return made.incrementAndGet();
            }
        };
        Operator op = new ProjectSetOperator(new ListOperator(() -> List.<Object[]>of(new Object[0]), 0), 0,
                new RowExpr[][] {{}}, new SetFunctionBody[] {counting});
        op.open(CTX);
        for (int i = 0; i < 3; i++) {
            op.next();
        }
        op.close();
        assertThat(made.get()).isEqualTo(3);
    }

    @Test
    void numericAndTimestampSeriesStepFromTheStart() {
        Iterator<Object> n = GenerateSeries.numerics().start(
                new Object[] {new BigDecimal("1"), new BigDecimal("2.5"), new BigDecimal("0.5")}, CTX);
        List<Object> got = new ArrayList<>();
        n.forEachRemaining(got::add);
        assertThat(got).extracting(Object::toString).containsExactly("1", "1.5", "2.0", "2.5");
        Iterator<Object> t = GenerateSeries.timestamps().start(new Object[] {LocalDateTime.of(2020, 1, 31, 0, 0),
                LocalDateTime.of(2020, 4, 30, 0, 0), new Interval(1, 0, 0)}, CTX);
        got.clear();
        t.forEachRemaining(got::add);
        assertThat(got).extracting(Object::toString).containsExactly("2020-01-31T00:00", "2020-02-29T00:00",
                "2020-03-29T00:00", "2020-04-29T00:00");
    }

    @Test
    void aZeroStepIsAnError() {
        assertThatThrownBy(() -> GenerateSeries.integers(true).start(new Object[] {1L, 2L, 0L}, CTX))
                .isInstanceOf(LaninException.class).hasMessageContaining("step size cannot equal zero");
    }
}
