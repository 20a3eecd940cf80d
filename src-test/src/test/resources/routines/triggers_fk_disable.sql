-- ALTER TABLE ... DISABLE TRIGGER ALL also turns off the table's FOREIGN KEY triggers (PostgreSQL's internal RI
-- triggers), as pg_dump's data scripts rely on; DISABLE TRIGGER USER leaves them on; ENABLE TRIGGER ALL turns them
-- back on (rows written meanwhile are not checked again).
CREATE TABLE parent (id integer PRIMARY KEY);
CREATE TABLE child (id integer PRIMARY KEY, pid integer REFERENCES parent (id));
INSERT INTO parent VALUES (1);
INSERT INTO child VALUES (1, 1);
INSERT INTO child VALUES (2, 99);
ALTER TABLE child DISABLE TRIGGER USER;
INSERT INTO child VALUES (2, 99);
ALTER TABLE child DISABLE TRIGGER ALL;
INSERT INTO child VALUES (2, 99);
UPDATE child SET pid = 98 WHERE id = 2;
SELECT * FROM child ORDER BY id;
ALTER TABLE child ENABLE TRIGGER ALL;
INSERT INTO child VALUES (3, 97);
UPDATE child SET pid = 96 WHERE id = 2;
DELETE FROM parent WHERE id = 1;
ALTER TABLE parent DISABLE TRIGGER ALL;
DELETE FROM parent WHERE id = 1;
SELECT * FROM parent;
ALTER TABLE parent ENABLE TRIGGER ALL;
INSERT INTO parent VALUES (5);
DELETE FROM parent WHERE id = 5;
BEGIN;
ALTER TABLE child DISABLE TRIGGER ALL;
INSERT INTO child VALUES (4, 95);
ROLLBACK;
INSERT INTO child VALUES (4, 95);
SELECT * FROM child ORDER BY id;
CREATE TABLE casc_parent (id integer PRIMARY KEY);
CREATE TABLE casc_child (id integer, pid integer REFERENCES casc_parent (id) ON DELETE CASCADE);
INSERT INTO casc_parent VALUES (1), (2);
INSERT INTO casc_child VALUES (1, 1), (2, 2);
ALTER TABLE casc_parent DISABLE TRIGGER ALL;
DELETE FROM casc_parent WHERE id = 1;
ALTER TABLE casc_parent ENABLE TRIGGER ALL;
DELETE FROM casc_parent WHERE id = 2;
SELECT * FROM casc_child ORDER BY id;
