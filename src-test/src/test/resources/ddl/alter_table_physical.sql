-- ALTER TABLE settings of what Lanin has one of: SET WITHOUT OIDS, SET TABLESPACE pg_default and SET ACCESS METHOD heap change nothing; other tablespaces and methods fail as in PostgreSQL (planner ddl.AlterTableParser#physicalSetting)
CREATE TABLE wo (a int);
INSERT INTO wo VALUES (1);
ALTER TABLE wo SET WITHOUT OIDS;
ALTER TABLE wo SET TABLESPACE pg_default;
ALTER TABLE wo SET ACCESS METHOD heap;
ALTER TABLE wo SET ACCESS METHOD btree;
ALTER TABLE wo SET ACCESS METHOD nosuch;
ALTER TABLE wo SET TABLESPACE nosuch;
ALTER TABLE nosuch SET WITHOUT OIDS;
ALTER TABLE IF EXISTS nosuch SET TABLESPACE pg_default;
ALTER TABLE wo SET WITHOUT OIDS, ADD COLUMN b int;
SELECT * FROM wo;
