/**
 * Parsing that JSqlParser does not do: transaction control and settings statements
 * (BEGIN, SAVEPOINT, RELEASE, SET, SHOW, RESET). Nothing else in the planner imports
 * JSqlParser except the binders and planners that consume its trees.
 */
package org.lanin.planner.parse;
