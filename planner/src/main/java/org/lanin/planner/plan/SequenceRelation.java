package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.exec.ListOperator;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.Scope;
import org.lanin.planner.physical.FunctionScanNode;
import org.lanin.planner.physical.PhysicalNode;

/**
 * A sequence named in FROM ({@code SELECT last_value, is_called FROM seq}): PostgreSQL's one-row
 * sequence relation, read when the query runs. {@code last_value} is the value nextval handed out
 * last, or the start value with {@code is_called} false when none was. Lanin keeps only the next
 * value, so after {@code setval(s, v, false)} the row reads as {@code v - increment} already handed
 * out (the next nextval is {@code v} either way), and {@code log_cnt}, PostgreSQL's count of values
 * logged ahead, is always 0 (departures).
 */
final class SequenceRelation {
    private static final List<String> NAMES = List.of("last_value", "log_cnt", "is_called");
    private static final List<DataType> TYPES = List.of(DataType.BIGINT, DataType.BIGINT, DataType.BOOLEAN);

    private SequenceRelation() {
    }

    static List<Scope.Column> columns(String alias, String sequence) {
        List<Scope.Column> out = new ArrayList<>();
        for (int i = 0; i < NAMES.size(); i++) {
            out.add(new Scope.Column(alias, NAMES.get(i), TYPES.get(i), sequence, false));
        }
        return out;
    }

    static PhysicalNode scan(SequenceDef sequence, String alias) {
        return new FunctionScanNode(sequence.name(), alias, () -> new ListOperator(() -> List.<Object[]>of(row(sequence)), NAMES.size()));
    }

    private static Object[] row(SequenceDef sequence) {
        Long last = sequence.lastValue();
        return new Object[] {last == null ? sequence.start() : last, 0L, last != null};
    }
}
