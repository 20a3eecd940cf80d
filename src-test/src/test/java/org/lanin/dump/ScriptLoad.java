package org.lanin.dump;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.lanin.pgregress.PsqlScriptStatements;

/**
 * Runs a psql script (a pg_dump file) on a Lanin connection as psql would send it, COPY FROM stdin
 * done client-side. Either stops at the first failure (ON_ERROR_STOP, for Lanin's own dumps) or
 * goes on and lists what failed (for a corpus such as Pagila that Lanin only partly runs).
 */
final class ScriptLoad {
    /** A statement that failed: its first line in the script, its first text line, SQLSTATE and message. */
    record Failure(int line, String head, String sqlState, String message) {
        @Override
        public String toString() {
            return "line " + line + ": " + head + " -> " + sqlState + " " + message;
        }
    }

    private ScriptLoad() {
    }

    static List<Failure> run(Connection c, List<String> lines, boolean stopOnError) {
        List<Failure> failures = new ArrayList<>();
        for (PsqlScriptStatements.Statement st : PsqlScriptStatements.of(lines)) {
            try {
                if (st.isCopy()) {
                    PsqlScriptStatements.copyIn(c, st);
                } else {
                    try (Statement s = c.createStatement()) {
                        s.execute(st.sql());
                    }
                }
            } catch (SQLException e) {
                Failure f = new Failure(st.firstLine(), head(st.sql()), e.getSQLState(), e.getMessage());
                if (stopOnError) {
                    throw new AssertionError(f.toString(), e);
                }
                failures.add(f);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return failures;
    }

    /** The statement's first non-comment line, the key of a known failure. */
    static String head(String sql) {
        for (String l : sql.split("\n")) {
            String s = l.strip();
            if (!s.isEmpty() && !s.startsWith("--")) {
                return s;
            }
        }
        return sql.strip();
    }
}
