-- statement 1
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
SELECT current_user
-- statement 8
-- params: $1 = 'public'
SELECT COUNT(*) FROM pg_namespace WHERE nspname=$1
-- statement 9
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
-- statement 10
-- repeats: 3
SET ROLE 'catalog'
-- statement 11
-- params: $1 = 'public', $2 = 'flyway_schema_history'
SELECT EXISTS (
  SELECT 1
  FROM   pg_catalog.pg_class c
  JOIN   pg_catalog.pg_namespace n ON n.oid = c.relnamespace
  WHERE  n.nspname = $1
  AND    c.relname = $2
  AND    c.relkind = 'r'
)
-- statement 12
-- params: $1 = '-1'
/*NO LOAD BALANCE*/
SELECT "installed_rank","version","description","type","script","checksum","installed_on","installed_by","execution_time","success" FROM "public"."flyway_schema_history" WHERE "installed_rank" > $1 ORDER BY "installed_rank"
-- statement 13
-- repeats: 2
BEGIN
-- statement 14
-- repeats: 2
COMMIT
-- statement 15
SET application_name = 'PostgreSQL JDBC Driver'
