package org.lanin.planner.compile;

import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.expr.BoundExpr.SessionCall;
import org.lanin.planner.session.Lanin;

/** Functions answered by the session: settings, identity of the database and user. */
final class SessionFunctions {
    private SessionFunctions() {
    }

    static RowExpr compile(SessionCall s) {
        return switch (s.name()) {
            case "current_setting" -> {
                RowExpr arg = ExprCompiler.compile(s.args().get(0));
                yield (row, ctx) -> {
                    Object name = arg.eval(row, ctx);
                    return name == null ? null : CallCompiler.session(ctx).getSetting((String) name);
                };
            }
            case "version" -> RowExpr.constant("PostgreSQL 15.0 (Lanin " + Lanin.version() + ") on the JVM");
            case "current_schema" -> (row, ctx) -> org.lanin.planner.session.SessionSearchPath.of(ctx)
                    .current(CallCompiler.session(ctx).database().catalog().current());
            case "current_database", "current_catalog" -> (row, ctx) -> org.lanin.planner.catalogview.SystemView.sqlName(
                    CallCompiler.session(ctx).database().name());
            case "current_user", "current_role", "user" -> (row, ctx) -> { // SET ROLE's role, else the session user
                String role = CallCompiler.session(ctx).getSetting("role");
                return role == null || role.equals("none") ? org.lanin.planner.session.Setting.SESSION_USER : role;
            };
            case "session_user" -> RowExpr.constant(org.lanin.planner.session.Setting.SESSION_USER);
            case "pg_backend_pid" -> (row, ctx) -> CallCompiler.session(ctx).backendPid(); // as pg_locks.pid shows it
            case "txid_current", "pg_current_xact_id" -> (row, ctx) -> ctx.transaction().xid(); // the top level's
            case "lastval" -> (row, ctx) -> {
                org.lanin.planner.session.SessionControl session = CallCompiler.session(ctx);
                var catalog = session.database().catalog().current();
                return session.sequenceValues().lastval(name -> catalog.sequence(name) != null);
            };
            case "pg_stat_statements_reset" -> (row, ctx) -> {
                CallCompiler.session(ctx).resetStatementStatistics();
                return java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC);
            };
            default -> RowExpr.constant("lanin");
        };
    }
}
