package org.lanin.engine.index.btree;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of the B-link tree. */
public enum BTreeMsg implements Msg {
    /** Verifier finding: index, page id, item position (-1: the page itself), what is wrong. */
    CORRUPTED(SqlState.INDEX_CORRUPTED, "index \"%s\" is corrupted: page %d, item %d: %s"),
    /** PostgreSQL raises 54000 (program_limit_exceeded); SqlState has no such constant yet. */
    ITEM_TOO_LARGE(SqlState.INVALID_PARAMETER_VALUE,
            "index row size %d exceeds btree maximum %d for index \"%s\"");

    private final SqlState state;
    private final String template;

    BTreeMsg(SqlState state, String template) {
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
