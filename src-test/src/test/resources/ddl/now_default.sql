-- Special date/time input strings ('now', 'today', 'tomorrow', 'yesterday', 'epoch', 'allballs') and column
-- defaults written with them: PostgreSQL folds a cast of such a literal to a constant when the table is
-- created ('now'::date is the creation day, kept as '2026-12-02'::date), unlike now() / CURRENT_DATE, which
-- stay calls evaluated at each INSERT. Compared against the day and time so the recording does not age.
SELECT 'epoch'::date, 'epoch'::timestamp, 'epoch'::timestamptz, date 'epoch', timestamp 'epoch';
SELECT 'today'::date = current_date, 'tomorrow'::date - 'yesterday'::date, 'now'::date = current_date;
SELECT 'today'::timestamp = date_trunc('day', localtimestamp), 'tomorrow'::timestamp - 'today'::timestamp;
SELECT ' TODAY '::date = current_date, 'Now'::timestamptz <= now() + interval '1 second';
SELECT 'yesterday'::timestamptz = date_trunc('day', now()) - interval '1 day';
SELECT 'allballs'::time;
SELECT 'today 12:00'::timestamp = date_trunc('day', localtimestamp) + interval '12 hours';
SELECT 'nowish'::date;
CREATE TABLE d1 (id int, a date DEFAULT 'now'::date, b date DEFAULT 'today', c timestamp DEFAULT 'now'::timestamp, e timestamp DEFAULT now(), f date DEFAULT current_date, g text DEFAULT 'now', h date DEFAULT 'tomorrow');
SELECT column_name, column_default = quote_literal(current_date::text) || '::date' FROM information_schema.columns WHERE table_name = 'd1' AND column_name IN ('a', 'b') ORDER BY 1;
SELECT column_default = quote_literal((current_date + 1)::text) || '::date' FROM information_schema.columns WHERE table_name = 'd1' AND column_name = 'h';
SELECT column_default LIKE '''' || current_date::text || ' %''::timestamp without time zone' FROM information_schema.columns WHERE table_name = 'd1' AND column_name = 'c';
SELECT column_name, column_default FROM information_schema.columns WHERE table_name = 'd1' AND column_name = 'e';
INSERT INTO d1 (id) VALUES (1);
SELECT a = current_date, b = current_date, c <= localtimestamp, e <= localtimestamp, f = current_date, g, h = current_date + 1 FROM d1;
ALTER TABLE d1 ADD COLUMN k date DEFAULT 'yesterday';
SELECT k = current_date - 1 FROM d1;
SELECT column_default = quote_literal((current_date - 1)::text) || '::date' FROM information_schema.columns WHERE table_name = 'd1' AND column_name = 'k';
