package org.lanin.planner.catalogview;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.type.DataType;
import org.lanin.planner.routine.catalog.RoleDef;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.session.Setting;

/**
 * A role as the role catalogs (pg_roles, pg_authid, pg_user, pg_auth_members) show it: the built-in
 * session user {@code lanin}, a superuser with every attribute, then the roles CREATE ROLE made, in
 * oid order.
 */
record RoleRow(long oid, String name, boolean superuser, boolean inherit, boolean createRole, boolean createDb,
               boolean login, boolean replication, boolean bypassRls, int connectionLimit, OffsetDateTime validUntil,
               List<Long> memberOf, List<Long> adminOf) {

    static List<RoleRow> all(SystemView.Context c) {
        List<RoleRow> out = new ArrayList<>();
        out.add(new RoleRow(PgOids.ROLE, Setting.SESSION_USER, true, true, true, true, true, true, true, -1, null,
                List.of(), List.of()));
        Routines reg = c.database() == null ? null : Routines.existing(c.database());
        if (reg != null) {
            List<RoleDef> roles = new ArrayList<>(reg.roles());
            roles.sort(java.util.Comparator.comparingLong(RoleDef::oid));
            for (RoleDef r : roles) {
                out.add(new RoleRow(r.oid(), r.name(), r.superuser(), r.inherit(), r.createRole(), r.createDb(), r.login(),
                        r.replication(), r.bypassRls(), r.connectionLimit(), validUntil(r.validUntil()), r.memberOf(),
                        r.adminOf()));
            }
        }
        return out;
    }

    /** The oid of the role named {@code name}; the session user's for an owner no role has (postgres, in dumps). */
    static long oidOf(SystemView.Context c, String name) {
        Routines reg = c.database() == null || name == null ? null : Routines.existing(c.database());
        RoleDef r = reg == null ? null : reg.role(name);
        return r == null ? PgOids.ROLE : r.oid();
    }

    /** VALID UNTIL as a timestamptz in the session's zone (the text was checked when the role was made). */
    static OffsetDateTime validUntil(String text) {
        return text == null ? null
                : (OffsetDateTime) org.lanin.engine.type.Casts.assign(text, DataType.TEXT, DataType.TIMESTAMPTZ);
    }
}
