package org.lanin.engine.index.gist;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of the GiST tree. */
public enum GistMsg implements Msg {
    /** Verifier finding: index, page id, item position (-1: the page itself), what is wrong. */
    CORRUPTED(SqlState.INDEX_CORRUPTED, "index \"%s\" is corrupted: page %d, item %d: %s");

    private final SqlState state;
    private final String template;

    GistMsg(SqlState state, String template) {
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
