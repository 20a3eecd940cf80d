SELECT film_id FROM film WHERE fulltext @@ 'zebra'::tsquery
SELECT film_id, title FROM film WHERE fulltext @@ 'zebra & hunter'::tsquery
SELECT count(*) FROM film WHERE fulltext @@ 'zebra'::tsquery AND film_id > 1500
SELECT film_id FROM film WHERE fulltext @@ 'zebra & !dog'::tsquery
UPDATE film SET title = title WHERE fulltext @@ 'zebra'::tsquery
DELETE FROM film WHERE fulltext @@ 'nosuchword'::tsquery
