-- Deterministic tables for ANALYZE: each is smaller than the sample (300 x statistics target
-- rows), so ANALYZE reads every row and PostgreSQL's pg_stats output does not depend on chance.
-- Run by AnalyzePgStatsTest in Lanin and by record.sh in PostgreSQL 15 (see README.md here).
CREATE TABLE s_int (id integer, v integer, z integer, skew integer, rev integer, big bigint, small smallint);
INSERT INTO s_int SELECT g, g % 10, CASE WHEN g % 4 = 0 THEN NULL ELSE g % 50 END,
  CASE WHEN g % 2 = 0 THEN 1 WHEN g % 4 = 1 THEN 2 WHEN g % 8 = 3 THEN 3 ELSE g END,
  2001 - g, CAST(g AS bigint) * 1000000007, (g % 300 - 150) FROM generate_series(1, 2000) g;
CREATE TABLE s_text (s text, u text, q text, c char(4), vc varchar(20), e text);
INSERT INTO s_text SELECT 'name' || (g % 7), 'u' || g,
  CASE g % 6 WHEN 0 THEN 'a b' WHEN 1 THEN 'say "hi"' WHEN 2 THEN '' WHEN 3 THEN 'NULL' WHEN 4 THEN 'x,y{z}' ELSE 'back\slash' END,
  CASE WHEN g % 3 = 0 THEN 'ab' ELSE 'abcd' END, repeat('w', g % 13), NULL FROM generate_series(1, 1500) g;
CREATE TABLE s_num (n numeric(10,2), d double precision, r real, big numeric, b boolean);
INSERT INTO s_num SELECT g * 1.5, g / 3.0, (g % 100) / 8.0, g * 123456789.125, g % 3 = 0 FROM generate_series(1, 1200) g;
CREATE TABLE s_time (d date, ts timestamp, tz timestamptz, t time, id uuid);
INSERT INTO s_time SELECT date '2024-01-01' + g, timestamp '2024-03-01 10:00:00' + (g % 40) * interval '1 hour',
  timestamptz '2024-03-01 10:00:00+00' + g * interval '1 minute', time '08:00:00' + (g % 5) * interval '1 minute',
  CAST('00000000-0000-0000-0000-' || lpad(CAST(g AS text), 12, '0') AS uuid) FROM generate_series(1, 800) g;
CREATE TABLE s_del (id integer, v integer);
INSERT INTO s_del SELECT g, g % 4 FROM generate_series(1, 1000) g;
DELETE FROM s_del WHERE id % 3 = 0;
CREATE TABLE s_alter (id integer, gone integer, v text);
INSERT INTO s_alter SELECT g, g, 'v' || (g % 3) FROM generate_series(1, 600) g;
ALTER TABLE s_alter DROP COLUMN gone;
ALTER TABLE s_alter ADD COLUMN w integer DEFAULT 7;
CREATE TABLE s_part (k integer, v text) PARTITION BY RANGE (k);
CREATE TABLE s_part_a PARTITION OF s_part FOR VALUES FROM (0) TO (500);
CREATE TABLE s_part_b PARTITION OF s_part FOR VALUES FROM (500) TO (5000);
INSERT INTO s_part SELECT g, 'v' || (g % 3) FROM generate_series(1, 1000) g;
ANALYZE;
CREATE TABLE s_target (id integer, v integer);
INSERT INTO s_target SELECT g, g % 20 FROM generate_series(1, 2500) g;
SET default_statistics_target = 10;
ANALYZE s_target;
