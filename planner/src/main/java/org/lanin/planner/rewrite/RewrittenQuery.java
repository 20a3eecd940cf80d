package org.lanin.planner.rewrite;

import net.sf.jsqlparser.statement.Statement;

/**
 * One query of a rewritten statement, with where it came from (PostgreSQL's Query.querySource),
 * which decides whose row count the command tag reports.
 */
public record RewrittenQuery(Statement statement, Source source) {
    public enum Source {
        /** The statement itself, or what is left of it under conditional INSTEAD rules. */
        ORIGINAL,
        /** An action of an unconditional INSTEAD rule. */
        INSTEAD,
        /** An action of a conditional INSTEAD rule. */
        QUAL_INSTEAD,
        /** An action of an ALSO rule. */
        ALSO
    }
}
