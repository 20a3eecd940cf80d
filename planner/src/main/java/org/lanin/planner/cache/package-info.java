/**
 * The normalised plan cache. {@code SqlLexer} tokenises SQL text
 * without parsing it, {@link org.lanin.planner.cache.SqlNormaliser} replaces literals by
 * parameter markers (keeping those that decide a plan's shape: casts, type-prefixed
 * literals, ORDER BY / GROUP BY items, LIKE patterns, sequence names, type modifiers) and
 * {@link org.lanin.planner.cache.PlanCache} maps the normalised text, together with the
 * declared type of every extracted literal, to a plan. Invariant: executing the normalised
 * plan with the extracted values gives the same rows, types and SQLSTATEs as planning the
 * literal text; where the normalised text cannot be planned the raw text is planned instead.
 */
package org.lanin.planner.cache;
