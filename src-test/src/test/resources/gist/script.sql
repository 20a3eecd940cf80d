CREATE TABLE film (film_id int PRIMARY KEY, title text NOT NULL, description text, fulltext tsvector)
INSERT INTO film SELECT g, 'FILM ' || (ARRAY['ACADEMY','AFRICAN','AGENT','ALABAMA','ALI','BEAST','CHAMBER','DINOSAUR'])[1 + g % 8] || ' ' || (ARRAY['DINOSAUR','EGG','SECRETARY','DEVIL','FOREVER','HUNCHBACK'])[1 + g % 6], 'A ' || (ARRAY['Epic','Boring','Fateful','Touching','Action-Packed','Astounding'])[1 + g % 6] || ' ' || (ARRAY['Drama','Story','Saga','Documentary','Yarn'])[1 + g % 5] || ' of a ' || (ARRAY['Dog','Cat','Astronaut','Moose','Robot','Pioneer','Hunter'])[1 + g % 7] || ' And a ' || (ARRAY['Teacher','Crocodile','Monkey','Sumo Wrestler'])[1 + g % 4] || ' who must ' || (ARRAY['Chase','Fight','Meet','Outrace'])[1 + g % 11 % 4] || ' a ' || (ARRAY['Boat','Pastry Chef','Squirrel','Mad Scientist'])[1 + g % 13 % 4] || ' in ' || (ARRAY['Ancient China','A Shark Tank','The Gulf of Mexico','Berlin','Nigeria'])[1 + g % 17 % 5], NULL FROM generate_series(1, 3000) g
UPDATE film SET fulltext = to_tsvector('english', title || ' ' || coalesce(description, ''))
UPDATE film SET fulltext = to_tsvector('english', 'Rare Zebra ' || fulltext::text) WHERE film_id % 97 = 0
INSERT INTO film VALUES (3001, 'EMPTY', '', ''), (3002, 'NULL', NULL, NULL), (3003, 'LONG', NULL, to_tsvector('english', (SELECT string_agg('word' || g, ' ') FROM generate_series(1, 300) g)))
CREATE INDEX film_fulltext_idx ON film USING gist (fulltext)
ANALYZE film
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'film' ORDER BY 1
SELECT c.relname, a.amname FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname LIKE 'film%' ORDER BY 1
SELECT pg_get_indexdef('film_fulltext_idx'::regclass)
SELECT amname, amtype FROM pg_am WHERE amname = 'gist'
SELECT i.indisunique, i.indisprimary, i.indnatts FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'film_fulltext_idx'
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'dog')
SELECT film_id FROM film WHERE fulltext @@ to_tsquery('english', 'zebra') ORDER BY film_id
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra & dog')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra | crocodile')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', '!dog')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'moose & !teacher')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'astro:*')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'mad <-> scientist')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'scientist <-> mad')
SELECT count(*) FROM film WHERE fulltext @@ plainto_tsquery('english', 'sumo wrestler')
SELECT count(*) FROM film WHERE fulltext @@ phraseto_tsquery('english', 'gulf of mexico')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'dinosaur:A')
SELECT film_id FROM film WHERE fulltext @@ to_tsquery('english', 'word150 & word7') ORDER BY film_id
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'nosuchword')
SELECT count(*) FROM film WHERE fulltext @@ NULL::tsquery
SELECT film_id, title FROM film WHERE fulltext @@ to_tsquery('english', 'zebra & hunter') ORDER BY film_id LIMIT 5
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra') AND film_id > 1500
UPDATE film SET fulltext = to_tsvector('english', 'unicorn parade') WHERE film_id % 250 = 0
SELECT film_id FROM film WHERE fulltext @@ to_tsquery('english', 'unicorn') ORDER BY film_id
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra')
DELETE FROM film WHERE film_id % 3 = 0
VACUUM film
SELECT film_id FROM film WHERE fulltext @@ to_tsquery('english', 'zebra') ORDER BY film_id
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'unicorn | dog')
INSERT INTO film SELECT 4000 + g, 'NEW', 'a new zebra', to_tsvector('english', 'a new zebra ' || g) FROM generate_series(1, 500) g
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra & new')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra & 42')
UPDATE film SET title = title || '!' WHERE fulltext @@ to_tsquery('english', 'unicorn')
SELECT count(*) FROM film WHERE title LIKE '%!'
DELETE FROM film WHERE fulltext @@ to_tsquery('english', 'new & 7')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'new')
TRUNCATE film
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'dog')
INSERT INTO film VALUES (1, 'A', 'x', to_tsvector('english', 'brave dog')), (2, 'B', 'y', to_tsvector('english', 'lazy cat'))
SELECT film_id FROM film WHERE fulltext @@ to_tsquery('english', 'dog | cat') ORDER BY film_id
CREATE INDEX film_fulltext_ops ON film USING gist (fulltext tsvector_ops)
CREATE INDEX film_title_tsv ON film USING gist (to_tsvector('english', title))
CREATE INDEX film_part ON film USING gist (fulltext) WHERE film_id > 1
SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'film' AND indexname <> 'film_title_tsv' ORDER BY 1
SELECT film_id FROM film WHERE to_tsvector('english', title) @@ to_tsquery('english', 'b') ORDER BY film_id
CREATE UNIQUE INDEX film_u ON film USING gist (fulltext)
CREATE INDEX film_t ON film USING gist (title)
CREATE INDEX film_i ON film USING gist (film_id)
CREATE INDEX film_x ON film USING gist (fulltext gin_trgm_ops)
CREATE INDEX film_y ON film USING gist (title tsvector_ops)
CREATE INDEX film_z ON film USING gist (fulltext DESC)
CREATE INDEX film_z ON film USING gist (fulltext NULLS FIRST)
DROP INDEX film_fulltext_idx
SELECT indexname FROM pg_indexes WHERE tablename = 'film' ORDER BY 1
