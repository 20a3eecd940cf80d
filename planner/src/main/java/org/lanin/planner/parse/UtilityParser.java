package org.lanin.planner.parse;

import java.util.StringJoiner;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.IsolationLevel;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.Tokens.Token;

/**
 * Parses transaction control, settings, VACUUM and ANALYZE ({@link MaintenanceParser}) in front
 * of JSqlParser, which does not accept BEGIN, RELEASE SAVEPOINT, SET TRANSACTION ISOLATION LEVEL
 * and others.
 */
public final class UtilityParser {
    private UtilityParser() {
    }

    /** The utility statement in {@code sql}, or {@link UtilityStatement.NotUtility} for anything else. */
    /** COMMIT, ROLLBACK or ROLLBACK TO: the statements a failed transaction block still accepts. */
    public static boolean endsFailedBlock(String sql) {
        UtilityStatement u = parse(sql);
        return u instanceof UtilityStatement.Rollback || u instanceof UtilityStatement.RollbackTo
                || u instanceof UtilityStatement.Commit;
    }

    public static UtilityStatement parse(String sql) {
        Tokens t = new Tokens(sql);
        Token first = t.next();
        if (first == null || first.quoted() || first.string()) {
            return new UtilityStatement.NotUtility();
        }
        UtilityStatement s = switch (first.text()) {
            case "begin" -> begin(t);
            case "start" -> t.accept("transaction") ? begin(t) : null;
            case "commit", "end" -> new UtilityStatement.Commit(chained(t));
            case "rollback", "abort" -> rollback(t);
            case "savepoint" -> new UtilityStatement.Savepoint(name(t));
            case "release" -> release(t);
            case "set" -> set(t);
            case "show" -> show(t);
            case "reset" -> t.accept("all") ? new UtilityStatement.Reset(null)
                    : t.accept("session") ? resetAuthorization(t) : new UtilityStatement.Reset(settingName(t));
            case "discard" -> discard(t);
            case "declare", "prepare", "listen", "notify", "execute", "deallocate", "fetch", "move", "close",
                    "unlisten" -> SessionObjectStatements.parse(first.text(), t, sql);
            case "vacuum" -> MaintenanceParser.vacuum(t);
            case "analyze", "analyse" -> MaintenanceParser.analyze(t);
            case "checkpoint" -> new UtilityStatement.Checkpoint();
            case "alter" -> alterDefaults(t);
            default -> null;
        };
        if (s == null) {
            return new UtilityStatement.NotUtility();
        }
        if (!t.atEnd()) {
            throw LaninException.of(PlannerMsg.SYNTAX_ERROR, "at or near \"" + t.peek().text() + "\"");
        }
        return s;
    }

    /** DISCARD ALL | PLANS | SEQUENCES | TEMP[ORARY]. */
    private static UtilityStatement discard(Tokens t) {
        for (String what : new String[] {"all", "plans", "sequences", "temp", "temporary"}) {
            if (t.accept(what)) {
                return new UtilityStatement.Discard(what.startsWith("temp") ? "TEMP" : what.toUpperCase(java.util.Locale.ROOT));
            }
        }
        throw syntax(t);
    }

    private static UtilityStatement show(Tokens t) {
        if (t.accept("transaction")) {
            expect(t, "isolation");
            expect(t, "level");
            return new UtilityStatement.Show("transaction_isolation");
        }
        return new UtilityStatement.Show(settingName(t));
    }

    private static UtilityStatement begin(Tokens t) {
        t.accept("work");
        t.accept("transaction");
        Characteristics c = characteristics(t);
        return new UtilityStatement.Begin(c.isolation, c.readOnly, c.deferrable);
    }

    private static final class Characteristics {
        IsolationLevel isolation;
        Boolean readOnly;
        Boolean deferrable;
    }

