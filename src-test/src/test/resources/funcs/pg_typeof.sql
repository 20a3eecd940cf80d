-- pg_typeof: the type of its argument's expression, as regtype prints it (no typmod)
SET TimeZone = 'UTC';
CREATE TYPE mood AS ENUM ('sad', 'ok');
CREATE TABLE tt (i int, b bigint, n numeric(6,2), v varchar(5), c char(2), t text, d date, ts timestamp, tz timestamptz, j jsonb, a int[], m mood);
INSERT INTO tt VALUES (1, 2, 3.5, 'v', 'c', 't', '2020-01-01', '2020-01-01 10:00', '2020-01-01 10:00+00', '{}', '{1}', 'ok');
SELECT pg_typeof(i), pg_typeof(b), pg_typeof(n), pg_typeof(v), pg_typeof(c), pg_typeof(t) FROM tt;
SELECT pg_typeof(d), pg_typeof(ts), pg_typeof(tz), pg_typeof(j), pg_typeof(a), pg_typeof(m) FROM tt;
SELECT pg_typeof(1), pg_typeof(1.5), pg_typeof('a'), pg_typeof(NULL), pg_typeof(true), pg_typeof(1::int2);
SELECT pg_typeof(i + b), pg_typeof(n * 2), pg_typeof(t || v), pg_typeof(now()), pg_typeof(d + 1), pg_typeof(ts - ts) FROM tt;
SELECT pg_typeof(count(*)), pg_typeof(sum(i)), pg_typeof(avg(i)), pg_typeof(array_agg(t)) FROM tt;
SELECT pg_typeof(ARRAY['x'::text]), pg_typeof('{}'::int8[]), pg_typeof(interval '1 day'), pg_typeof('x'::bytea);
