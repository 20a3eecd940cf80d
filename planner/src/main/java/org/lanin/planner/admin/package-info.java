/**
 * SQL-callable administration functions over the live storage: PostgreSQL amcheck's
 * {@code bt_index_check} and {@code bt_index_parent_check} (with {@code heapallindexed}),
 * {@code lanin_stat_reset()}, and the table function {@code bt_index_summary}. The binder
 * resolves them against the catalog snapshot the statement is planned with; they run at
 * execution, take no lock, and hold at most the page latches a reader holds (see the
 * index.btree README). Invariant: a check returns NULL or raises XX002; it never changes data.
 */
package org.lanin.planner.admin;
