package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * ORDER BY over every row of {@link SortTable} (1,000,000; 100,000 with --quick) on the text or
 * the numeric column, returning only the last row ({@code LIMIT 1 OFFSET N-1}) so the sort, not
 * the transfer, is measured. One query = one op. Run with {@code lanin;abbreviated_keys=off} to
 * see what abbreviated keys give.
 */
public final class OrderByWorkload extends ThroughputWorkload {
    private final boolean numeric;
    private long rows;

    public OrderByWorkload(boolean numeric) {
        this.numeric = numeric;
    }

    @Override
    public String name() {
        return numeric ? "order_by_numeric" : "order_by_text";
    }

    private String sql() {
        return "SELECT id FROM srt ORDER BY " + (numeric ? "n" : "t") + " LIMIT 1 OFFSET " + (rows - 1);
    }

    @Override
    public String description() {
        return "Full sort of 1,000,000 rows (100,000 with --quick) by a " + (numeric ? "numeric(18,6)" : "text (32 hex digits)")
                + " column, one thread; only the last row is returned. Rows/s = queries/s x rows."
                + "\n\n```sql\n" + SortTable.CREATE + ";\nSELECT id FROM srt ORDER BY " + (numeric ? "n" : "t")
                + " LIMIT 1 OFFSET <rows - 1>;\n```";
    }

    @Override
    public Unit unit() {
        return Unit.QUERIES_PER_SEC;
    }

    @Override
    public boolean writes() {
        return false;
    }

    @Override
    public List<Integer> threadCounts(List<Integer> requested) {
        return List.of(1);
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        rows = scale.rows(1_000_000, 100_000);
        SortTable.create(c, rows);
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        Statement st = c.createStatement();
        String sql = sql();
        return () -> {
            try (ResultSet rs = st.executeQuery(sql)) {
                if (!rs.next()) {
                    throw new SQLException("sort returned no row", "XX000");
                }
            }
        };
    }
}
