package org.lanin.engine.partition;

/** One partition of a partitioned table, as the parent's catalog entry lists it. */
public record PartitionChild(String name, PartitionBound bound) {
}
