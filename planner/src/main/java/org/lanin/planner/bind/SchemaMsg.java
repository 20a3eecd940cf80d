package org.lanin.planner.bind;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors about schemas and the search_path, as PostgreSQL 15 words them. */
public enum SchemaMsg implements Msg {
    NO_CREATION_SCHEMA(SqlState.INVALID_SCHEMA_NAME, "no schema has been selected to create in"),
    SCHEMA_MISSING(SqlState.INVALID_SCHEMA_NAME, "schema \"%s\" does not exist"),
    ELEMENT_IN_OTHER_SCHEMA(SqlState.INVALID_SCHEMA_DEFINITION, "CREATE specifies a schema (%s) different from the one being created (%s)"),
    ELEMENTS_IF_NOT_EXISTS(SqlState.FEATURE_NOT_SUPPORTED, "CREATE SCHEMA IF NOT EXISTS cannot include schema elements"),
    SCHEMA_EXISTS(SqlState.DUPLICATE_SCHEMA, "schema \"%s\" already exists"),
    SCHEMA_NOT_EMPTY(SqlState.DEPENDENT_OBJECTS_STILL_EXIST,
            "cannot drop schema %s because other objects depend on it\n  Detail: %s\n"
                    + "  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    RESERVED_NAME(SqlState.RESERVED_NAME, "unacceptable schema name \"%s\"\n  Detail: The prefix \"pg_\" is reserved for system schemas."),
    SYSTEM_SCHEMA(SqlState.INSUFFICIENT_PRIVILEGE, "must be owner of schema %s"),
    OBJECTS_NOT_EMPTY(SqlState.DEPENDENT_OBJECTS_STILL_EXIST,
            "cannot drop desired object(s) because other objects depend on them\n  Detail: %s\n"
                    + "  Hint: Use DROP ... CASCADE to drop the dependent objects too."),
    EXISTS_IN_SCHEMA(SqlState.DUPLICATE_TABLE, "relation \"%s\" already exists in schema \"%s\""),
    TYPE_EXISTS_IN_SCHEMA(SqlState.DUPLICATE_OBJECT, "type \"%s\" already exists in schema \"%s\""),
    DROP_PUBLIC(SqlState.FEATURE_NOT_SUPPORTED, "dropping or renaming the public schema"),
    TYPES_IN_SCHEMA(SqlState.FEATURE_NOT_SUPPORTED, "renaming a schema that contains types or domains"),
    DOTTED_NAME(SqlState.FEATURE_NOT_SUPPORTED, "a schema name containing a dot (\"%s\")"),
    CROSS_DATABASE(SqlState.FEATURE_NOT_SUPPORTED, "cross-database references are not implemented: %s"),
    IMPROPER_NAME(SqlState.SYNTAX_ERROR, "improper qualified name (too many dotted names): %s");

    private final SqlState state;
    private final String template;

    SchemaMsg(SqlState state, String template) {
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
