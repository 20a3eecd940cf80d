-- Rules on views (after returning.sql of PostgreSQL's regression suite, without RETURNING): an
-- unconditional DO INSTEAD rule makes a view writable; new.* spells out the view's columns.
-- record: counts
CREATE TABLE foo (f1 serial, f2 text, f3 int DEFAULT 42);
INSERT INTO foo (f2, f3) VALUES ('test', DEFAULT), ('More', 11), ('zoo2', 57);
CREATE VIEW voo AS SELECT f1, f2 FROM foo;
CREATE RULE voo_i AS ON INSERT TO voo DO INSTEAD INSERT INTO foo VALUES (new.*, 57);
INSERT INTO voo VALUES (11, 'zit');
INSERT INTO voo VALUES (12, 'zit2'), (13, 'zit3');
INSERT INTO voo SELECT f1 + 100, f2 || '!' FROM foo WHERE f1 < 3;
SELECT * FROM foo ORDER BY f1;
CREATE OR REPLACE RULE voo_u AS ON UPDATE TO voo DO INSTEAD UPDATE foo SET f1 = new.f1, f2 = new.f2 WHERE f1 = old.f1;
UPDATE voo SET f1 = f1 + 1 WHERE f2 = 'zoo2';
UPDATE voo SET f2 = upper(f2) WHERE f1 > 100;
SELECT * FROM foo ORDER BY f1;
CREATE RULE voo_d AS ON DELETE TO voo DO INSTEAD DELETE FROM foo WHERE f1 = old.f1;
DELETE FROM voo WHERE f1 = 13;
DELETE FROM voo WHERE f2 LIKE 'zit%';
SELECT * FROM voo ORDER BY f1;
INSERT INTO voo VALUES (14, 'r') RETURNING *;
SELECT tablename, rulename FROM pg_rules WHERE schemaname = 'public' ORDER BY rulename;
-- a view that is not automatically updatable: ALSO alone is not enough, INSTEAD is
CREATE VIEW doubled AS SELECT max(f1) AS d FROM foo;
INSERT INTO doubled VALUES (1);
CREATE RULE doubled_log AS ON INSERT TO doubled DO ALSO INSERT INTO foo (f2) VALUES ('via ' || new.d);
INSERT INTO doubled VALUES (1);
CREATE RULE doubled_i AS ON INSERT TO doubled DO INSTEAD NOTHING;
INSERT INTO doubled VALUES (2);
SELECT f2, f3 FROM foo WHERE f2 LIKE 'via%' ORDER BY f2;
DROP VIEW doubled;
SELECT tablename, rulename FROM pg_rules WHERE schemaname = 'public' ORDER BY rulename;
-- a view's rules follow ALTER VIEW ... RENAME and go with DROP VIEW
ALTER VIEW voo RENAME TO voo2;
INSERT INTO voo2 VALUES (20, 'renamed');
SELECT tablename, rulename FROM pg_rules WHERE schemaname = 'public' ORDER BY rulename;
DROP VIEW voo2;
CREATE VIEW voo2 AS SELECT f1, f2 FROM foo;
SELECT tablename, rulename FROM pg_rules WHERE schemaname = 'public' ORDER BY rulename;
INSERT INTO voo2 VALUES (21, 'auto');
SELECT * FROM foo WHERE f1 >= 20 ORDER BY f1;
