#!/usr/bin/env python3
"""Proposes corpus skip-list entries: records that fail on Lanin AND on a real PostgreSQL with the same answer.

Run the corpus on both first (same -Dsqllogic.corpus.include), from the repository root:
  mvn -B -pl src-test -am test -Dtest='SqlLogicCorpusTest#passRates' -Dsurefire.failIfNoSpecifiedTests=false \
      -Dlanin.slow=true -Dsqllogic.corpus.include=REGEX
  mvn ... the same ... "-Dsqllogic.corpus.url=jdbc:postgresql://localhost/DB?user=U&password=P"
then:  python3 src-test/scripts/sqllogic-skips.py > /tmp/skips.txt
and review the lines before adding them to src-test/src/test/resources/sqllogic/corpus-skips.txt.
A record qualifies when both engines raise an error (any SQLSTATE: the record expected none, or
expected one and neither raised it the same way) or give exactly the same result; anything else is a
Lanin bug to fix, and is printed to stderr.
"""
import sys

BASE = 'src-test/target/sqllogic-corpus/'


def answers(engine):
    out = {}
    with open(BASE + engine + '/failed-answers.tsv', encoding='utf-8') as f:
        for line in f:
            key, answer = line.rstrip('\n').split('\t', 1)
            out[key] = answer
    return out


def main():
    lanin, pg = answers('lanin'), answers('postgresql')
    for key in sorted(lanin):
        mine = lanin[key]
        theirs = pg.get(key)
        if theirs is None:
            print('lanin only: %s\t%s' % (key, mine), file=sys.stderr)
        elif mine == theirs or (mine.startswith('error') and theirs.startswith('error')):
            print('%s  PostgreSQL 15 fails it too (its answer: %s; Lanin: %s)' % (key, theirs, mine))
        else:
            print('both fail, differently: %s\tlanin %s\tpostgresql %s' % (key, mine, theirs), file=sys.stderr)


if __name__ == '__main__':
    main()
