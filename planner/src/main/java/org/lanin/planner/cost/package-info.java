/**
 * Estimates for the optimizer, in PostgreSQL's units (src/backend/optimizer/path/costsize.c,
 * utils/adt/selfuncs.c): table sizes, selectivities of conditions, and the costs of scans,
 * joins, sorts and aggregation under the session's cost settings. Estimates are never
 * assertions: execution is correct whatever they say, only its speed depends on them.
 */
package org.lanin.planner.cost;
