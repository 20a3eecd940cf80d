package org.lanin.pgregress;

/**
 * One thing psql does while reading a regression script: send a statement, or run one of its own
 * backslash commands. Lines are 0-based indexes into the script; {@code endLine} is the line whose
 * echo the item's output follows in the expected file.
 */
sealed interface ScriptItem {
    int endLine();

    /**
     * SQL sent to the server, after psql variable interpolation. {@code gexec} marks a query ended by
     * {@code \g}, {@code \gset} or {@code \gexec}: psql does more than print its result, so the runner
     * does not run it. {@code copyData} holds the lines psql streamed for {@code COPY ... FROM STDIN}
     * (null for other statements).
     */
    record Statement(String sql, int firstLine, int endLine, boolean gexec, java.util.List<String> copyData)
            implements ScriptItem {
    }

    /** A psql backslash command ({@code name} without the backslash, {@code args} raw to end of line). */
    record Meta(String name, String args, int endLine) implements ScriptItem {
    }
}