    private static Characteristics characteristics(Tokens t) {
        Characteristics c = new Characteristics();
        while (!t.atEnd()) {
            if (t.accept(",")) {
                continue;
            }
            if (t.accept("isolation")) {
                expect(t, "level");
                c.isolation = isolation(t);
            } else if (t.accept("read")) {
                if (t.accept("only")) {
                    c.readOnly = true;
                } else {
                    expect(t, "write");
                    c.readOnly = false;
                }
            } else if (t.accept("not")) {
                expect(t, "deferrable");
                c.deferrable = false;
            } else if (t.accept("deferrable")) {
                c.deferrable = true;
            } else {
                break;
            }
        }
        return c;
    }

    private static IsolationLevel isolation(Tokens t) {
        if (t.accept("serializable")) {
            return IsolationLevel.SERIALIZABLE;
        }
        if (t.accept("repeatable")) {
            expect(t, "read");
            return IsolationLevel.REPEATABLE_READ;
        }
        expect(t, "read");
        if (t.accept("committed") || t.accept("uncommitted")) {
            return IsolationLevel.READ_COMMITTED;
        }
        throw syntax(t);
    }

    /** The rest of COMMIT / ROLLBACK: [WORK | TRANSACTION] [AND [NO] CHAIN]; whether it chains. */
    private static boolean chained(Tokens t) {
        t.accept("work");
        t.accept("transaction");
        if (t.accept("and")) {
            boolean no = t.accept("no");
            expect(t, "chain");
            return !no;
        }
        return false;
    }

    private static UtilityStatement rollback(Tokens t) {
        t.accept("work");
        t.accept("transaction");
        if (t.accept("to")) {
            t.accept("savepoint");
            return new UtilityStatement.RollbackTo(name(t));
        }
        return new UtilityStatement.Rollback(chained(t));
    }

    private static UtilityStatement release(Tokens t) {
        t.accept("savepoint");
        return new UtilityStatement.Release(name(t));
    }

    private static UtilityStatement set(Tokens t) {
        boolean session = t.accept("session");
        boolean local = !session && t.accept("local");
        if (t.accept("transaction")) {
            Characteristics c = characteristics(t);
            return new UtilityStatement.SetTransaction(c.isolation, c.readOnly, c.deferrable, false);
        }
        if (session && t.accept("characteristics")) {
            expect(t, "as");
            expect(t, "transaction");
            Characteristics c = characteristics(t);
            return new UtilityStatement.SetTransaction(c.isolation, c.readOnly, c.deferrable, true);
        }
        if (!session && !local && t.accept("constraints")) {
            return setConstraints(t);
        }
        if (t.accept("time")) {
            expect(t, "zone");
            return timeZone(t);
        }
        if (t.accept("role")) { // SET [LOCAL] ROLE name | NONE: the setting "role" checks the name
            return new UtilityStatement.Set("role", values(t), local);
        }
        if (local && t.peek() != null && t.peek().text().equals("session")) {
            t.next(); // SET LOCAL SESSION AUTHORIZATION
        }
        if (t.peek() != null && t.peek().text().equals("authorization")) { // SET [LOCAL] SESSION AUTHORIZATION
            return authorization(t, local);
        }
        String name = settingName(t);
        if (!t.accept("=") && !t.accept("to")) {
            throw syntax(t);
        }
        if (t.peek() != null && t.peek().is("default") && t.tokensLeft() == 1) { // SET x TO DEFAULT: RESET x
            t.next();
            return local ? new UtilityStatement.Set(name, UtilityStatement.Set.DEFAULT, true) : new UtilityStatement.Reset(name);
        }
        return new UtilityStatement.Set(name, name.equals("search_path") ? quotedValues(t) : values(t), local);
    }

    /** SET CONSTRAINTS ALL | name [, ...] DEFERRED | IMMEDIATE; a name may be schema-qualified. */
    private static UtilityStatement setConstraints(Tokens t) {
        java.util.List<String> names = null;
        if (!t.accept("all")) {
            names = new java.util.ArrayList<>();
            do {
                String name = name(t);
                if (t.accept(".")) {
                    name = name + "." + name(t);
                }
                names.add(name);
            } while (t.accept(","));
        }
        boolean deferred = t.accept("deferred");
        if (!deferred) {
            expect(t, "immediate");
        }
        return new UtilityStatement.SetConstraints(names, deferred);
    }

