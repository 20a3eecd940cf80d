package org.lanin.dump;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;

/**
 * One table's rows as {@code COPY t (cols) FROM stdin;}, a line per row in the text format, and
 * {@code \.}. Each column is read as {@code col::text}, which is PostgreSQL's output form of its
 * type (arrays, json, bytea in hex, intervals, exact numerics, timestamps with their zone offset),
 * exactly what COPY FROM reads back. Rows are fetched in batches of {@link #FETCH_ROWS} through a
 * forward-only cursor and written as they come. A partition's rows may be loaded through its
 * partition root ({@link TableDdl#loadTarget}). Generated columns are left out (PostgreSQL
 * computes them again), as pg_dump does.
 */
final class TableCopy {
    static final int FETCH_ROWS = 1000;
    /** A progress line on stderr every this many rows of one table. */
    static final long PROGRESS_ROWS = 100_000;

    private final Connection connection;
    private final SqlNames names;
    private final PrintStream progress;

    TableCopy(Connection connection, SqlNames names, PrintStream progress) {
        this.connection = connection;
        this.names = names;
        this.progress = progress;
    }

    /** Writes the table's COPY ({@code parentOnly}: an inheritance parent's own rows); returns the number of rows. */
    long write(TableDef t, String loadTarget, boolean parentOnly, Writer out) throws SQLException, IOException {
        List<String> cols = new ArrayList<>();
        List<String> reads = new ArrayList<>();
        for (ColumnDef c : t.liveColumns()) {
            if (!c.generated()) {
                cols.add(names.ident(c.name()));
                reads.add(names.ident(c.name()) + "::text");
            }
        }
        String table = names.qualified(t.name());
        out.write("--\n-- Data for Name: " + Namespace.nameOf(t.name()) + "; Type: TABLE DATA\n--\n\n");
        // A table without (stored) columns is COPY t FROM stdin with an empty line per row, as pg_dump writes it.
        out.write("COPY " + names.qualified(loadTarget) + (cols.isEmpty() ? "" : " (" + String.join(", ", cols) + ")")
                + " FROM stdin;\n");
        // an inheritance parent's own rows only: its children's come with them
        String only = parentOnly ? "ONLY " : "";
        long rows = copyRows("SELECT " + (reads.isEmpty() ? "1" : String.join(", ", reads)) + " FROM " + only + table,
                reads.size(), table, out);
        out.write("\\.\n\n\n");
        if (rows >= PROGRESS_ROWS) {
            progress.println("lanin: dump: " + table + ": " + rows + " rows");
        }
        return rows;
    }

    private long copyRows(String query, int width, String table, Writer out) throws SQLException, IOException {
        long rows = 0;
        StringBuilder line = new StringBuilder();
        try (Statement st = connection.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY)) {
            st.setFetchSize(FETCH_ROWS);
            try (ResultSet rs = st.executeQuery(query)) {
                while (rs.next()) {
                    line.setLength(0);
                    for (int i = 1; i <= width; i++) {
                        if (i > 1) {
                            line.append('\t');
                        }
                        CopyText.append(line, rs.getString(i));
                    }
                    out.write(line.append('\n').toString());
                    if (++rows % PROGRESS_ROWS == 0) {
                        progress.println("lanin: dump: " + table + ": " + rows + " rows so far");
                    }
                }
            }
        }
        return rows;
    }
}
