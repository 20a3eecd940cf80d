package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.access.DeferredConstraints;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.DeferrableConstraint;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.ConstraintTimingMsg;
import org.lanin.planner.parse.UtilityStatement.SetConstraints;

/**
 * SET CONSTRAINTS ALL | name [, ...] DEFERRED | IMMEDIATE (PostgreSQL's AfterTriggerSetState):
 * changes which deferrable FOREIGN KEYs and UNIQUE / PRIMARY KEY constraints wait for COMMIT in the running transaction; IMMEDIATE
 * runs the checks already waiting for the constraints it names, now. An unqualified name means
 * that name's constraints in the first schema of the search path that has any; a constraint
 * that is not deferrable is 55000, an unknown name 42704. Outside a transaction block it only
 * warns (25P01), as PostgreSQL does.
 */
final class SetConstraintsPlan {
    private SetConstraintsPlan() {
    }

    static void run(StatementRuntime rt, SetConstraints s) {
        if (!rt.session().inTransactionBlock()) {
            rt.session().warn(LaninException.of(ConstraintTimingMsg.OUTSIDE_BLOCK).getMessage());
            return;
        }
        CatalogSnapshot catalog = rt.database().catalog().current();
        List<DeferrableConstraint> named = s.names() == null ? null : resolve(rt, catalog, s.names());
        DeferredConstraints deferred = rt.session().deferredConstraints();
        if (named == null) {
            deferred.setAll(s.deferred());
        } else {
            for (DeferrableConstraint c : named) {
                deferred.set(c, s.deferred());
            }
        }
        if (!s.deferred()) {
            deferred.run(PlannerRiSupport.forDeferredChecks(rt.database()), rt.exec(),
                    fk -> named == null || named.stream().anyMatch(n -> n.constraintKey().equals(fk.constraintKey())));
        }
    }

    private static List<DeferrableConstraint> resolve(StatementRuntime rt, CatalogSnapshot catalog, List<String> names) {
        List<DeferrableConstraint> out = new ArrayList<>();
        for (String name : names) {
            int dot = name.indexOf('.');
            List<String> schemas = dot >= 0 ? List.of(name.substring(0, dot))
                    : rt.session().settings().planner().searchPath().existing(catalog);
            String constraint = dot >= 0 ? name.substring(dot + 1) : name;
            List<DeferrableConstraint> found = new ArrayList<>();
            boolean other = false;
            for (String schema : schemas) {
                for (TableDef t : catalog.tables()) {
                    if (!Namespace.schemaOf(t.name()).equals(schema)) {
                        continue;
                    }
                    for (ForeignKeyDef fk : t.foreignKeys()) {
                        if (fk.name().equals(constraint)) {
                            found.add(fk);
                        }
                    }
                    for (IndexDef i : t.indexes()) {
                        if (i.constraint() && Namespace.nameOf(i.name()).equals(constraint)) {
                            found.add(i);
                        }
                    }
                    other |= hasOtherConstraint(t, constraint);
                }
                if (!found.isEmpty() || other) {
                    break; // the first schema of the path that has the name
                }
            }
            if (found.isEmpty() && !other) {
                throw LaninException.of(ConstraintTimingMsg.NO_SUCH_CONSTRAINT, constraint);
            }
            for (DeferrableConstraint c : found) {
                if (!c.deferrable()) {
                    throw LaninException.of(ConstraintTimingMsg.NOT_DEFERRABLE, constraint);
                }
            }
            if (other) {
                throw LaninException.of(ConstraintTimingMsg.NOT_DEFERRABLE, constraint);
            }
            out.addAll(found);
        }
        return out;
    }

    /** A CHECK constraint of that name: never deferrable. */
    private static boolean hasOtherConstraint(TableDef t, String name) {
        for (CheckDef c : t.checks()) {
            if (name.equals(c.name())) {
                return true;
            }
        }
        return false;
    }
}
