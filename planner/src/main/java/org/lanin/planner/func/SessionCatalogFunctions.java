package org.lanin.planner.func;

import static org.lanin.planner.func.CatalogFunction.oid;
import static org.lanin.planner.func.CatalogFunction.text;

import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.error.SqlState;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.func.ScalarFunction;
import org.lanin.engine.lock.AdvisoryLocks;
import org.lanin.engine.lock.LockWait;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.SessionControl;

/**
 * Functions that act on the session: {@code set_config(name, value, is_local)} (a SET; is_local
 * true a SET LOCAL), {@code current_setting(name,
 * missing_ok)}, and PostgreSQL's advisory lock functions over the database's
 * {@link AdvisoryLocks}: {@code pg_[try_]advisory_[xact_]lock[_shared]}, {@code
 * pg_advisory_unlock[_shared]} and {@code pg_advisory_unlock_all}, keyed by one bigint or two
 * integers ({@code (k1 << 32) | k2}). Functions PostgreSQL declares void return NULL text.
 */
final class SessionCatalogFunctions {
    private SessionCatalogFunctions() {
    }

    static ScalarFunction resolve(String name, int argCount, CatalogSnapshot catalog) {
        if (name.equals("set_config") && argCount == 3) {
            return new CatalogFunction(name, 3, DataType.TEXT, false, catalog, (ctx, cat, a) -> {
                SessionControl s = session(ctx);
                if (CatalogFunction.bool(a[2])) {
                    s.setLocalSetting(text(a[0]), a[1] == null ? "" : text(a[1]));
                } else {
                    s.setSetting(text(a[0]), a[1] == null ? "" : text(a[1]));
                }
                return s.getSetting(text(a[0]));
            });
        }
        if (name.equals("current_setting") && argCount == 2) {
            return new CatalogFunction(name, 2, DataType.TEXT, true, catalog, (ctx, cat, a) -> {
                try {
                    return session(ctx).getSetting(text(a[0]));
                } catch (LaninException e) {
                    if (e.state() == SqlState.UNDEFINED_OBJECT && CatalogFunction.bool(a[1])) {
                        return null;
                    }
                    throw e;
                }
            });
        }
        if (!name.startsWith("pg_") || !name.contains("advisory")) {
            return null;
        }
        return advisory(name, argCount, catalog);
    }

    /**
     * What a function returning void gives: PostgreSQL's void value is not null and prints empty
     * ({@code pg_advisory_lock(1) IS NULL} is false).
     */
    private static final String VOID = "";

    private static ScalarFunction advisory(String name, int argCount, CatalogSnapshot catalog) {
        if (name.equals("pg_advisory_unlock_all")) {
            return argCount != 0 ? null : new CatalogFunction(name, 0, DataType.TEXT, false, catalog, (ctx, cat, a) -> {
                locks(ctx).releaseSessionLocks(session(ctx).lockProc());
                return VOID;
            });
        }
        if (argCount < 1 || argCount > 2) {
            return null;
        }
        String base = name.endsWith("_shared") ? name.substring(0, name.length() - "_shared".length()) : name;
        boolean shared = base.length() != name.length();
        return switch (base) {
            case "pg_advisory_lock", "pg_advisory_xact_lock" -> new CatalogFunction(name, argCount, DataType.TEXT, true,
                    catalog, (ctx, cat, a) -> {
                        take(ctx, key(a), shared, base.contains("xact"), false);
                        return VOID;
                    });
            case "pg_try_advisory_lock", "pg_try_advisory_xact_lock" -> new CatalogFunction(name, argCount,
                    DataType.BOOLEAN, true, catalog, (ctx, cat, a) -> take(ctx, key(a), shared, base.contains("xact"), true));
            case "pg_advisory_unlock" -> new CatalogFunction(name, argCount, DataType.BOOLEAN, true, catalog,
                    (ctx, cat, a) -> locks(ctx).release(session(ctx).lockProc(), key(a), shared));
            default -> null;
        };
    }

    private static boolean take(ExecContext ctx, AdvisoryLocks.Key key, boolean shared, boolean xact, boolean tryOnly) {
        SessionControl s = session(ctx);
        if (xact) {
            s.lockProc().attach(ctx.transaction()); // its end releases transaction-level holds
        }
        LockWait wait = s.lockWait().withNoWait(tryOnly);
        return locks(ctx).acquire(s.lockProc(), key, shared, xact, wait);
    }

    private static AdvisoryLocks.Key key(Object[] a) {
        if (a.length == 2) {
            return new AdvisoryLocks.Key((oid(a[0]) << 32) | (oid(a[1]) & 0xffff_ffffL), true);
        }
        return new AdvisoryLocks.Key(oid(a[0]), false);
    }

    private static SessionControl session(ExecContext ctx) {
        return (SessionControl) ctx.session();
    }

    private static AdvisoryLocks locks(ExecContext ctx) {
        return session(ctx).database().locks().advisory();
    }
}
