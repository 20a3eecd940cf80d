/**
 * PostgreSQL's array functions and operators over {@link org.lanin.engine.type.ArrayValue}s
 * ({@code src/backend/utils/adt/arrayfuncs.c}, {@code array_userfuncs.c}): subscripts and
 * slices, concatenation, containment, searching and editing, the dimension functions and the
 * text conversions. Everything here is value-level and type-free: callers (the planner) have
 * already converted arguments to the array's element type. Invariants: inputs are never
 * modified (results are new values); a result array with no elements is
 * {@link org.lanin.engine.type.ArrayValue#EMPTY}; element equality is
 * {@link org.lanin.engine.func.array.ArrayElements#equal} (NULL never matches, except where
 * PostgreSQL's function says IS NOT DISTINCT FROM).
 */
package org.lanin.engine.func.array;
