/**
 * The TPC-H kit: schema, generated data, a JDBC loader, the 22 queries and a tolerant answer
 * comparison, in plain JDBC so one code path serves Lanin, H2, DuckDB, SQLite and PostgreSQL.
 * Used by the answer tests in src-test ({@code org.lanin.tpch}) and by the benchmark workloads
 * in bench/; how the answers were recorded is in {@code tpch/README.md}.
 *
 * <p>Invariants:
 * <ol>
 * <li>The DDL exists once, in {@code schema.sql}: tests, benchmarks and the PostgreSQL recording
 *     script all read that file.</li>
 * <li>Data comes only from {@code io.trino.tpch} (dbgen's algorithm, row for row) converted by
 *     {@link org.lanin.tpch.TpchRows} to the schema's types: integers, {@code BigDecimal} with
 *     scale 2 (exact: the generator works in cents), {@code LocalDate} and strings. The loader
 *     and the {@code .tbl} dump for psql use the same conversion, so every engine holds the same
 *     values.</li>
 * <li>Query files are PostgreSQL 15 text with the spec's validation parameters; each has an
 *     {@code -- order by columns:} header naming the result columns its ORDER BY sorts on.</li>
 * <li>{@link org.lanin.tpch.AnswerComparison} accepts formatting differences only (numeric
 *     scale, float noise below half a unit of the coarser value, char(n) padding, the order of
 *     rows tied on every ORDER BY column); any other difference is a wrong answer.</li>
 * </ol>
 */
package org.lanin.tpch;
