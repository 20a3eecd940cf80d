package org.lanin.engine.exec;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of sorts and sort-based index builds. */
public enum SortMsg implements Msg {
    /** The temporary file, the operation, the I/O error. */
    SPILL_FAILED(SqlState.IO_ERROR, "could not %s temporary sort file \"%s\": %s"),
    /** PostgreSQL's message when CREATE UNIQUE INDEX finds two live rows with one key. */
    DUPLICATE_IN_BUILD(SqlState.UNIQUE_VIOLATION,
            "could not create unique index \"%s\"\n  Detail: Key (%s)=(%s) is duplicated.");

    private final SqlState state;
    private final String template;

    SortMsg(SqlState state, String template) {
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
