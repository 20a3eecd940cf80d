/**
 * Bound expressions: the binder's typed, name-resolved output. Invariant: every node's
 * {@code type()} is final; operand types of comparisons and arithmetic already agree
 * (implicit casts are explicit nodes), so the compiler never guesses.
 */
package org.lanin.planner.expr;
