/**
 * Text search values: {@link org.lanin.engine.textsearch.TsVector} (sorted lexemes with
 * positions and weights) and {@link org.lanin.engine.textsearch.TsQuery} (a tree of lexemes and
 * operators), with PostgreSQL 15's input and output formats (tsvector.c, tsquery.c), the
 * {@code @@} match (tsvector_op.c TS_execute) and ts_rank (tsrank.c). Invariants: a TsVector's
 * lexemes are distinct and sorted (byte order of their text, as tsCompareString), each with
 * sorted, distinct positions 1..16383; values are immutable. Parsing text into lexemes
 * (configurations, stemming) is the planner's (it needs the Snowball stemmer).
 */
package org.lanin.engine.textsearch;
