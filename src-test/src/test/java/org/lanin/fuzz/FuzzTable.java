package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A generated table: columns, keys, secondary indexes and (optionally) how it is partitioned. The
 * same table renders as partitioned for Lanin and PostgreSQL and as a plain table for the
 * partition oracle's reference database and for H2, which has no declarative partitioning.
 */
record FuzzTable(String name, List<Column> columns, List<String> primaryKey, List<List<String>> uniques,
        List<Index> indexes, Partitioning partitioning) {

    record Column(String name, FuzzType type, boolean notNull) {
    }

    /** {@code columns} may carry a direction ({@code "c1 DESC"}). */
    record Index(String name, List<String> columns, boolean unique) {
        String sql(String table) {
            return "CREATE " + (unique ? "UNIQUE " : "") + "INDEX " + name + " ON " + table + " ("
                    + String.join(", ", columns) + ")";
        }
    }

    /** {@code bounds} are the partitions' bound clauses: {@code FOR VALUES ...} or {@code DEFAULT}. */
    record Partitioning(String strategy, String column, List<String> bounds) {
    }

    FuzzTable {
        columns = List.copyOf(columns);
        primaryKey = List.copyOf(primaryKey);
        uniques = List.copyOf(uniques);
        indexes = List.copyOf(indexes);
    }

    Column column(String n) {
        return columns.stream().filter(c -> c.name().equals(n)).findFirst().orElseThrow();
    }

    /** CREATE TABLE (and its partitions when {@code partitioned}). */
    List<String> createSql(boolean partitioned) {
        List<String> parts = new ArrayList<>();
        for (Column c : columns) {
            parts.add(c.name() + " " + c.type().sqlName() + (c.notNull() ? " NOT NULL" : ""));
        }
        if (!primaryKey.isEmpty()) {
            parts.add("PRIMARY KEY (" + String.join(", ", primaryKey) + ")");
        }
        for (List<String> u : uniques) {
            parts.add("UNIQUE (" + String.join(", ", u) + ")");
        }
        boolean p = partitioned && partitioning != null;
        List<String> out = new ArrayList<>();
        out.add("CREATE TABLE " + name + " (" + String.join(", ", parts) + ")"
                + (p ? " PARTITION BY " + partitioning.strategy() + " (" + partitioning.column() + ")" : ""));
        if (p) {
            for (int i = 0; i < partitioning.bounds().size(); i++) {
                out.add("CREATE TABLE " + name + "_p" + i + " PARTITION OF " + name + " "
                        + partitioning.bounds().get(i));
            }
        }
        return out;
    }

    List<String> indexSql() {
        return indexes.stream().map(i -> i.sql(name)).collect(Collectors.toList());
    }

    FuzzTable withIndexes(List<Index> i) {
        return new FuzzTable(name, columns, primaryKey, uniques, i, partitioning);
    }

    FuzzTable withPrimaryKey(List<String> pk) {
        return new FuzzTable(name, columns, pk, uniques, indexes, partitioning);
    }

    FuzzTable withUniques(List<List<String>> u) {
        return new FuzzTable(name, columns, primaryKey, u, indexes, partitioning);
    }

    FuzzTable withPartitioning(Partitioning p) {
        return new FuzzTable(name, columns, primaryKey, uniques, indexes, p);
    }
}
