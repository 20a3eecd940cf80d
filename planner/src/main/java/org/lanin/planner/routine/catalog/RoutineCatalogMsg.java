package org.lanin.planner.routine.catalog;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of the routine registry itself. */
enum RoutineCatalogMsg implements Msg {
    /**
     * Another running transaction changed the same routine or trigger (or made one of the same
     * identity). PostgreSQL waits for it (a row lock in pg_proc / pg_trigger); Lanin refuses at once.
     */
    CHANGED_CONCURRENTLY(SqlState.LOCK_NOT_AVAILABLE,
            "could not change the routine or trigger: another transaction changed it and has not ended");

    private final SqlState state;
    private final String template;

    RoutineCatalogMsg(SqlState state, String template) {
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
