-- GIN and hash indexes on partitioned tables: created on each partition (named as the partition's
-- own), on partitions created or attached later, kept when a partition already has a matching
-- one; each leaf's scan uses its index (plans with enable_seqscan off).
CREATE TABLE docs (id int, region text, tags text[], attrs jsonb, code text) PARTITION BY LIST (region);
CREATE TABLE docs_east PARTITION OF docs FOR VALUES IN ('east');
CREATE TABLE docs_west PARTITION OF docs FOR VALUES IN ('west');
INSERT INTO docs SELECT g, CASE WHEN g % 2 = 0 THEN 'east' ELSE 'west' END, ARRAY['t' || (g % 7)], jsonb_build_object('k', g % 5), 'c' || (g % 9) FROM generate_series(1, 400) g;
CREATE INDEX docs_tags ON docs USING gin (tags);
CREATE INDEX docs_code ON docs USING hash (code);
CREATE INDEX docs_multi ON docs USING gin (tags, attrs jsonb_path_ops);
CREATE TABLE docs_north PARTITION OF docs FOR VALUES IN ('north');
CREATE TABLE docs_south (id int, region text, tags text[], attrs jsonb, code text);
INSERT INTO docs_south VALUES (1000, 'south', '{t3,s}', '{"k": 1}', 'c3');
ALTER TABLE docs ATTACH PARTITION docs_south FOR VALUES IN ('south');
INSERT INTO docs VALUES (1001, 'north', '{t3,n}', '{"k": 2}', 'c3');
SELECT tablename, indexname, indexdef FROM pg_indexes WHERE tablename LIKE 'docs%' ORDER BY 1, 2;
SELECT c.relname, c.relkind, a.amname FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname LIKE 'docs%' AND c.relkind IN ('i', 'I') ORDER BY 1;
ANALYZE docs;
SET enable_seqscan = off;
SELECT count(*) FROM docs WHERE code = 'c3';
EXPLAIN (COSTS OFF) SELECT id FROM docs WHERE region = 'east' AND attrs @> '{"k": 1}';
SELECT count(*) FROM docs WHERE region = 'east' AND attrs @> '{"k": 1}';
SELECT count(*) FROM docs WHERE tags @> '{t3}';
SELECT id FROM docs WHERE tags @> '{t3}' AND attrs @> '{"k": 1}' AND region IN ('south', 'north') ORDER BY id;
UPDATE docs SET region = 'north' WHERE id = 1000;
SELECT id, region FROM docs WHERE tags @> '{s}';
DELETE FROM docs WHERE tags @> '{n}';
SELECT count(*) FROM docs WHERE tags @> '{n}';
RESET enable_seqscan;
DROP INDEX docs_east_tags_idx;
DROP INDEX docs_tags;
SELECT indexname FROM pg_indexes WHERE tablename LIKE 'docs%' ORDER BY 1;
CREATE UNIQUE INDEX docs_bad ON docs USING hash (id, region);
CREATE INDEX docs_bad ON docs USING hash (id, region);
