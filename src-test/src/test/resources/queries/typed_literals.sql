-- Typed literals `type 'text'` for types JSqlParser has no literal form of (cache.TypedLiterals)
select jsonb '{"b":2, "a":1}';
select jsonb '{"a":1}' -> 'a', jsonb '{"a":{"b":[1,2]}}' #>> '{a,b,1}';
select jsonb_path_exists(jsonb '{"x":[1,2,3]}', '$.x[*] ? (@ > 2)');
select jsonb '{"a":1}' @> '{"a":1}', JSONB '[1,2]' || jsonb '[3]';
select regclass 'pg_class', 'pg_class'::regclass = regclass 'pg_class';
select name 'abc', pg_typeof(name 'abc'), oid '42';
select tsvector 'a b a';
select jsonb 'not json';
select count(*) from (values (jsonb '{"k":1}'), (jsonb '{"k":2}')) v(d) where d->>'k' = '2';
CREATE TABLE tl (id int, name text, doc jsonb);
INSERT INTO tl VALUES (1, 'x', jsonb '{"n":1}');
SELECT id, name FROM tl WHERE doc = jsonb '{"n":1}';
SELECT name 'lit' FROM tl;
