-- VARIADIC at call sites and user functions with a VARIADIC parameter: the array passed whole with VARIADIC, trailing arguments packed into it without, and built-in "any" functions given ARRAY[...] elements (planner cache.VariadicArguments, bind.FunctionBinder, routine.UserCalls)
CREATE FUNCTION va_sum(VARIADIC xs int[]) RETURNS int LANGUAGE sql AS $$ SELECT sum(x)::int FROM unnest(xs) x $$;
CREATE FUNCTION va_join(sep text, VARIADIC parts text[]) RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN array_to_string(parts, sep); END $$;
SELECT va_sum(1, 2, 3), va_sum(7), va_sum(VARIADIC ARRAY[4, 5]), va_sum(VARIADIC '{10,20}'::int[]);
SELECT va_sum();
SELECT va_sum(ARRAY[1, 2]);
SELECT va_sum(1::smallint, 2);
CREATE FUNCTION va_plain(xs int[]) RETURNS int LANGUAGE sql AS $$ SELECT cardinality(xs) $$;
SELECT va_plain(ARRAY[1, 2]);
SELECT va_plain(VARIADIC ARRAY[1, 2]);
SELECT va_join('-', 'a', 'b', 'c'), va_join('+', VARIADIC ARRAY['x', 'y']), va_join(',', 'only');
CREATE TABLE va_t (id int, parts text[], nums int[]);
INSERT INTO va_t VALUES (1, '{p,q}', '{1,2,3}'), (2, '{r}', '{}');
SELECT id, va_join('/', VARIADIC parts), va_sum(VARIADIC nums) FROM va_t ORDER BY id;
SELECT concat(VARIADIC ARRAY[1, 2, 3]), concat_ws(',', VARIADIC ARRAY['a', 'b']), format('%s and %s', VARIADIC ARRAY['x', 'y']);
SELECT concat_ws(',', VARIADIC ARRAY[]::int[]) IS NULL AS empty_is_null;
SELECT json_build_array(VARIADIC ARRAY[1, 2]);
SELECT 'variadic stays text' AS t;
