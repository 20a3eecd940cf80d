package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * Single-row INSERT through a PreparedStatement in autocommit, one statement per operation; the
 * key shape is one of the seed's {@link InsertShape}s. The table is recreated before every
 * sample so each sample starts from an empty index.
 */
public final class InsertWorkload extends ThroughputWorkload {
    private final InsertShape shape;

    public InsertWorkload(InsertShape shape) {
        this.shape = shape;
    }

    @Override
    public String name() {
        return "insert_" + shape.tableName();
    }

    @Override
    public String description() {
        String table = shape.tableName();
        String index = shape.createIndex(table);
        return "Single-row INSERT, PreparedStatement, autocommit; " + shape.describe() + ".\n\n"
                + "```sql\n" + shape.createTable(table) + ";\n" + (index == null ? "" : index + ";\n")
                + insertSql() + ";\n```\nFloor: the same keys put into one ConcurrentSkipListMap per index "
                + "(non-unique keys made unique by a sequence number, as a B-tree does with the heap TID).";
    }

    @Override
    public boolean hasFloor() {
        return true;
    }

    @Override
    public void setUp(Connection c, Scale scale) throws SQLException {
        // beforeSample creates the table.
    }

    @Override
    public void beforeSample(Connection c) throws SQLException {
        String table = shape.tableName();
        exec(c, "DROP TABLE IF EXISTS " + table, shape.createTable(table));
        String index = shape.createIndex(table);
        if (index != null) {
            exec(c, index);
        }
    }

    private String insertSql() {
        String t = shape.tableName();
        return switch (shape) {
            case ORDERED -> "INSERT INTO " + t + " (id, val) VALUES (?, '" + InsertShape.VALUE + "')";
            case UNORDERED, DUPLICATED -> "INSERT INTO " + t + " (i, val) VALUES (?, '" + InsertShape.VALUE + "')";
            case ORDERED2 -> "INSERT INTO " + t + " (id, logdate, val) VALUES (?, ?, '" + InsertShape.VALUE + "')";
        };
    }

    @Override
    public Op prepare(Connection c, ThreadContext t) throws SQLException {
        PreparedStatement ps = c.prepareStatement(insertSql());
        return () -> {
            long key = shape.nextKey(t);
            ps.setLong(1, key);
            if (shape.twoKeys()) {
                ps.setLong(2, t.sequence().incrementAndGet());
            }
            ps.executeUpdate();
        };
    }

    @Override
    public Op prepareFloor(FloorStore store, ThreadContext t) {
        ConcurrentSkipListMap<Long, Object> first = store.index(shape.tableName() + "_1");
        return () -> {
            long key = shape.nextKey(t);
            switch (shape) {
                case ORDERED -> first.put(key, InsertShape.VALUE);
                // (id, logdate) packed into one long: id in the high bits, as the index orders them.
                case ORDERED2 -> first.put((key << 40) | t.sequence().incrementAndGet(), InsertShape.VALUE);
                default -> first.put((key << 32) | (t.sequence().incrementAndGet() & 0xFFFF_FFFFL), InsertShape.VALUE);
            }
        };
    }
}
