package org.lanin.planner.catalogview;

import java.util.List;
import java.util.function.Function;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.type.DataType;

/**
 * A read-only relation computed from a catalog snapshot (information_schema, pg_catalog and
 * lanin_* views). Rows are built when a query opens the view, from the catalog version the
 * query was planned against.
 */
public record SystemView(String schema, String name, List<String> columnNames, List<DataType> columnTypes,
                         Function<Context, List<Object[]>> rows) {

    /**
     * The name SQL sees for a database (current_database(), catalog columns): its own, or "lanin"
     * for an unnamed private one, as PostgreSQL has no database without a name.
     */
    public static String sqlName(String databaseName) {
        return databaseName == null || databaseName.isEmpty() ? "lanin" : databaseName;
    }

    /** What a view's rows are computed from; {@code database} is null where no database is at hand. */
    public record Context(CatalogSnapshot catalog, String databaseName, org.lanin.planner.session.LaninDatabase database) {
        public Context(CatalogSnapshot catalog, String databaseName) {
            this(catalog, databaseName, null);
        }
    }
}
