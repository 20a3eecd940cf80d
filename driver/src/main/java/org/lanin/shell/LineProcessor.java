package org.lanin.shell;

/**
 * Turns input lines into work: a line that starts with a backslash (outside any quote or
 * comment) is a meta-command; other lines go through a {@link StatementSplitter} and each
 * completed statement runs. A meta-command leaves an unfinished statement pending, as in psql.
 */
final class LineProcessor {
    private final ShellSession session;
    private final StatementSplitter splitter = new StatementSplitter();

    LineProcessor(ShellSession session) {
        this.session = session;
    }

    Outcome processLine(String line) {
        if (line.stripLeading().startsWith("\\") && splitter.atTopLevel()) {
            return session.metaCommand(line.strip());
        }
        return run(splitter.feed(line + "\n"));
    }

    /** End of input: an unterminated last statement still runs, as psql does with a file. */
    Outcome finish() {
        return run(splitter.finish());
    }

    /** Ctrl-C at the prompt drops the unfinished statement. */
    void reset() {
        splitter.reset();
    }

    boolean isPending() {
        return splitter.isPending();
    }

    char continuationMark() {
        return splitter.continuationMark();
    }

    private Outcome run(Iterable<String> statements) {
        Outcome result = Outcome.OK;
        for (String sql : statements) {
            if (session.execute(sql) == Outcome.ERROR) {
                result = Outcome.ERROR;
                if (session.stopOnError()) {
                    splitter.reset();
                    return result;
                }
            }
        }
        return result;
    }
}
