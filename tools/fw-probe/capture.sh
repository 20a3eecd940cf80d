#!/bin/sh
# Re-captures the framework corpus (src-test/src/test/resources/frameworks/pg15/*.sql) from a local
# PostgreSQL 15: a fresh database "catalog" with log_statement = all, the probe run against it, and
# the server log cut into one file per phase. Run as root from the repository root.
set -e
PROBE=$(mktemp -d)
cp -r tools/fw-probe/pom.xml tools/fw-probe/src "$PROBE"/
(cd "$PROBE" && mvn -B -q dependency:copy-dependencies -DoutputDirectory=target/lib && mkdir -p target/classes \
  && javac -d target/classes -cp "target/lib/*" src/main/java/probe/*.java && cp -r src/main/resources/* target/classes/)
su postgres -c "psql -q -c 'drop database if exists catalog' -c \"do \\\$\\\$ begin create role catalog login superuser password 'catalog'; exception when duplicate_object then null; end \\\$\\\$\" -c 'create database catalog owner catalog' -c \"alter database catalog set log_statement = 'all'\""
LOG=$(ls -t /var/log/postgresql/postgresql-15-*.log | head -1)
START=$(wc -l < "$LOG")
java -cp "$PROBE/target/classes:$PROBE/target/lib/*" probe.Probe jdbc:postgresql://localhost:5432/catalog catalog catalog > "$PROBE/run.log" 2>&1
tail -n +$((START + 1)) "$LOG" > "$PROBE/pg.log"
rm -rf src-test/src/test/resources/frameworks/pg15
python3 tools/fw-probe/extract_corpus.py "$PROBE/pg.log" catalog@catalog src-test/src/test/resources/frameworks/pg15
