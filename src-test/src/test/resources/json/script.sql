CREATE TABLE docs (id int PRIMARY KEY, j json, b jsonb)
INSERT INTO docs VALUES (1, '{"b": 1,  "a": [1, 2]}', '{"b": 1,  "a": [1, 2]}'), (2, '[1, "x", null, true]', '[1, "x", null, true]'), (3, '"str"', '"str"'), (4, 'null', 'null'), (5, NULL, NULL)
INSERT INTO docs VALUES (6, '{"a":1,"a":2}', '{"a":1,"a":2}'), (7, '{"name": "bob", "tags": ["x", "y"], "n": {"k": 1.50}}', '{"name": "bob", "tags": ["x", "y"], "n": {"k": 1.50}}')
INSERT INTO docs VALUES (8, '{bad', '{}')
INSERT INTO docs VALUES (9, '{}', '[1,]')
SELECT id, j, b FROM docs ORDER BY id
SELECT '{"b":1,"aa":2,"a":3}'::jsonb
SELECT '[1.50, 1e2, 1E-2, -0, 0.0, 12345678901234567890]'::jsonb
SELECT '  {"x" :  [ 1 , 2 ] }  '::json
SELECT '  {"x" :  [ 1 , 2 ] }  '::jsonb
SELECT '"\u00e9\n\t\"\\"'::jsonb
SELECT '"\u0000"'::json
SELECT '"\u0000"'::jsonb
SELECT '0123'::json
SELECT '1.'::jsonb
SELECT '{"a" 1}'::jsonb
SELECT 'tru'::jsonb
SELECT '[1,2'::json
SELECT ''::jsonb
SELECT 'true'::jsonb, 'false'::json, '-1.5e3'::jsonb
SELECT id, b -> 'a', b ->> 'b', j -> 'a', j ->> 'b' FROM docs ORDER BY id
SELECT id, b -> 1, b ->> 1, b -> -1, j -> 1, j ->> 2 FROM docs ORDER BY id
SELECT id, b #> '{a,1}', b #>> '{a,0}', j #> '{a}', j #>> '{a,1}' FROM docs ORDER BY id
SELECT id, b #> '{}', b #> '{n,k}', b #>> '{tags,-1}' FROM docs ORDER BY id
SELECT b -> 'n' ->> 'k', b -> 'tags' -> 0, b->'n'->'k' FROM docs WHERE id = 7
SELECT (b -> 'tags') ->> 1 FROM docs WHERE id = 7
SELECT b->'tags' || '["z"]' FROM docs WHERE id = 7
SELECT b ->> 'name' || '!' FROM docs WHERE id = 7
SELECT id FROM docs WHERE b ->> 'name' = 'bob'
SELECT id FROM docs WHERE b -> 'b' = '1'::jsonb
SELECT j -> 'a' FROM docs WHERE id = 6
SELECT b -> 'a' FROM docs WHERE id = 6
SELECT '{"a": {"b": "c"}}'::json #>> '{a,b}', '{"a": [10, 20]}'::json -> 'a' -> 1
SELECT '[1,2,3]'::jsonb -> 5, '{"a":1}'::jsonb -> 0, '[1]'::jsonb -> 'a'
SELECT '{"a":1}' -> 'a'
SELECT 1 -> 'a'
SELECT id FROM docs WHERE b @> '{"a": [1]}' ORDER BY id
SELECT id FROM docs WHERE b @> '[1]' ORDER BY id
SELECT id FROM docs WHERE '{"b":1}' <@ b ORDER BY id
SELECT '[1,2,[3,4]]'::jsonb @> '[[3]]', '[1,2]'::jsonb @> '1', '1'::jsonb @> '[1]', '{"a":{"b":1,"c":2}}'::jsonb @> '{"a":{"b":1}}'
SELECT '{"a":[1,2]}'::jsonb @> '{"a":1}', '"x"'::jsonb @> '"x"', '[{"a":1},{"b":2}]'::jsonb @> '[{"b":2}]', '{}'::jsonb @> '{}'
SELECT id FROM docs WHERE b ? 'a' ORDER BY id
SELECT id FROM docs WHERE b ? 'x' ORDER BY id
SELECT id FROM docs WHERE b ?| array['name', 'zz'] ORDER BY id
SELECT id FROM docs WHERE b ?& array['name', 'tags'] ORDER BY id
SELECT '"str"'::jsonb ? 'str', '["a", 1]'::jsonb ? 'a', '["a", 1]'::jsonb ? '1'
SELECT '{"a":1}'::json @> '{}'
SELECT '{"a":1}'::jsonb || '{"b":2}', '{"a":1}'::jsonb || '{"a":3}', '[1]'::jsonb || '[2,3]', '[1]'::jsonb || '4', '1'::jsonb || '2'
SELECT '{"a":1}'::jsonb || '[2]', '[2]'::jsonb || '{"a":1}', '{"a":1}'::jsonb || '"s"'
SELECT '{"a":1,"b":2}'::jsonb - 'a', '["a","b","a"]'::jsonb - 'a', '{"a":1,"b":2,"c":3}'::jsonb - array['a','c']
SELECT '[1,2,3]'::jsonb - 1, '[1,2,3]'::jsonb - -1, '[1,2,3]'::jsonb - 9
SELECT '{"a":1}'::jsonb - 0
SELECT '1'::jsonb - 'a'
SELECT '{"a":{"b":1,"c":2}}'::jsonb #- '{a,b}', '[1,[2,3]]'::jsonb #- '{1,0}', '{"a":1}'::jsonb #- '{x,y}'
SELECT '[1,2]'::jsonb #- '{x}'
SELECT '{"a":1}'::json || '{"b":2}'::json
SELECT '{"a":1}'::json - 'a'
SELECT '{"a":1}'::jsonb = '{"a":1.0}'::jsonb, '{"a":1,"b":2}'::jsonb = '{"b":2,"a":1}'::jsonb, '[1,2]'::jsonb <> '[2,1]'::jsonb
SELECT '{"a":1}'::json = '{"a":1}'::json
SELECT '[]'::jsonb < 'null'::jsonb, '1'::jsonb < '[1]'::jsonb, 'true'::jsonb < '[0]'::jsonb, '{}'::jsonb > '[1,2]'::jsonb, '"a"'::jsonb < '1'::jsonb, 'null'::jsonb < '"a"'::jsonb
SELECT '{"b":1}'::jsonb < '{"aa":1}'::jsonb, '{"a":1,"b":1}'::jsonb > '{"c":5}'::jsonb, '[1,2]'::jsonb < '[1,3]'::jsonb, '[3]'::jsonb < '[1,1]'::jsonb
SELECT id, b FROM docs ORDER BY b, id
SELECT id, b FROM docs ORDER BY b DESC NULLS LAST, id
SELECT b, count(*) FROM docs GROUP BY b ORDER BY b
SELECT DISTINCT b -> 'a' FROM docs ORDER BY 1
SELECT count(DISTINCT b) FROM docs
SELECT j, count(*) FROM docs GROUP BY j
SELECT DISTINCT j FROM docs
SELECT '{"a":1}'::json::jsonb, '{"b":1,  "a":2}'::jsonb::json, '{"a": 1}'::jsonb::text, '{"a":  1}'::json::text
SELECT '12'::jsonb::int, '1.5'::jsonb::numeric, '1.5'::jsonb::float8, 'true'::jsonb::boolean, '2.5'::jsonb::int, '3'::jsonb::bigint, '4'::jsonb::smallint, '1.25'::jsonb::real
SELECT '"12"'::jsonb::int
SELECT 'null'::jsonb::int
SELECT '[1]'::jsonb::int
SELECT '{}'::jsonb::boolean
SELECT '1'::json::int
SELECT 1::jsonb
SELECT CAST('{"x":[1]}' AS jsonb), CAST(b AS text) FROM docs WHERE id = 1
SELECT 'x'::text::jsonb
SELECT '{"a":1}'::text::jsonb -> 'a'
CREATE TABLE t2 (id int, d jsonb, e json)
INSERT INTO t2 VALUES (1, '{"k":"v"}', '{"k" : "v"}')
INSERT INTO t2 SELECT 2, b, j FROM docs WHERE id = 7
INSERT INTO t2 VALUES (3, '{"k":"v"}'::json, '{"k":"v"}'::jsonb)
INSERT INTO t2 VALUES (4, 'x'::text, NULL)
INSERT INTO t2 VALUES (5, 5, NULL)
UPDATE t2 SET d = d || '{"new": true}' WHERE id = 1
UPDATE t2 SET d = jsonb_set(d, '{tags,0}', '"q"') WHERE id = 2
SELECT id, d, e FROM t2 ORDER BY id
SELECT to_jsonb(1), to_jsonb(1.50), to_jsonb('x'::text), to_jsonb(true), to_jsonb(NULL::int), to_jsonb(ARRAY[1,2]), to_jsonb(ARRAY[[1,2],[3,4]])
SELECT to_json(1), to_json('a"b'::text), to_json(ARRAY['a','b']), to_json(false), to_json(2.5::float8), to_json('{"a": 1}'::jsonb), to_json('{"a":  1}'::json)
SELECT to_jsonb('2020-01-02'::date), to_jsonb('2020-01-02 03:04:05.5'::timestamp), to_json('2020-01-02 03:04:05'::timestamp), to_jsonb('NaN'::float8), to_jsonb(1e20::float8)
SELECT to_jsonb('{"a":  1}'::json), to_jsonb('[1,2]'::jsonb)
SELECT jsonb_build_object('a', 1, 'b', 'x', 'c', NULL, 'd', ARRAY[1,2], 'e', '{"z":1}'::jsonb), jsonb_build_object()
SELECT json_build_object('a', 1, 'b', 'x', 'c', NULL, 'd', ARRAY[1,2], 'e', '{"z":1}'::json), json_build_object()
SELECT jsonb_build_object('b', 1, 'a', 2, 'b', 3), jsonb_build_object(1, 'one', true, 'yes')
SELECT jsonb_build_object('a')
SELECT jsonb_build_object(NULL, 1)
SELECT jsonb_build_array(1, 'x', NULL, true, '{"a":1}'::jsonb), jsonb_build_array(), json_build_array(1, 'x', NULL, ARRAY[1,2]), json_build_array()
SELECT jsonb_agg(id ORDER BY id) FROM docs
SELECT jsonb_agg(b ORDER BY id) FROM docs WHERE id < 4
SELECT json_agg(j ORDER BY id) FROM docs WHERE id < 5
SELECT json_agg(x) FROM (VALUES (1), (NULL), (3)) v(x)
SELECT json_agg(ARRAY[x, x]) FROM (VALUES (1), (2)) v(x)
SELECT jsonb_agg(x) FROM (VALUES (1)) v(x) WHERE false
SELECT jsonb_object_agg(k, v) FROM (VALUES ('b', 1), ('a', 2), ('b', 3)) x(k, v)
SELECT json_object_agg(k, v) FROM (VALUES ('a', 1), ('b', NULL)) x(k, v)
SELECT jsonb_object_agg(k, v) FROM (VALUES ('a', 1), (NULL, 2)) x(k, v)
SELECT id % 2 AS g, jsonb_agg(id ORDER BY id), jsonb_object_agg(id::text, b) FROM docs WHERE id < 5 GROUP BY id % 2 ORDER BY g
SELECT id, jsonb_typeof(b), json_typeof(j) FROM docs ORDER BY id
SELECT jsonb_typeof('1.5'), jsonb_typeof('true'), jsonb_typeof('null'), jsonb_typeof('"s"'), jsonb_typeof('[]'), jsonb_typeof('{}')
SELECT jsonb_array_length('[1,2,3]'), jsonb_array_length('[]'), json_array_length('[1,[2,3]]')
SELECT jsonb_array_length('{"a":1}')
SELECT jsonb_array_length('1')
SELECT * FROM jsonb_array_elements('[1, "a", null, {"x": [2]}]')
SELECT * FROM jsonb_array_elements_text('[1, "a", null, {"x": [2]}]')
SELECT value FROM jsonb_array_elements('[1,2,3]') e WHERE value::int > 1
SELECT * FROM jsonb_array_elements('{"a":1}')
SELECT * FROM jsonb_array_elements('5')
SELECT * FROM jsonb_each('{"b": 1, "a": "x", "c": null}')
SELECT * FROM jsonb_each_text('{"b": 1, "a": "x", "c": null, "d": [1]}')
SELECT key, value FROM jsonb_each('{"a": {"b": 1}}') AS e(key, value)
SELECT * FROM jsonb_each('[1]')
SELECT * FROM jsonb_object_keys('{"bb": 1, "a": 2, "c": {"d": 1}}')
SELECT k FROM jsonb_object_keys('{"x": 1}') AS k
SELECT * FROM jsonb_object_keys('[1]')
SELECT * FROM jsonb_object_keys('1')
SELECT count(*) FROM jsonb_array_elements(NULL::jsonb)
SELECT jsonb_set('{"a":1,"b":[1,2]}', '{b,1}', '"x"'), jsonb_set('{"a":1}', '{c}', '3'), jsonb_set('{"a":1}', '{c}', '3', false)
SELECT jsonb_set('[1,2,3]', '{9}', '4'), jsonb_set('[1,2,3]', '{-9}', '0'), jsonb_set('[1,2,3]', '{-1}', '9'), jsonb_set('{"a":{"b":1}}', '{a,c,d}', '1')
SELECT jsonb_set('{"a":1}', '{}', '2'), jsonb_set('{"a":1}', '{a}', NULL)
SELECT jsonb_set('1', '{a}', '2')
SELECT jsonb_set('[1]', '{x}', '2')
SELECT jsonb_set('{"a":1}', ARRAY['a', NULL], '2')
SELECT jsonb_insert('[1,2,3]', '{1}', '"x"'), jsonb_insert('[1,2,3]', '{1}', '"x"', true), jsonb_insert('{"a":1}', '{b}', '2'), jsonb_insert('{"a":[1,2]}', '{a,-1}', '9', true)
SELECT jsonb_insert('{"a":1}', '{a}', '2')
SELECT jsonb_strip_nulls('{"a":null,"b":{"c":null,"d":1},"e":[null,{"f":null}]}'), jsonb_strip_nulls('null')
SELECT jsonb_pretty('{"a":[1,{"b":null}],"c":{},"d":[]}')
SELECT jsonb_pretty('"s"'), jsonb_pretty('[]')
SELECT jsonb_extract_path('{"a":{"b":[1,2]}}', 'a', 'b', '1'), jsonb_extract_path_text('{"a":{"b":"x"}}', 'a', 'b'), jsonb_extract_path('{"a":1}', 'z')
SELECT jsonb_path_exists('{"a":{"b":1}}', '$.a.b'), jsonb_path_exists('{"a":{"b":1}}', '$.a.c'), jsonb_path_query_first('{"a":[{"b":1},{"b":2}]}', '$.a[1].b')
SELECT * FROM jsonb_path_query('{"a":[{"b":1},{"b":2},{"c":3}]}', '$.a[*].b')
SELECT * FROM jsonb_path_query('{"a":[1,2,3]}', '$.a[0]')
SELECT * FROM jsonb_path_query('{"a":[1,2,3]}', '$.a[last]')
SELECT * FROM jsonb_path_query('[{"x":1},{"x":2}]', '$[*].x')
SELECT * FROM jsonb_path_query('{"a":{"x":1,"y":2}}', '$.a.*')
SELECT * FROM jsonb_path_query('{"a":[1,2]}', 'lax $.a.b')
SELECT * FROM jsonb_path_query('{"a":1}', 'strict $.b')
SELECT * FROM jsonb_path_query('{"a":1}', 'strict $.a[0]')
SELECT * FROM jsonb_path_query('{"a":1}', '$.a ?')
SELECT jsonb_path_exists('[1,2]', '$[5]'), jsonb_path_exists('{"a":[]}', '$.a[*]')
SELECT b FROM docs WHERE b -> 'tags' @> '"x"' OR b ->> 'name' = 'zz'
SELECT count(*) FROM docs WHERE b IS NOT NULL AND jsonb_typeof(b) = 'object'
SELECT id, COALESCE(b ->> 'name', 'none') FROM docs ORDER BY id
SELECT id, CASE WHEN b ? 'name' THEN b ->> 'name' ELSE 'n/a' END FROM docs ORDER BY id
CREATE INDEX docs_b ON docs (b)
SELECT id FROM docs WHERE b = '{"a": 2}' ORDER BY id
SELECT id FROM docs WHERE b > '[]' ORDER BY id
SELECT max(b), min(b) FROM docs
CREATE INDEX docs_j ON docs (j)
SELECT '{"a":1}'::jsonb ->> 'a' = '1', ('{"a":2}'::jsonb ->> 'a')::int + 1
SELECT '{"a":{"b":{"c":1}}}'::jsonb -> 'a' -> 'b' ->> 'c'
SELECT '{"k":[1,2]}'::jsonb -> 'k' -> 1 = '2'
SELECT j FROM docs ORDER BY j
SELECT jsonb_agg(DISTINCT b) FROM docs WHERE id < 5
SELECT '[1,2,3]'::jsonb -> 0 + 1, '[1,2,3]'::jsonb -> 1::smallint
SELECT '{"a":"b"}'::jsonb ->> 'a' || 'c' = 'bc', '{"a":{"b":1}}'::jsonb -> 'a' @> '{"b":1}'
SELECT '["a"]'::jsonb ? 'a' AND true, '{"a":1}'::jsonb -> 'a' IS NULL, '{"a":1}'::jsonb -> 'b' IS NULL
SELECT '[ 1 ,  {"a" :  2} ]'::json -> 1, '[ 1 ,  {"a" :  2} ]'::json #> '{1,a}', json_typeof('[1]'), json_array_length('[]')
SELECT '{"a":[1,2,3]}'::jsonb #>> '{a,x}', '{"a":1}'::jsonb #- '{}', '"s"'::jsonb -> 0, '"s"'::jsonb ->> 0
SELECT '{"a":1}'::jsonb->'a', '{"a":[5]}'::jsonb#>'{a,0}', '{"a":[5]}'::jsonb#>>'{a,0}'
CREATE TABLE t3 (id serial PRIMARY KEY, d jsonb NOT NULL DEFAULT '{}', e json DEFAULT '[]')
INSERT INTO t3 (d) VALUES (DEFAULT)
INSERT INTO t3 (d) VALUES ('{"a": 1}'), ('[1,2]'), ('{"a": {"c": 2}, "b": 3}')
ANALYZE t3
SELECT id, d, e FROM t3 ORDER BY id
SELECT id, d ->> 'a', jsonb_typeof(d) FROM t3 ORDER BY id
UPDATE t3 SET d = d - 'a' WHERE d ? 'a' AND d ->> 'a' = '1'
UPDATE t3 SET d = d #- '{0}' WHERE jsonb_typeof(d) = 'array'
UPDATE t3 SET d = jsonb_set(d, '{a,c}', to_jsonb(id * 10)) WHERE d #> '{a,c}' IS NOT NULL
SELECT id, d FROM t3 ORDER BY id
SELECT id FROM t3 WHERE d @> '{}' ORDER BY id
SELECT id, d FROM t3 ORDER BY d DESC
SELECT d, count(*) FROM t3 GROUP BY d ORDER BY d
SELECT jsonb_object_agg(id, d ORDER BY id) FROM t3
INSERT INTO t3 (d) VALUES (NULL)
INSERT INTO t3 (d) VALUES ('{"x": }')
SELECT '{"a":1}'::jsonb @> '{"a":1}'::jsonb AND '{"a":1}'::jsonb <@ '{"a":1,"b":2}'::jsonb
SELECT '{"a":1}'::jsonb ?| ARRAY[NULL, 'a'], '{"a":1}'::jsonb ?& ARRAY[]::text[], '{"a":1}'::jsonb ?& ARRAY['a', 'b']
SELECT jsonb_build_object('a', 1) -> 'a', jsonb_build_array(1, 2) ->> 1, json_build_object('k', 'v') ->> 'k'
SELECT to_jsonb(x) FROM (VALUES (1.0), (2.50)) v(x)
SELECT '{"b":2,"a":1}'::jsonb = '{"a":1,"b":2}'::jsonb
SELECT '"a\u0041\ud83d\ude00"'::jsonb, '"\ud83d"'::jsonb
DROP TABLE t3
SELECT * FROM json_each('{"b": 1, "a": [1,  2], "b": "x"}')
SELECT * FROM json_each_text('{"b": 1, "a": [1,  2], "c": null}')
SELECT * FROM json_array_elements('[1, "a", null, {"x" :  1}]')
SELECT * FROM json_array_elements_text('[1, "a", null, {"x" :  1}]')
SELECT * FROM json_object_keys('{"b":1,"a":2,"b":3}')
SELECT * FROM json_array_elements('{"a":1}')
SELECT * FROM json_object_keys('[1]')
SELECT value FROM json_array_elements('[{"a":1},{"a":2}]') WHERE value ->> 'a' = '2'
DROP TABLE t2
DROP TABLE docs
SELECT * FROM jsonb_path_query('[1,2,3,4]', '$[*] ? (@ > 2)')
SELECT * FROM jsonb_path_query('{"a":[{"b":1},{"b":5},{"c":2}]}', '$.a[*] ? (@.b >= 2 || @.c == 2)')
SELECT * FROM jsonb_path_query('{"a":[{"b":1},{"b":5},{"c":2}]}', '$.a ? (@.b != 1).b')
SELECT * FROM jsonb_path_query('[1,"a",null,true,{"x":1}]', '$[*] ? (@ <> 1)')
SELECT * FROM jsonb_path_query('[1,"a",null,true,{"x":1}]', '$[*] ? (@ == null)')
SELECT * FROM jsonb_path_query('[1,"a",null,true]', '$[*] ? (@ == true || @ == "a")')
SELECT * FROM jsonb_path_query('[1,2,3,4,5]', '$[*] ? (@ > 1 && @ < 5 && !(@ == 3))')
SELECT * FROM jsonb_path_query('[1,"x",3]', '$[*] ? ((@ > 1) is unknown)')
SELECT * FROM jsonb_path_query('[{"a":1},{"b":2},{"a":[]}]', '$[*] ? (exists (@.a))')
SELECT * FROM jsonb_path_query('["abc","ABd","xabc",1]', '$[*] ? (@ like_regex "^ab")')
SELECT * FROM jsonb_path_query('["abc","ABd","xabc",1]', '$[*] ? (@ like_regex "^ab" flag "i")')
SELECT * FROM jsonb_path_query('["abc","ABd","xabc",1]', '$[*] ? (@ starts with "ab")')
SELECT * FROM jsonb_path_query('["a.c","abc"]', '$[*] ? (@ like_regex "a.c" flag "q")')
SELECT * FROM jsonb_path_query('[1,2,3]', '$[*] ? (@ like_regex "[")')
SELECT * FROM jsonb_path_query('[1,2,3]', '$[*] ? (@ like_regex "a" flag "z")')
SELECT * FROM jsonb_path_query('{"a":[1,2,3]}', '$.a ? (@ == 2)')
SELECT * FROM jsonb_path_query('{"a":[1,2,3]}', 'strict $.a ? (@ == 2)')
SELECT * FROM jsonb_path_query('{"a":[1,2,3]}', 'strict $.a[*] ? (@ == 2)')
SELECT * FROM jsonb_path_query('[{"a":1},{"b":2}]', 'strict $[*] ? (@.a == 1)')
SELECT * FROM jsonb_path_query('[{"a":1},{"b":2}]', 'lax $[*] ? (@.a == 1)')
SELECT * FROM jsonb_path_query('[{"a":[1,5]},{"a":[2]}]', '$[*] ? (@.a > 4)')
SELECT * FROM jsonb_path_query('[{"a":[1,5]},{"a":[2]}]', 'strict $[*] ? (@.a[*] > 4)')
SELECT * FROM jsonb_path_query('[{"a":1,"b":"x"},{"a":2}]', 'strict $[*] ? (exists (@.b))')
SELECT * FROM jsonb_path_query('[{"a":1},{"a":2}]', '$[*] ? (@.a == $[0].a)')
SELECT * FROM jsonb_path_query('["b","a","c"]', '$[*] ? (@ < "b")')
SELECT * FROM jsonb_path_query('[[1,2],[3]]', '$[*] ? (@ == [1,2])')
SELECT jsonb_path_query_array('1', '$ > 0'), jsonb_path_query_array('1', '$ == "a"')
SELECT * FROM jsonb_path_query('{"a":2}', '$.a == 2 && $.a < 1')
SELECT * FROM jsonb_path_query('[1,2]', '$[*] > 1')
SELECT * FROM jsonb_path_query('[1,2]', 'strict $.a > 1')
SELECT jsonb_path_query_array('{"a":1}', 'exists($.a)'), jsonb_path_query_array('{"a":1}', 'exists($.b)')
SELECT * FROM jsonb_path_query('{"a":1}', '!exists($.b)')
SELECT * FROM jsonb_path_query('{"a":1}', '(1 > "a") is unknown')
SELECT * FROM jsonb_path_query('"abc"', '$ starts with "ab"')
SELECT * FROM jsonb_path_query('[1.5, 2]', '$[*] ? (@ == 1.50)')
SELECT * FROM jsonb_path_query('[1, 2]', '$[*] ? (@ >= 1e0 && @ < 2.0e0)')
SELECT * FROM jsonb_path_query('[1,2,3]', '$[*] ? (@ > 1) ? (@ < 3)')
SELECT * FROM jsonb_path_query('{"a":1}', '@')
SELECT * FROM jsonb_path_query('[1,2]', 'last')
SELECT * FROM jsonb_path_query('[1,2]', '$[*] ? (@ > )')
SELECT * FROM jsonb_path_query('[1,2]', '$ ? (@ like_regex "a" flag "x")')
SELECT jsonb_path_query_array('{"a":5}', '$.a + 3'), jsonb_path_query_array('{"a":5}', '$.a - 3.5')
SELECT jsonb_path_query_array('{"a":5}', '$.a * 2.5'), jsonb_path_query_array('{"a":5}', '$.a / 3'), jsonb_path_query_array('{"a":5}', '$.a % 3')
SELECT jsonb_path_query_array('{"a":-5.5}', '-$.a'), jsonb_path_query_array('{"a":-5.5}', '+$.a'), jsonb_path_query_array('[1,2]', '-$[*]')
SELECT jsonb_path_query_array('2', '1 + 2 * $ - (4 - 1) % 2'), jsonb_path_query_array('2', '-$ * -3')
SELECT * FROM jsonb_path_query('{"a":5}', '$.a / 0')
SELECT * FROM jsonb_path_query('{"a":5}', '$.a % 0')
SELECT * FROM jsonb_path_query('[1,2]', '$[*] + 1')
SELECT * FROM jsonb_path_query('[1,2]', '1 + $[*]')
SELECT * FROM jsonb_path_query('{"a":"x"}', '$.a + 1')
SELECT * FROM jsonb_path_query('{"a":"x"}', '-$.a')
SELECT * FROM jsonb_path_query('[1,"a",2]', '-$[*]')
SELECT jsonb_path_query_array('{"a":[7]}', '$.a + 1'), jsonb_path_query_array('{"a":[7]}', 'strict $.a[0] + 1')
SELECT * FROM jsonb_path_query('{"a":[7]}', 'strict $.a + 1')
SELECT jsonb_path_query_array('[10,20,30,40,50]', '$[last - 1]'), jsonb_path_query_array('[10,20,30,40,50]', '$[1 + 1]')
SELECT * FROM jsonb_path_query('[10,20,30,40,50]', '$[1 to 3]')
SELECT * FROM jsonb_path_query('[10,20,30,40,50]', '$[0, 2 to 3, last]')
SELECT jsonb_path_query_array('[10,20,30,40,50]', '$[3 to 10]'), jsonb_path_query_array('[10,20,30]', '$[2 to 1]')
SELECT * FROM jsonb_path_query('[10,20,30,40,50]', 'strict $[3 to 10]')
SELECT * FROM jsonb_path_query('[10,20,30]', 'strict $[2 to 1]')
SELECT jsonb_path_query_array('[10,20,30]', '$[1.7]'), jsonb_path_query_array('[10,20,30]', '$[-1]'), jsonb_path_query_array('[10,20,30]', '$[$[0] / 10]')
SELECT * FROM jsonb_path_query('[10,20,30]', '$["a"]')
SELECT * FROM jsonb_path_query('[10,20,30]', 'strict $[-1]')
SELECT * FROM jsonb_path_query('[10,20,30]', '$[10000000000]')
SELECT jsonb_path_query_array('5', '$[0]'), jsonb_path_query_array('5', '$[last]'), jsonb_path_query_array('5', '$[0 to 2]')
SELECT * FROM jsonb_path_query('[[1,2],[3,4,5]]', '$[*][last]')
SELECT jsonb_path_query_array('[1,[2,3],{"a":[4]}]', '$.size()'), jsonb_path_query_array('[1,[2,3],{"a":[4]}]', '$[*].size()')
SELECT * FROM jsonb_path_query('{"a":1}', 'strict $.size()')
SELECT jsonb_path_query_array('[1,"a",null,true,[],{}]', '$[*].type()'), jsonb_path_query_array('[1]', '$.type()')
SELECT * FROM jsonb_path_query('[1.5,-2.5,"3.25","1e2"]', '$[*].double()')
SELECT * FROM jsonb_path_query('["abc"]', '$[*].double()')
SELECT * FROM jsonb_path_query('[true]', '$[*].double()')
SELECT jsonb_path_query_array('[1.5,-2.5,3]', '$[*].ceiling()'), jsonb_path_query_array('[1.5,-2.5,3]', '$[*].floor()'), jsonb_path_query_array('[1.5,-2.5,3]', '$[*].abs()')
SELECT jsonb_path_query_array('[1.5,[-2.5]]', '$.abs()'), jsonb_path_query_array('{"a":-1.2}', '$.a.floor().abs()')
SELECT * FROM jsonb_path_query('"x"', '$.floor()')
SELECT * FROM jsonb_path_query('{"a":1,"b":[1,2]}', '$.keyvalue()')
SELECT * FROM jsonb_path_query('[{"a":1},{"b":{"c":2}}]', '$[*].keyvalue().key')
SELECT * FROM jsonb_path_query('{"x":{"b":2,"a":[1]},"y":{"a":1}}', '$.*.keyvalue()')
SELECT * FROM jsonb_path_query('[1]', 'strict $.keyvalue()')
SELECT jsonb_path_query_array('{}', '$.keyvalue()'), jsonb_path_query_array('{"a":{}}', '$.a.keyvalue()')
SELECT * FROM jsonb_path_query('[1,2,3]', '$.size() > 2 && $[0].type() == "number"')
SELECT * FROM jsonb_path_query('{"a":[1,2,3,4]}', '$.a[*] ? (@ % 2 == 0) * 10')
SELECT * FROM jsonb_path_query('[1,2,3,4]', '$[*] ? (@ > $min && @ < $max)', '{"min":1,"max":4}')
SELECT * FROM jsonb_path_query('[1,2,3,4]', '$[*] ? (@ > $x)', '{"y":1}')
SELECT jsonb_path_query_array('[1,2,3,4]', '$x', '{"x":{"a":[1]}}'), jsonb_path_query_array('[1,2,3,4]', '$"x y".a', '{"x y":{"a":[1]}}')
SELECT * FROM jsonb_path_query('[1,2]', '$[*]', '[1]')
SELECT * FROM jsonb_path_query('{"a":1}', 'strict $.b', '{}', true)
SELECT * FROM jsonb_path_query('[{"a":1},2,{"a":3}]', 'strict $[*].a', '{}', true)
SELECT * FROM jsonb_path_query('{"a":5}', '$.a / 0', '{}', true)
SELECT * FROM jsonb_path_query('{"a":5}', '$x', '{}', true)
SELECT jsonb_path_exists('{"a":1}', 'strict $.b'), jsonb_path_exists('{"a":1}', 'strict $.b', '{}', true)
SELECT jsonb_path_exists('[1,2,3]', '$[*] ? (@ > $n)', '{"n":2}'), jsonb_path_exists('[1,2,3]', '$[*] ? (@ > $n)', '{"n":3}')
SELECT jsonb_path_exists('[{"a":1},2]', 'lax $[*].a'), jsonb_path_exists('[{"a":1},2]', 'strict $[*].a', '{}', true)
SELECT jsonb_path_exists('[{"a":1},2]', 'strict $[*].a')
SELECT jsonb_path_exists('"a"', '-$'), jsonb_path_exists('1', '$ == 2'), jsonb_path_exists('[]', '$[0]')
SELECT jsonb_path_query_first('[1,2,3]', '$[*] ? (@ > 1)'), jsonb_path_query_first('[1,2,3]', '$[*] ? (@ > 5)')
SELECT jsonb_path_query_first('{"a":1}', 'strict $.b', '{}', true), jsonb_path_query_first('[1,2]', '$[*] ? (@ > $v)', '{"v":1}')
SELECT jsonb_path_query_first('{"a":1}', 'strict $.b')
SELECT jsonb_path_query_array('[1,2,3]', '$[*] ? (@ > 1)'), jsonb_path_query_array('[1,2,3]', '$[*] ? (@ > 5)'), jsonb_path_query_array('[1,2,3]', '$[*] ? (@ >= $v)', '{"v":2}')
SELECT jsonb_path_query_array('{"a":1}', 'strict $.b', '{}', true)
SELECT jsonb_path_query_array('{"a":1}', 'strict $.b')
SELECT jsonb_path_match('[1,2]', '$[*] > 1'), jsonb_path_match('[1,2]', '$[*] > 5'), jsonb_path_match('1', '$ == "a"')
SELECT jsonb_path_match('{"a":2}', '$.a == $x', '{"x":2}'), jsonb_path_match('1', '$', '{}', true)
SELECT jsonb_path_match('1', '$')
SELECT jsonb_path_match('[true,true]', '$[*]')
SELECT jsonb_path_match('true', '$'), jsonb_path_match('{"a":1}', 'strict $.b == 1', '{}', true)
SELECT '{"a":[1,2,3]}'::jsonb @? '$.a[*] ? (@ > 2)', '{"a":[1,2,3]}'::jsonb @? '$.a[*] ? (@ > 3)', '{"a":1}'::jsonb @? 'strict $.b'
SELECT '{"a":[1,2,3]}'::jsonb @@ '$.a[*] > 2', '{"a":[1,2,3]}'::jsonb @@ '$.a[*] > 3', '{"a":1}'::jsonb @@ '$.a', '{"a":1}'::jsonb @@ '$.a / 0 == 1'
SELECT jsonb_path_query('{"a":1}', NULL), jsonb_path_exists(NULL, '$'), jsonb_path_match('1', '$ > 0', NULL)
SELECT jsonb_path_query_array('{"a":1}', '$.a ? (@ == "1")'), jsonb_path_query_array('[1]', '$ ? (@[0] == 1)')
SELECT * FROM jsonb_path_query('{"a":[1,2]}', '$.a.size() + $.a[last]')
SELECT * FROM jsonb_path_query('[1,2]', '$.a.b.c ? (@ > 1')
SELECT * FROM jsonb_path_query('[1,2]', '$ ? (@ == "abc)')
SELECT jsonb_path_query_array('{"a":1}', '$ ? (@.a == 1).a'), jsonb_path_query_array('{"null":1,"true":2,"last":3}', '$.null + $.true + $.last')
SELECT * FROM jsonb_path_query('[1,2]', '$.**')
SELECT * FROM jsonb_path_query('[1,2]', '$[*] ? (@ == 1 && (@ > 0 || @ like_regex "x"))')
SELECT jsonb_path_query_array('{"a":"\u00e9t\u00e9"}', '$.a ? (@ == "\u00e9t\u00e9")'), jsonb_path_query_array('{"a":"x\"y"}', '$.a ? (@ == "x\"y")')
SELECT * FROM jsonb_path_query('[1, 2]', '$[*] ? (@ == 1 || @ == 2).type()')
SELECT jsonb_path_query_array('[0.1, 2]', '$[0] + 0.2'), jsonb_path_query_array('[0.1]', '$[0] / 3'), jsonb_path_query_array('[7]', '$[0] % -3')
SELECT jsonb_path_query_array('{"a":1}', '$."a" ? (@ == 1)'), jsonb_path_query_array('{"a b":1}', '$."a b" + 1')
SELECT jsonb_path_query_array('[{"a":1},{"a":2}]', '($[*].a) ? (@ > 1)'), jsonb_path_query_array('[1,2]', '($[*] > 1)')
SELECT * FROM jsonb_path_query('[1,2]', '$[*] ? (@ > 1 ? (@ > 0))')
SELECT jsonb_path_query_array('[1,2]', '$ ? (@[*] > 1)'), jsonb_path_query_array('[1,2]', 'strict $ ? (@[*] > 1)')
SELECT jsonb_path_query_array('[1,"a"]', 'strict $ ? (@[*] > 1)'), jsonb_path_query_array('[1,"a"]', 'lax $ ? (@[*] > 1)')
SELECT jsonb_path_query_array('[1,2]', '$ ? (exists (@[*] ? (@ > 1)))'), jsonb_path_query_array('[1,2]', '$ ? (!exists (@[*] ? (@ > 2)))')
SELECT * FROM jsonb_path_query('[1,2,3,4]', '$[*] ? (@ > $x)', '{"y":1}', true)
SELECT * FROM jsonb_path_query('[1,2]', '$[*] ? (@ > 1)') AS t(v) WHERE v @@ '$ == 2'
SELECT jsonb_path_query_array('{"a":[{"b":1},{"b":{"c":[2]}}]}', '$.a[*].b.keyvalue()'), jsonb_path_query_array('{"a":[{"b":1},{"b":{"c":[2]}}]}', '$.a[1].b.c.size()')
SELECT jsonb_path_query_array('{"a":2}', '$.a ? (@ == $"v")', '{"v":2}'), jsonb_path_query_array('{"k":{"x":1}}', '$k.keyvalue()', '{"k":{"x":1,"y":{"z":2}}}')
SELECT jsonb_path_query_array('[1,2,3]', 'lax $[*] ? (@ like_regex "^[23]$")'), jsonb_path_query_array('[1,"a\nb"]', '$[*] ? (@ like_regex "a.b")'), jsonb_path_query_array('["a\nb"]', '$[*] ? (@ like_regex "a.b" flag "s")')
SELECT jsonb_path_query_array('[1,2]', '$.size().type()'), jsonb_path_query_array('{"a":[3,4]}', '$.a[$.a.size() - 1]'), jsonb_path_query_array('[1,2,3]', '$[last - 2 to last - 1]')
SELECT jsonb_path_query_array('[1.25,-3]', '$[*].ceiling()'), jsonb_path_query_array('[0.5]', '$[0] * $[0] * 4'), jsonb_path_query_array('"1.50"', '$.double()'), jsonb_path_query_array('1.50', '$.double()')
SELECT jsonb_path_query_array('[1,2]', '$.double()')
SELECT * FROM jsonb_path_query('"nan"', '$.double()')
SELECT * FROM jsonb_path_query('[1]', '$.a ? (@ == 1')
SELECT * FROM jsonb_path_query('[1]', '$.foo()')
SELECT * FROM jsonb_path_query('[1]', '$ ? (@ starts with 1)')
SELECT * FROM jsonb_path_query('[1]', 'strict $ ? (@.a == 1 || @[0] == 1)')
SELECT * FROM jsonb_path_query('[1,2]', 'STRICT $[*] ? (@ > 1)')
SELECT jsonb_path_query_array('[1,[2,[3]]]', '$.**'), jsonb_path_query_array('{"a":{"b":{"c":1}}}', '$.**{2}'), jsonb_path_query_array('{"a":{"b":{"c":1}}}', '$.**{1 to last}.c')
SELECT jsonb_path_query_array('[1,2,3]', '$[*] ? (@ != 2)'), jsonb_path_query_array('[null,1]', '$[*] ? (@ != null)'), jsonb_path_query_array('[null,1]', '$[*] ? (@ >= null)')
SELECT jsonb_path_query_array('["ab","b","B","é"]', '$[*] ? (@ > "a")'), jsonb_path_query_array('[true,false]', '$[*] ? (@ > false)')
SELECT jsonb_path_query_array('{"a":[1,2]}', 'strict $.a ? (@[*] == 2)'), jsonb_path_query_array('{"a":[1,2]}', 'strict $.a ? (@ == 2)')
SELECT jsonb_path_query_array('{"a":1}', '$ ? (@.a == 1) ? (exists(@.a)).a'), jsonb_path_query_array('[1,2]', '$[*] ? (!(@ == 1))')
SELECT jsonb_path_query_array('{"x":"20","y":32}', '$.keyvalue()'), jsonb_path_query_array('[{"a":{"c":1}},{"a":{"b":2}}]', '$[*].a.keyvalue()')
SELECT jsonb_path_query_array('{"a":{"b":1.5,"c":123456789.12345,"d":0},"e":{"f":1}}', '$.e.keyvalue().id'), jsonb_path_query_array('{"a":{"b":1}}', '$.keyvalue().value.keyvalue()')
SELECT jsonb_path_exists('[1,2,3]', 'strict $[*] ? (@ > 1)'), jsonb_path_exists('{"a":[]}', 'strict $.a[0]', '{}', true), jsonb_path_exists('[1]', '$[*] ? (@ == $v)', '{"v":1}', false)
SELECT jsonb_path_exists('{"a":[]}', 'strict $.a[0]')
SELECT jsonb_path_query_array('[1,"a",3]', '$[*].abs()', '{}', true), jsonb_path_query_array('["1","x"]', '$[*].double()', '{}', true)
SELECT jsonb_path_match('[1,2]', '$[*]', '{}', true), jsonb_path_match('[]', '$[*] == 1'), jsonb_path_match('["a"]', '$[*] > 1')
SELECT '[1,2]'::jsonb @? '$[*] ? (@ > $v)'
SELECT jsonb_path_exists('{"a":1}', '$.a', '[]')
SELECT jsonb_path_query_array('1', '$ + 1', '{}', true), jsonb_path_query_array('[1.25, 0.5]', '$[0] / $[1]'), jsonb_path_query_array('[-7, 2]', '$[0] % $[1]'), jsonb_path_query_array('3', '$ / 7')
SELECT jsonb_path_query_array('{"a":[1,2,3]}', '$.a[*] ? (@ >= 3) - 1'), jsonb_path_query_array('[1,2,3]', '$.size() * 2 + $[$.size() - 1]')
SELECT jsonb_path_exists('[1,2]', '$[*] ? (@ like_regex "(")')
SELECT jsonb_path_query_array('["a","A"]', '$[*] ? (@ like_regex "a" flag "ii")'), jsonb_path_query_array('["A","b"]', '$[*] ? (@ like_regex "a|B" flag "i")')
CREATE TABLE jp (id int, doc jsonb)
INSERT INTO jp VALUES (1, '{"tags":["x","y"],"n":3}'), (2, '{"tags":["z"],"n":10}'), (3, '{"n":"many"}')
SELECT id FROM jp WHERE doc @? '$.tags[*] ? (@ == "z")' ORDER BY id
SELECT id FROM jp WHERE doc @@ '$.n > 2' ORDER BY id
SELECT id, jsonb_path_query_array(doc, '$.tags.size()'), jsonb_path_match(doc, 'exists($.tags)') FROM jp ORDER BY id
SELECT id, jsonb_path_query_first(doc, 'strict $.n + 1', '{}', true) FROM jp ORDER BY id
SELECT id, jsonb_path_query_first(doc, '$.n ? (@ > $min)', jsonb_build_object('min', id * 2)) FROM jp ORDER BY id
SELECT id, jsonb_path_query_first(doc, 'strict $.n + 1') FROM jp ORDER BY id
DROP TABLE jp
SELECT jsonb_path_query_array('{"a":1}', 'lax $.a'), jsonb_path_query_array('{"a":1}', 'lax$.a'), jsonb_path_query_array('[1,2]', 'strict$[0]')
SELECT jsonb_path_query_array('1', '$ ? (@ == 1) ? (@ == 1)')
SELECT jsonb_path_query_array('[1,2,3]', '$[*] ? (@ == 1 || @ == 2 && @ == 3)')
SELECT jsonb_path_query_array('[1,2,3]', '$[*] ? ((@ == 1 || @ == 2) && @ >= 2)')
SELECT jsonb_path_query_array('1', '- - $'), jsonb_path_query_array('1', '-(-$)'), jsonb_path_query_array('[1]', '-$[0]')
SELECT jsonb_path_query_array('1', '1 + 2 * 3 - 4 / 2 % 3')
SELECT jsonb_path_query_array('1', '(1 + 2) * 3')
SELECT jsonb_path_query_array('1', '$ == 1 == true')
SELECT jsonb_path_query_array('1', '1 < 2 < 3')
SELECT jsonb_path_query_array('{"a":1}', '$."a"."b"'), jsonb_path_query_array('{"$a":1}', '$."$a"')
SELECT jsonb_path_query_array('{"a":1}', '$.a.a.a'), jsonb_path_query_array('[[[1]]]', '$.a')
SELECT jsonb_path_query_array('[[1,2],[3]]', '$[*][*]'), jsonb_path_query_array('[[1,2],[3]]', '$[*][0 to last]')
SELECT jsonb_path_query_array('[[1,2],[3]]', 'strict $[*][1]')
SELECT jsonb_path_query_array('[1,2,3]', '$[last, 0, last - 1]'), jsonb_path_query_array('[]', '$[last]'), jsonb_path_query_array('[]', '$[0]')
SELECT jsonb_path_query_array('[]', 'strict $[last]')
SELECT jsonb_path_query_array('{"a":[1,2]}', '$.a[$.a[0]]'), jsonb_path_query_array('[1,2]', '$[$.size() - 1]')
SELECT jsonb_path_query_array('[1,2]', '$[$[*]]')
SELECT jsonb_path_query_array('[1,2]', '$[1e9 * 10]')
SELECT jsonb_path_query_array('{"a":1}', '$.*.type()'), jsonb_path_query_array('{"a":1}', '$[*].a'), jsonb_path_query_array('{"a":1}', 'strict $[*]')
SELECT jsonb_path_query_array('{"a":1}', 'strict $.*'), jsonb_path_query_array('1', 'lax $.*'), jsonb_path_query_array('[{"a":1},2]', '$.*')
SELECT jsonb_path_query_array('1', 'strict $.*')
SELECT jsonb_path_query_array('[1,[2]]', 'strict $[*].size()')
SELECT jsonb_path_query_array('[1.0,2.50]', '$[*].floor()'), jsonb_path_query_array('[-0.5]', '$[*].ceiling()'), jsonb_path_query_array('[1e20]', '$[*].double()')
SELECT jsonb_path_query_array('["  1.5 ", "-1e3", "1.0"]', '$[*].double()')
SELECT jsonb_path_query_array('"inf"', '$.double()')
SELECT jsonb_path_query_array('{"a":null}', '$.a ? (@ == null)'), jsonb_path_query_array('[null]', '$[*] ? (@ != 1)'), jsonb_path_query_array('[[]]', '$[*] ? (@ != null)')
SELECT jsonb_path_query_array('["a","b"]', '$[*] ? (@ starts with $x)', '{"x":"b"}'), jsonb_path_query_array('["a",1]', '$ ? (@[*] starts with "a")')
SELECT jsonb_path_query_array('["a\nb"]', '$[*] ? (@ like_regex "^b" flag "m")'), jsonb_path_query_array('["a+b"]', '$[*] ? (@ like_regex "+" flag "q")')
SELECT jsonb_path_query_array('[1,2]', '$ ? (exists ($[*] ? (@ == 2)))'), jsonb_path_query_array('[1,2]', 'strict $ ? (exists (@.a))')
SELECT jsonb_path_query_array('1', 'exists($.a)'), jsonb_path_query_array('1', 'strict exists($.a)'), jsonb_path_query_array('1', '(strict_x == 1)')
SELECT jsonb_path_query_array('{"a":1}', '$.a + $.b')
SELECT jsonb_path_query_array('{"a":1}', 'strict $.a + $.b')
SELECT jsonb_path_query_array('1', '$ ? (@ == 1).a'), jsonb_path_query_array('1', 'true'), jsonb_path_query_array('1', 'null'), jsonb_path_query_array('1', '"x"'), jsonb_path_query_array('1', '1.10')
SELECT jsonb_path_query_array('1', '$ ? (@ == "\u0041")'), jsonb_path_query_array('"A"', '$ ? (@ == "\u0041")'), jsonb_path_query_array('"A\tB"', '$ ? (@ == "A\tB")')
SELECT jsonb_path_query_array('1', '$ ? ($ == 1)'), jsonb_path_query_array('[1,2]', '$[*] ? (@ == $[1])')
SELECT jsonb_path_query_array('1', '$.a ? (@ > 1')
SELECT jsonb_path_query_array('1', '$[1 to]')
SELECT jsonb_path_query_array('1', '$.')
SELECT jsonb_path_query_array('1', '')
SELECT jsonb_path_query_array('1', 'strict')
SELECT jsonb_path_query_array('1', '$ $')
SELECT jsonb_path_query_array('1', '1a')
SELECT jsonb_path_query_array('1', '$ ? (@ == 1) is unknown')
SELECT jsonb_path_query_array('1', '!($ == 1)'), jsonb_path_query_array('1', '!exists($)'), jsonb_path_query_array('1', '($ == 1) is unknown')
SELECT jsonb_path_query_array('1', '!$ == 1')
SELECT jsonb_path_query_array('1', '$ ? (@)')
SELECT jsonb_path_query_array('1', '$ ? (1 == 1)'), jsonb_path_query_array('1', '$.abs().type()'), jsonb_path_query_array('1', '$.ABS()'), jsonb_path_query_array('{"size":3}', '$.size')
SELECT jsonb_path_query_array('1', '$.keyvalue')
SELECT jsonb_path_query_array('[1,2]', '$.size(1)')
SELECT jsonb_path_query_array('{"a":{"b":[{"c":1},{"c":2}]}}', '$.**.c'), jsonb_path_query_array('{"a":{"b":[{"c":1},{"c":2}]}}', 'strict $.**.c'), jsonb_path_query_array('[1,[2]]', '$.**{0}'), jsonb_path_query_array('[1,[2]]', '$.**{last}')
SELECT jsonb_path_query_array('{"a":[1,2,3]}', '$.a ? (@ > 1)'), jsonb_path_query_array('{"a":[[1,2],[3]]}', '$.a ? (@ > 1)'), jsonb_path_query_array('{"a":[[1,2],[3]]}', '$.a[*] ? (@ > 1)')
SELECT jsonb_path_exists('[1,"a"]', 'strict $[*] ? (@ > 0)'), jsonb_path_exists('[1,"a"]', '$[*] ? (@ > "a")'), jsonb_path_exists('{"a":[1,{"b":2}]}', 'strict $.a[*].b')
SELECT jsonb_path_exists('{"a":[{"b":2}, 1]}', 'strict $.a[*].b')
SELECT jsonb_path_exists('[1,"x"]', '$[*] + 1'), jsonb_path_exists('[1]', '$[0] / 0', '{}', true)
SELECT jsonb_path_exists('[1]', '$[0] / 0')
SELECT jsonb_path_exists('["x",1]', '$[*].abs()')
SELECT jsonb_path_exists('[1,"x"]', '$[*].abs()'), jsonb_path_exists('[1,"x"]', '$[*].type()'), jsonb_path_exists('[]', '$.size()')
SELECT jsonb_path_query_array('[1,2,3]', '$[*] ? (@ > $a)', '{"a":1,"b":2}', false), jsonb_path_query_array('[1,2,3]', '$[*] ? (@ > $"a")', '{"a":1}')
SELECT jsonb_path_query_array('{"a":1}', '$a')
SELECT jsonb_path_query_array('{"a":1}', '$x.a', '{"x":{"a":[1,2]}}'), jsonb_path_query_array('1', '$x[*] ? (@ > 1)', '{"x":[1,2,3]}'), jsonb_path_query_array('1', '$x + $', '{"x":2}')
SELECT jsonb_path_query_array('1', '$x', '{"x":null}'), jsonb_path_match('1', '$x', '{"x":true}'), jsonb_path_match('1', '$x', '{"x":null}')
SELECT jsonb_path_match('1', '$ == 1', silent => true)
SELECT jsonb_path_exists(target => '1', path => '$')
SELECT '1'::jsonb @@ '$ == 1', '1'::jsonb @@ '$', '1'::jsonb @@ '$ + "a" == 1', '[1,2]'::jsonb @? '$[5]', '[1,2]'::jsonb @? 'strict $[5]', '1'::jsonb @? '$ ? (@ == $x)'
SELECT NULL::jsonb @? '$', '1'::jsonb @@ NULL
SELECT '1' @? '$'
SELECT 'x'::text @? '$'
SELECT jsonb_path_query_first('[1,2]', '$[*]', '{}'), jsonb_path_query_first('[]', '$[*]'), jsonb_path_query_first('{"a":[1,2]}', 'lax $.a'), jsonb_path_query_first('{"a":[1,2]}', '$.a[*] ? (@ == 2)', '{}', false)
SELECT jsonb_path_query_array('[0.30, 0.3]', '$[0] == $[1]'), jsonb_path_query_array('[0.1]', '$[0] * 3'), jsonb_path_query_array('[1]', '$[0] / 3 * 3'), jsonb_path_query_array('[10]', '$[0] % 3.5')
SELECT jsonb_path_query_array('[1e-5, 100000000000000000000]', '$[*] * 1'), jsonb_path_query_array('["12"]', '$[0] + 1', '{}', true)
SELECT jsonb_path_query_array('{"a":{"b":{"c":{}}}}', '$.a.b.keyvalue()'), jsonb_path_query_array('{"k":[{"x":{"y":1}}]}', '$.k[0].x.keyvalue()')
SELECT jsonb_path_query_array('{"a":"é","b":{"c":1}}', '$.b.keyvalue().id'), jsonb_path_query_array('{"a":-12345678.9,"b":{"c":1}}', '$.b.keyvalue().id'), jsonb_path_query_array('{"a":1e100,"b":{"c":1}}', '$.b.keyvalue().id')
SELECT jsonb_path_query_array('{"a":0.0001,"b":{"c":1}}', '$.b.keyvalue().id'), jsonb_path_query_array('{"a":12345.000100,"b":{"c":1}}', '$.b.keyvalue().id'), jsonb_path_query_array('{"a":true,"b":{"c":1}}', '$.b.keyvalue().id')
SELECT * FROM jsonb_path_query('{"a":1}', 'strict $.b', silent => true)
SELECT * FROM jsonb_path_query('[1,2]', '$[*] ? (@ > $m)', vars => '{"m":1}')
SELECT jsonb_path_query_array('[1,2]', '$[*] ? (@ > $m)', vars => '{"m":1}', silent => false), jsonb_path_query_first(target => '[1,2]', path => '$[1]')
SELECT jsonb_path_exists('{"a":1}', 'strict $.b', silent => false)
SELECT jsonb_path_query_array('["a"]', 'LAX $.SIZE()'), jsonb_path_query_array('["a"]', '$[*] ? (@ LIKE_REGEX "a" FLAG "i")'), jsonb_path_query_array('["a"]', '$[LAST]'), jsonb_path_query_array('{"TRUE":1}', '$.TRUE')
SELECT jsonb_path_query_array('["a"]', 'TRUE')
SELECT jsonb_path_query_array('["a"]', '$ ? (@ == Null)')
select jsonb_path_query_array('1', '"\u0000"')
select jsonb_path_query_array('1', '"\u12"')
select jsonb_path_query_array('1', '"\uD83D\uDE00"'), jsonb_path_query_array('1', '"\u{1F600}"'), jsonb_path_query_array('1', '"\x41\t"')
select jsonb_path_query_array('1', '"abc')
select jsonb_path_query_array('1', '$."a')
select jsonb_path_query_array('1', '1.2.3')
select jsonb_path_query_array('1', '00')
select jsonb_path_query_array('1', '1e')
select jsonb_path_query_array('{"a b":1}', '$.a b')
select jsonb_path_query_array('1', '$ ? (@ == 1) ? (@ == 2 || @ == 1)'), jsonb_path_query_array('[1,2]', '$[0,1] ? (@ > 1)'), jsonb_path_query_array('{"é":1}', '$.é')
select jsonb_path_query_array('1', '$ ? (@ == 1) [0]'), jsonb_path_query_array('1', '$ . a'), jsonb_path_query_array('{"a":1}', '$ . a')
select jsonb_path_query_array('1', '$x', '{"x":1}', NULL), jsonb_path_exists('1', '$', NULL)
select jsonb_path_query_array('1', '-"a"')
select jsonb_path_query_array('1', '1 + true')
select jsonb_path_query_array('[1,2]', '$[*] ? (@ > 1).size() + 1')
select jsonb_path_query_array('{"a":[{"b":[1,2]},{"b":[3]}]}', '$.a.b'), jsonb_path_query_array('{"a":[{"b":[1,2]},{"b":[3]}]}', '$.a.b[*]'), jsonb_path_query_array('{"a":[{"b":[1,2]},{"b":[3]}]}', '$.a[*].b.size()')
select jsonb_path_query_array('1', '0.5 + 0 + 10')
select jsonb_path_query_array('1', '$ ? (@ == 01)')
