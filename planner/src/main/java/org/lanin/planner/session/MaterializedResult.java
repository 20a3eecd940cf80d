package org.lanin.planner.session;

import java.util.List;
import org.lanin.planner.plan.Outcome;
import org.lanin.planner.plan.Plan;

/** An execution result whose rows are all in memory. */
final class MaterializedResult implements ExecutionResult {
    private final List<ColumnInfo> columns;
    private final List<Object[]> rows;
    private final long count;
    private final String tag;

    /** {@code out}'s rows (at most {@code maxRows}, 0: all) under {@code plan}'s columns. */
    static MaterializedResult of(Plan plan, Outcome out, long maxRows) {
        List<Object[]> rows = out.rows();
        if (rows != null && maxRows > 0 && rows.size() > maxRows) {
            rows = rows.subList(0, (int) maxRows);
        }
        return new MaterializedResult(out.columns() != null ? out.columns() : plan.columns(), rows, out.count(), out.tag());
    }

    MaterializedResult(List<ColumnInfo> columns, List<Object[]> rows, long count, String tag) {
        this.columns = columns;
        this.rows = rows;
        this.count = count;
        this.tag = tag;
    }

    @Override
    public boolean hasRows() {
        return rows != null;
    }

    @Override
    public List<ColumnInfo> columns() {
        return rows == null ? List.of() : columns;
    }

    @Override
    public RowCursor rows() {
        List<Object[]> data = rows == null ? List.of() : rows;
        return new RowCursor() {
            private int pos = -1;

            @Override
            public boolean next() {
                return ++pos < data.size();
            }

            @Override
            public Object[] current() {
                return data.get(pos);
            }

            @Override
            public void close() {
                pos = data.size();
            }
        };
    }

    @Override
    public long updateCount() {
        return count;
    }

    @Override
    public String commandTag() {
        return tag;
    }

    @Override
    public void close() {
    }
}
