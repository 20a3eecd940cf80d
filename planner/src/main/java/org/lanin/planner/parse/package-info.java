/**
 * Parsing that JSqlParser does not do: transaction control and settings statements
 * (BEGIN, SAVEPOINT, RELEASE, SET, SHOW, RESET). Nothing else in the planner imports
 * JSqlParser except the binders and planners that consume its trees. Also JSqlParser's bounded,
 * interruptible runs ({@code SqlParser}, {@code ParseInterrupt}) and the constants folded out of its
 * way put back into its trees ({@code FoldedConstants}).
 */
package org.lanin.planner.parse;
