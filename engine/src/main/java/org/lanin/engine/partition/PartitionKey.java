package org.lanin.engine.partition;

import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * A partitioned table's key: its strategy and key columns by name. Names, not attnums,
 * because every table of a partition tree has the same column names but each its own
 * physical layout; a level's key is found by name in whichever layout a row is in.
 */
public record PartitionKey(PartitionStrategy strategy, List<String> columns, List<DataType> types) {
    public PartitionKey {
        columns = List.copyOf(columns);
        types = List.copyOf(types);
    }

    /** The key after a column rename (the column keeps its place in the key). */
    public PartitionKey withColumnRenamed(String from, String to) {
        return new PartitionKey(strategy, columns.stream().map(c -> c.equals(from) ? to : c).toList(), types);
    }

    public int size() {
        return columns.size();
    }
}
