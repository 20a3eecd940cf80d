/** Aggregate functions with PostgreSQL's result types (sum(int) is bigint, avg(int) is numeric). */
package org.lanin.planner.func;
