package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.catalogview.PgOids;
import org.lanin.planner.ddl.DdlStatement.AlterRole;
import org.lanin.planner.ddl.DdlStatement.CreateRole;
import org.lanin.planner.ddl.DdlStatement.DropRole;
import org.lanin.planner.ddl.DdlStatement.RoleOption;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.catalog.RoleDef;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.session.Notice;
import org.lanin.planner.session.Setting;

/**
 * CREATE / ALTER / DROP ROLE (USER, GROUP) and role membership (GRANT role TO role, IN ROLE, ROLE,
 * ADMIN), as PostgreSQL's user.c checks them. Roles live in the routine registry as {@link RoleDef}s,
 * so they are transactional and a file database logs them. The session user {@code lanin} is built in:
 * it is every session's user, a superuser, and cannot be renamed or dropped; ALTER ROLE of it is
 * accepted and changes nothing. Privileges are not enforced (README, Known limits).
 */
final class RoleDdl {
    /** The attribute options and the key each sets. */
    private static final Map<String, String> FLAGS = new HashMap<>();

    static {
        for (String f : new String[] {"superuser", "createdb", "createrole", "inherit", "login", "replication", "bypassrls"}) {
            FLAGS.put(f, f);
            FLAGS.put("no" + f, f);
        }
    }

    private RoleDdl() {
    }

    /** After CREATE ROLE, USER ({@code user}) or GROUP. */
    static DdlStatement parseCreate(DdlParser p, boolean user) {
        String name = p.name();
        return new CreateRole(name, user, options(p, true));
    }

    /** After ALTER ROLE, USER or GROUP ({@code group}). */
    static DdlStatement parseAlter(DdlParser p, boolean group) {
        String name = p.name();
        if (p.acceptWord("rename")) {
            p.expectWord("to");
            return new AlterRole(name, List.of(), p.name(), null, false);
        }
        if (group && (p.peekWord("add") || p.peekWord("drop"))) {
            boolean add = p.next().is("add");
            p.expectWord("user");
            return new AlterRole(name, List.of(), null, p.names(), add);
        }
        return new AlterRole(name, options(p, false), null, null, false);
    }

    /** After DROP ROLE, USER or GROUP. */
    static DdlStatement parseDrop(DdlParser p) {
        boolean ifExists = p.ifExists();
        return new DropRole(p.names(), ifExists);
    }

    private static List<RoleOption> options(DdlParser p, boolean create) {
        p.acceptWord("with");
        List<RoleOption> out = new ArrayList<>();
        while (p.peek() != null && !p.peekSymbol(";")) {
            String w = p.name();
            RoleOption o;
            if (FLAGS.containsKey(w)) {
                o = new RoleOption(FLAGS.get(w), !(w.startsWith("no") && FLAGS.containsKey(w.substring(2))));
            } else if (w.equals("connection")) {
                p.expectWord("limit");
                o = new RoleOption("connlimit", p.number());
            } else if (w.equals("encrypted") || w.equals("password")) {
                if (w.equals("encrypted")) {
                    p.expectWord("password");
                }
                o = new RoleOption("password", p.acceptWord("null") ? Boolean.FALSE : passwordGiven(p));
            } else if (w.equals("valid")) {
                p.expectWord("until");
                o = new RoleOption("validuntil", p.stringLiteral());
            } else if (w.equals("sysid")) {
                p.number();
                continue; // PostgreSQL ignores it too
            } else if (create && w.equals("in")) {
                if (!p.acceptWord("role")) {
                    p.expectWord("group");
                }
                o = new RoleOption("inrole", p.names());
            } else if (create && (w.equals("role") || w.equals("user"))) {
                o = new RoleOption("members", p.names());
            } else if (create && w.equals("admin")) {
                o = new RoleOption("admins", p.names());
            } else {
                throw LaninException.of(org.lanin.planner.parse.ParseMsg.SYNTAX_ERROR_NEAR, w);
            }
            for (RoleOption had : out) {
                if (had.key().equals(o.key())) {
                    throw LaninException.of(RoleMsg.CONFLICTING);
                }
            }
            out.add(o);
        }
        return out;
    }

    private static Boolean passwordGiven(DdlParser p) {
        p.stringLiteral(); // not kept: nothing here checks passwords
        return Boolean.TRUE;
    }

    static Object create(StatementRuntime rt, CreateRole c) {
        Routines reg = Routines.of(rt.database());
        checkNewName(c.name());
        if (builtIn(c.name()) || reg.role(c.name()) != null) {
            throw LaninException.of(RoleMsg.EXISTS, c.name());
        }
        Map<String, Object> o = optionMap(c.options());
        long oid = rt.database().catalog().newOid();
        List<Long> memberOf = new ArrayList<>();
        for (String r : names(o, "inrole")) {
            memberOf.add(oidOf(reg, r));
        }
        RoleDef def = new RoleDef(oid, c.name(), flag(o, "superuser", false), flag(o, "inherit", true),
                flag(o, "createrole", false), flag(o, "createdb", false), flag(o, "login", c.user()),
                flag(o, "replication", false), flag(o, "bypassrls", false), connectionLimit(o, -1),
                flag(o, "password", false), (String) o.get("validuntil"), memberOf, List.of());
        reg.putRole(null, def);
        for (String m : names(o, "members")) {
            addMember(reg, oid, m, false);
        }
        for (String m : names(o, "admins")) {
            addMember(reg, oid, m, true);
        }
        return null;
    }

