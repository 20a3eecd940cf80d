package org.lanin.shell;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import org.lanin.dump.DatabaseDump;

/**
 * {@code --dump} and {@code \dump [FILE]}: the database as a SQL script for PostgreSQL
 * ({@link DatabaseDump}), to stdout or a file. A file is written whole or not at all: the script
 * goes to a temporary file beside it, moved into place when the dump succeeded.
 */
final class DumpCommand {
    private DumpCommand() {
    }

    static Outcome toStream(Connection c, OutputStream out, PrintStream err) {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        try {
            new DatabaseDump(c, err).write(w);
            return Outcome.OK;
        } catch (SQLException e) {
            err.println("lanin: dump failed: " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            return Outcome.ERROR;
        }
    }

    static Outcome toFile(Connection c, String file, PrintStream err) {
        Path target = Path.of(file).toAbsolutePath();
        Path tmp = target.resolveSibling(target.getFileName() + ".part");
        try {
            Outcome o;
            try (OutputStream out = Files.newOutputStream(tmp)) {
                o = toStream(c, out, err);
            }
            if (o == Outcome.OK) {
                Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.deleteIfExists(tmp);
            }
            return o;
        } catch (IOException e) {
            err.println("\\dump: " + file + ": " + e.getMessage());
            return Outcome.ERROR;
        }
    }
}
