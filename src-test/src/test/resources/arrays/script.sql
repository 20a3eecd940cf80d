CREATE TABLE arr (id int PRIMARY KEY, tags text[], nums integer ARRAY, grid int[][], codes varchar(3)[], prices numeric(6,2)[])
INSERT INTO arr VALUES (1, '{a,b}', '{1,2}', '{{1,2},{3,4}}', '{x}', '{1.5,2}'), (2, ARRAY['c'], ARRAY[3], NULL, NULL, NULL), (3, '{}', '{2,1}', NULL, '{yy}', '{}')
INSERT INTO arr VALUES (4, '{"a b","",NULL,"NULL"}', '{NULL,5}', '{{7}}', '{abc}', '{0.125}')
INSERT INTO arr VALUES (5, '{a}', '{1.7}', NULL, NULL, NULL)
INSERT INTO arr VALUES (6, '{a}', '{1}', NULL, '{abcd}', NULL)
INSERT INTO arr VALUES (7, 'x', '{1}', NULL, NULL, NULL)
SELECT * FROM arr ORDER BY id
SELECT id, tags[1], tags[2], nums[0], nums[2], grid[2][1], grid[1], grid[1][1][1] FROM arr ORDER BY id
SELECT id, nums[1:1], nums[:1], nums[2:], grid[1:1], grid[2][1:2], grid[:][2:2] FROM arr ORDER BY id
SELECT id FROM arr WHERE tags @> '{a}' ORDER BY id
SELECT id FROM arr WHERE '{1}' <@ nums ORDER BY id
SELECT id FROM arr WHERE nums && ARRAY[2,5] ORDER BY id
SELECT id FROM arr WHERE 2 = ANY(nums) ORDER BY id
SELECT id FROM arr WHERE 1 <> ALL(nums) ORDER BY id
SELECT id, 5 = ANY(nums), 5 = ALL(nums), 5 > SOME(nums) FROM arr ORDER BY id
SELECT id FROM arr WHERE id = ANY('{1,3,9}') ORDER BY id
SELECT id FROM arr WHERE id = ANY(ARRAY[2,4]::bigint[]) ORDER BY id
SELECT nums, count(*) FROM arr GROUP BY nums ORDER BY nums
SELECT DISTINCT tags FROM arr ORDER BY tags DESC
SELECT id, nums FROM arr ORDER BY nums, id
SELECT id, nums || 9, 0 || nums, nums || ARRAY[8,9], nums || '{7}', tags || 'z'::text FROM arr ORDER BY id
SELECT array_agg(id ORDER BY id DESC), array_agg(nums[1] ORDER BY id), array_agg(DISTINCT tags[1]) FROM arr
SELECT array_agg(id) FILTER (WHERE id > 2), array_agg(tags[1] ORDER BY tags[1] NULLS FIRST) FROM arr
SELECT array_agg(nums ORDER BY id) FROM arr WHERE id IN (1, 3)
SELECT array_agg(id) FROM arr WHERE id > 100
SELECT id, array_length(nums, 1), array_length(grid, 2), cardinality(grid), array_ndims(tags), array_dims(grid), array_lower(nums, 1), array_upper(nums, 1) FROM arr ORDER BY id
SELECT id, array_to_string(tags, ','), array_to_string(tags, ',', '*'), array_position(nums, 1), array_positions(tags, NULL) FROM arr ORDER BY id
SELECT * FROM unnest(ARRAY[1,2,3]) WITH ORDINALITY AS u(x, n)
SELECT * FROM unnest('{a,b}'::text[], ARRAY[1,2,3]) AS u(x, y)
SELECT u FROM unnest('{{1,2},{3,4}}'::int[]) AS u
UPDATE arr SET nums = array_append(nums, 10) WHERE id = 2
UPDATE arr SET tags = array_remove(tags, 'a') WHERE id IN (1, 6)
SELECT id, tags, nums FROM arr WHERE id IN (1, 2, 6) ORDER BY id
SELECT '{1,2}'::int[]
SELECT '{ 1 , 2 }'::int[], '{ a b , "c d" }'::text[], '{"",NULL,"NULL",null}'::text[]
SELECT '{a\,b,c\"d,"e\\f"}'::text[]
SELECT '[0:2]={1,2,3}'::int[], '[2]={1,2}'::int[], ('[0:2]={1,2,3}'::int[])[0]
SELECT '{{1,2},{3,4}}'::int[], '{}'::int[], ARRAY[]::text[]
SELECT '{{},{}}'::int[]
SELECT '{1,2'::int[]
SELECT '{{1,2},{3}}'::int[]
SELECT '1,2'::int[]
SELECT '{1,2}x'::int[]
SELECT '{ "a" b}'::text[]
SELECT '{{1},2}'::int[]
SELECT '{{{{{{{1}}}}}}}'::int[]
SELECT '{1,x}'::int[]
SELECT ARRAY['a b', '', 'x"y', 'NuLL', 'q\r', '{}', ',']
SELECT ARRAY[timestamp '2020-01-01 10:00', NULL], ARRAY[date '2020-01-02'], ARRAY[true, false, NULL]
SELECT ARRAY[1, 2.5], ARRAY[ARRAY[1,2], ARRAY[3,4]], ARRAY[[1,2],[3,4]]
SELECT ARRAY[[1,2],[3]]
SELECT ARRAY['a', 1]
SELECT ARRAY[]
SELECT '{1.50,2}'::numeric[] = '{1.5,2.0}'::numeric[], '{}'::int[] = '{}'::int[], '{1,NULL}'::int[] = '{1,NULL}'::int[]
SELECT '{1,NULL}'::int[] < '{1,2}'::int[], '{1,2}'::int[] < '{1,2,3}'::int[], '{{1,2}}'::int[] = '{1,2}'::int[], '{{1,2}}'::int[] < '{1,2}'::int[], ARRAY[2] > ARRAY[1,9]
SELECT '{1.5,2.5}'::numeric[]::int[], ARRAY[1,2]::text[], '{1,2}'::int[]::bigint[], '{abcdef}'::varchar(3)[], CAST(ARRAY[1,2] AS text)
SELECT ARRAY[1,2] || ARRAY[3], ARRAY[[1,2]] || ARRAY[3,4], ARRAY[1,2] || ARRAY[[3,4]], '{}'::int[] || ARRAY[1], ARRAY[1] || NULL::int[]
SELECT array_prepend(0, '[5:6]={1,2}'::int[]), array_append('[5:6]={1,2}'::int[], 3), array_cat(ARRAY[1], ARRAY[2,3])
SELECT ARRAY[[1,2]] || ARRAY[[3]]
SELECT ARRAY[1,NULL] @> ARRAY[NULL::int], ARRAY[1,2,3] @> ARRAY[3,1], '{}'::int[] @> '{}'::int[], ARRAY[1,2] && ARRAY[3]
SELECT ARRAY[1] @> ARRAY['a']
SELECT 1 = ANY(ARRAY[1,NULL]), 3 = ANY(ARRAY[1,NULL]), 3 = ALL(ARRAY[3,3]), 3 <> ALL(ARRAY[1,NULL]), NULL::int = ANY('{}'::int[]), NULL::int = ALL('{}'::int[])
SELECT 1 = ANY(1)
SELECT array_remove(ARRAY[1,2,1,NULL], 1), array_remove(ARRAY[1,NULL], NULL), array_replace(ARRAY[1,2,1], 1, 9), array_position(ARRAY['a','b','a'], 'a', 2), array_positions(ARRAY[1,2,1,NULL], 1)
SELECT array_remove('{{1,2},{3,4}}'::int[], 1)
SELECT array_position('{{1,2},{3,4}}'::int[], 1)
SELECT string_to_array('a,b,,c', ','), string_to_array('a,b,,c', ',', ''), string_to_array('abc', NULL), string_to_array('abc', ''), string_to_array('', ','), string_to_array(NULL, ',')
SELECT array_length('{}'::int[], 1), cardinality('{}'::int[]), array_ndims('{}'::int[]), array_dims('[0:1]={1,2}'::int[]), array_lower('[0:2]={1,2,3}'::int[], 1)
SELECT (ARRAY[1,2,3,4])[2:3], (ARRAY[1,2,3,4])[:2], (ARRAY[1,2,3,4])[3:], (ARRAY[1,2,3,4])[5:6], (ARRAY[1,2,3])[NULL], ('[0:2]={1,2,3}'::int[])[0:1]
SELECT (ARRAY[1,2])[1.6]
SELECT (1)[1]
SELECT (ARRAY['a'])['x']
SELECT ARRAY(SELECT id FROM arr ORDER BY id DESC), ARRAY(SELECT id FROM arr WHERE id > 100), ARRAY(SELECT tags FROM arr WHERE id = 1)
SELECT id, ARRAY(SELECT a.id FROM arr a WHERE a.id < arr.id ORDER BY a.id) FROM arr ORDER BY id
SELECT array_agg(x), array_agg(DISTINCT x) FROM unnest('{b,NULL,a,b}'::text[]) AS x
SELECT ARRAY[1,2] = '{1,2}', ARRAY[1] || ARRAY[2::bigint], array_cat(ARRAY[1], ARRAY[1.5]), ARRAY[1] || 2.5, 1::bigint = ANY(ARRAY[1]), 1.5 = ANY(ARRAY[1])
SELECT ARRAY['a']::varchar[] = ARRAY['a'::text]
SELECT ARRAY[1] = ARRAY[1::bigint]
SELECT ARRAY[1] < ARRAY[1.5]
SELECT ARRAY[1] @> ARRAY[2::bigint]
SELECT ARRAY[1] = ARRAY['a']
SELECT (ARRAY[ARRAY[1,2],ARRAY[3,4]])[2], (ARRAY[ARRAY[1,2],ARRAY[3,4]])[2][2], ('{{1,2},{3,4}}'::int[])[1:2][2]
SELECT ARRAY[NULL], ARRAY[NULL, 1], ARRAY[[NULL]]::int[], '{NULL}'::int[] IS NULL
SELECT ARRAY['{1}'::int[], NULL]
SELECT array_to_string(ARRAY[1.5, 2], '-'), array_to_string('{}'::int[], ','), array_to_string(NULL::int[], ',')
CREATE INDEX arr_nums ON arr (nums)
SELECT id FROM arr WHERE nums = '{2,1}'
SELECT id FROM arr WHERE nums > '{1}' ORDER BY nums, id
SELECT id FROM arr WHERE nums <= '{2}' ORDER BY nums DESC, id
