package org.lanin.shell;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * {@code java -jar lanin.jar [URL] [-c SQL] [-f FILE] [--dump]}: a psql-like shell over any JDBC URL,
 * by default a private in-memory Lanin database. See {@link ShellOptions#USAGE} for the exit
 * statuses and when the shell stops on an error.
 */
public final class Shell {
    private Shell() {
    }

    public static void main(String[] args) {
        // System.console() is null unless both stdin and stdout are terminals.
        System.exit(run(args, System.in, System.out, System.err, System.console() != null));
    }

    /** The non-interactive shell with injected streams: what tests and embedders call. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return run(args, in, out, err, false);
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err, boolean terminal) {
        ShellOptions options;
        try {
            options = ShellOptions.parse(args);
        } catch (ShellOptions.UsageException e) {
            err.println("lanin: " + e.getMessage());
            err.print(ShellOptions.USAGE);
            return 2;
        }
        if (options.help()) {
            out.print(ShellOptions.USAGE);
            return 0;
        }
        Connection connection;
        try {
            connection = DriverManager.getConnection(options.url());
        } catch (SQLException e) {
            err.println("lanin: could not connect to \"" + options.url() + "\": " + e.getMessage());
            return 2;
        }
        boolean interactive = terminal && options.actions().isEmpty() && !options.dump();
        if (options.dump()) {
            try {
                return DumpCommand.toStream(connection, out, err) == Outcome.OK ? 0 : 1;
            } finally {
                close(connection, err);
                out.flush();
            }
        }
        try {
            ShellSession session = new ShellSession(connection, out, err, !interactive);
            Outcome outcome = interactive ? new InteractiveLoop(session).run() : runActions(session, options, in);
            return outcome == Outcome.ERROR ? 1 : 0;
        } finally {
            close(connection, err);
            out.flush();
        }
    }

    private static Outcome runActions(ShellSession session, ShellOptions options, InputStream in) {
        if (options.actions().isEmpty()) {
            return session.runScript(stdin(in));
        }
        for (ShellOptions.Action action : options.actions()) {
            Outcome o = switch (action.kind()) {
                case COMMAND -> session.runScript(new StringReader(action.value()));
                case FILE -> action.value().equals("-") ? session.runScript(stdin(in)) : session.runFile(action.value());
            };
            if (o != Outcome.OK) {
                return o == Outcome.QUIT ? Outcome.OK : o;
            }
        }
        return Outcome.OK;
    }

    private static InputStreamReader stdin(InputStream in) {
        return new InputStreamReader(in, StandardCharsets.UTF_8);
    }

    private static void close(Connection connection, PrintStream err) {
        try {
            connection.close();
        } catch (SQLException e) {
            err.println("lanin: closing the connection failed: " + e.getMessage());
        }
    }
}
