package org.lanin.pgregress;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A public door to this package's psql script splitter and client-side COPY, for tests elsewhere
 * that load whole psql scripts (a pg_dump file) into Lanin: the statements psql would send, in
 * order, each with its COPY data lines; backslash commands are left out.
 */
public final class PsqlScriptStatements {
    /** One statement; {@code copyData} holds the lines of {@code COPY ... FROM stdin} (else null). */
    public record Statement(String sql, int firstLine, List<String> copyData) {
        public boolean isCopy() {
            return copyData != null;
        }
    }

    private PsqlScriptStatements() {
    }

    public static List<Statement> of(List<String> lines) {
        List<Statement> out = new ArrayList<>();
        for (ScriptItem item : PsqlScript.parse(lines, new PsqlVariables(Map.of())).items()) {
            if (item instanceof ScriptItem.Statement s) {
                out.add(new Statement(s.sql(), s.firstLine() + 1, s.copyData()));
            }
        }
        return out;
    }

    /** Loads a COPY FROM stdin statement's rows with INSERTs in one transaction (Lanin has no COPY). */
    public static void copyIn(Connection c, Statement copy) throws SQLException, IOException {
        CopyIn.run(c, copy.sql(), copy.copyData());
    }
}
