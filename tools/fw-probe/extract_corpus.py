#!/usr/bin/env python3
"""Splits a PostgreSQL server log (log_statement = all) into one corpus file per probe phase.

Usage: extract_corpus.py LOGFILE USER@DB OUTDIR
Each statement becomes a record:
    -- statement N
    -- params: $1 = 'x', $2 = '1'      (only for extended-protocol executions with parameters)
    -- repeats: N                       (identical statement and parameters sent N times in the phase)
    -- error: message                   (only when PostgreSQL itself rejected the statement)
    <sql, as logged>
Phases are delimited by the probe's `select 'PROBE-PHASE name'` markers.
"""
import os
import re
import sys

HEAD = re.compile(r'^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \w+ \[(\d+)\] (\S*) (LOG|DETAIL|ERROR|STATEMENT|HINT|WARNING|NOTICE|FATAL):  (.*)$')
STMT = re.compile(r'^(?:statement|execute [^:]+): (.*)$', re.S)


def entries(path, who):
    cur = None
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            m = HEAD.match(line.rstrip('\n'))
            if m:
                if cur:
                    yield cur
                cur = [m.group(2), m.group(3), m.group(4)] if m.group(2) == who else None
            elif cur is not None and line.startswith('\t'):
                cur[2] += '\n' + line[1:].rstrip('\n')
        if cur:
            yield cur


def main():
    path, who, out = sys.argv[1:4]
    phases, phase, last, error = {}, None, None, None
    for _, level, text in entries(path, who):
        if level == 'LOG':
            m = STMT.match(text)
            if not m:
                continue
            sql = m.group(1).strip()
            mark = re.match(r"^select 'PROBE-PHASE ([\w-]+)'$", sql)
            if mark:
                phase = mark.group(1)
                phases.setdefault(phase, [])
                last = None
                continue
            if phase is None or phase == 'end':
                continue
            last = {'sql': sql}
            phases[phase].append(last)
        elif level == 'DETAIL' and last is not None and text.startswith('parameters: '):
            last['params'] = text[len('parameters: '):].replace('\n', ' ')
        elif level == 'ERROR' and phase not in (None, 'end'):
            error = text.replace('\n', ' ')
        elif level == 'STATEMENT' and phase not in (None, 'end'):
            # Errors found while parsing (extended protocol) come before any execute line.
            if last is not None and last['sql'] == text.strip():
                last['error'] = error
            else:
                last = {'sql': text.strip(), 'error': error}
                phases[phase].append(last)
    os.makedirs(out, exist_ok=True)
    for name, stmts in phases.items():
        if name == 'end':
            continue
        unique, seen = [], {}
        for s in stmts:
            key = (s['sql'], s.get('params'))
            if key in seen:
                seen[key]['repeats'] = seen[key].get('repeats', 1) + 1
            else:
                seen[key] = s
                unique.append(s)
        with open(os.path.join(out, name + '.sql'), 'w', encoding='utf-8') as f:
            for i, s in enumerate(unique, 1):
                f.write(f'-- statement {i}\n')
                if 'params' in s:
                    f.write(f"-- params: {s['params']}\n")
                if 'repeats' in s:
                    f.write(f"-- repeats: {s['repeats']}\n")
                if 'error' in s:
                    f.write(f"-- error: {s['error']}\n")
                f.write(s['sql'] + '\n')
        print(name, len(stmts), 'statements,', len(unique), 'distinct')


if __name__ == '__main__':
    main()
