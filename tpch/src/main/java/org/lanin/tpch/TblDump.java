package org.lanin.tpch;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes every table at a scale factor as {@code <table>.tbl}, {@code |}-separated text that
 * PostgreSQL's {@code COPY ... (DELIMITER '|')} reads, from the same converted rows the JDBC loader
 * inserts (dates ISO, decimals with two places). Used by {@code tpch/record-answers.sh}:
 * <pre>java -cp ... org.lanin.tpch.TblDump 0.01 /tmp/tpch-sf0.01</pre>
 */
public final class TblDump {
    private TblDump() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: TblDump SCALE_FACTOR DIRECTORY");
            System.exit(2);
        }
        double sf = Double.parseDouble(args[0]);
        Path dir = Files.createDirectories(Path.of(args[1]));
        for (String table : TpchRows.TABLES) {
            long n = write(dir.resolve(table + ".tbl"), table, sf);
            System.out.println(table + ": " + n + " rows");
        }
    }

    static long write(Path file, String table, double sf) throws IOException {
        long n = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (Object[] row : TpchRows.rows(table, sf)) {
                List<String> cells = new ArrayList<>(row.length);
                for (Object v : row) {
                    cells.add(ResultRows.text(v));
                }
                w.write(String.join("|", cells));
                w.write('\n');
                n++;
            }
        }
        return n;
    }
}
