package org.lanin.shell;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * {@code \d} (list relations) and {@code \d NAME} (columns, then indexes), answered from
 * {@link DatabaseMetaData} alone so that the shell works over any JDBC driver.
 */
final class Describe {
    private final Connection connection;
    private final PrintStream out;
    private final PrintStream err;

    Describe(Connection connection, PrintStream out, PrintStream err) {
        this.connection = connection;
        this.out = out;
        this.err = err;
    }

    Outcome listRelations() throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (ResultSet rs = connection.getMetaData().getTables(null, null, "%", null)) {
            while (rs.next()) {
                String schema = rs.getString("TABLE_SCHEM");
                String type = RelationLookup.relationType(rs.getString("TABLE_TYPE"));
                if (type != null && !RelationLookup.isSystemSchema(schema)) {
                    rows.add(Arrays.asList(schema, rs.getString("TABLE_NAME"), type));
                }
            }
        }
        if (rows.isEmpty()) {
            err.println("Did not find any relations.");
            return Outcome.OK;
        }
        rows.sort(Comparator.comparing((List<String> r) -> Objects.toString(r.get(0), ""))
                .thenComparing(r -> r.get(1)));
        out.print(ResultPrinter.format(
                TextTable.of(List.of("Schema", "Name", "Type"), rows).withTitle("List of relations")));
        return Outcome.OK;
    }

    Outcome relation(String typed) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        RelationLookup.Relation rel = RelationLookup.find(md, typed);
        if (rel == null) {
            err.println("Did not find any relation named \"" + typed + "\".");
            return Outcome.ERROR;
        }
        String kind = Character.toUpperCase(rel.type().charAt(0)) + rel.type().substring(1);
        TextTable table = TextTable.of(List.of("Column", "Type", "Nullable", "Default"), columns(md, rel))
                .withTitle(kind + " \"" + rel.qualifiedName() + "\"")
                .withFooters(false, footers(md, rel));
        out.print(ResultPrinter.format(table));
        return Outcome.OK;
    }

    private List<String> footers(DatabaseMetaData md, RelationLookup.Relation rel) throws SQLException {
        List<String> lines = new ArrayList<>(IndexFooter.lines(md, rel));
        lines.addAll(InheritanceFooter.lines(connection, rel));
        return lines;
    }

    private static List<List<String>> columns(DatabaseMetaData md, RelationLookup.Relation rel)
            throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (ResultSet rs = md.getColumns(rel.catalog(), escape(md, rel.schema()), escape(md, rel.name()), "%")) {
            while (rs.next()) {
                String nullable = "NO".equals(rs.getString("IS_NULLABLE")) ? "not null" : "";
                String def = rs.getString("COLUMN_DEF");
                rows.add(Arrays.asList(rs.getString("COLUMN_NAME"), typeOf(rs), nullable, def == null ? "" : def));
            }
        }
        return rows;
    }

    /** psql-like type text: lower case, with the length of character types. */
    private static String typeOf(ResultSet rs) throws SQLException {
        String type = rs.getString("TYPE_NAME").toLowerCase(Locale.ROOT);
        int jdbcType = rs.getInt("DATA_TYPE");
        int size = rs.getInt("COLUMN_SIZE");
        boolean sized = jdbcType == Types.CHAR || jdbcType == Types.VARCHAR || jdbcType == Types.NCHAR
                || jdbcType == Types.NVARCHAR;
        // PostgreSQL's longest declared length is 10485760; larger sizes mean "no limit".
        return sized && size > 0 && size <= 10_485_760 && !type.contains("(") ? type + "(" + size + ")" : type;
    }

    /** A name as a metadata pattern: its wildcard characters escaped. */
    private static String escape(DatabaseMetaData md, String name) throws SQLException {
        if (name == null) {
            return null;
        }
        String esc = md.getSearchStringEscape();
        if (esc == null || esc.isEmpty()) {
            return name;
        }
        return name.replace(esc, esc + esc).replace("_", esc + "_").replace("%", esc + "%");
    }
}
