#!/bin/sh
# Re-records pg15_pg_stats.tsv and pg15_reltuples.tsv from a local PostgreSQL 15 server:
#   sh src-test/src/test/resources/stats/record.sh    (as a user that may run `su postgres`)
# It creates a scratch database, runs analyze_cases.sql in UTC and dumps pg_stats and reltuples.
set -e
here=$(cd "$(dirname "$0")" && pwd)
db=lanin_stats_record
su postgres -c "dropdb --if-exists $db && createdb $db"
psql_run() {
  su postgres -c "PGTZ=UTC psql -X -q -v ON_ERROR_STOP=1 -d $db $*"
}
psql_run "-f $here/analyze_cases.sql" > /dev/null
psql_run "-A -F '	' -t -P null='<NULL>' -c \"SELECT tablename, attname, inherited, null_frac, avg_width, n_distinct,
  most_common_vals, most_common_freqs, histogram_bounds, correlation FROM pg_stats WHERE schemaname = 'public'
  ORDER BY tablename, attname, inherited\"" > "$here/pg15_pg_stats.tsv"
psql_run "-A -F '	' -t -c \"SELECT relname, reltuples FROM pg_class WHERE relnamespace = 'public'::regnamespace
  AND relkind IN ('r', 'p') ORDER BY relname\"" > "$here/pg15_reltuples.tsv"
su postgres -c "dropdb $db"
echo "recorded $(wc -l < "$here/pg15_pg_stats.tsv") pg_stats rows"
