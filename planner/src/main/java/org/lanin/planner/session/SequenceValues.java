package org.lanin.planner.session;

import java.util.HashMap;
import java.util.Map;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * What currval and lastval read: the last value nextval (or setval) gave this session per
 * sequence, and which sequence nextval last advanced, as PostgreSQL keeps them in the backend's
 * SeqTable and last_used_seq. Not transactional: a rolled-back nextval still counts. One
 * session's, used by one thread at a time.
 */
public final class SequenceValues {
    private final Map<String, Long> last = new HashMap<>();
    /** The sequence nextval last advanced in this session; setval does not change it. */
    private String lastUsed;

    /** nextval gave {@code value}: currval of the sequence and lastval read it from now on. */
    public void advanced(String sequence, long value) {
        last.put(sequence, value);
        lastUsed = sequence;
    }

    /** setval(..., is_called true) set {@code value}: currval reads it, lastval too if it names this sequence. */
    public void set(String sequence, long value) {
        last.put(sequence, value);
    }

    /** The last value of {@code sequence} in this session; 55000 when nextval never ran for it here. */
    public long current(String sequence) {
        Long v = last.get(sequence);
        if (v == null) {
            throw LaninException.of(EngineMsg.SEQUENCE_CURRVAL_UNDEFINED, sequence);
        }
        return v;
    }

    /**
     * lastval(): currval of the sequence nextval last advanced; 55000 when there is none, or when
     * {@code exists} says it was dropped since.
     */
    public long lastval(java.util.function.Predicate<String> exists) {
        if (lastUsed == null || !exists.test(lastUsed)) {
            throw LaninException.of(PlannerMsg.LASTVAL_UNDEFINED);
        }
        return last.get(lastUsed);
    }

    /** DISCARD SEQUENCES: currval and lastval are undefined again for every sequence. */
    public void discard() {
        last.clear();
        lastUsed = null;
    }
}