    static Object alter(StatementRuntime rt, AlterRole a) {
        Routines reg = Routines.of(rt.database());
        String name = resolve(rt, a.name());
        if (builtIn(name)) {
            if (a.newName() != null) {
                throw LaninException.of(RoleMsg.RENAME_SESSION);
            }
            if (a.members() != null) {
                for (String m : a.members()) {
                    setMember(rt, reg, PgOids.ROLE, name, m, a.add(), false);
                }
            }
            optionMap(a.options());
            return null; // the built-in superuser keeps every attribute
        }
        RoleDef def = reg.role(name);
        if (def == null) {
            throw LaninException.of(RoleMsg.MISSING, name);
        }
        if (a.newName() != null) {
            if (name.equals(currentRole(rt))) {
                throw LaninException.of(RoleMsg.RENAME_CURRENT);
            }
            checkNewName(a.newName());
            if (builtIn(a.newName()) || reg.role(a.newName()) != null) {
                throw LaninException.of(RoleMsg.EXISTS, a.newName());
            }
            reg.putRole(def, def.renamed(a.newName()));
            renameOwner(rt, name, a.newName());
            return null;
        }
        if (a.members() != null) {
            for (String m : a.members()) {
                setMember(rt, reg, def.oid(), name, m, a.add(), false);
            }
            return null;
        }
        Map<String, Object> o = optionMap(a.options());
        reg.putRole(def, new RoleDef(def.oid(), def.name(), flag(o, "superuser", def.superuser()),
                flag(o, "inherit", def.inherit()), flag(o, "createrole", def.createRole()),
                flag(o, "createdb", def.createDb()), flag(o, "login", def.login()),
                flag(o, "replication", def.replication()), flag(o, "bypassrls", def.bypassRls()),
                connectionLimit(o, def.connectionLimit()), flag(o, "password", def.password()),
                o.containsKey("validuntil") ? (String) o.get("validuntil") : def.validUntil(), def.memberOf(), def.adminOf()));
        return null;
    }

    static Object drop(StatementRuntime rt, DropRole d) {
        Routines reg = Routines.of(rt.database());
        for (String n : d.names()) {
            String name = resolve(rt, n);
            if (name.equals(currentRole(rt))) {
                throw LaninException.of(RoleMsg.DROP_CURRENT);
            }
            if (builtIn(name)) {
                throw LaninException.of(RoleMsg.DROP_SESSION);
            }
            RoleDef def = reg.role(name);
            if (def == null) {
                if (!d.ifExists()) {
                    throw LaninException.of(RoleMsg.MISSING, name);
                }
                Notice.send(rt.session(), RoleMsg.MISSING_SKIPPING, name);
                continue;
            }
            List<String> owned = new ArrayList<>();
            for (Namespace s : rt.database().catalog().current().namespaces()) {
                if (name.equals(s.owner())) {
                    owned.add("owner of schema " + s.name());
                }
            }
            if (!owned.isEmpty()) {
                throw LaninException.of(RoleMsg.HAS_DEPENDENTS, name, String.join("\n", owned));
            }
            for (RoleDef other : new ArrayList<>(reg.roles())) {
                if (other.memberOf().contains(def.oid())) {
                    reg.putRole(other, other.withMembership(def.oid(), false, false));
                }
            }
            reg.putRole(reg.role(name), null);
        }
        return null;
    }

    /**
     * GRANT ({@code grant}) or REVOKE role {@code role} to / from {@code member}; {@code admin}: WITH
     * ADMIN OPTION. Membership of the built-in superuser is accepted and not recorded.
     */
    static void membership(StatementRuntime rt, String role, String member, boolean grant, boolean admin) {
        Routines reg = Routines.of(rt.database());
        String r = resolve(rt, role);
        long roleOid = builtIn(r) ? PgOids.ROLE : oidOf(reg, r);
        setMember(rt, reg, roleOid, r, member, grant, admin);
    }

