package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.lanin.bench.engine.EngineKind;
import org.lanin.bench.engine.EngineSpec;

/**
 * Seed 002's tests through JDBC: a literal single-row INSERT of all 1s, or the one-row UPDATE
 * that flips the partition key (so in a partitioned table every UPDATE moves the row to the
 * other partition), on one {@link PartitionShape} of a given width. Plain Statements with fixed
 * text, as the seed's pgbench scripts (simple protocol). Compare a shape's ops/s with the
 * {@code plain} workload of the same operation and width for the partitioned/plain ratio.
 * Only Lanin runs partitioned shapes (no other engine here has declarative partitioning).
 */
public final class PartitionWorkload extends ThroughputWorkload {
    public static final int WIDE = 1000;
    public static final int NARROW = 10;

    private final boolean update;
    private final int width;
    private final PartitionShape shape;

    public PartitionWorkload(boolean update, int width, PartitionShape shape) {
        this.update = update;
        this.width = width;
        this.shape = shape;
    }

    @Override
    public String name() {
        return "partition_" + (update ? "update" : "insert") + "_" + (width == WIDE ? "wide" : "narrow") + "_"
                + shape.label();
    }

    @Override
    public String description() {
        String op = update ? shape.update() : shape.insert(3).replace("1,1,1)", "1,1,...,1)  -- " + width + " ones");
        return (update ? "One-row UPDATE of the partition key (the row moves between partitions each time)"
                : "Literal single-row INSERT of all 1s (lands in partition 1)")
                + ", plain Statement, autocommit; seed 002's `" + shape.table() + "` with " + width
                + " int columns `'c' || left(md5(x::text), 10)`. The table is truncated before every sample"
                + (update ? " and its one row inserted again (Lanin has no VACUUM: dead versions would pile up)" : "")
                + ".\n\n```sql\n" + String.join(";\n", shape.ddl(3))
                + ";  -- shown with 3 columns instead of " + width + "\n" + op + ";\n```";
    }

    @Override
    public String baseline() {
        return shape.partitioned() ? new PartitionWorkload(update, width, PartitionShape.PLAIN).name() : null;
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public List<Integer> threadCounts(List<Integer> requested) {
        // One row: more UPDATE threads would only queue on its row lock.
        return update ? List.of(1) : requested;
    }

    @Override
    public String unsupported(EngineSpec engine, int threads) {
        if (shape.partitioned() && engine.kind() != EngineKind.LANIN) {
            return "no declarative partitioning (PARTITION BY) in " + engine.kind().specName()
                    + "; its plain-table row is the reference";
        }
        return super.unsupported(engine, threads);
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        for (String sql : shape.ddl(width)) {
            exec(c, sql);
        }
    }

    @Override
    public void beforeSample(Connection c) throws SQLException {
        exec(c, "TRUNCATE TABLE " + shape.table());
        if (update) {
            exec(c, shape.insert(width));
        }
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        Statement st = c.createStatement();
        String sql = update ? shape.update() : shape.insert(width);
        return () -> st.executeUpdate(sql);
    }
}
