package org.lanin.jdbc;

import java.util.List;
import org.lanin.planner.session.RowCursor;

/** A {@link RowCursor} over rows held in memory: getTypeInfo, empty metadata results, generated keys. */
public final class ListCursor implements RowCursor {
    private final List<Object[]> rows;
    private int position = -1;

    public ListCursor(List<Object[]> rows) {
        this.rows = rows;
    }

    @Override
    public boolean next() {
        if (position < rows.size()) {
            position++;
        }
        return position < rows.size();
    }

    @Override
    public Object[] current() {
        return rows.get(position);
    }

    @Override
    public void close() {
        position = rows.size();
    }
}
