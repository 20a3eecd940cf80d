package org.lanin.dump;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeMap;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.partition.PartitionStrategy;
import org.lanin.jdbc.LaninConnection;

/**
 * Compares every table's rows and every sequence's pg_sequences.last_value, cycle, increment and next value between a Lanin database and the
 * PostgreSQL database its dump was loaded into. Rows are read as {@code col::text} in UTC, ordered by
 * the primary key (all columns where there is none), so each value is compared in PostgreSQL's
 * output form. Differences come back as text, one line per table or sequence.
 */
final class TableComparison {
    private TableComparison() {
    }

    static List<String> differences(Connection lanin, Connection pg) throws SQLException {
        List<String> out = new ArrayList<>();
        for (Connection c : List.of(lanin, pg)) {
            try (Statement st = c.createStatement()) {
                st.execute("SET TIME ZONE 'UTC'");
            }
        }
        TreeMap<String, String> tables = names(lanin,
                "SELECT schemaname, tablename FROM pg_catalog.pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
        Set<String> hashed = hashPartitions(lanin);
        for (var e : tables.entrySet()) {
            if (hashed.contains(e.getKey())) {
                continue;
            }
            String query = rowsQuery(pg, e.getValue(), e.getKey());
            List<List<String>> a = DumpRoundTripTest.rows(lanin, query);
            List<List<String>> b = DumpRoundTripTest.rows(pg, query);
            if (!a.equals(b)) {
                out.add(e.getKey() + ": " + a.size() + " rows in Lanin, " + b.size() + " in PostgreSQL, first difference "
                        + firstDifference(a, b));
            }
        }
        TreeMap<String, String> sequences = names(lanin,
                "SELECT schemaname, sequencename FROM pg_catalog.pg_sequences");
        for (var e : sequences.entrySet()) {
            String seq = e.getKey();
            String bare = seq.substring(seq.indexOf("\".\"") + 3, seq.length() - 1).replace("\"\"", "\"");
            String lastValue = "SELECT last_value, cycle, increment_by FROM pg_catalog.pg_sequences WHERE schemaname = '"
                    + e.getValue().replace("'", "''") + "' AND sequencename = '" + bare.replace("'", "''") + "'";
            if (!DumpRoundTripTest.rows(lanin, lastValue).equals(DumpRoundTripTest.rows(pg, lastValue))) {
                out.add("sequence " + seq + ": pg_sequences " + DumpRoundTripTest.rows(lanin, lastValue) + " in Lanin, "
                        + DumpRoundTripTest.rows(pg, lastValue) + " in PostgreSQL");
            }
            String q = "SELECT nextval('" + seq.replace("'", "''") + "')";
            List<List<String>> a = DumpRoundTripTest.rows(lanin, q);
            List<List<String>> b = DumpRoundTripTest.rows(pg, q);
            if (!a.equals(b)) {
                out.add("sequence " + seq + ": nextval " + a + " in Lanin, " + b + " in PostgreSQL");
            }
        }
        return out;
    }

    /**
     * Partitions under a HASH partitioning: Lanin's hash functions are not PostgreSQL's, so their rows
     * are spread differently (the dump loads them through the root, which is compared).
     */
    private static Set<String> hashPartitions(Connection lanin) throws SQLException {
        Set<String> out = new HashSet<>();
        CatalogSnapshot catalog = lanin.unwrap(LaninConnection.class).catalogSnapshot();
        for (TableDef t : catalog.tables()) {
            TableDef parent = t.isPartition() ? catalog.table(t.partitioning().parent()) : null;
            if (parent != null && parent.partitioning().key().strategy() == PartitionStrategy.HASH) {
                out.add(quote(Namespace.schemaOf(t.name())) + "." + quote(Namespace.nameOf(t.name())));
            }
        }
        return out;
    }

    /** Qualified, quoted name -> schema, by name. */
    private static TreeMap<String, String> names(Connection c, String query) throws SQLException {
        TreeMap<String, String> out = new TreeMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                out.put(quote(rs.getString(1)) + "." + quote(rs.getString(2)), rs.getString(1));
            }
        }
        return out;
    }

    private static String rowsQuery(Connection pg, String schema, String table) throws SQLException {
        List<String> cols = new ArrayList<>();
        try (Statement st = pg.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM " + table + " WHERE false")) {
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                cols.add(quote(rs.getMetaData().getColumnName(i)));
            }
        }
        List<String> order = new ArrayList<>();
        DatabaseMetaData md = pg.getMetaData();
        String bare = table.substring(table.indexOf("\".\"") + 3, table.length() - 1).replace("\"\"", "\"");
        TreeMap<Integer, String> pk = new TreeMap<>();
        try (ResultSet rs = md.getPrimaryKeys(null, schema, bare)) {
            while (rs.next()) {
                pk.put(rs.getInt("KEY_SEQ"), quote(rs.getString("COLUMN_NAME")));
            }
        }
        order.addAll(pk.isEmpty() ? cols.stream().map(c -> c + "::text").toList() : pk.values());
        return "SELECT " + String.join(", ", cols.stream().map(c -> c + "::text").toList()) + " FROM " + table
                + " ORDER BY " + String.join(", ", order);
    }

    private static String firstDifference(List<List<String>> a, List<List<String>> b) {
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            List<String> x = i < a.size() ? a.get(i) : null;
            List<String> y = i < b.size() ? b.get(i) : null;
            if (x == null || !x.equals(y)) {
                return "at row " + (i + 1) + ": " + x + " vs " + y;
            }
        }
        return "none";
    }

    static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
