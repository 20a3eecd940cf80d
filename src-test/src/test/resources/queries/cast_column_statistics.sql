-- A column cast to a type of another family (text to timestamp, integer to text) compared with a constant after ANALYZE: the estimate must not compare the column's statistics with the constant across families (it raised an internal error)
SET TimeZone = 'UTC';
CREATE TABLE c (id int, ts text, n text);
INSERT INTO c SELECT g, '2020-01-01 0' || (g % 10) || ':00', (g % 50)::text FROM generate_series(1, 1000) g(g);
ANALYZE c;
SELECT count(*) FROM c WHERE ts::timestamptz < timestamptz '2020-01-01 03:00:00+00';
SELECT count(*) FROM c WHERE ts::timestamp >= timestamp '2020-01-01 07:00:00';
SELECT count(*) FROM c WHERE ts::date = date '2020-01-01';
SELECT count(*) FROM c WHERE n::int BETWEEN 10 AND 19;
SELECT count(*) FROM c WHERE id::text < '5';
SELECT count(*) FROM c WHERE id::numeric < 5.5;
