package org.lanin.engine.access;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Messages of FOREIGN KEY enforcement, worded as PostgreSQL's ri_triggers.c words them. */
public enum ForeignKeyMsg implements Msg {
    NOT_PRESENT(SqlState.FOREIGN_KEY_VIOLATION, "insert or update on table \"%s\" violates foreign key constraint \"%s\""
            + "\n  Detail: Key (%s)=(%s) is not present in table \"%s\"."),
    MATCH_FULL(SqlState.FOREIGN_KEY_VIOLATION, "insert or update on table \"%s\" violates foreign key constraint \"%s\""
            + "\n  Detail: MATCH FULL does not allow mixing of null and nonnull key values."),
    REMOVING_PARTITION(SqlState.FOREIGN_KEY_VIOLATION, "removing partition \"%s\" violates foreign key constraint \"%s\""
            + "\n  Detail: Key (%s)=(%s) is still referenced from table \"%s\"."),
    STILL_REFERENCED(SqlState.FOREIGN_KEY_VIOLATION, "update or delete on table \"%s\" violates foreign key constraint \"%s\""
            + " on table \"%s\"\n  Detail: Key (%s)=(%s) is still referenced from table \"%s\".");

    private final SqlState state;
    private final String template;

    ForeignKeyMsg(SqlState state, String template) {
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
