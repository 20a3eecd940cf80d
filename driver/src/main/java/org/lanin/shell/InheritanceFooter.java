package org.lanin.shell;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The table inheritance footers of {@code \d NAME}, psql style:
 * <pre>
 * Inherits: towns,
 *           capitals
 * Number of child tables: 2 (Use \d+ to list them.)
 * </pre>
 * read from {@code pg_inherits} (partitions are not inheritance children here). A database
 * without that catalog (H2) gives no footer.
 */
final class InheritanceFooter {
    private static final String PARENTS = "SELECT p.relname FROM pg_catalog.pg_inherits i"
            + " JOIN pg_catalog.pg_class c ON c.oid = i.inhrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
            + " JOIN pg_catalog.pg_class p ON p.oid = i.inhparent"
            + " WHERE c.relname = ? AND n.nspname = ? AND NOT c.relispartition ORDER BY i.inhseqno";
    private static final String CHILDREN = "SELECT count(*) FROM pg_catalog.pg_inherits i"
            + " JOIN pg_catalog.pg_class c ON c.oid = i.inhrelid JOIN pg_catalog.pg_class p ON p.oid = i.inhparent"
            + " JOIN pg_catalog.pg_namespace n ON n.oid = p.relnamespace"
            + " WHERE p.relname = ? AND n.nspname = ? AND NOT c.relispartition";

    private InheritanceFooter() {
    }

    static List<String> lines(Connection c, RelationLookup.Relation rel) {
        List<String> out = new ArrayList<>();
        try {
            List<String> parents = strings(c, PARENTS, rel);
            for (int i = 0; i < parents.size(); i++) {
                out.add((i == 0 ? "Inherits: " : "          ") + parents.get(i) + (i + 1 < parents.size() ? "," : ""));
            }
            long children = Long.parseLong(strings(c, CHILDREN, rel).get(0));
            if (children > 0) {
                out.add("Number of child tables: " + children + " (Use \\d+ to list them.)");
            }
        } catch (SQLException | RuntimeException noCatalog) {
            return List.of(); // not PostgreSQL's catalog: nothing to say
        }
        return out;
    }

    private static List<String> strings(Connection c, String sql, RelationLookup.Relation rel) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, rel.name());
            ps.setString(2, rel.schema());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }
}
