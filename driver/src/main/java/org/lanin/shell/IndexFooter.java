package org.lanin.shell;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code Indexes:} footer of {@code \d NAME}, psql style:
 * <pre>
 * Indexes:
 *     "t_pkey" PRIMARY KEY, btree (id)
 *     "t_name_idx" UNIQUE, btree (name)
 * </pre>
 * The primary key comes first, the rest by name. JDBC does not say which index backs the
 * primary key, so it is the one named like the key or, failing that, a unique index on the
 * same columns. Every Lanin index is a B-link tree, hence always {@code btree}.
 */
final class IndexFooter {
    private record Index(String name, boolean unique, Map<Integer, String> columns) {
        String columnList() {
            return String.join(", ", columns.values());
        }
    }

    private IndexFooter() {
    }

    static List<String> lines(DatabaseMetaData md, RelationLookup.Relation rel) throws SQLException {
        Map<String, Index> indexes;
        Index pk;
        try {
            indexes = indexes(md, rel);
            pk = primaryKey(md, rel);
        } catch (SQLFeatureNotSupportedException e) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        if (pk != null) {
            Index backing = indexes.containsKey(pk.name()) ? indexes.get(pk.name()) : indexes.values().stream()
                    .filter(i -> i.unique() && i.columnList().equals(pk.columnList())).findFirst().orElse(pk);
            indexes.remove(backing.name());
            lines.add("    \"" + backing.name() + "\" PRIMARY KEY, btree (" + pk.columnList() + ")");
        }
        indexes.values().stream().sorted(Comparator.comparing(Index::name)).forEach(i -> lines.add(
                "    \"" + i.name() + "\" " + (i.unique() ? "UNIQUE, " : "") + "btree (" + i.columnList() + ")"));
        if (!lines.isEmpty()) {
            lines.add(0, "Indexes:");
        }
        return lines;
    }

    private static Map<String, Index> indexes(DatabaseMetaData md, RelationLookup.Relation rel) throws SQLException {
        Map<String, Index> indexes = new LinkedHashMap<>();
        try (ResultSet rs = md.getIndexInfo(rel.catalog(), rel.schema(), rel.name(), false, true)) {
            while (rs.next()) {
                String name = rs.getString("INDEX_NAME");
                if (name == null || rs.getShort("TYPE") == DatabaseMetaData.tableIndexStatistic) {
                    continue;
                }
                boolean unique = !rs.getBoolean("NON_UNIQUE");
                String column = rs.getString("COLUMN_NAME");
                indexes.computeIfAbsent(name, n -> new Index(n, unique, new TreeMap<>()))
                        .columns().put((int) rs.getShort("ORDINAL_POSITION"), column == null ? "expr" : column);
            }
        }
        return indexes;
    }

    private static Index primaryKey(DatabaseMetaData md, RelationLookup.Relation rel) throws SQLException {
        Index pk = null;
        try (ResultSet rs = md.getPrimaryKeys(rel.catalog(), rel.schema(), rel.name())) {
            while (rs.next()) {
                if (pk == null) {
                    String name = rs.getString("PK_NAME");
                    pk = new Index(name == null ? rel.name() + "_pkey" : name, true, new TreeMap<>());
                }
                pk.columns().put((int) rs.getShort("KEY_SEQ"), rs.getString("COLUMN_NAME"));
            }
        }
        return pk;
    }
}
