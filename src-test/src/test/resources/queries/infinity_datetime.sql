-- extract, date_part, age and date_trunc of infinite dates and timestamps as PostgreSQL 15 computes them (issue 15)
SET TimeZone = 'UTC';
-- date_part: fields that grow with time are ±Infinity, the cyclic ones NULL
SELECT f, date_part(f, 'infinity'::timestamp) AS ts, date_part(f, '-infinity'::timestamp) AS neg_ts,
    date_part(f, 'infinity'::timestamptz) AS tz, date_part(f, '-infinity'::date) AS d
FROM unnest(ARRAY['epoch', 'year', 'decade', 'century', 'millennium', 'julian', 'isoyear', 'month', 'day', 'hour',
    'minute', 'second', 'milliseconds', 'microseconds', 'dow', 'doy', 'isodow', 'quarter', 'week', 'timezone',
    'timezone_hour', 'timezone_minute', 'j', 'jd', 'y', 'c', 'dec', 'mil', 'Millennia']) AS f;
-- extract: the cyclic fields are NULL; a unit the type lacks is 0A000, an unknown one 22023
SELECT extract(month FROM 'infinity'::timestamp), extract(day FROM '-infinity'::timestamptz), extract(dow FROM 'infinity'::date),
    extract(hour FROM 'infinity'::timestamp), extract(second FROM '-infinity'::timestamp), extract(timezone FROM 'infinity'::timestamptz),
    extract(timezone FROM 'infinity'::timestamp), extract(quarter FROM '-infinity'::date), extract(isodow FROM 'infinity'::date);
SELECT extract(hour FROM 'infinity'::date);
SELECT extract(timezone_hour FROM '-infinity'::date);
SELECT extract(microseconds FROM 'infinity'::date);
SELECT extract(nonsense FROM 'infinity'::date);
SELECT extract(nonsense FROM 'infinity'::timestamp);
SELECT extract(nonsense FROM '-infinity'::timestamptz);
SELECT date_part('nonsense', 'infinity'::date);
SELECT date_part('hour', 'infinity'::date);
-- julian, finite
SELECT extract(julian FROM timestamp '2020-01-01 12:00'), extract(julian FROM date '2020-01-01'), date_part('julian', timestamp '2020-01-01 06:00'),
    extract(jd FROM timestamptz '2020-01-01 12:00+00'), date_part('j', date '1999-12-31'), extract(julian FROM timestamp '2020-01-01'),
    extract(julian FROM timestamp '2020-01-01 00:00:00.000001'), extract(julian FROM timestamp '0001-01-01 23:59:59.999999'), date_part('julian', timestamp '2020-01-01 00:00:00.000001');
SELECT extract(julian FROM interval '1 day');
SELECT extract(julian FROM time '10:00');
-- age: PostgreSQL computes with infinity's stored value (a year near 294247); -infinity is out of range
SELECT age('infinity'::timestamp, '2020-01-01'::timestamp), age('2020-01-01'::timestamp, 'infinity'::timestamp),
    age('infinity'::timestamp, 'infinity'::timestamp), age('infinity'::timestamptz, '2020-01-01 10:00+00'::timestamptz),
    age('infinity'::date, '2020-03-31'::date);
SELECT age('-infinity'::timestamp, 'infinity'::timestamp);
SELECT age('2020-01-01'::timestamp, '-infinity'::timestamp);
SELECT age('-infinity'::timestamptz, '-infinity'::timestamptz);
SELECT age('-infinity'::timestamp);
SET TimeZone = 'Europe/Berlin';
SELECT age('infinity'::timestamptz, '2020-07-01 10:00+00'::timestamptz), age('2020-07-01'::timestamptz, 'infinity'::timestamptz);
SET TimeZone = 'America/New_York';
SELECT age('infinity'::timestamptz, '2020-07-01 10:00+00'::timestamptz);
SET TimeZone = 'UTC';
-- date_trunc, justify, to_char, arithmetic and comparisons
SELECT date_trunc('day', 'infinity'::date), date_trunc('year', '-infinity'::timestamp), date_trunc('hour', 'infinity'::timestamptz);
SELECT date_trunc('nonsense', '-infinity'::date);
-- date_trunc(unit, timestamptz, zone): wall-clock time in the zone; infinity is kept before the zone is looked up
SELECT date_trunc('month', '-infinity'::timestamptz, 'Asia/Tokyo'), date_trunc('day', 'infinity'::timestamptz, 'Nowhere/Zone'),
    date_trunc('day', '2020-03-29 12:00+00'::timestamptz, 'Europe/Berlin'), date_trunc('hour', '2020-03-29 01:30+00'::timestamptz, 'Europe/Berlin'),
    date_trunc('month', '2020-01-31 20:00+00'::timestamptz, 'Asia/Tokyo'), date_trunc('year', '2020-06-01 00:00+00'::timestamptz, 'UTC'),
    date_trunc('minute', '2020-06-01 10:15:30+00'::timestamptz, '+05:30');
