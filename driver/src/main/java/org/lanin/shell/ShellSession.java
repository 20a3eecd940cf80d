package org.lanin.shell;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.Locale;

/**
 * One connection and the shell settings around it: runs statements and scripts, prints
 * results to {@code out} and errors to {@code err} (as psql does), and keeps the statement
 * in flight so Ctrl-C can cancel it from the signal thread.
 *
 * <p>{@code stopOnError} is psql's ON_ERROR_STOP: true for scripts, {@code -c} and piped
 * input, false at an interactive prompt.
 */
public final class ShellSession {
    private final Connection connection;
    private final PrintStream out;
    private final PrintStream err;
    private final boolean stopOnError;
    private final MetaCommands meta;
    private boolean timing;
    private volatile Statement running;

    public ShellSession(Connection connection, PrintStream out, PrintStream err, boolean stopOnError) {
        this.connection = connection;
        this.out = out;
        this.err = err;
        this.stopOnError = stopOnError;
        this.meta = new MetaCommands(this);
    }

    /** Runs one SQL statement and prints each of its results. */
    public Outcome execute(String sql) {
        long start = System.nanoTime();
        try (Statement st = connection.createStatement()) {
            running = st;
            boolean isResultSet;
            try {
                isResultSet = st.execute(sql);
            } finally {
                printWarnings(st.getWarnings()); // psql shows notices as they come: before the rows or the error
                st.clearWarnings();
            }
            while (true) {
                if (isResultSet) {
                    try (ResultSet rs = st.getResultSet()) {
                        out.print(ResultPrinter.format(ResultTables.read(rs)));
                    }
                } else {
                    int count = st.getUpdateCount();
                    if (count == -1) {
                        break;
                    }
                    out.println(CommandTag.of(sql, count));
                }
                isResultSet = st.getMoreResults();
            }
            printWarnings(st.getWarnings());
            return Outcome.OK;
        } catch (SQLException e) {
            printSqlError(e);
            return Outcome.ERROR;
        } catch (RuntimeException e) {
            // A driver bug must not kill an interactive session; show it like a server error.
            error("internal error: " + e);
            return Outcome.ERROR;
        } finally {
            running = null;
            if (timing) {
                out.printf(Locale.ROOT, "Time: %.3f ms%n", (System.nanoTime() - start) / 1e6);
            }
            out.flush();
        }
    }

    /** Runs statements and backslash commands read from {@code reader} until its end or {@code \q}. */
    public Outcome runScript(Reader reader) {
        BufferedReader lines = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
        LineProcessor processor = new LineProcessor(this);
        boolean failed = false;
        try {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                Outcome o = processor.processLine(line);
                if (o == Outcome.QUIT || (o == Outcome.ERROR && stopOnError)) {
                    return o;
                }
                failed |= o == Outcome.ERROR;
            }
        } catch (IOException e) {
            error("could not read input: " + e.getMessage());
            return Outcome.ERROR;
        }
        Outcome o = processor.finish();
        return failed && o == Outcome.OK ? Outcome.ERROR : o;
    }

    /** {@code -f FILE} and {@code \i FILE}. */
    public Outcome runFile(String file) {
        try (Reader reader = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
            return runScript(reader);
        } catch (NoSuchFileException e) {
            err.println(file + ": No such file or directory");
        } catch (IOException e) {
            err.println(file + ": " + e.getMessage());
        }
        return Outcome.ERROR;
    }

    /** Ctrl-C while a statement runs; safe to call from any thread, a no-op when idle. */
    public void cancelRunning() {
        Statement st = running;
        if (st != null) {
            try {
                st.cancel();
            } catch (SQLException e) {
                err.println("could not cancel: " + e.getMessage());
            }
        }
    }

    Outcome metaCommand(String line) {
        return meta.run(line);
    }

    /** psql's {@code ERROR:  message}, with the SQLSTATE after the first line. */
    void printSqlError(SQLException e) {
        String message = String.valueOf(e.getMessage());
        int nl = message.indexOf('\n');
        String first = nl < 0 ? message : message.substring(0, nl);
        String rest = nl < 0 ? "" : message.substring(nl);
        String state = e.getSQLState() == null ? "" : " (SQLSTATE " + e.getSQLState() + ")";
        err.println("ERROR:  " + first + state + rest);
        err.flush();
    }

    void error(String message) {
        err.println("ERROR:  " + message);
        err.flush();
    }

    private void printWarnings(SQLWarning w) {
        for (; w != null; w = w.getNextWarning()) {
            String severity = w instanceof org.lanin.jdbc.LaninNotice n ? n.getSeverity()
                    : w.getSQLState() != null && w.getSQLState().startsWith("00") ? "NOTICE" : "WARNING";
            err.println(severity + ":  " + w.getMessage());
        }
    }

    Connection connection() {
        return connection;
    }

    PrintStream out() {
        return out;
    }

    PrintStream err() {
        return err;
    }

    public boolean stopOnError() {
        return stopOnError;
    }

    public boolean timing() {
        return timing;
    }

    void setTiming(boolean on) {
        timing = on;
    }
}
