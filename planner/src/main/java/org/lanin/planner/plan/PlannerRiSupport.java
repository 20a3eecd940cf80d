package org.lanin.planner.plan;

import org.lanin.engine.access.RiStatement;
import org.lanin.engine.access.RiSupport;
import org.lanin.engine.access.TableWriter;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.session.LaninDatabase;

/**
 * FOREIGN KEY enforcement's view of the planner for one DML execution: the current catalog,
 * and CHECK constraints and defaults of the tables a referential action reaches, compiled on
 * first use (most statements reach none).
 */
public final class PlannerRiSupport implements RiSupport {
    private final LaninDatabase db;
    private final CatalogSnapshot catalog;
    /** Whose deferred constraint state a deferrable constraint's check asks for; null: nothing is deferred. */
    private final org.lanin.planner.session.SessionControl session;
    private BindContext bc;

    private PlannerRiSupport(LaninDatabase db, CatalogSnapshot catalog, org.lanin.planner.session.SessionControl session) {
        this.db = db;
        this.catalog = catalog;
        this.session = session;
    }

    /**
     * The statement's RI state (its FOREIGN KEY work and DEFERRABLE unique rechecks), or null when
     * no table of the database has a FOREIGN KEY or a DEFERRABLE UNIQUE / PRIMARY KEY.
     */
    static RiStatement forStatement(StatementRuntime rt) {
        CatalogSnapshot snap = rt.database().catalog().current();
        return snap.hasForeignKeys() || snap.hasDeferrableUniques()
                ? new RiStatement(new PlannerRiSupport(rt.database(), snap, rt.session())) : null;
    }

    /** For the deferred checks run at COMMIT or by SET CONSTRAINTS ... IMMEDIATE: nothing is deferred further. */
    public static RiSupport forDeferredChecks(LaninDatabase db) {
        return new PlannerRiSupport(db, db.catalog().current(), null);
    }

    @Override
    public org.lanin.engine.access.DeferredConstraints deferred() {
        return session == null ? null : session.deferredConstraints();
    }

    @Override
    public CatalogSnapshot catalog() {
        return catalog;
    }

    @Override
    public TableWriter writer(TableDef table, ExecContext ctx) {
        SelectPlanner sp = new SelectPlanner();
        return new TableWriter(table, DmlSupport.checks(table, bind(), sp), DmlSupport.checkNames(table, bind()), ctx);
    }

    @Override
    public Object defaultValue(TableDef table, ColumnDef column, ExecContext ctx) {
        return ExprCompiler.compile(DmlSupport.defaultOf(column, bind(), new SelectPlanner())).eval(null, ctx);
    }

    @Override
    public java.util.Set<Long> triggersOff() {
        var routines = org.lanin.planner.routine.catalog.Routines.existing(db);
        return routines == null ? java.util.Set.of() : routines.riTriggersOff();
    }

    private BindContext bind() {
        if (bc == null) {
            bc = new BindContext(catalog, db);
        }
        return bc;
    }
}
