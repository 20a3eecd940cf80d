package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.List;

/**
 * The partitioning facts of one table version: as a partitioned table, its key and its
 * partitions (in creation order); as a partition, its parent and bound. A sub-partition has
 * both. A table that is neither has no Partitioning (null in {@code TableDef}).
 */
public record Partitioning(PartitionKey key, List<PartitionChild> children, String parent, PartitionBound bound) {
    public Partitioning {
        children = children == null ? List.of() : List.copyOf(children);
    }

    public static Partitioning partitioned(PartitionKey key) {
        return new Partitioning(key, List.of(), null, null);
    }

    public boolean isPartitioned() {
        return key != null;
    }

    public boolean isPartition() {
        return parent != null;
    }

    public Partitioning withChild(PartitionChild c) {
        List<PartitionChild> out = new ArrayList<>(children);
        out.add(c);
        return new Partitioning(key, out, parent, bound);
    }

    public Partitioning withoutChild(String name) {
        List<PartitionChild> out = new ArrayList<>(children);
        out.removeIf(c -> c.name().equals(name));
        return new Partitioning(key, out, parent, bound);
    }

    /** After ALTER TABLE RENAME of a partition ({@code from} becomes {@code to}, bound kept). */
    public Partitioning withChildRenamed(String from, String to) {
        List<PartitionChild> out = new ArrayList<>(children.size());
        for (PartitionChild c : children) {
            out.add(c.name().equals(from) ? new PartitionChild(to, c.bound()) : c);
        }
        return new Partitioning(key, out, parent, bound);
    }

    /** After a column rename: the key names the column by its new name. */
    public Partitioning withKeyColumnRenamed(String from, String to) {
        return key == null ? this : new Partitioning(key.withColumnRenamed(from, to), children, parent, bound);
    }

    /** This table as a partition of {@code parentName}; null bound detaches it. */
    public Partitioning withParent(String parentName, PartitionBound b) {
        return new Partitioning(key, children, parentName, b);
    }

    /** Null when nothing is left (a detached plain table). */
    public Partitioning orNullIfEmpty() {
        return key == null && parent == null ? null : this;
    }
}
