package org.lanin.planner.ddl;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors and notices of CREATE / DROP EXTENSION, worded as PostgreSQL words them. */
public enum ExtensionMsg implements Msg {
    EXISTS(SqlState.DUPLICATE_OBJECT, "extension \"%s\" already exists"),
    EXISTS_SKIPPING(SqlState.DUPLICATE_OBJECT, "extension \"%s\" already exists, skipping"),
    MISSING(SqlState.UNDEFINED_OBJECT, "extension \"%s\" does not exist"),
    MISSING_SKIPPING(SqlState.UNDEFINED_OBJECT, "extension \"%s\" does not exist, skipping"),
    /** Not shipped with Lanin (PostgreSQL 15: 58P01 for the missing control file; Lanin: a feature it lacks). */
    NOT_AVAILABLE(SqlState.FEATURE_NOT_SUPPORTED, "extension \"%s\" is not available"),
    /** The version, the extension. */
    NO_VERSION(SqlState.INVALID_PARAMETER_VALUE, "extension \"%2$s\" has no installation script nor update path for version \"%1$s\""),
    /** PostgreSQL lets a superuser drop plpgsql; Lanin's PL/pgSQL is built in. */
    DROP_PLPGSQL(SqlState.FEATURE_NOT_SUPPORTED, "DROP EXTENSION %s (PL/pgSQL is built into Lanin) is not supported");

    private final SqlState state;
    private final String template;

    ExtensionMsg(SqlState state, String template) {
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
