package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * CREATE INDEX on the text column of a populated {@link SortTable} (1,000,000 rows; 100,000 with
 * --quick), one thread; each op drops the index and builds it again. Run with
 * {@code lanin;abbreviated_keys=off} beside {@code lanin} to see what abbreviated keys give.
 */
public final class CreateIndexWorkload extends ThroughputWorkload {
    @Override
    public String name() {
        return "create_index_text";
    }

    @Override
    public String description() {
        return "CREATE INDEX on a text column (32 hex digits) of 1,000,000 populated rows (100,000 with --quick), "
                + "one thread; each op drops and rebuilds the index."
                + "\n\n```sql\n" + SortTable.CREATE + ";\nDROP INDEX IF EXISTS srt_t;\nCREATE INDEX srt_t ON srt (t);\n```";
    }

    @Override
    public Unit unit() {
        return Unit.BUILDS_PER_SEC;
    }

    @Override
    public List<Integer> threadCounts(List<Integer> requested) {
        return List.of(1);
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        SortTable.create(c, scale.rows(1_000_000, 100_000));
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        Statement st = c.createStatement();
        return () -> {
            st.execute("DROP INDEX IF EXISTS srt_t");
            st.execute("CREATE INDEX srt_t ON srt (t)");
        };
    }
}
