#!/usr/bin/env bash
# Re-records expected.tsv (long IN lists and ARRAY constructors) from a PostgreSQL 15 server: one line per statement of script.sql, run in
# order in a fresh database, as "statement<TAB>result". A query's result is its rows as psql -A
# prints them (columns joined by |, NULL as NULL), rows joined by the character U+2424; a statement
# that fails gives "ERROR <SQLSTATE>"; one that succeeds without rows gives "OK".
# Run where psql reaches the server, e.g. as the postgres user:  bash record.sh > expected.tsv
set -euo pipefail
cd "$(dirname "$0")"
DB=${DB:-lanin_inlists_record}
psql -X -q -d postgres -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB" >/dev/null
PSQL="psql -X -q -A -t -F | -P null=NULL -v VERBOSITY=verbose -d $DB"
while IFS= read -r s; do
    [ -z "$s" ] && continue
    if r=$($PSQL -c "$s" 2>&1); then
        if [ -z "$r" ]; then
            r="OK"
        else
            r=$(printf '%s' "$r" | awk 'BEGIN { ORS = "" } NR > 1 { print "\xe2\x90\xa4" } { print }')
        fi
    else
        r="ERROR $(grep -m1 'ERROR:' <<<"$r" | sed 's/.*ERROR:  \([0-9A-Z]*\): .*/\1/')"
    fi
    printf '%s\t%s\n' "$s" "$r"
done < script.sql
psql -X -q -d postgres -c "DROP DATABASE $DB" >/dev/null
