package org.lanin.planner.rewrite;

import org.lanin.engine.error.Msg;
import org.lanin.engine.error.SqlState;

/** Errors of rewrite rules, as PostgreSQL 15 words them (rewriteDefine.c, rewriteHandler.c, parse_utilcmd.c). */
public enum RuleMsg implements Msg {
    RULE_EXISTS(SqlState.DUPLICATE_OBJECT, "rule \"%s\" for relation \"%s\" already exists"),
    RULE_MISSING(SqlState.UNDEFINED_OBJECT, "rule \"%s\" for relation \"%s\" does not exist"),
    INSERT_USES_OLD(SqlState.INVALID_OBJECT_DEFINITION, "ON INSERT rule cannot use OLD"),
    DELETE_USES_NEW(SqlState.INVALID_OBJECT_DEFINITION, "ON DELETE rule cannot use NEW"),
    RETURN_NAME(SqlState.INVALID_OBJECT_DEFINITION, "non-view rule for \"%s\" must not be named \"_RETURN\""),
    INFINITE_RECURSION(SqlState.INVALID_OBJECT_DEFINITION, "infinite recursion detected in rules for relation \"%s\""),
    RETURNING_WITHOUT_RULE(SqlState.FEATURE_NOT_SUPPORTED, "cannot perform %s RETURNING on relation \"%s\""),
    ON_CONFLICT_WITH_RULES(SqlState.FEATURE_NOT_SUPPORTED,
            "INSERT with ON CONFLICT clause cannot be used with table that has INSERT or UPDATE rules"),
    NOT_SUPPORTED(SqlState.FEATURE_NOT_SUPPORTED, "%s is not supported"),
    SYNTAX(SqlState.SYNTAX_ERROR, "syntax error in rule: %s");

    private final SqlState state;
    private final String template;

    RuleMsg(SqlState state, String template) {
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
