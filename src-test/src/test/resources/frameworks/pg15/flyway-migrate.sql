-- statement 1
-- repeats: 3
SELECT version()
-- statement 2
-- repeats: 6
SHOW search_path
-- statement 3
-- repeats: 2
SELECT CURRENT_USER
-- statement 4
-- repeats: 2
SELECT rolname FROM pg_roles WHERE rolname ILIKE 'rds_superuser'
-- statement 5
-- repeats: 2
SELECT current_schema
-- statement 6
select current_catalog
-- statement 7
-- repeats: 2
SELECT current_user
-- statement 8
-- params: $1 = 'public'
-- repeats: 5
SELECT COUNT(*) FROM pg_namespace WHERE nspname=$1
-- statement 9
-- repeats: 11
BEGIN
-- statement 10
-- repeats: 18
SET ROLE 'catalog'
-- statement 11
-- params: $1 = 'public', $2 = 'flyway_schema_history'
-- repeats: 9
SELECT EXISTS (
  SELECT 1
  FROM   pg_catalog.pg_class c
  JOIN   pg_catalog.pg_namespace n ON n.oid = c.relnamespace
  WHERE  n.nspname = $1
  AND    c.relname = $2
  AND    c.relkind = 'r'
)
-- statement 12
-- repeats: 11
COMMIT
-- statement 13
-- params: $1 = 'public', $2 = 'public', $3 = 'public'
SELECT EXISTS (
    SELECT c.oid FROM pg_catalog.pg_class c
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_catalog.pg_depend d ON d.objid = c.oid AND d.deptype = 'e'
    WHERE  n.nspname = $1 AND d.objid IS NULL AND c.relkind IN ('r', 'v', 'S', 't')
  UNION ALL
    SELECT t.oid FROM pg_catalog.pg_type t
    JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
    LEFT JOIN pg_catalog.pg_depend d ON d.objid = t.oid AND d.deptype = 'e'
    WHERE n.nspname = $2 AND d.objid IS NULL AND t.typcategory NOT IN ('A', 'C')
  UNION ALL
    SELECT p.oid FROM pg_catalog.pg_proc p
    JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
    LEFT JOIN pg_catalog.pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
    WHERE n.nspname = $3 AND d.objid IS NULL
)
-- statement 14
-- repeats: 4
SELECT pg_try_advisory_xact_lock(77433833903597)
-- statement 15
CREATE TABLE "public"."flyway_schema_history" (
    "installed_rank" INT NOT NULL,
    "version" VARCHAR(50),
    "description" VARCHAR(200) NOT NULL,
    "type" VARCHAR(20) NOT NULL,
    "script" VARCHAR(1000) NOT NULL,
    "checksum" INTEGER,
    "installed_by" VARCHAR(100) NOT NULL,
    "installed_on" TIMESTAMP NOT NULL DEFAULT now(),
    "execution_time" INTEGER NOT NULL,
    "success" BOOLEAN NOT NULL
)
-- statement 16
ALTER TABLE "public"."flyway_schema_history" ADD CONSTRAINT "flyway_schema_history_pk" PRIMARY KEY ("installed_rank")
-- statement 17
CREATE INDEX "flyway_schema_history_s_idx" ON "public"."flyway_schema_history" ("success")
-- statement 18
-- params: $1 = '-1'
-- repeats: 3
/*NO LOAD BALANCE*/
SELECT "installed_rank","version","description","type","script","checksum","installed_on","installed_by","execution_time","success" FROM "public"."flyway_schema_history" WHERE "installed_rank" > $1 ORDER BY "installed_rank"
-- statement 19
-- params: $1 = '"public","$user", public'
-- repeats: 2
SELECT set_config('search_path', $1, false)
-- statement 20
create table author (id bigint primary key, name varchar(100) not null, born date)
-- statement 21
create table book (id bigserial primary key, author_id bigint not null references author(id), title text not null, price numeric(10,2) default 0 check (price >= 0), unique (author_id, title))
-- statement 22
create index book_title_idx on book (title)
-- statement 23
create view cheap_books as select id, title from book where price < 10
-- statement 24
-- params: $1 = '1', $2 = '1', $3 = 'init', $4 = 'SQL', $5 = 'V1__init.sql', $6 = '400908810', $7 = 'catalog', $8 = '151', $9 = 't'
INSERT INTO "public"."flyway_schema_history" ("installed_rank", "version", "description", "type", "script", "checksum", "installed_by", "execution_time", "success") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
-- statement 25
create sequence ticket_seq
-- statement 26
alter table author add column email varchar(200)
-- statement 27
-- params: $1 = '1'
-- repeats: 2
/*NO LOAD BALANCE*/
SELECT "installed_rank","version","description","type","script","checksum","installed_on","installed_by","execution_time","success" FROM "public"."flyway_schema_history" WHERE "installed_rank" > $1 ORDER BY "installed_rank"
-- statement 28
-- params: $1 = '2', $2 = '2', $3 = 'more', $4 = 'SQL', $5 = 'V2__more.sql', $6 = '1543936446', $7 = 'catalog', $8 = '10', $9 = 't'
INSERT INTO "public"."flyway_schema_history" ("installed_rank", "version", "description", "type", "script", "checksum", "installed_by", "execution_time", "success") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
-- statement 29
-- params: $1 = '"$user", public'
SELECT set_config('search_path', $1, false)
-- statement 30
SET application_name = 'PostgreSQL JDBC Driver'
