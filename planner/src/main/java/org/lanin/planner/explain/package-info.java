/**
 * EXPLAIN: options as PostgreSQL reads them, and the physical plan written as PostgreSQL's text
 * or JSON format, with costs, and with EXPLAIN ANALYZE's per-node actual rows, loops and times.
 * Invariant: only what the plan nodes say is printed; nothing here decides how a query runs.
 */
package org.lanin.planner.explain;
