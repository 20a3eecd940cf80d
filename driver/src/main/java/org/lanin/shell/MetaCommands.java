package org.lanin.shell;

import java.io.PrintStream;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Locale;

/**
 * psql's backslash commands that Lanin's shell supports. A command takes the rest of its line
 * as argument; unlike psql, it must start the line.
 */
final class MetaCommands {
    static final String HELP = """
            General
              \\q                     quit
              \\?                     show this help
              \\conninfo              show the connection
              \\timing [on|off]       toggle printing the time each statement takes
            Input/Output
              \\echo TEXT             print TEXT
              \\i FILE                run the statements in FILE
            Informational
              \\d, \\dt                list tables, views and sequences
              \\d NAME                describe table, view or sequence NAME (columns, indexes)
            """;

    private final ShellSession session;

    MetaCommands(ShellSession session) {
        this.session = session;
    }

    /** Runs a line that starts with a backslash. */
    Outcome run(String line) {
        String body = line.substring(1).strip();
        int space = indexOfWhitespace(body);
        String name = space < 0 ? body : body.substring(0, space);
        String arg = space < 0 ? "" : body.substring(space).strip();
        PrintStream out = session.out();
        switch (name) {
            case "q", "quit":
                return Outcome.QUIT;
            case "?":
                out.print(HELP);
                return Outcome.OK;
            case "echo":
                out.println(arg);
                return Outcome.OK;
            case "timing":
                return timing(arg);
            case "conninfo":
                return conninfo();
            case "i", "include":
                if (arg.isEmpty()) {
                    session.err().println("\\" + name + ": missing required argument");
                    return Outcome.ERROR;
                }
                return session.runFile(arg);
            case "dump":
                return arg.isEmpty() ? DumpCommand.toStream(session.connection(), out, session.err())
                        : DumpCommand.toFile(session.connection(), arg, session.err());
            case "d", "dt", "d+", "dt+":
                return describe(arg);
            default:
                session.err().println("invalid command \\" + name);
                session.err().println("Try \\? for help.");
                return Outcome.ERROR;
        }
    }

    private Outcome timing(String arg) {
        switch (arg.toLowerCase(Locale.ROOT)) {
            case "" -> session.setTiming(!session.timing());
            case "on" -> session.setTiming(true);
            case "off" -> session.setTiming(false);
            default -> {
                session.err().println("unrecognized value \"" + arg + "\" for \"\\timing\": Boolean expected");
                return Outcome.ERROR;
            }
        }
        session.out().println(session.timing() ? "Timing is on." : "Timing is off.");
        return Outcome.OK;
    }

    private Outcome conninfo() {
        try {
            DatabaseMetaData md = session.connection().getMetaData();
            session.out().printf("You are connected to \"%s\" (%s %s) as user \"%s\".%n", md.getURL(),
                    md.getDatabaseProductName(), md.getDatabaseProductVersion(), md.getUserName());
            return Outcome.OK;
        } catch (SQLException e) {
            session.printSqlError(e);
            return Outcome.ERROR;
        }
    }

    private Outcome describe(String arg) {
        Describe describe = new Describe(session.connection(), session.out(), session.err());
        try {
            return arg.isEmpty() ? describe.listRelations() : describe.relation(arg);
        } catch (SQLException e) {
            session.printSqlError(e);
            return Outcome.ERROR;
        }
    }

    private static int indexOfWhitespace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
