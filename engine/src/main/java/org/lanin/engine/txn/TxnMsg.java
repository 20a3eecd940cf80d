package org.lanin.engine.txn;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/**
 * Message catalogue of the transaction layer. Lock waits reuse
 * {@link org.lanin.engine.error.EngineMsg#DEADLOCK}, {@code LOCK_TIMEOUT} and {@code QUERY_CANCELED}.
 */
public enum TxnMsg implements Msg {
    SAVEPOINT_DOES_NOT_EXIST(SqlState.INVALID_SAVEPOINT_SPECIFICATION, "savepoint \"%s\" does not exist");

    private final SqlState state;
    private final String template;

    TxnMsg(SqlState state, String template) {
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
