SELECT film_id FROM film WHERE fulltext @@ to_tsquery('english', 'zebra')
SELECT film_id, title FROM film WHERE fulltext @@ to_tsquery('english', 'zebra & hunter')
SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', 'zebra') AND film_id > 1500
SELECT film_id FROM film WHERE fulltext @@ 'zebra'::tsquery
UPDATE film SET title = title WHERE fulltext @@ to_tsquery('english', 'zebra')
DELETE FROM film WHERE fulltext @@ to_tsquery('english', 'nosuchword')
