package org.lanin.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * The command line: {@code [URL] [-c SQL]... [-f FILE]... [--dump] [--help]}. Like psql, several
 * {@code -c} and {@code -f} run in the order given.
 */
public record ShellOptions(String url, List<Action> actions, boolean help, boolean dump) {
    public static final String DEFAULT_URL = "jdbc:lanin:mem:";

    public static final String USAGE = """
            lanin is the interactive terminal for Lanin.

            Usage:
              java -jar lanin.jar [OPTION]... [URL]

            URL defaults to jdbc:lanin:mem: (a private in-memory database).

            Options:
              -c, --command=SQL    run SQL (statements or one backslash command) and exit
              -f, --file=FILE      run the statements in FILE ("-" for stdin) and exit
              --dump               write the database as a SQL script for PostgreSQL (pg_dump's
                                   plain format) to stdout and exit
              -?, --help           show this help and exit

            Without -c or -f, statements are read from a terminal interactively, or from stdin
            when it is not a terminal. Except at an interactive prompt, the first failing
            statement stops the shell with exit status 1 (psql's ON_ERROR_STOP=on).
            Exit status: 0 success, 1 a statement failed, 2 bad usage or no connection.
            """;

    public enum Kind { COMMAND, FILE }

    /** One -c or -f, in command-line order. */
    public record Action(Kind kind, String value) {
    }

    /** Thrown for an unknown option or a missing argument; the shell prints usage and exits 2. */
    public static final class UsageException extends Exception {
        public UsageException(String message) {
            super(message);
        }
    }

    public ShellOptions {
        actions = List.copyOf(actions);
    }

    public static ShellOptions parse(String... args) throws UsageException {
        String url = null;
        List<Action> actions = new ArrayList<>();
        boolean help = false;
        boolean dump = false;
        boolean optionsEnded = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) {
                if (url != null) {
                    throw new UsageException("extra command-line argument \"" + arg + "\"");
                }
                url = arg;
            } else if (arg.equals("--")) {
                optionsEnded = true;
            } else if (arg.equals("--help") || arg.equals("-?")) {
                help = true;
            } else if (arg.equals("--dump")) {
                dump = true;
            } else {
                Kind kind = kindOf(arg);
                String value = inlineValue(arg);
                if (value == null) {
                    if (++i >= args.length) {
                        throw new UsageException("option requires an argument -- '" + arg + "'");
                    }
                    value = args[i];
                }
                actions.add(new Action(kind, value));
            }
        }
        if (dump && !actions.isEmpty()) {
            throw new UsageException("--dump cannot be combined with -c or -f");
        }
        return new ShellOptions(url == null ? DEFAULT_URL : url, actions, help, dump);
    }

    private static Kind kindOf(String arg) throws UsageException {
        if (arg.startsWith("-c") && !arg.startsWith("--") || arg.equals("--command") || arg.startsWith("--command=")) {
            return Kind.COMMAND;
        }
        if (arg.startsWith("-f") && !arg.startsWith("--") || arg.equals("--file") || arg.startsWith("--file=")) {
            return Kind.FILE;
        }
        throw new UsageException("unknown option \"" + arg + "\"");
    }

    /** The value glued to the option ({@code -cSQL}, {@code --file=x}), or null when it is the next argument. */
    private static String inlineValue(String arg) {
        if (arg.startsWith("--")) {
            int eq = arg.indexOf('=');
            return eq < 0 ? null : arg.substring(eq + 1);
        }
        return arg.length() > 2 ? arg.substring(2) : null;
    }
}
