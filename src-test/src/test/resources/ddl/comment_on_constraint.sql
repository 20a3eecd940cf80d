-- COMMENT ON CONSTRAINT name ON table: primary key, unique, check and foreign key constraints, obj_description(oid, 'pg_constraint'), pg_description, replaced and removed comments, PostgreSQL's errors (planner ddl.CommentExecutor)
CREATE TABLE p (id int PRIMARY KEY, code text CONSTRAINT p_code UNIQUE, n int CONSTRAINT p_n_positive CHECK (n > 0));
CREATE TABLE c (id int, p_id int CONSTRAINT c_p_fk REFERENCES p (id));
COMMENT ON CONSTRAINT p_pkey ON p IS 'the key';
COMMENT ON CONSTRAINT p_code ON p IS 'codes are unique';
COMMENT ON CONSTRAINT p_n_positive ON public.p IS 'positive';
COMMENT ON CONSTRAINT c_p_fk ON c IS 'parent';
SELECT conname, obj_description(oid, 'pg_constraint') FROM pg_constraint WHERE conrelid IN ('p'::regclass, 'c'::regclass) ORDER BY conname;
SELECT count(*) FROM pg_description d JOIN pg_constraint k ON d.objoid = k.oid AND d.classoid = 'pg_constraint'::regclass;
COMMENT ON CONSTRAINT p_code ON p IS 'changed';
COMMENT ON CONSTRAINT c_p_fk ON c IS NULL;
SELECT conname, obj_description(oid, 'pg_constraint') FROM pg_constraint WHERE conrelid IN ('p'::regclass, 'c'::regclass) ORDER BY conname;
COMMENT ON CONSTRAINT nosuch ON p IS 'x';
COMMENT ON CONSTRAINT p_pkey ON nosuch IS 'x';
COMMENT ON CONSTRAINT p_pkey ON c IS 'x';
ALTER TABLE p RENAME TO p2;
SELECT conname, obj_description(oid, 'pg_constraint') FROM pg_constraint WHERE conrelid = 'p2'::regclass ORDER BY conname;
ALTER TABLE p2 ADD COLUMN m int CONSTRAINT p2_m_small CHECK (m < 10) CONSTRAINT p2_m_key2 UNIQUE;
SELECT conname, contype FROM pg_constraint WHERE conrelid = 'p2'::regclass ORDER BY conname;
