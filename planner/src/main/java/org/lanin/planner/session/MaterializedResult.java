package org.lanin.planner.session;

import java.util.List;

/** An execution result whose rows are all in memory. */
final class MaterializedResult implements ExecutionResult {
    private final List<ColumnInfo> columns;
    private final List<Object[]> rows;
    private final long count;
    private final String tag;

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
