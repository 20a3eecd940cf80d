/**
 * PostgreSQL's own regression scripts ({@code shared/suites/postgres-regress}) run on Lanin over JDBC
 * and judged against PostgreSQL's expected output: {@link org.lanin.pgregress.PsqlScript} splits a
 * script as psql does, {@link org.lanin.pgregress.ExpectedFile} lines it up with the {@code .out}
 * file and {@link org.lanin.pgregress.AlignedOutput} reads psql's tables and errors from it,
 * {@link org.lanin.pgregress.RegressRunner} runs each file on a fresh database after
 * {@code test_setup.sql}, {@link org.lanin.pgregress.Verdict} judges each statement, and
 * {@link org.lanin.pgregress.PgRegressTest} holds the figures to the committed baseline
 * ({@code src/test/resources/pgregress/baseline.tsv}).
 * Invariants: the runner never changes a statement's text (psql's variable interpolation aside);
 * what it does itself (COPY, backslash commands) is counted as not run, never as passed; an internal
 * error (XX000, or any throwable but SQLException) fails the test unless the baseline lists it with a
 * reason.
 */
package org.lanin.pgregress;
