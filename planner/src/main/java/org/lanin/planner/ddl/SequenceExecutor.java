package org.lanin.planner.ddl;

import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlStatement.CreateSequence;
import org.lanin.planner.plan.StatementRuntime;

/** CREATE SEQUENCE. */
final class SequenceExecutor {
    private SequenceExecutor() {
    }

    static Object create(StatementRuntime rt, CreateSequence c) {
        rt.database().catalog().change(edit -> {
            if (edit.base().relationExists(c.name())) {
                if (c.ifNotExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(c.name()));
            }
            long inc = c.increment() == null ? 1 : c.increment();
            long min = c.minValue() != null ? c.minValue() : inc > 0 ? 1 : Long.MIN_VALUE + 1;
            long max = c.maxValue() != null ? c.maxValue() : inc > 0 ? Long.MAX_VALUE : -1;
            long start = c.start() != null ? c.start() : inc > 0 ? min : max;
            check(inc, min, max, start);
            SequenceDef seq = new SequenceDef(c.name(), start, inc, min, max, null);
            return edit.putSequence(c.cycle() ? seq.with(c.name(), start, inc, min, max, null, true) : seq);
        });
        return null;
    }

    /** PostgreSQL's init_params checks, in its order. */
    private static void check(long inc, long min, long max, long start) {
        if (inc == 0) {
            throw LaninException.of(RenameDdlMsg.SEQ_INCREMENT_ZERO);
        }
        if (min >= max) {
            throw LaninException.of(RenameDdlMsg.SEQ_MIN_MAX, min, max);
        }
        if (start < min) {
            throw LaninException.of(RenameDdlMsg.SEQ_START_LOW, start, min);
        }
        if (start > max) {
            throw LaninException.of(RenameDdlMsg.SEQ_START_HIGH, start, max);
        }
    }
}
