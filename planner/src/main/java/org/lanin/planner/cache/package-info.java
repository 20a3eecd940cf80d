/**
 * The normalised plan cache. {@code SqlLexer} tokenises SQL text
 * without parsing it, {@link org.lanin.planner.cache.SqlNormaliser} replaces literals by
 * parameter markers (keeping those that decide a plan's shape: casts, type-prefixed
 * literals, ORDER BY / GROUP BY items, LIKE patterns, sequence names, type modifiers) and
 * {@link org.lanin.planner.cache.PlanCache} maps the normalised text, together with the
 * declared type of every extracted literal, to a plan. Invariant: executing the normalised
 * plan with the extracted values gives the same rows, types and SQLSTATEs as planning the
 * literal text; where the normalised text cannot be planned the raw text is planned instead.
 * The same lexer feeds {@link org.lanin.planner.cache.JSqlParserInput}, which rewrites valid
 * PostgreSQL that JSqlParser refuses or misreads before it is parsed. Invariant: its edits only
 * group tokens the way PostgreSQL's precedence already groups them (or, for BETWEEN, spell out the
 * comparisons PostgreSQL itself derives), so the statement's meaning never changes. Long runs of
 * constants are folded out of that text ({@link org.lanin.planner.cache.ConstantLists}) into a
 * {@link org.lanin.planner.cache.FoldedInput}; invariant: the parse package puts them back so that
 * the tree is the one the unfolded text gives, or parses the unfolded text.
 */
package org.lanin.planner.cache;
