/**
 * Text search configurations: PostgreSQL's default parser (a subset: words, numbers, hyphenated
 * words with their parts) and the {@code simple} and {@code english} configurations (Snowball
 * English stemmer, PostgreSQL's english.stop list), and the functions over them: to_tsvector,
 * to_tsquery, plainto_tsquery, phraseto_tsquery, websearch_to_tsquery. The values themselves and
 * the match live in engine (org.lanin.engine.textsearch). {@link org.lanin.planner.textsearch.TextSearch}
 * is the API triggers call (tsvector_update_trigger). Invariant: a token's position counts every
 * token before it, stop words included, as PostgreSQL counts them.
 */
package org.lanin.planner.textsearch;
