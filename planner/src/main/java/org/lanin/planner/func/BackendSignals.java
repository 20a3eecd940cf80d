package org.lanin.planner.func;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.SessionActivity;
import org.lanin.planner.session.SessionControl;

/**
 * pg_cancel_backend(pid) and pg_terminate_backend(pid [, timeout]) over the sessions of this
 * database (pg_stat_activity's pids): true when the session exists, false otherwise (PostgreSQL
 * also warns). Cancel stops the session's running statement (57014 there). Terminate cancels it
 * too and ends the session at its next use, which fails with 57P01 (PostgreSQL's backend exits at
 * once; an idle session here keeps its transaction and locks until its connection is used or
 * closed). The timeout is accepted and not waited on.
 */
final class BackendSignals {
    private BackendSignals() {
    }

    static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog) {
        boolean cancel = name.equals("pg_cancel_backend") && argCount == 1;
        boolean terminate = name.equals("pg_terminate_backend") && (argCount == 1 || argCount == 2);
        if (!cancel && !terminate) {
            return null;
        }
        return new CatalogFunction(name, argCount, DataType.BOOLEAN, true, catalog, (ctx, cat, a) -> {
            SessionControl session = (SessionControl) ctx.session();
            SessionActivity target = session.database().activity((int) CatalogFunction.oid(a[0]));
            if (target == null) {
                return false;
            }
            if (cancel) {
                target.cancel();
            } else {
                target.terminate();
            }
            return true;
        });
    }
}
