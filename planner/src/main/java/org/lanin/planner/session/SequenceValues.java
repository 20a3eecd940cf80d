package org.lanin.planner.session;

import java.util.HashMap;
import java.util.Map;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;

/**
 * What currval reads: the last value nextval (or setval) gave this session per
 * sequence, as PostgreSQL keeps it in the backend's SeqTable. Not transactional: a rolled-back
 * nextval still counts. One session's, used by one thread at a time.
 */
final class SequenceValues {
    private final Map<String, Long> last = new HashMap<>();

    void record(String sequence, long value) {
        last.put(sequence, value);
    }

    /** The last value of {@code sequence} in this session; 55000 when nextval never ran for it here. */
    long current(String sequence) {
        Long v = last.get(sequence);
        if (v == null) {
            throw LaninException.of(EngineMsg.SEQUENCE_CURRVAL_UNDEFINED, sequence);
        }
        return v;
    }
}
