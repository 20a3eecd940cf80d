package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of CREATE/ALTER LANGUAGE, as PostgreSQL 15 words them (CREATE LANGUAGE is CREATE EXTENSION there). */
public enum LanguageMsg implements Msg {
    EXTENSION_EXISTS(SqlState.DUPLICATE_OBJECT, "extension \"%s\" already exists"),
    EXTENSION_NOT_AVAILABLE(SqlState.FEATURE_NOT_SUPPORTED, "extension \"%s\" is not available"),
    LANGUAGE_MISSING(SqlState.UNDEFINED_OBJECT, "language \"%s\" does not exist");

    private final SqlState state;
    private final String template;

    LanguageMsg(SqlState state, String template) {
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
