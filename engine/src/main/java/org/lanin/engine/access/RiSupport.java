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

    /**
     * Oids of the tables whose FOREIGN KEY triggers are off (ALTER TABLE ... DISABLE TRIGGER ALL, as
     * pg_dump's data scripts use): rows written to such a referencing table are not checked, and
     * rows deleted or updated in such a referenced table take no action and no check.
     */
    default java.util.Set<Long> triggersOff() {
        return java.util.Set.of();
    }

    /**
     * The running transaction's deferred constraint state, asked only for a check of a DEFERRABLE
     * constraint; null when checks cannot be deferred (they then run at the end of the statement).
     */
    default DeferredConstraints deferred() {
        return null;
    }
}
