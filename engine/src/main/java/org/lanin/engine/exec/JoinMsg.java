package org.lanin.engine.exec;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of join operators. */
public enum JoinMsg implements Msg {
    /** The operation, the temporary file, the I/O error (PostgreSQL: "could not write to hash-join temporary file"). */
    SPILL_FAILED(SqlState.IO_ERROR, "could not %s hash-join temporary file \"%s\": %s");

    private final SqlState state;
    private final String template;

    JoinMsg(SqlState state, String template) {
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
