-- 'infinity' and '-infinity' dates and timestamps (issue 15): input, output, order, casts, arithmetic
SET TimeZone = 'Europe/Berlin';
SELECT 'infinity'::date, '-infinity'::date, ' Infinity '::date, 'INFINITY'::timestamp, '-infinity'::timestamptz, '-Infinity'::date;
SELECT date 'infinity', timestamp '-infinity', timestamptz 'infinity';
SELECT '+infinity'::date;
SELECT '+infinity'::timestamp;
SELECT '+infinity'::timestamptz;
SELECT 'infinity'::time;
SELECT 'infinity'::interval;
SELECT 'infinityx'::date;
CREATE TABLE ev (id int PRIMARY KEY, d date, ts timestamp, tz timestamptz);
INSERT INTO ev VALUES (1, '2020-01-01', '2020-01-01 10:00', '2020-01-01 10:00+00'),
    (2, 'infinity', 'infinity', 'infinity'), (3, '-infinity', '-infinity', '-infinity'),
    (4, '1999-12-31', '1999-12-31 23:59:59.5', '1999-12-31 23:59:59.5+02'), (5, NULL, NULL, NULL);
SELECT * FROM ev ORDER BY id;
SELECT id FROM ev ORDER BY d, id;
SELECT id FROM ev ORDER BY ts DESC NULLS LAST, id;
SELECT id FROM ev ORDER BY tz NULLS FIRST, id;
SELECT min(d), max(d), min(ts), max(ts), min(tz), max(tz) FROM ev;
SELECT id FROM ev WHERE d > '2000-01-01' ORDER BY id;
SELECT id FROM ev WHERE ts < '2000-01-01' ORDER BY id;
SELECT id FROM ev WHERE tz = 'infinity' ORDER BY id;
SELECT id FROM ev WHERE d BETWEEN '-infinity' AND '2020-01-01' ORDER BY id;
SELECT d, count(*) FROM ev GROUP BY d ORDER BY d;
SELECT DISTINCT isfinite(ts) FROM ev ORDER BY 1;
CREATE INDEX ev_ts ON ev (ts);
CREATE INDEX ev_d ON ev (d);
SELECT id FROM ev WHERE ts >= '2020-01-01' ORDER BY ts;
SELECT id FROM ev WHERE d <= '2020-01-01' ORDER BY d DESC;
SELECT id FROM ev WHERE ts = 'infinity';
UPDATE ev SET ts = '-infinity' WHERE id = 1;
SELECT id, ts FROM ev WHERE ts = '-infinity' ORDER BY id;
SELECT 'infinity'::date > '2020-01-01'::date, 'infinity'::date = 'infinity'::timestamp, 'infinity'::date = 'infinity'::timestamptz,
    '-infinity'::date = '-infinity'::timestamptz, 'infinity'::date > '294276-12-31 23:59:59'::timestamp, '-infinity'::timestamp < '0001-01-01'::timestamp;
SELECT 'infinity'::timestamptz > now(), '-infinity'::date < current_date, greatest('infinity'::date, '2020-01-01'::date), least('-infinity'::timestamp, '2020-01-01');
SELECT 'infinity'::timestamp::date, '-infinity'::timestamptz::date, 'infinity'::date::timestamp, 'infinity'::date::timestamptz,
    'infinity'::timestamp::timestamptz, '-infinity'::timestamptz::timestamp;
SELECT 'infinity'::timestamp::time, '-infinity'::timestamptz::time;
SELECT 'infinity'::date::text, '-infinity'::timestamptz::text, 'infinity'::timestamp::varchar, ('x' || '-infinity'::date);
SELECT isfinite('infinity'::date), isfinite('2020-01-01'::date), isfinite('-infinity'::timestamp), isfinite(timestamp '2020-01-01'),
    isfinite('infinity'::timestamptz), isfinite(now()), isfinite(interval '1 day');
SELECT 'infinity'::date + 1, 'infinity'::date - 1, '-infinity'::date + 7;
SELECT 'infinity'::date - '2020-01-01'::date;
SELECT '-infinity'::date - 'infinity'::date;
SELECT 'infinity'::date + interval '1 day', '-infinity'::timestamp - interval '1 day', 'infinity'::timestamptz + interval '1 month';
SELECT 'infinity'::date + time '10:00', '-infinity'::timestamp + interval '1 year 2 days 03:00';
SELECT 'infinity'::timestamp - '2020-01-01'::timestamp;
SELECT '2020-01-01'::timestamptz - '-infinity'::timestamptz;
SELECT date_part('year', 'infinity'::timestamp), date_part('epoch', '-infinity'::timestamp), date_part('century', 'infinity'::date),
    date_part('month', 'infinity'::timestamp), date_part('dow', '-infinity'::date), date_part('timezone', 'infinity'::timestamptz);
SELECT date_part('hour', 'infinity'::date);
SELECT date_part('nonsense', 'infinity'::timestamp);
SELECT extract(month FROM 'infinity'::timestamp), extract(day FROM '-infinity'::date), extract(hour FROM 'infinity'::timestamptz);
SELECT date_trunc('day', 'infinity'::timestamp), date_trunc('month', '-infinity'::timestamptz);
SELECT date_trunc('nonsense', 'infinity'::timestamp);
SELECT to_char('infinity'::timestamp, 'YYYY'), to_char('-infinity'::timestamptz, 'YYYY-MM-DD'), to_char('infinity'::date, 'YYYY');
SELECT 'infinity'::timestamptz AT TIME ZONE 'UTC', 'infinity'::timestamp AT TIME ZONE 'America/New_York';
SELECT to_json('infinity'::date), to_jsonb('-infinity'::timestamptz), to_jsonb('infinity'::timestamp);
SELECT ARRAY['infinity'::date, '2020-01-01'], '{infinity,-infinity}'::timestamp[], ARRAY['-infinity'::timestamptz];
SELECT array_agg(d ORDER BY d) FROM ev;
SET TimeZone = 'UTC';
SELECT tz FROM ev ORDER BY id;
DROP TABLE ev;
-- index bounds of one kind from a value of another
CREATE TABLE e (d date, t timestamp);
INSERT INTO e VALUES ('2020-01-01','2020-01-01'),('infinity','infinity'),('-infinity','-infinity');
CREATE INDEX e_d ON e(d);
CREATE INDEX e_t ON e(t);
SELECT d FROM e WHERE d <= 'infinity'::timestamp ORDER BY d;
SELECT d FROM e WHERE d > '-infinity'::timestamptz ORDER BY d;
SELECT t FROM e WHERE t < 'infinity'::date ORDER BY t;
SELECT t FROM e WHERE t >= '2020-01-01'::date ORDER BY t;
ANALYZE e;
SELECT d FROM e WHERE d < '2021-01-01' ORDER BY d;
DROP TABLE e;
