package org.lanin.shell;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The prompt loop on a real terminal: JLine line editing and history in
 * {@code ~/.lanin_history}, prompt {@code lanin=> } and, while a statement is unfinished,
 * {@code lanin-> } (or {@code lanin'> }, {@code lanin(> }... naming what is open, as psql does).
 * Ctrl-C at the prompt drops the unfinished statement; while a statement runs it cancels it
 * with {@link java.sql.Statement#cancel()}. Ctrl-D or {@code \q} leaves.
 */
final class InteractiveLoop {
    private final ShellSession session;
    private final Path historyFile;

    InteractiveLoop(ShellSession session) {
        this(session, Path.of(System.getProperty("user.home"), ".lanin_history"));
    }

    InteractiveLoop(ShellSession session, Path historyFile) {
        this.session = session;
        this.historyFile = historyFile;
    }

    Outcome run() {
        // A non-default handler makes JLine trap SIGINT instead of letting it end the JVM.
        try (Terminal terminal = TerminalBuilder.builder().system(true)
                .signalHandler(Terminal.SignalHandler.SIG_IGN).build()) {
            return run(terminal);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Outcome run(Terminal terminal) throws IOException {
        LineReader reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("lanin")
                // Backslashes and '!' are SQL and meta-command text, not escapes or history events.
                .parser(new DefaultParser().escapeChars(new char[0]))
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                // Continuation lines often start with blanks; they belong in the history too.
                .option(LineReader.Option.HISTORY_IGNORE_SPACE, false)
                .variable(LineReader.HISTORY_FILE, historyFile)
                .build();
        // LineReader swaps in its own handler while it reads, so this one acts only while a statement runs.
        terminal.handle(Terminal.Signal.INT, signal -> session.cancelRunning());
        greet(session.out());
        LineProcessor lines = new LineProcessor(session);
        try {
            while (true) {
                String prompt = lines.isPending() ? "lanin" + lines.continuationMark() + "> " : "lanin=> ";
                String line;
                try {
                    line = reader.readLine(prompt);
                } catch (UserInterruptException e) {
                    lines.reset();
                    continue;
                } catch (EndOfFileException e) {
                    session.out().println("\\q");
                    return Outcome.OK;
                }
                if (lines.processLine(line) == Outcome.QUIT) {
                    return Outcome.OK;
                }
            }
        } finally {
            reader.getHistory().save();
        }
    }

    private void greet(PrintStream out) {
        try {
            DatabaseMetaData md = session.connection().getMetaData();
            out.printf("lanin shell (%s %s)%n", md.getDatabaseProductName(), md.getDatabaseProductVersion());
        } catch (SQLException e) {
            out.println("lanin shell");
        }
        out.println("Type \"\\?\" for help, \"\\q\" to quit.");
        out.println();
    }
}
