#!/usr/bin/env bash
# Records the 22 TPC-H answers from a local PostgreSQL 15 into
# src-test/src/test/resources/tpch/sf<SF>/qNN.out (see tpch/README.md, "Recorded answers").
#
#   tpch/record-answers.sh [SF]        # default SF 0.01; run from anywhere, as root or a
#                                      # user who may create databases over the local socket
#
# Steps: build the kit, dump the generated tables as .tbl files (the same rows the JDBC loader
# inserts), create database tpch_record_<sf> from tpch/src/main/resources/org/lanin/tpch/schema.sql,
# COPY the files in, build the indexes, ANALYZE, run each query file with psql and keep its
# unaligned output (header line, '|' between cells, NULL as \N). The database is dropped at the end.
set -euo pipefail

SF=${1:-0.01}
root=$(cd "$(dirname "$0")/.." && pwd)
kit=$root/tpch/src/main/resources/org/lanin/tpch
out=$root/src-test/src/test/resources/tpch/sf$SF
db=tpch_record_$(echo "$SF" | tr -c '0-9\n' '_')
work=$(mktemp -d)
chmod 755 "$work"   # psql may run as the postgres user and must read the .tbl files
trap 'rm -rf "$work"' EXIT

psql_() {   # $1: psql's arguments as shell text; as the postgres superuser when we are root
    if [ "$(id -u)" = 0 ]; then
        su postgres -c "psql -X -q -v ON_ERROR_STOP=1 $1"
    else
        sh -c "psql -X -q -v ON_ERROR_STOP=1 $1"
    fi
}

echo "== build the kit and dump SF $SF"
(cd "$root" && mvn -B -q -o -pl tpch package -DskipTests \
    && mvn -B -q -o -pl tpch dependency:build-classpath -Dmdep.outputFile="$work/cp.txt")
java -cp "$root/tpch/target/classes:$(cat "$work/cp.txt")" org.lanin.tpch.TblDump "$SF" "$work"
chmod 644 "$work"/*.tbl

echo "== load PostgreSQL database $db"
psql_ "-d postgres -c 'DROP DATABASE IF EXISTS $db'"
psql_ "-d postgres -c 'CREATE DATABASE $db'"
{
    sed -n '/^-- section: tables/,/^-- section: indexes/p' "$kit/schema.sql"
    for t in region nation part supplier partsupp customer orders lineitem; do
        echo "\\copy $t FROM '$work/$t.tbl' WITH (FORMAT text, DELIMITER '|')"
    done
    sed -n '/^-- section: indexes/,$p' "$kit/schema.sql"
    echo "ANALYZE;"
} > "$work/load.sql"
chmod 644 "$work/load.sql"
psql_ "-d $db -f $work/load.sql"

echo "== record answers into $out"
mkdir -p "$out"
for q in "$kit"/queries/q*.sql; do
    name=$(basename "$q" .sql)
    cp "$q" "$work/$name.sql" && chmod 644 "$work/$name.sql"
    psql_ "-d $db -A -F '|' -P footer=off -P 'null=\\N' -f $work/$name.sql" > "$out/$name.out"
    echo "$name: $(($(wc -l < "$out/$name.out") - 1)) rows"
done
psql_ "-d postgres -c 'DROP DATABASE $db'"
{
    echo "Recorded by tpch/record-answers.sh $SF on $(date -u +%Y-%m-%d)"
    psql_ "-d postgres -A -t -c 'SELECT version()'"
} > "$out/RECORDED"
