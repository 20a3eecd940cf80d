-- LANGUAGE sql functions: overloading, named and positional parameters, defaults, inlining, FROM
CREATE TABLE t (id integer PRIMARY KEY, v text);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
CREATE FUNCTION add1(x integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT x + 1 $$;
SELECT add1(41);
SELECT add1(NULL);
CREATE FUNCTION add1(x integer) RETURNS integer LANGUAGE sql AS $$ SELECT x + 2 $$;
CREATE OR REPLACE FUNCTION add1(x integer) RETURNS integer LANGUAGE sql AS $$ SELECT $1 + 2 $$;
SELECT add1(40);
CREATE OR REPLACE FUNCTION add1(x integer) RETURNS text LANGUAGE sql AS $$ SELECT 'x' $$;
CREATE FUNCTION add1(x text) RETURNS text LANGUAGE sql AS $$ SELECT x || '!' $$;
SELECT add1('a'::text), add1(1);
SELECT id, v FROM t WHERE id = add1(-1);
SELECT add1(id), add1(v) FROM t ORDER BY id;
CREATE FUNCTION greet(name text, greeting text DEFAULT 'hello') RETURNS text LANGUAGE sql AS $$ SELECT greeting || ', ' || name $$;
SELECT greet('bob'), greet('ann', 'hi');
CREATE FUNCTION strict_len(s text) RETURNS integer LANGUAGE sql STRICT AS $$ SELECT length(s) $$;
SELECT strict_len('abcd'), strict_len(NULL);
CREATE FUNCTION lookup(k integer) RETURNS text LANGUAGE sql STABLE AS $$ SELECT v FROM t WHERE id = k $$;
SELECT lookup(2), lookup(7);
CREATE FUNCTION two_statements() RETURNS bigint LANGUAGE sql AS $$ INSERT INTO t VALUES (4, 'd'); SELECT count(*) FROM t $$;
SELECT two_statements();
CREATE FUNCTION squares(n integer) RETURNS SETOF integer LANGUAGE sql AS $$ SELECT g * g FROM generate_series(1, n) g $$;
SELECT * FROM squares(4);
SELECT s FROM squares(3) AS s ORDER BY s DESC;
CREATE FUNCTION pairs(n integer) RETURNS TABLE(a integer, b text) LANGUAGE sql AS $$ SELECT id, v FROM t WHERE id <= n ORDER BY id $$;
SELECT * FROM pairs(2);
SELECT b FROM pairs(3) WHERE a > 1 ORDER BY a;
CREATE FUNCTION nosuch_lang() RETURNS integer LANGUAGE plperl AS $$ return 1 $$;
CREATE FUNCTION no_body() RETURNS integer LANGUAGE sql;
SELECT missing_function(1);
SELECT add1(1, 2);
ALTER FUNCTION add1(text) RENAME TO exclaim;
SELECT exclaim('w');
ALTER FUNCTION add1(text) OWNER TO plfunc;
DROP FUNCTION exclaim(text);
SELECT exclaim('w');
DROP FUNCTION exclaim(text);
DROP FUNCTION IF EXISTS exclaim(text);
DROP FUNCTION add1;
SELECT add1(1);
CREATE PROCEDURE put(k integer, val text) LANGUAGE sql AS $$ INSERT INTO t VALUES (k, val) $$;
CALL put(10, 'ten');
SELECT v FROM t WHERE id = 10;
SELECT put(11, 'x');
CALL nosuch(1);
DROP PROCEDURE put(integer, text);
CALL put(12, 'y');
CREATE FUNCTION last_day(timestamp with time zone) RETURNS date LANGUAGE sql IMMUTABLE STRICT AS $_$
  SELECT CASE
    WHEN EXTRACT(MONTH FROM $1) = 12 THEN
      (((EXTRACT(YEAR FROM $1) + 1) operator(pg_catalog.||) '-01-01')::date - INTERVAL '1 day')::date
    ELSE
      ((EXTRACT(YEAR FROM $1) operator(pg_catalog.||) '-' operator(pg_catalog.||) (EXTRACT(MONTH FROM $1) + 1) operator(pg_catalog.||) '-01')::date - INTERVAL '1 day')::date
    END
$_$;
SELECT last_day('2024-02-10 12:00:00+00'), last_day('2023-12-05 00:00:00+00');