    private static void setMember(StatementRuntime rt, Routines reg, long roleOid, String roleName, String member,
                                  boolean add, boolean admin) {
        String m = resolve(rt, member);
        if (builtIn(m)) {
            return; // the superuser: a member of everything already
        }
        RoleDef def = reg.role(m);
        if (def == null) {
            throw LaninException.of(RoleMsg.MISSING, m);
        }
        if (!add) {
            if (!def.memberOf().contains(roleOid)) {
                Notice.send(rt.session(), "WARNING", RoleMsg.NOT_MEMBER.format(m, roleName));
                return;
            }
            reg.putRole(def, def.withMembership(roleOid, false, false));
            return;
        }
        if (def.oid() == roleOid || reaches(reg, roleOid, def.oid(), new HashSet<>())) {
            throw LaninException.of(RoleMsg.CIRCULAR, roleName, m);
        }
        if (def.memberOf().contains(roleOid) && (!admin || def.adminOf().contains(roleOid))) {
            Notice.send(rt.session(), RoleMsg.ALREADY_MEMBER, m, roleName);
            return;
        }
        reg.putRole(def, def.withMembership(roleOid, true, admin || def.adminOf().contains(roleOid)));
    }

    /** The schemas owned by {@code from} are owned by {@code to}: the catalog keeps owners by name. */
    private static void renameOwner(StatementRuntime rt, String from, String to) {
        rt.database().catalog().change(edit -> {
            org.lanin.engine.catalog.Catalog.Edit e = edit;
            for (Namespace n : edit.base().namespaces()) {
                if (from.equals(n.owner()) && n != Namespace.PUBLIC) {
                    e = e.putNamespace(n.withOwner(to));
                }
            }
            return e;
        });
    }

    private static void addMember(Routines reg, long roleOid, String member, boolean admin) {
        if (builtIn(member)) {
            return;
        }
        RoleDef def = reg.role(member);
        if (def == null) {
            throw LaninException.of(RoleMsg.MISSING, member);
        }
        reg.putRole(def, def.withMembership(roleOid, true, admin));
    }

    /** Whether the role of oid {@code from} is, directly or not, a member of the role of oid {@code to}. */
    private static boolean reaches(Routines reg, long from, long to, Set<Long> seen) {
        RoleDef r = reg.role(from);
        if (r == null || !seen.add(from)) {
            return false;
        }
        for (long up : r.memberOf()) {
            if (up == to || reaches(reg, up, to, seen)) {
                return true;
            }
        }
        return false;
    }

    /**
     * 42704 unless {@code name} (null: none given) is a role: the session user, {@code postgres} (which
     * packaged clusters' dumps name as owner), or one CREATE ROLE made.
     */
    static void requireRole(StatementRuntime rt, String name) {
        if (name != null && !builtIn(name) && !name.equals("postgres") && Routines.of(rt.database()).role(name) == null) {
            throw LaninException.of(RoleMsg.MISSING, name);
        }
    }

    /** The role CURRENT_USER / CURRENT_ROLE / SESSION_USER stand for, or the name itself. */
    static String resolve(StatementRuntime rt, String name) {
        return switch (name) {
            case "current_user", "current_role" -> currentRole(rt);
            case "session_user" -> Setting.SESSION_USER;
            default -> name;
        };
    }

    private static String currentRole(StatementRuntime rt) {
        String r = rt.session().getSetting("role");
        return r == null || r.equals("none") ? Setting.SESSION_USER : r;
    }

    /** The session user, built in (and {@code postgres}, which packaged clusters' dumps name, is not). */
    static boolean builtIn(String name) {
        return name.equals(Setting.SESSION_USER);
    }

    private static void checkNewName(String name) {
        if (name.equals("public") || name.equals("none")) {
            throw LaninException.of(RoleMsg.RESERVED, name);
        }
        if (name.startsWith("pg_")) {
            throw LaninException.of(RoleMsg.RESERVED_PG, name);
        }
    }

    private static long oidOf(Routines reg, String name) {
        if (builtIn(name)) {
            return PgOids.ROLE;
        }
        RoleDef r = reg.role(name);
        if (r == null) {
            throw LaninException.of(RoleMsg.MISSING, name);
        }
        return r.oid();
    }

    private static Map<String, Object> optionMap(List<RoleOption> options) {
        Map<String, Object> out = new HashMap<>();
        for (RoleOption o : options) {
            out.put(o.key(), o.value());
        }
        if (out.get("validuntil") != null) { // 22007 for a timestamp PostgreSQL would refuse
            org.lanin.engine.type.Casts.assign(out.get("validuntil"), org.lanin.engine.type.DataType.TEXT,
                    org.lanin.engine.type.DataType.TIMESTAMPTZ);
        }
        Object limit = out.get("connlimit");
        if (limit != null && ((Long) limit) < -1) {
            throw LaninException.of(RoleMsg.CONNECTION_LIMIT, limit);
        }
        return out;
    }

    private static boolean flag(Map<String, Object> o, String key, boolean otherwise) {
        Object v = o.get(key);
        return v == null ? otherwise : (Boolean) v;
    }

    private static int connectionLimit(Map<String, Object> o, int otherwise) {
        Object v = o.get("connlimit");
        return v == null ? otherwise : (int) (long) (Long) v;
    }

    @SuppressWarnings("unchecked")
    private static List<String> names(Map<String, Object> o, String key) {
        Object v = o.get(key);
        return v == null ? List.of() : (List<String>) v;
    }
}
