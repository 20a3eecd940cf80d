/**
 * The query rewriter: INSERT, UPDATE and DELETE on a table with rewrite rules (CREATE RULE) become
 * the queries PostgreSQL's rewriteHandler.c makes of them ({@link org.lanin.planner.rewrite.RuleRewriter}),
 * as parse trees that the planner plans one by one and runs in order. Invariants: a statement whose
 * target has no rule for its command is returned untouched (null) without a parse or a copy; every
 * query built here is a statement's text parsed again, its parameters numbered ({@code $n}) so they
 * keep their meaning wherever they move; the rules come from the routine registry
 * ({@code routine.catalog.Routines}), so what a session sees of them is transactional. See README.md.
 */
package org.lanin.planner.rewrite;
