/**
 * Partitioning through JDBC: tuple conversion map costs and caching (lanin_stat_tuple_maps),
 * run-time pruning with prepared-statement parameters. SQL behaviour is in sql/partition*.test.
 */
package org.lanin.partition;
