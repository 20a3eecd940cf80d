package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of LOCK TABLE and of statements that must (or must not) run in a transaction block, as PostgreSQL words them. */
public enum LockDdlMsg implements Msg {
    OUTSIDE_BLOCK(SqlState.NO_ACTIVE_SQL_TRANSACTION, "%s can only be used in transaction blocks"),
    INSIDE_BLOCK(SqlState.ACTIVE_SQL_TRANSACTION, "%s cannot run inside a transaction block"),
    CONCURRENT_DROP_FORM(SqlState.FEATURE_NOT_SUPPORTED, "DROP INDEX CONCURRENTLY does not support %s"),
    PARTITIONED_CONCURRENTLY(SqlState.FEATURE_NOT_SUPPORTED, "cannot create index on partitioned table \"%s\" concurrently"),
    SYSTEM_CONCURRENTLY(SqlState.FEATURE_NOT_SUPPORTED, "cannot reindex system catalogs concurrently");

    private final SqlState state;
    private final String template;

    LockDdlMsg(SqlState state, String template) {
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
