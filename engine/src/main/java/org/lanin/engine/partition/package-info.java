/**
 * Declarative partitioning: partition keys and bounds ({@link org.lanin.engine.partition.PartitionBound}),
 * bound validation, routing rows to leaves ({@link org.lanin.engine.partition.PartitionTree},
 * {@link org.lanin.engine.partition.PartitionRouting}), pruning
 * ({@link org.lanin.engine.partition.PartitionPruner}) and tuple conversion maps built by name
 * in O(N) and cached per (parent, partition) while both layouts stay the same
 * ({@link org.lanin.engine.partition.TupleMapBuilder}, {@link org.lanin.engine.partition.TupleMapCache}).
 * Invariants: a partitioned table stores no rows; every table of a tree has the same live column
 * names and types; a routed row satisfies its leaf's bound. See README.md in this directory.
 */
package org.lanin.engine.partition;
