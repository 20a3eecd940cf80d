package org.lanin.planner.plan;

import java.util.List;

/**
 * What a statement produced: rows (possibly empty; null when it returns none), the number
 * of rows affected (-1 when not applicable) and PostgreSQL's command tag.
 */
public record Outcome(List<Object[]> rows, long count, String tag) {
    public static Outcome command(String tag) {
        return new Outcome(null, -1, tag);
    }

    public static Outcome rows(List<Object[]> rows) {
        return new Outcome(rows, -1, "SELECT " + rows.size());
    }
}
