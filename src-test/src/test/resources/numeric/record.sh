#!/usr/bin/env bash
# Re-records expected.tsv from a PostgreSQL 15 server: one line per expression of inputs.txt,
# "expression<TAB>text of the result" or "expression<TAB>ERROR <SQLSTATE>". Run where psql can
# reach the server (here: su postgres -c "psql ..."), e.g.  bash record.sh > expected.tsv
set -euo pipefail
cd "$(dirname "$0")"
PSQL=${PSQL:-psql -X -q -A -t -v VERBOSITY=verbose}
while IFS= read -r e; do
    r=$($PSQL -c "select ($e)::text" 2>&1 | head -1 || true)
    if grep -q 'ERROR:' <<<"$r"; then
        r="ERROR $(sed 's/.*ERROR:  \([0-9A-Z]*\): .*/\1/' <<<"$r")"
    fi
    printf '%s\t%s\n' "$e" "$r"
done < inputs.txt
