CREATE TABLE docs (id int PRIMARY KEY, tags text[], nums int[], doc jsonb, body text, tv tsvector)
INSERT INTO docs SELECT g, ARRAY['t' || (g % 7), 'u' || (g % 13)], ARRAY[g % 5, g % 11], jsonb_build_object('a', g % 3, 'k' || (g % 4), 'x', 'tags', jsonb_build_array('p' || (g % 6), g % 2 = 0)), 'b' || (g % 50), to_tsvector('simple', 'word' || (g % 9) || ' common w' || (g % 17)) FROM generate_series(1, 2000) g
INSERT INTO docs VALUES (2001, '{}', '{}', '{}', '', ''), (2002, NULL, NULL, NULL, NULL, NULL), (2003, '{NULL}', '{NULL}', '[]', 'x', 'x'), (2004, ARRAY['t1', NULL], ARRAY[1, 1, 1], '"t1"', 'a', 'a:1 word1:2')
INSERT INTO docs VALUES (2005, ARRAY[repeat('long', 100)], ARRAY[-1], jsonb_build_object(repeat('k', 200), repeat('v', 300), 'n', 1.50), repeat('z', 10), 'prefixed:1 preface:2')
CREATE INDEX docs_tags ON docs USING gin (tags)
CREATE INDEX docs_nums ON docs USING gin (nums)
CREATE INDEX docs_doc ON docs USING gin (doc)
CREATE INDEX docs_docp ON docs USING gin (doc jsonb_path_ops)
CREATE INDEX docs_tv ON docs USING gin (tv)
CREATE INDEX docs_body ON docs USING hash (body)
ANALYZE docs
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'docs' ORDER BY 1
SELECT c.relname, a.amname FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname LIKE 'docs%' ORDER BY 1
SELECT pg_get_indexdef('docs_docp'::regclass)
SELECT count(*), min(id), max(id) FROM docs WHERE tags @> '{t3}'
SELECT id FROM docs WHERE tags @> '{t3,u5}' ORDER BY id
SELECT id FROM docs WHERE tags @> ARRAY['t3', 'u5', 'zz'] ORDER BY id
SELECT count(*) FROM docs WHERE tags @> '{}'
SELECT count(*) FROM docs WHERE tags @> '{NULL}'
SELECT id FROM docs WHERE tags <@ '{t1,u1,zz}' ORDER BY id
SELECT id FROM docs WHERE '{t1,u1}' @> tags ORDER BY id
SELECT count(*) FROM docs WHERE tags && '{t2,u0}'
SELECT count(*) FROM docs WHERE '{t2,u0}' && tags
SELECT count(*) FROM docs WHERE tags && '{}'
SELECT id FROM docs WHERE tags = '{t1,u1}' ORDER BY id
SELECT id FROM docs WHERE tags = '{}' ORDER BY id
SELECT id FROM docs WHERE tags @> ARRAY[repeat('long', 100)] ORDER BY id
SELECT count(*) FROM docs WHERE nums @> '{3,7}'
SELECT id FROM docs WHERE nums <@ '{1}' ORDER BY id
SELECT count(*) FROM docs WHERE nums && ARRAY[4] AND id > 1000
SELECT count(*) FROM docs WHERE doc @> '{"a": 1}'
SELECT count(*) FROM docs WHERE doc @> '{"a": 1, "k2": "x"}'
SELECT count(*) FROM docs WHERE doc @> '{"tags": ["p3"]}'
SELECT count(*) FROM docs WHERE doc @> '{"tags": [true]}'
SELECT count(*) FROM docs WHERE doc @> '{"tags": "p3"}'
SELECT id FROM docs WHERE doc @> '"t1"' ORDER BY id
SELECT id FROM docs WHERE doc @> '{"n": 1.5}' ORDER BY id
SELECT count(*) FROM docs WHERE doc @> '{}'
SELECT count(*) FROM docs WHERE doc @> '[]'
SELECT count(*) FROM docs WHERE doc ? 'k1'
SELECT count(*) FROM docs WHERE doc ? 'p3'
SELECT id FROM docs WHERE doc ? 't1' ORDER BY id
SELECT count(*) FROM docs WHERE doc ?| ARRAY['k1', 'k2']
SELECT count(*) FROM docs WHERE doc ?| '{}'
SELECT count(*) FROM docs WHERE doc ?& ARRAY['k1', 'a']
SELECT count(*) FROM docs WHERE doc ?& '{}'
SELECT id FROM docs WHERE doc ? repeat('k', 200) ORDER BY id
SELECT count(*) FROM docs WHERE tv @@ 'word3'
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', 'word3 & w5')
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', 'word3 | w5')
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', '!word3')
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', 'common & !w5')
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', 'word3 <-> common')
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', 'common <-> word3')
SELECT id FROM docs WHERE tv @@ to_tsquery('simple', 'pref:*') ORDER BY id
SELECT id FROM docs WHERE tv @@ to_tsquery('simple', 'word1:B') ORDER BY id
SELECT count(*) FROM docs WHERE body = 'b7'
SELECT id FROM docs WHERE body = 'x' ORDER BY id
SELECT count(*) FROM docs WHERE body > 'b7'
UPDATE docs SET tags = tags || 'fresh'::text WHERE id % 100 = 0
UPDATE docs SET body = 'b7' WHERE id BETWEEN 10 AND 12
UPDATE docs SET doc = doc || '{"upd": 1}' WHERE id % 250 = 0
DELETE FROM docs WHERE tags @> '{t4,u4}'
SELECT id FROM docs WHERE tags @> '{fresh}' ORDER BY id
SELECT count(*) FROM docs WHERE tags @> '{t4}'
SELECT count(*) FROM docs WHERE body = 'b7'
SELECT id FROM docs WHERE doc ? 'upd' ORDER BY id
VACUUM docs
SELECT id FROM docs WHERE tags @> '{fresh}' ORDER BY id
SELECT count(*) FROM docs WHERE tags @> '{t4,u4}'
INSERT INTO docs VALUES (3000, '{fresh,t4,u4}', '{9}', '{"upd": 2}', 'b7', 'word3 common')
SELECT id FROM docs WHERE tags @> '{t4,u4}' ORDER BY id
SELECT count(*) FROM docs WHERE tv @@ to_tsquery('simple', 'word3 & common')
CREATE UNIQUE INDEX docs_bad ON docs USING hash (id)
CREATE INDEX docs_bad ON docs USING hash (id, body)
CREATE INDEX docs_bad ON docs USING gin (id)
CREATE INDEX docs_bad ON docs USING gin (tags jsonb_ops)
CREATE INDEX docs_bad ON docs USING gin (doc jsonb_nope_ops)
CREATE INDEX docs_bad ON docs USING nosuch (id)
CREATE INDEX docs_bad ON docs USING gin (body)
CREATE INDEX docs_tags2 ON docs USING gin (tags array_ops)
CREATE INDEX docs_tv2 ON docs USING gin (tv tsvector_ops)
CREATE INDEX docs_doc2 ON docs USING gin (doc jsonb_ops)
SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN ('docs_tags2', 'docs_tv2', 'docs_doc2') ORDER BY 1
DROP INDEX docs_tags2
DROP INDEX docs_tv2, docs_doc2
CREATE TABLE p (id int, tags text[]) PARTITION BY RANGE (id)
SELECT count(*) FROM pg_indexes WHERE tablename = 'docs'
