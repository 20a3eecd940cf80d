package org.lanin.engine.lock;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * Message catalogue of the table-level lock manager. Waits that time out, are canceled or
 * deadlock reuse {@link org.lanin.engine.error.EngineMsg#LOCK_TIMEOUT}, {@code QUERY_CANCELED},
 * {@code STATEMENT_TIMEOUT} and {@code DEADLOCK}, shared with row-lock waits.
 */
public enum LockMsg implements Msg {
    /** NOWAIT (LOCK TABLE ... NOWAIT) met a conflicting lock; PostgreSQL's message. */
    RELATION_LOCK_NOT_AVAILABLE(SqlState.LOCK_NOT_AVAILABLE, "could not obtain lock on relation \"%s\"");

    private final SqlState state;
    private final String template;

    LockMsg(SqlState state, String template) {
        this.state = state;
        this.template = template;
    }

    @Override
    public SqlState state() {
        return state;
    }

    @Override
    public String template() {
        return template;
    }
}