SELECT date_trunc('day', '2020-03-29 12:00+00'::timestamptz, 'Nowhere/Zone');
SELECT date_trunc('nonsense', '2020-03-29 12:00+00'::timestamptz, 'UTC');
SELECT to_char('infinity'::timestamp, 'YYYY-MM-DD') IS NULL, to_char('-infinity'::date, 'J') IS NULL;
SELECT 'infinity'::timestamp - interval '1 day', '-infinity'::timestamptz + interval '10 years', 'infinity'::date + 1, '-infinity'::date - 1,
    'infinity'::date + time '10:00', '-infinity'::date + interval '1 hour';
-- a time beside a timestamp (or subtracted from a date or an interval): PostgreSQL's implicit cast time -> interval
SELECT 'infinity'::timestamp + time '10:00', time '01:00' + '-infinity'::timestamptz, 'infinity'::date - time '10:00',
    '-infinity'::timestamp - time '23:59';
SELECT date '2020-01-02' - time '10:00', timestamp '2020-01-01 10:00' + time '01:30', time '01:30' + timestamp '2020-01-01',
    timestamptz '2020-03-29 00:30+01' + time '02:00', timestamp '2020-01-01' - time '00:00:01', interval '1 day' - time '01:00',
    pg_typeof(interval '1 day' - time '01:00'), pg_typeof(date '2020-01-02' - time '10:00'), pg_typeof(time '01:00' + timestamptz '2020-01-01');
SELECT time '10:00' - timestamp '2020-01-01';
SELECT 'infinity'::timestamp - 'infinity'::timestamp;
SELECT 'infinity'::date - 'infinity'::date;
SELECT '-infinity'::timestamptz - '2020-01-01'::timestamptz;
SELECT 'infinity'::timestamp > '294276-12-31 23:59:59'::timestamp, '-infinity'::date < '0001-01-01'::date,
    'infinity'::timestamp = 'infinity'::timestamptz, '-infinity'::date = '-infinity'::timestamp, 'infinity'::date <> '-infinity'::date;
SELECT isfinite('infinity'::timestamp), isfinite(date '2020-01-01'), justify_days(interval '35 days'), justify_hours(interval '27 hours'),
    justify_interval(interval '1 mon -1 hour');
-- unit spellings: PostgreSQL's token tables, 10 significant characters, date_trunc without the date words
SELECT extract(MicroSecondsXYZ FROM timestamp '2020-01-01 00:00:01.5'), date_part('millisecondsfoo', timestamp '2020-01-01 00:00:01.5'),
    date_part('timezone_hour', timestamptz '2020-01-01 00:00+00'), date_part('mm', timestamp '2020-01-01 10:42'), date_part('decs', timestamp '2020-01-01'),
    date_part('mils', timestamp '2020-01-01'), date_part('cent', timestamp '2020-01-01'), date_part('useconds', timestamp '2020-01-01 00:00:02'),
    date_part('mseconds', timestamp '2020-01-01 00:00:02'), date_part('jd', timestamp '2020-01-01');
SELECT date_part('NonSense', timestamp '2020-01-01');
SELECT date_part('epochs', timestamp '2020-01-01');
SELECT extract(HOUR FROM date '2020-01-01');
SELECT date_trunc('dow', timestamp '2020-01-01');
SELECT date_trunc('epoch', timestamp '2020-01-01');
SELECT date_trunc('julian', timestamptz '2020-01-01');
SELECT date_trunc('timezone', timestamp '2020-01-01');
SELECT date_trunc('MilliSecondsX', timestamp '2020-01-01 00:00:01.2345'), date_trunc('decs', timestamp '2021-05-01'), date_trunc('mil', timestamp '2021-05-01');
SELECT date_trunc('mm', timestamp '2020-01-01');
-- infinity and epoch with a time or zone after them: checked, then ignored
SET TimeZone = 'Europe/Berlin';
SELECT 'infinity 10:00'::timestamp, '-infinity 23:00:00.5'::timestamptz, 'infinity 10:00 +02'::timestamptz, 'infinity 10:00'::date,
    '-infinity 24:00'::timestamp, 'infinity 10:00:00.123456 -05:30'::timestamptz;
SELECT 'epoch'::timestamptz, 'epoch 10:00 +02'::timestamptz, 'epoch 10:00'::timestamp, 'epoch +05'::timestamptz, 'epoch 23:59'::date, 'epoch'::date;
SELECT 'infinity 10:60'::timestamp;
SELECT 'infinity 25:00'::timestamptz;
SELECT 'epoch 25:00'::timestamp;
SELECT 'infinity 10:00 +99'::timestamptz;
SELECT 'infinity 10:00 Europe/Berlin'::timestamptz;
SELECT 'infinity infinity'::date;
SELECT 'infinity allballs'::timestamp;
SELECT 'infinity 10:00'::time;
SET TimeZone = 'UTC';
