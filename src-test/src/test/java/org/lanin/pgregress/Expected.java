package org.lanin.pgregress;

import java.util.List;

/** What PostgreSQL's expected output shows for one statement. */
sealed interface Expected {
    /** Nothing printed (psql runs quietly): the statement succeeded without a result table. */
    record Ok() implements Expected {
    }

    /** {@code ERROR:  message}. */
    record Error(String message) implements Expected {
    }

    /** A result table; values as psql printed them, trimmed, lines of multi-line values joined by '\n'. */
    record Table(List<String> columns, List<List<String>> rows) implements Expected {
    }

    /** The output could not be read as one of the above (the statement is counted as failed). */
    record Unreadable(String why) implements Expected {
    }
}
