package org.lanin.planner.admin;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Message catalogue of the administration functions (PostgreSQL's wording). */
public enum AdminMsg implements Msg {
    INDEX_NOT_FOUND(SqlState.UNDEFINED_OBJECT, "index \"%s\" does not exist"),
    NOT_AN_INDEX(SqlState.WRONG_OBJECT_TYPE, "\"%s\" is not an index"),
    /** amcheck on an index CREATE INDEX CONCURRENTLY has not finished (or DROP INDEX CONCURRENTLY began on). */
    INDEX_NOT_VALID(SqlState.FEATURE_NOT_SUPPORTED, "cannot check index \"%s\"\n  Detail: Index is not valid."),
    /** amcheck's heapallindexed finding: heap TID, table, index. */
    HEAP_TUPLE_NOT_INDEXED(SqlState.INDEX_CORRUPTED,
            "heap tuple %s from table \"%s\" lacks matching index tuple within index \"%s\""),
    NAMED_ARGUMENT(SqlState.UNDEFINED_FUNCTION, "function %s has no parameter named \"%s\"");

    private final SqlState state;
    private final String template;

    AdminMsg(SqlState state, String template) {
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
