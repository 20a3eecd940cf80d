package org.lanin.planner.plan;

import java.util.function.Supplier;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;

/**
 * The rules a materialized view adds to reading and writing its table: a scan of one that is not
 * populated fails (55000, as PostgreSQL's {@code ExecCheckRelationsScannable}), and DML on it fails
 * (42809) except for the INSERT that CREATE MATERIALIZED VIEW and REFRESH run themselves to fill it.
 * That INSERT is planned and run on the calling thread inside {@link #filling}, which is how it is
 * told apart from a user's statement.
 */
public final class MatviewScan {
    private static final ThreadLocal<Boolean> FILLING = new ThreadLocal<>();
    private static final ThreadLocal<Boolean> DEFINING = new ThreadLocal<>();

    private MatviewScan() {
    }

    /** 55000 when {@code def} is a materialized view created or refreshed WITH NO DATA. */
    public static void requirePopulated(TableDef def) {
        if (def.isMatview() && !def.matview().populated() && DEFINING.get() == null) {
            throw LaninException.of(ViewMsg.NOT_POPULATED, Namespace.nameOf(def.name()));
        }
    }

    /** 42809 when {@code def}, the target of INSERT/UPDATE/DELETE, is a materialized view and this is not its fill. */
    public static void requireWritable(TableDef def) {
        if (def.isMatview() && FILLING.get() == null) {
            throw LaninException.of(ViewMsg.CANNOT_CHANGE_MATVIEW, Namespace.nameOf(def.name()));
        }
    }

    /**
     * Binds {@code definition}, the query of a view or materialized view being created, with
     * unpopulated materialized views allowed: PostgreSQL checks that a relation is scannable when a
     * query runs, not when a view over it is defined (a dump creates every materialized view WITH NO
     * DATA, then the views over them, and refreshes them at the end).
     */
    public static <T> T defining(Supplier<T> definition) {
        Boolean outer = DEFINING.get();
        DEFINING.set(Boolean.TRUE);
        try {
            return definition.get();
        } finally {
            if (outer == null) {
                DEFINING.remove();
            }
        }
    }

    /** Runs {@code fill} (the INSERT ... query filling a materialized view) with writes to matviews allowed. */
    public static <T> T filling(Supplier<T> fill) {
        FILLING.set(Boolean.TRUE);
        try {
            return fill.get();
        } finally {
            FILLING.remove();
        }
    }
}
