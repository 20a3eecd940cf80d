-- Index columns with COLLATE "C" / "POSIX" / "default" (Lanin's code point order) and the *_pattern_ops operator classes, function elements with an operator class, schema-qualified functions (planner ddl.CreateIndexParser, ddl.BtreeOpclasses)
CREATE TABLE t (id int PRIMARY KEY, name text, code varchar(10), b int);
CREATE INDEX t1 ON t (name text_pattern_ops);
CREATE INDEX t2 ON t (name COLLATE "C");
CREATE INDEX t3 ON t (lower(name) varchar_pattern_ops);
CREATE INDEX t4 ON t (lower(name) COLLATE "C" text_pattern_ops DESC);
CREATE INDEX t5 ON t (code varchar_pattern_ops, name COLLATE "POSIX");
CREATE UNIQUE INDEX t6 ON t (upper(name) COLLATE "default");
CREATE INDEX t7 ON t (pg_catalog.lower(name));
CREATE INDEX t8 ON t (b text_pattern_ops);
INSERT INTO t VALUES (1, 'Abc', 'x1', 1), (2, 'abd', 'x2', 2), (3, 'ABE', 'y1', 3);
INSERT INTO t VALUES (4, 'ABC', 'z', 4);
SELECT id FROM t WHERE name LIKE 'ab%' ORDER BY id;
SELECT id FROM t WHERE lower(name) = 'abd';
SELECT id, name FROM t ORDER BY name COLLATE "C", id;
SELECT indexrelid::regclass, indisunique FROM pg_index WHERE indrelid = 't'::regclass ORDER BY 1;
