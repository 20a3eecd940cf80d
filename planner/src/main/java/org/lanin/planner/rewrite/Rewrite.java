package org.lanin.planner.rewrite;

import java.util.List;

/**
 * A statement after its rules: the queries to run in order, each seeing the writes of those
 * before it (PostgreSQL runs them with a command counter increment between), and which of them
 * reports the command's row count.
 *
 * @param tagQuery the index of the query whose count is the statement's (PostgreSQL's canSetTag):
 *                 the original when it is still there, else the last INSTEAD query of the same
 *                 command; -1 when none is, and the tag reports 0 rows
 * @param command INSERT, UPDATE or DELETE: the statement's command, for its tag
 */
public record Rewrite(List<RewrittenQuery> queries, int tagQuery, String command) {
}
