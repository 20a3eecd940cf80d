package org.lanin.planner.routine.catalog;

import java.util.List;

/**
 * One query rewrite rule (PostgreSQL's pg_rewrite row): {@code ON event TO relation [WHERE condition]
 * DO [ALSO | INSTEAD] actions}. The texts are kept as written and bound each time a statement on the
 * relation is planned, so a rule follows renames of what it names as a view's query does.
 *
 * @param table the relation's catalog key when the rule was made (for messages)
 * @param tableOid the relation: rules follow it through renames and die with it
 * @param event INSERT, UPDATE or DELETE (upper case)
 * @param whereText the WHERE condition's source, or null for an unconditional rule
 * @param actions each action statement's source, in order; empty for DO NOTHING
 */
public record RuleDef(long oid, String name, String table, long tableOid, String event, boolean instead,
                      String whereText, List<String> actions) {
    public boolean conditional() {
        return whereText != null;
    }
}
