-- RETURNS TABLE with one column (SQL and PL/pgSQL) in FROM, in the select list, and in pg_proc
CREATE FUNCTION one_col(n int) RETURNS TABLE (e int) LANGUAGE sql AS 'SELECT g FROM generate_series(1, n) g';
CREATE FUNCTION one_pl(n int) RETURNS TABLE (e int) LANGUAGE plpgsql AS $$ BEGIN RETURN QUERY SELECT g FROM generate_series(1, n) g; END $$;
CREATE FUNCTION one_next(n int) RETURNS TABLE (label text) LANGUAGE plpgsql AS $$ BEGIN FOR i IN 1..n LOOP label := 'l' || i; RETURN NEXT; END LOOP; END $$;
CREATE FUNCTION two_next(n int) RETURNS TABLE (k int, label text) LANGUAGE plpgsql AS $$ BEGIN FOR i IN 1..n LOOP k := i; label := 'l' || i; RETURN NEXT; END LOOP; END $$;
SELECT * FROM two_next(2);
SELECT * FROM one_col(3);
SELECT e FROM one_col(2) x;
SELECT x.e + 1 FROM one_col(2) AS x ORDER BY 1;
SELECT * FROM one_pl(2);
SELECT * FROM one_next(2);
SELECT label FROM one_next(1) AS n;
CREATE FUNCTION scalar_fn() RETURNS int LANGUAGE sql AS 'SELECT 7';
SELECT s FROM scalar_fn() s;
SELECT t.e FROM one_pl(3) t WHERE t.e > 1;
SELECT proname, prorettype::regtype, proretset, pg_get_function_result(oid) FROM pg_proc WHERE proname IN ('one_col', 'one_pl', 'one_next') ORDER BY 1;
CREATE OR REPLACE FUNCTION one_col(n int) RETURNS TABLE (e int) LANGUAGE sql AS 'SELECT g * 10 FROM generate_series(1, n) g';
SELECT * FROM one_col(2);
CREATE OR REPLACE FUNCTION one_col(n int) RETURNS SETOF int LANGUAGE sql AS 'SELECT 1';
