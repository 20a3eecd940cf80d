-- Keys of an inheriting table on its inherited columns: PRIMARY KEY, UNIQUE, CHECK and FOREIGN KEY naming a parent's column in CREATE TABLE ... INHERITS (the key columns become NOT NULL)
CREATE TABLE ik_base (b1 int, b2 int);
CREATE TABLE ik_child (c int, PRIMARY KEY (b1), UNIQUE (b1, c)) INHERITS (ik_base);
CREATE TABLE ik_child2 (c int, CHECK (b1 > 0), FOREIGN KEY (b2) REFERENCES ik_child (b1)) INHERITS (ik_base);
CREATE TABLE ik_bad (c int, PRIMARY KEY (nosuch)) INHERITS (ik_base);
INSERT INTO ik_child VALUES (NULL, 1, 1);
INSERT INTO ik_child VALUES (1, 1, 1);
INSERT INTO ik_child VALUES (1, 1, 2);
INSERT INTO ik_child2 VALUES (1, 1, 1);
INSERT INTO ik_child2 VALUES (1, 5, 1);
INSERT INTO ik_child2 VALUES (0, 1, 1);
SELECT conname, contype FROM pg_constraint WHERE conrelid IN ('ik_child'::regclass, 'ik_child2'::regclass) ORDER BY 1;
SELECT attname, attnotnull FROM pg_attribute WHERE attrelid = 'ik_child'::regclass AND attnum > 0 ORDER BY attnum;
SELECT * FROM ik_base ORDER BY 1, 2;