    /** ALTER DATABASE | ROLE | USER ... SET/RESET; null (not a utility statement) for any other ALTER. */
    private static UtilityStatement alterDefaults(Tokens t) {
        boolean role = t.accept("role") || t.accept("user");
        if (!role && !t.accept("database")) {
            return null;
        }
        String target = name(t);
        String database = null;
        if (role && t.accept("in")) {
            expect(t, "database");
            database = name(t);
        }
        if (t.accept("reset")) {
            return new UtilityStatement.AlterDefaults(role, target, database, t.accept("all") ? null : settingName(t), null);
        }
        if (!t.accept("set")) {
            return null; // RENAME, OWNER, CONNECTION LIMIT, ...: not supported here
        }
        String param = settingName(t);
        if (!t.accept("=") && !t.accept("to")) {
            throw syntax(t);
        }
        return new UtilityStatement.AlterDefaults(role, target, database, param, t.accept("default") ? null : values(t));
    }

    /** A list of names: quoted identifiers keep their quotes (search_path folds the others). */
    private static String quotedValues(Tokens t) {
        StringJoiner j = new StringJoiner(", ");
        while (!t.atEnd()) {
            Token v = t.next();
            if (v.text().equals(",") && !v.string()) {
                continue;
            }
            j.add(v.quoted() ? "\"" + v.text().replace("\"", "\"\"") + "\"" : v.text());
        }
        return j.toString();
    }

    /** SET TIME ZONE 'name' | number | INTERVAL '...' [HOUR TO MINUTE] | LOCAL | DEFAULT. */
    private static UtilityStatement timeZone(Tokens t) {
        if (t.accept("local") || t.accept("default")) {
            return new UtilityStatement.Reset("timezone");
        }
        if (t.accept("interval")) {
            Token v = t.next();
            if (v == null || !v.string()) {
                throw syntax(t);
            }
            if (t.accept("hour")) { // the only qualifier PostgreSQL allows here
                expect(t, "to");
                expect(t, "minute");
            }
            return new UtilityStatement.Set("timezone", "interval " + v.text());
        }
        return new UtilityStatement.Set("timezone", values(t));
    }

    /** SET [LOCAL] SESSION AUTHORIZATION name | DEFAULT, as SET [LOCAL] ROLE (LOCAL: to the transaction's end). */
    private static UtilityStatement authorization(Tokens t, boolean local) {
        expect(t, "authorization");
        if (t.accept("default")) {
            return local ? new UtilityStatement.Set("role", UtilityStatement.Set.DEFAULT, true) : new UtilityStatement.Reset("role");
        }
        return new UtilityStatement.Set("role", values(t), local);
    }

    /** RESET SESSION AUTHORIZATION: back to the session user, as RESET ROLE. */
    private static UtilityStatement resetAuthorization(Tokens t) {
        expect(t, "authorization");
        return new UtilityStatement.Reset("role");
    }

    private static String values(Tokens t) {
        StringJoiner j = new StringJoiner(", ");
        while (!t.atEnd()) {
            Token v = t.next();
            if (v.text().equals(",") && !v.string()) {
                continue;
            }
            j.add(v.text());
        }
        return j.toString();
    }

    private static String settingName(Tokens t) {
        Token n = t.next();
        if (n == null || n.string()) {
            throw syntax(t);
        }
        return n.text();
    }

    private static String name(Tokens t) {
        Token n = t.next();
        if (n == null || n.string()) {
            throw syntax(t);
        }
        return n.text();
    }

    static void expect(Tokens t, String word) {
        if (!t.accept(word)) {
            throw syntax(t);
        }
    }

    static LaninException syntax(Tokens t) {
        Token at = t.peek();
        return LaninException.of(PlannerMsg.SYNTAX_ERROR, at == null ? "at end of input" : "at or near \"" + at.text() + "\"");
    }
}
