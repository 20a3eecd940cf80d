package org.lanin.planner.catalogview;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.lanin.planner.session.SessionActivity;
import org.lanin.planner.session.Setting;

/**
 * pg_stat_activity: one row per open session of this database (PostgreSQL 15's columns), from the
 * activity each session publishes ({@link SessionActivity}): pid (as pg_backend_pid() and pg_locks
 * show it), application_name as the session connected with, backend_start, query_start and
 * state_change, state ('active', 'idle', 'idle in transaction', 'idle in transaction (aborted)')
 * and the current or last statement's text. Not tracked, so NULL: xact_start, wait events,
 * backend_xid and backend_xmin, client address and port (there is no client connection).
 */
final class PgStatActivity {
    private PgStatActivity() {
    }

    static SystemView view() {
        CatalogTable t = new CatalogTable("pg_catalog", "pg_stat_activity", "datid:oid datname:name pid:integer"
                + " leader_pid:integer usesysid:oid usename:name application_name:text client_addr:text"
                + " client_hostname:text client_port:integer backend_start:timestamptz xact_start:timestamptz"
                + " query_start:timestamptz state_change:timestamptz wait_event_type:text wait_event:text state:text"
                + " backend_xid:xid backend_xmin:xid query_id:bigint query:text backend_type:text");
        return t.view((c, out) -> {
            if (c.database() == null) {
                return;
            }
            List<SessionActivity> sessions = new ArrayList<>(c.database().activities());
            sessions.sort(Comparator.comparingInt(SessionActivity::pid));
            for (SessionActivity a : sessions) {
                out.accept(r -> r.set("datid", PgOids.DATABASE).set("datname", c.databaseName()).set("pid", a.pid())
                        .set("usesysid", PgOids.ROLE).set("usename", Setting.SESSION_USER)
                        .set("application_name", a.applicationName()).set("backend_start", a.backendStart())
                        .set("query_start", a.queryStart()).set("state_change", a.stateChange())
                        .set("state", a.state().text()).set("query", a.query()).set("backend_type", "client backend"));
            }
        });
    }
}
