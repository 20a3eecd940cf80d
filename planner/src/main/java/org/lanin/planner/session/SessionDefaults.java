package org.lanin.planner.session;

import java.util.EnumMap;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.UtilityStatement.AlterDefaults;

/**
 * ALTER DATABASE name SET / ALTER ROLE name [IN DATABASE db] SET (PostgreSQL's pg_db_role_setting)
 * for one database: the values its new sessions start with. Precedence as in PostgreSQL: built-in
 * default, then the database's value, then the role's, then the role's in this database, then the
 * connection's (URL or properties), then SET. Sessions already open keep their values. Kept in
 * memory for the database object's life: a file database does not write them to its log or image
 * (see the README's known limits). There is one role, the session user.
 */
public final class SessionDefaults {
    private final Map<Setting, String> database = new EnumMap<>(Setting.class);
    private final Map<Setting, String> role = new EnumMap<>(Setting.class);
    private final Map<Setting, String> roleInDatabase = new EnumMap<>(Setting.class);

    /** The settings a new session starts with: these defaults under the connection's {@code own}. */
    synchronized Map<Setting, String> under(Map<Setting, String> own) {
        Map<Setting, String> out = new EnumMap<>(Setting.class);
        out.putAll(database);
        out.putAll(role);
        out.putAll(roleInDatabase);
        out.putAll(own);
        return out;
    }

    /** Runs one ALTER DATABASE / ROLE ... SET | RESET against the database SQL calls {@code databaseName}. */
    public void alter(AlterDefaults a, String databaseName) {
        if (a.role() && !a.target().equals(Setting.SESSION_USER)) {
            throw LaninException.of(PlannerMsg.NO_SUCH_ROLE, a.target());
        }
        String db = a.role() ? a.database() : a.target();
        if (db != null && !db.equals(databaseName)) {
            throw LaninException.of(PlannerMsg.NO_SUCH_DATABASE, db);
        }
        Map<Setting, String> into = !a.role() ? database : a.database() == null ? role : roleInDatabase;
        if (a.param() == null) {
            synchronized (this) {
                into.clear();
            }
            return;
        }
        Setting s = Setting.of(a.param());
        if (s.connectOnly()) {
            throw LaninException.of(PlannerMsg.SETTING_NOT_SETTABLE, s.key());
        }
        String v = a.value() == null ? null : s.normalise(a.value());
        synchronized (this) {
            if (v == null) {
                into.remove(s);
            } else {
                into.put(s, v);
            }
        }
    }
}
