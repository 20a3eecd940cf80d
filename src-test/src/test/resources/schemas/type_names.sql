-- Type names in messages and output: PostgreSQL's format_type_be leaves out the schema of a type the
-- search_path makes visible (the first schema of the path with a type of that name is the type's own)
-- and qualifies it otherwise, quoting names that need it (issue 15)
CREATE SCHEMA s;
CREATE TYPE s.mood AS ENUM ('x', 'y');
CREATE DOMAIN s.pos AS int CHECK (VALUE > 0);
CREATE DOMAIN s.nn AS int NOT NULL;
CREATE TYPE s."Mixed Case" AS ENUM ('a');
CREATE TYPE "Pub" AS ENUM ('p');
CREATE TABLE s.c (m s.mood, p s.pos, a s.mood[], t text, n numeric(5, 2));
SELECT 'z'::s.mood;
SELECT 0::s.pos;
SELECT NULL::s.nn;
SELECT 'b'::s."Mixed Case";
SELECT 'b'::"Pub";
SELECT pg_typeof('x'::s.mood), format_type('s.mood'::regtype, NULL), 's.mood'::regtype, 's."Mixed Case"'::regtype, pg_typeof(ARRAY['x'::s.mood]);
SELECT 's.mood'::regtype::text, '"Pub"'::regtype, pg_typeof('p'::"Pub"), format_type('s.pos'::regtype, NULL);
SELECT column_name, data_type, udt_catalog = current_database(), udt_schema, udt_name, domain_catalog = current_database(), domain_schema, domain_name FROM information_schema.columns WHERE table_name = 'c' ORDER BY ordinal_position;
INSERT INTO s.c VALUES (1, 1);
CREATE VIEW s.v AS SELECT m, p FROM s.c;
SELECT table_name, column_name, data_type, udt_schema, udt_name FROM information_schema.columns WHERE table_name = 'v' ORDER BY ordinal_position;
SELECT 'x'::s.mood + 1;
SET search_path = s, public;
SELECT 'z'::s.mood;
SELECT 0::s.pos;
SELECT NULL::nn;
SELECT 'b'::"Mixed Case";
SELECT 'b'::"Pub";
SELECT pg_typeof('x'::s.mood), format_type('s.mood'::regtype, NULL), 's.mood'::regtype, 's."Mixed Case"'::regtype, pg_typeof(ARRAY['x'::s.mood]);
SELECT 's.mood'::regtype::text, '"Pub"'::regtype, pg_typeof('p'::"Pub"), format_type('s.pos'::regtype, NULL);
SELECT column_name, data_type, udt_catalog = current_database(), udt_schema, udt_name, domain_catalog = current_database(), domain_schema, domain_name FROM information_schema.columns WHERE table_name = 'c' ORDER BY ordinal_position;
INSERT INTO c VALUES (1, 1);
SELECT 'x'::mood + 1;
-- a type of the same name earlier in the path hides s.mood: it is qualified again
CREATE SCHEMA t;
CREATE TYPE t.mood AS ENUM ('q');
SET search_path = t, s, public;
SELECT 'z'::s.mood;
SELECT 'z'::mood;
SELECT pg_typeof('x'::s.mood), pg_typeof('q'::mood), 's.mood'::regtype, 't.mood'::regtype;
SET search_path = public;
SELECT 'z'::s.mood;
SELECT pg_typeof('p'::"Pub"), 's.pos'::regtype;
RESET search_path;
DROP SCHEMA s CASCADE;
DROP SCHEMA t CASCADE;
DROP TYPE "Pub";
