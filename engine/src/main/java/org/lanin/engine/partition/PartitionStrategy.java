package org.lanin.engine.partition;

/** PARTITION BY LIST, RANGE or HASH. */
public enum PartitionStrategy {
    LIST, RANGE, HASH
}
