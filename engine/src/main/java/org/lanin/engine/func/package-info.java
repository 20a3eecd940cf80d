/**
 * SQL scalar functions and pattern matching. {@link org.lanin.engine.func.FunctionRegistry}
 * holds every built-in overload and resolves a call by name and argument types, PostgreSQL
 * style (exact kinds first, then implicit conversions, preferring double precision for integer
 * arguments); the result is a {@link org.lanin.engine.func.ScalarFunction} bound to that call
 * site, which converts its own arguments. Functions are pure apart from what they read from
 * the {@link org.lanin.engine.func.EvalContext} (clock, random source), and their
 * {@link org.lanin.engine.func.Volatility} says whether a call may be folded at plan time.
 * {@link org.lanin.engine.func.LikeMatcher} compiles LIKE/ILIKE patterns without regex.
 * coalesce, nullif, CASE, greatest/least short-circuiting etc. are planner special forms;
 * greatest/least are registered here as ordinary non-strict functions. Value semantics
 * (casts, comparison, text output) live in {@code org.lanin.engine.type}; see its README.md.
 */
package org.lanin.engine.func;
