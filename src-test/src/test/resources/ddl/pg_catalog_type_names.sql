-- Built-in types named with their schema, as pg_dump, psql and drivers write them (planner bind.TypeNames, ddl.CreateTableParser)
select 'pg_class'::pg_catalog.regclass;
select 1::pg_catalog.int4 as a, 'x'::pg_catalog.text as b, '7'::"pg_catalog".int8 as c, 'q'::pg_catalog."char" as d;
select cast('pg_type' as pg_catalog.regclass), cast(1.5 as pg_catalog.numeric(4,1));
select '{1,2}'::pg_catalog.int4[] as arr, pg_typeof(1::pg_catalog.int2);
create table pgcat_t (a pg_catalog.int4, b pg_catalog.varchar(5), c pg_catalog.numeric(5,2), d pg_catalog.int4[], e pg_catalog.bool);
select attname, format_type(atttypid, atttypmod) from pg_attribute where attrelid = 'pgcat_t'::regclass and attnum > 0 order by attnum;
insert into pgcat_t (b) values ('abcdef');
insert into pgcat_t values (1, 'abc', 1.234, '{3}', true);
alter table pgcat_t add column f pg_catalog.text default 'z';
select tableoid::pg_catalog.regclass, * from pgcat_t;
drop table pgcat_t;
