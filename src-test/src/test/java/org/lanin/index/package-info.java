/**
 * The B-link tree through SQL: amcheck-style functions, lanin_stat_indexes and the insert-path
 * settings, and a concurrent stress test under the checker.
 */
package org.lanin.index;
