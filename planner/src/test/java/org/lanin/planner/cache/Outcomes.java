package org.lanin.planner.cache;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.session.ColumnInfo;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.RowCursor;
import org.lanin.planner.session.Session;

/** A statement's observable outcome as text: column labels and types, rows and tag, or the SQLSTATE. */
final class Outcomes {
    private Outcomes() {
    }

    static String of(Session s, String sql, Object... params) {
        try (ExecutionResult r = s.execute(s.prepare(sql), params, 0, 0)) {
            StringBuilder b = new StringBuilder();
            for (ColumnInfo c : r.columns()) {
                b.append(c.label()).append(':').append(c.type().sqlName()).append(' ');
            }
            if (r.hasRows()) {
                List<String> rows = new ArrayList<>();
                RowCursor cur = r.rows();
                while (cur.next()) {
                    rows.add(Arrays.deepToString(cur.current()) + classes(cur.current()));
                }
                b.append(rows);
            }
            return b.append(' ').append(r.commandTag()).toString();
        } catch (LaninException e) {
            return "ERROR " + e.state().code();
        }
    }

    private static String classes(Object[] row) {
        StringBuilder b = new StringBuilder("<");
        for (Object o : row) {
            b.append(o == null ? "null" : o.getClass().getSimpleName()).append(',');
        }
        return b.append('>').toString();
    }
}
