package org.lanin.planner.ddl;

import java.util.List;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.AlterSchema;
import org.lanin.planner.ddl.DdlStatement.CreateSchema;
import org.lanin.planner.ddl.DdlStatement.DropSchema;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.ddl.DdlStatement.SetSchema;

/** CREATE / DROP / ALTER SCHEMA and the SET SCHEMA action of ALTER TABLE|VIEW|SEQUENCE, PostgreSQL's grammar. */
final class SchemaParser {
    private SchemaParser() {
    }

    /** After CREATE SCHEMA. */
    static DdlStatement create(DdlParser p) {
        boolean ifNotExists = p.ifNotExists();
        String name = null;
        if (!p.peekWord("authorization")) {
            name = p.name();
        }
        String owner = null;
        if (p.acceptWord("authorization")) {
            owner = role(p);
        }
        if (name == null) {
            name = owner;
        }
        if (ifNotExists && (p.peekWord("create") || p.peekWord("grant"))) {
            throw LaninException.of(org.lanin.planner.bind.SchemaMsg.ELEMENTS_IF_NOT_EXISTS);
        }
        return new CreateSchema(name, owner, ifNotExists, SchemaElements.parse(p));
    }

    /** A role name, CURRENT_USER, CURRENT_ROLE or SESSION_USER (Lanin's one user). */
    private static String role(DdlParser p) {
        String r = p.name();
        return r.equals("current_user") || r.equals("current_role") || r.equals("session_user")
                ? org.lanin.planner.session.Setting.SESSION_USER : r;
    }

    /** After DROP SCHEMA. */
    static DdlStatement drop(DdlParser p) {
        boolean ifExists = p.ifExists();
        List<String> names = p.names();
        return new DropSchema(names, ifExists, p.dropBehavior());
    }

    /** After ALTER SCHEMA. */
    static DdlStatement alter(DdlParser p) {
        String name = p.name();
        if (p.acceptWord("rename")) {
            p.expectWord("to");
            return new AlterSchema(name, p.name(), null);
        }
        p.expectWord("owner");
        p.expectWord("to");
        return new AlterSchema(name, null, role(p));
    }

    /** At a possible {@code SET SCHEMA name} after ALTER kind name; null (nothing consumed) if it is not one. */
    static DdlStatement setSchema(DdlParser p, ObjectKind kind, String name, boolean ifExists) {
        int mark = p.mark();
        if (p.acceptWord("set") && p.acceptWord("schema")) {
            return new SetSchema(kind, name, ifExists, p.name());
        }
        p.reset(mark);
        return null;
    }
}
