#!/usr/bin/env bash
# Re-records explain.tsv from a PostgreSQL 15 server: the setup statements of script.sql up to ANALYZE
# run in a fresh database, then each statement of explain.sql as "EXPLAIN (COSTS OFF) statement" with
# the default settings (no enable_* switch: the GiST index is chosen by cost), written as
# "statement<TAB>plan" with the plan's lines joined by U+2424. Run where psql reaches the server, e.g.
# as the postgres user:  bash record_explain.sh > explain.tsv
set -euo pipefail
cd "$(dirname "$0")"
DB=${DB:-lanin_gist_explain}
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB" >/dev/null 2>&1
PSQL="psql -X -q -A -t -d $DB"
sed '/^ANALYZE/q' script.sql | while IFS= read -r s; do $PSQL -c "$s" >/dev/null; done
while IFS= read -r s; do
    [ -z "$s" ] && continue
    r=$($PSQL -c "EXPLAIN (COSTS OFF) $s" | awk 'BEGIN { ORS = "" } NR > 1 { print "\xe2\x90\xa4" } { print }')
    printf '%s\t%s\n' "$s" "$r"
done < explain.sql
psql -X -q -d postgres -c "DROP DATABASE $DB" >/dev/null
