package org.lanin.planner.plan;

import java.util.List;

/**
 * What a statement produced: rows (possibly empty; null when it returns none), the number
 * of rows affected (-1 when not applicable), PostgreSQL's command tag, and the rows' columns
 * when they are known only as it runs (a FETCH from a cursor; null: the plan's).
 */
public record Outcome(List<Object[]> rows, long count, String tag, List<org.lanin.planner.session.ColumnInfo> columns) {
    public Outcome(List<Object[]> rows, long count, String tag) {
        this(rows, count, tag, null);
    }

    public static Outcome command(String tag) {
        return new Outcome(null, -1, tag);
    }

    public static Outcome rows(List<Object[]> rows) {
        return new Outcome(rows, -1, "SELECT " + rows.size());
    }
}
