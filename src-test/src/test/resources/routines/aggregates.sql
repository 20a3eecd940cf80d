-- CREATE AGGREGATE over SQL state functions (Pagila's group_concat), INITCOND, FINALFUNC
CREATE FUNCTION _group_concat(text, text) RETURNS text LANGUAGE sql IMMUTABLE AS $_$
SELECT CASE
  WHEN $2 IS NULL THEN $1
  WHEN $1 IS NULL THEN $2
  ELSE $1 || ', ' || $2
END
$_$;
CREATE AGGREGATE group_concat(text) (SFUNC = _group_concat, STYPE = text);
CREATE TABLE t (g integer, v text);
INSERT INTO t VALUES (1, 'b'), (1, 'a'), (2, 'c'), (1, NULL), (2, 'c');
SELECT g, group_concat(v ORDER BY v) FROM t GROUP BY g ORDER BY g;
SELECT group_concat(DISTINCT v ORDER BY v) FROM t;
SELECT group_concat(v) FROM t WHERE g > 5;
CREATE FUNCTION add_sq(integer, integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT $1 + $2 * $2 $$;
CREATE FUNCTION negate(integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT -$1 $$;
CREATE AGGREGATE sumsq(integer) (SFUNC = add_sq, STYPE = integer, INITCOND = '0');
CREATE AGGREGATE negsumsq(integer) (SFUNC = add_sq, STYPE = integer, INITCOND = '0', FINALFUNC = negate);
SELECT sumsq(g), negsumsq(g) FROM t;
SELECT sumsq(g) FROM t WHERE g > 5;
CREATE AGGREGATE broken(integer) (STYPE = integer);
CREATE AGGREGATE broken(integer) (SFUNC = nosuch, STYPE = integer);
DROP AGGREGATE sumsq(integer);
SELECT sumsq(g) FROM t;
DROP AGGREGATE sumsq(integer);
DROP AGGREGATE IF EXISTS sumsq(integer);
