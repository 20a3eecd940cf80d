package org.lanin.planner.routine.catalog;

import java.util.List;

/**
 * A role made by CREATE ROLE / USER / GROUP (PostgreSQL's pg_authid row with its pg_auth_members
 * rows as a member). The session user {@code lanin}, a superuser, is built in and not one of these.
 * Privileges are not enforced (README, Known limits): the attributes are kept and shown.
 *
 * @param password whether a password is set (the password itself is not kept: nothing checks it)
 * @param validUntil VALID UNTIL as written, or null
 * @param memberOf oids of the roles this one is a member of (GRANT role TO this, IN ROLE)
 * @param adminOf the subset of {@code memberOf} held WITH ADMIN OPTION
 */
public record RoleDef(long oid, String name, boolean superuser, boolean inherit, boolean createRole, boolean createDb,
                      boolean login, boolean replication, boolean bypassRls, int connectionLimit, boolean password,
                      String validUntil, List<Long> memberOf, List<Long> adminOf) {
    public RoleDef {
        memberOf = List.copyOf(memberOf);
        adminOf = List.copyOf(adminOf);
    }

    public RoleDef renamed(String newName) {
        return new RoleDef(oid, newName, superuser, inherit, createRole, createDb, login, replication, bypassRls,
                connectionLimit, password, validUntil, memberOf, adminOf);
    }

    /** This role with its membership in {@code role} set ({@code member}), with or without ADMIN OPTION. */
    public RoleDef withMembership(long role, boolean member, boolean admin) {
        java.util.List<Long> in = new java.util.ArrayList<>(memberOf);
        java.util.List<Long> adm = new java.util.ArrayList<>(adminOf);
        in.remove(role);
        adm.remove(role);
        if (member) {
            in.add(role);
            if (admin) {
                adm.add(role);
            }
        }
        return new RoleDef(oid, name, superuser, inherit, createRole, createDb, login, replication, bypassRls,
                connectionLimit, password, validUntil, in, adm);
    }
}
