package org.lanin.tpch;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Creates the TPC-H tables, loads every table's generated rows through a {@link TableWriter}
 * (by default {@link JdbcBatchWriter}: prepared INSERTs in batches), then builds the
 * foreign-key indexes on the loaded tables, as a bulk load would.
 */
public final class TpchLoader {
    /** Below this dbgen's partsupp formula repeats (part, supplier) pairs, which the primary key rejects. */
    public static final double MIN_SCALE_FACTOR = 0.01;

    private TpchLoader() {
    }

    /** The plain-JDBC load that every engine but SQLite takes (dates bound as {@code LocalDate}). */
    public static LoadReport load(Connection c, double scaleFactor) throws SQLException {
        return load(c, scaleFactor, new JdbcBatchWriter(JdbcBatchWriter.Dates.OBJECT));
    }

    public static LoadReport load(Connection c, double scaleFactor, TableWriter writer) throws SQLException {
        if (!(scaleFactor >= MIN_SCALE_FACTOR)) {
            throw new IllegalArgumentException("TPC-H scale factor must be at least " + MIN_SCALE_FACTOR + ": "
                    + scaleFactor);
        }
        execute(c, TpchSchema.TABLES);
        List<LoadReport.TableLoad> loads = new ArrayList<>();
        for (String table : TpchRows.TABLES) {
            loads.add(loadTable(c, table, scaleFactor, writer));
        }
        long t0 = System.nanoTime();
        execute(c, TpchSchema.INDEXES);
        return new LoadReport(scaleFactor, List.copyOf(loads), System.nanoTime() - t0);
    }

    /** Inserts every generated row of one existing table and times it, generation apart. */
    public static LoadReport.TableLoad loadTable(Connection c, String table, double scaleFactor, TableWriter writer)
            throws SQLException {
        long[] generating = new long[1];
        Iterable<Object[]> rows = TpchRows.rows(table, scaleFactor);
        Iterable<Object[]> timed = () -> new Iterator<>() {
            private final Iterator<Object[]> it = rows.iterator();

            @Override
            public boolean hasNext() {
                long t = System.nanoTime();
                boolean more = it.hasNext();
                generating[0] += System.nanoTime() - t;
                return more;
            }

            @Override
            public Object[] next() {
                long t = System.nanoTime();
                Object[] row = it.next();
                generating[0] += System.nanoTime() - t;
                return row;
            }
        };
        long t0 = System.nanoTime();
        long n = writer.write(c, table, TpchRows.columns(table), timed);
        return new LoadReport.TableLoad(table, n, System.nanoTime() - t0, generating[0]);
    }

    private static void execute(Connection c, List<String> statements) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        }
    }
}
