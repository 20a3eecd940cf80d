package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.Inheritance;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;

/**
 * The query that reads an inheritance parent with its children (PostgreSQL expands the
 * inheritance set into an Append of the parent and each child, each projected to the parent's
 * columns): {@code SELECT cols FROM ONLY parent UNION ALL SELECT cols FROM ONLY d ...} over every
 * descendant {@code d} once (a table inheriting from two members of the set is read once, as the
 * inheritance set is a set). Departure: system columns (ctid, tableoid) are not available
 * through the parent, and EXPLAIN shows the UNION ALL's Append of subquery scans.
 */
final class InheritanceScan {
    private InheritanceScan() {
    }

    static String sql(TableDef parent, CatalogSnapshot catalog) {
        List<String> cols = new ArrayList<>();
        for (ColumnDef c : parent.liveColumns()) {
            cols.add(quote(c.name()));
        }
        String list = String.join(", ", cols);
        StringBuilder sb = new StringBuilder("SELECT ").append(list).append(" FROM ONLY ").append(name(parent));
        for (TableDef child : Inheritance.descendants(catalog, parent)) {
            sb.append(" UNION ALL SELECT ").append(list).append(" FROM ONLY ").append(name(child));
        }
        return sb.toString();
    }

    private static String name(TableDef t) {
        return quote(Namespace.schemaOf(t.name())) + "." + quote(Namespace.nameOf(t.name()));
    }

    static String quote(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }
}
