package org.lanin.planner.routine.catalog;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of the routine registry itself. */
enum RoutineCatalogMsg implements Msg {
    /** A change outside any session (no one to wait as) collides with a running transaction's. */
    CHANGED_CONCURRENTLY(SqlState.LOCK_NOT_AVAILABLE,
            "could not change the routine or trigger: another transaction changed it and has not ended"),
    LOCK_TIMEOUT(SqlState.LOCK_NOT_AVAILABLE, "canceling statement due to lock timeout"),
    DEADLOCK(SqlState.DEADLOCK_DETECTED, "deadlock detected"),
    DUPLICATE_ROUTINE(SqlState.UNIQUE_VIOLATION, "duplicate key value violates unique constraint \"pg_proc_proname_args_nsp_index\""),
    DUPLICATE_TRIGGER(SqlState.UNIQUE_VIOLATION, "duplicate key value violates unique constraint \"pg_trigger_tgrelid_tgname_index\""),
    DUPLICATE_ROLE(SqlState.UNIQUE_VIOLATION, "duplicate key value violates unique constraint \"pg_authid_rolname_index\""),
    DUPLICATE_RULE(SqlState.UNIQUE_VIOLATION, "duplicate key value violates unique constraint \"pg_rewrite_rel_rulename_index\""),
    TUPLE_CONCURRENTLY_UPDATED(SqlState.INTERNAL_ERROR, "tuple concurrently updated");

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
