package org.lanin.planner;

import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.session.ExecutionResult;
import org.lanin.planner.session.Lanin;
import org.lanin.planner.session.RowCursor;
import org.lanin.planner.session.Session;

/** Helpers for end-to-end planner tests over a private in-memory session. */
public final class TestSql {
    private TestSql() {
    }

    public static Session open() {
        return Lanin.openMemory("", Map.of());
    }

    /** Executes statements that must succeed, ignoring their results. */
    public static void exec(Session s, String... sqls) {
        for (String sql : sqls) {
            try (ExecutionResult r = s.execute(sql)) {
                drain(r);
            }
        }
    }

    /** The rows of a query, each row as a list of values. */
    public static List<List<Object>> rows(Session s, String sql) {
        try (ExecutionResult r = s.execute(sql)) {
            return drain(r);
        }
    }

    /** The rows of a query, each rendered as "[v1, v2]". */
    public static List<String> strings(Session s, String sql) {
        List<String> out = new ArrayList<>();
        for (List<Object> row : rows(s, sql)) {
            out.add(row.toString());
        }
        return out;
    }

    /** The single value of a one-row, one-column query. */
    public static Object scalar(Session s, String sql) {
        List<List<Object>> rows = rows(s, sql);
        if (rows.size() != 1 || rows.get(0).size() != 1) {
            throw new AssertionError("expected one value from " + sql + " but got " + rows);
        }
        return rows.get(0).get(0);
    }

    public static String tag(Session s, String sql) {
        try (ExecutionResult r = s.execute(sql)) {
            drain(r);
            return r.commandTag();
        }
    }

    /** The error a statement must raise. */
    public static LaninException error(Session s, String sql) {
        LaninException e = catchThrowableOfType(LaninException.class, () -> exec(s, sql));
        if (e == null) {
            throw new AssertionError("expected an error from: " + sql);
        }
        return e;
    }

    /** The SQLSTATE a statement must fail with. */
    public static String state(Session s, String sql) {
        return error(s, sql).state().code();
    }

    private static List<List<Object>> drain(ExecutionResult r) {
        List<List<Object>> out = new ArrayList<>();
        if (!r.hasRows()) {
            return out;
        }
        RowCursor c = r.rows();
        while (c.next()) {
            out.add(new ArrayList<>(Arrays.asList(c.current())));
        }
        return out;
    }
}
