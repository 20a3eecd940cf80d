-- Each query is one line; answers are recorded from PostgreSQL 15 into queries.expected.
-- oids are never compared as numbers: they are joined to names or compared to each other.
select n.nspname from pg_namespace n where n.nspname in ('public', 'pg_catalog', 'information_schema') order by 1
select c.relname, c.relkind, c.relnatts, c.relchecks, c.relhasindex, c.relpersistence, c.relispartition, c.relowner = (select oid from pg_roles where rolname = current_user) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' order by 1
select c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.atthasdef, a.attisdropped, a.attlen, a.attalign, a.attidentity from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 order by 1, 2
select c.relname, d.adnum, pg_get_expr(d.adbin, d.adrelid) is not null from pg_attrdef d join pg_class c on c.oid = d.adrelid order by 1, 2
select i.relname, t.relname, x.indisunique, x.indisprimary, x.indnatts, x.indkey::text, x.indisvalid from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public' order by 1
select pg_get_indexdef(x.indexrelid) from pg_index x join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public' and t.relkind = 'r' order by 1
select c.conname, c.contype, t.relname, c.conkey::text, c.confkey::text, c.confupdtype, c.confdeltype, c.confmatchtype, c.convalidated, r.relname from pg_constraint c join pg_class t on t.oid = c.conrelid left join pg_class r on r.oid = c.confrelid where c.connamespace = 'public'::regnamespace order by 1
select c.conname, pg_get_constraintdef(c.oid) from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'u', 'f') order by 1
select c.conname, i.relname from pg_constraint c join pg_class i on i.oid = c.conindid where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'u') order by 1
select p.relname, ch.relname, h.inhseqno from pg_inherits h join pg_class p on p.oid = h.inhparent join pg_class ch on ch.oid = h.inhrelid order by 2
select s.relname, t.relname, d.refobjsubid, d.deptype from pg_depend d join pg_class s on s.oid = d.objid join pg_class t on t.oid = d.refobjid where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and s.relkind = 'S' order by 1
select seqtypid::regtype::text, seqstart, seqincrement, seqmax, seqmin, seqcache, seqcycle, c.relname from pg_sequence s join pg_class c on c.oid = s.seqrelid order by c.relname
select schemaname, sequencename, data_type::text, start_value, min_value, max_value, increment_by, cycle, cache_size from pg_sequences order by 2
select schemaname, tablename, hasindexes, hasrules, hastriggers, rowsecurity from pg_tables where schemaname = 'public' order by 2
select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('author', 'book') order by 3
select schemaname, viewname from pg_views where schemaname = 'public' order by 2
select count(*) from pg_matviews
select count(*) from pg_description
select count(*) from pg_enum
select typname, typlen, typbyval, typtype, typcategory, typispreferred, typelem::regtype::text, typarray::regtype::text, typinput::text, typalign, typstorage from pg_type where typname in ('int4', 'int8', 'text', 'varchar', 'numeric', 'bool', 'date', 'timestamptz', 'uuid', 'bytea', '_int4', 'float8') order by 1
select format_type('int4'::regtype, -1), format_type('varchar'::regtype, 104), format_type('numeric'::regtype, 655366), format_type('bpchar'::regtype, 14), format_type(1007, null)
select 'book'::regclass::text, 'public.book'::regclass::text, 'book_pkey'::regclass::text, 'cheap_books'::regclass::text, 'ticket_seq'::regclass::text, 'integer'::regtype::text, 'public'::regnamespace::text
select 'book'::regclass = (select oid from pg_class where relname = 'book'), 'int4'::regtype = 23, to_regclass('nosuch') is null
select pg_table_is_visible('book'::regclass), has_table_privilege('book', 'SELECT'), has_schema_privilege('public', 'USAGE'), obj_description('book'::regclass, 'pg_class'), col_description('book'::regclass, 1)
select amname, amtype from pg_am where amname in ('btree', 'heap') order by 1
select collname, collprovider from pg_collation where collname in ('default', 'C', 'POSIX') order by 1
select rolname = current_user, rolsuper, rolcanlogin, oid = (select datdba from pg_database where datname = current_database()) from pg_roles where rolname = current_user
select usename = current_user, usesuper from pg_user where usename = current_user
select datname = current_database(), encoding, datallowconn from pg_database where datname = current_database()
select name, vartype from pg_settings where name in ('search_path', 'work_mem', 'default_transaction_isolation', 'server_version_num', 'max_index_keys') order by 1
select current_setting('server_version_num')::int >= 150000, current_schemas(false)::text, current_schemas(true)::text, current_schema()
select set_config('application_name', 'probe', false), current_setting('application_name'), current_setting('no.such', true) is null
select pg_try_advisory_lock(42), pg_advisory_unlock(42), pg_advisory_unlock(42), pg_try_advisory_xact_lock(7)
select count(*) > 100 from pg_get_keywords() where catcode = 'U'
select p.proname, p.pronargs, p.prorettype::regtype::text from pg_proc p where p.proname in ('upper', 'lower') and p.pronamespace = 'pg_catalog'::regnamespace order by 1
select * from pg_catalog.pg_namespace where false
select * from pg_catalog.pg_class where false
select * from pg_catalog.pg_attribute where false
select * from pg_catalog.pg_attrdef where false
select * from pg_catalog.pg_index where false
select * from pg_catalog.pg_constraint where false
select * from pg_catalog.pg_type where false
select * from pg_catalog.pg_proc where false
select * from pg_catalog.pg_depend where false
select * from pg_catalog.pg_description where false
select * from pg_catalog.pg_roles where false
select * from pg_catalog.pg_user where false
select * from pg_catalog.pg_settings where false
select * from pg_catalog.pg_database where false
select * from pg_catalog.pg_sequence where false
select * from pg_catalog.pg_sequences where false
select * from pg_catalog.pg_views where false
select * from pg_catalog.pg_matviews where false
select * from pg_catalog.pg_inherits where false
select * from pg_catalog.pg_am where false
select * from pg_catalog.pg_collation where false
select * from pg_catalog.pg_enum where false
select * from pg_catalog.pg_tables where false
select * from pg_catalog.pg_indexes where false
select name, setting, unit, category, context, vartype, source, min_val, max_val, enumvals, boot_val, reset_val from pg_settings where name in ('work_mem', 'statement_timeout', 'default_transaction_isolation', 'enable_seqscan', 'maintenance_work_mem', 'join_collapse_limit', 'checkpoint_timeout', 'standard_conforming_strings', 'autovacuum_analyze_scale_factor') order by 1
