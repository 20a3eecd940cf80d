package org.lanin.engine.access;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;

/**
 * What FOREIGN KEY enforcement needs from the layer that compiles SQL: the catalog the
 * statement runs against, writers for tables a cascade reaches (their CHECK constraints
 * compiled), and column defaults for ON DELETE/UPDATE SET DEFAULT.
 */
public interface RiSupport {
    CatalogSnapshot catalog();

    /** A writer for {@code table} that enforces its NOT NULL and CHECK constraints. */
    TableWriter writer(TableDef table, ExecContext ctx);

    /** The value the column's DEFAULT gives now (null without one). */
    Object defaultValue(TableDef table, ColumnDef column, ExecContext ctx);
}
