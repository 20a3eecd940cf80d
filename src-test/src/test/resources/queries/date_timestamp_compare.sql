-- A date compared with a timestamp (PostgreSQL's cross-type operators of the datetime family): every operator, both operand orders, midnight and mid-day timestamps, infinities, NULLs and dates past the timestamp range
CREATE TABLE d (id int PRIMARY KEY, v date);
INSERT INTO d VALUES (1, '1995-12-31'), (2, '1996-01-01'), (3, '1996-01-02'), (4, 'infinity'), (5, '-infinity'), (6, NULL), (7, '300000-01-01'), (8, '4713-11-24 BC'), (9, '2000-02-29');
CREATE TABLE t (name text, ts timestamp);
INSERT INTO t VALUES ('midnight', '1996-01-01 00:00:00'), ('noon', '1996-01-01 12:00:00'), ('last microsecond', '1995-12-31 23:59:59.999999'), ('infinity', 'infinity'), ('-infinity', '-infinity'), ('null', NULL), ('leap noon', '2000-02-29 12:00');
SELECT t.name, d.id, d.v < t.ts AS lt, d.v <= t.ts AS le, d.v = t.ts AS eq, d.v <> t.ts AS ne, d.v >= t.ts AS ge, d.v > t.ts AS gt FROM d, t ORDER BY t.name, d.id;
SELECT t.name, d.id, t.ts < d.v AS lt, t.ts <= d.v AS le, t.ts = d.v AS eq, t.ts <> d.v AS ne, t.ts >= d.v AS ge, t.ts > d.v AS gt FROM d, t ORDER BY t.name, d.id;
SELECT id FROM d WHERE v < date '1996-01-01' + interval '12 hours' ORDER BY id;
SELECT id FROM d WHERE v >= date '1995-12-31' + interval '1 day' AND v < date '1996-01-01' + interval '3 months' ORDER BY id;
SELECT id FROM d WHERE v <= timestamp '1996-01-01 23:00' ORDER BY id;
SELECT id FROM d WHERE v = timestamp '1996-01-02' ORDER BY id;
SELECT id FROM d WHERE v = timestamp '1996-01-02 00:00:01' ORDER BY id;
CREATE INDEX d_v ON d (v);
SET enable_seqscan = off;
SELECT id FROM d WHERE v < date '1996-01-01' + interval '12 hours' ORDER BY id;
SELECT id FROM d WHERE v > timestamp '1996-01-01 12:00' ORDER BY id;
SELECT id FROM d WHERE v >= timestamp '1996-01-01 12:00' AND v <= timestamp 'infinity' ORDER BY id;
