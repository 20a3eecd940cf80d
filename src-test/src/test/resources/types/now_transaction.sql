-- The special input words now, today, tomorrow and yesterday are relative to the transaction's start, as now()
-- and current_date are (PostgreSQL's GetCurrentTransactionStartTimestamp): equal within a transaction however
-- long it runs, and equal to now() in a lone auto-commit statement too.
SELECT 'now'::timestamptz = now(), 'now'::timestamp = localtimestamp, 'today'::date = current_date;
SELECT 'tomorrow'::date = current_date + 1, 'yesterday'::timestamp = current_date - 1, timestamptz 'now' = transaction_timestamp();
BEGIN;
SELECT pg_sleep(0.02);
SELECT 'now'::timestamptz = now(), now() < clock_timestamp() - interval '10 milliseconds';
CREATE TEMP TABLE stamps AS SELECT 'now'::timestamptz AS t;
SELECT pg_sleep(0.02);
SELECT t = now(), t = 'now'::timestamptz FROM stamps;
COMMIT;
SELECT t < now(), t < 'now'::timestamptz FROM stamps;
SELECT CAST('now' AS timestamp with time zone) = now();
