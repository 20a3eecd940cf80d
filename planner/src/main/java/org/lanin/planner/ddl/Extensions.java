package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.DdlStatement.CreateExtension;
import org.lanin.planner.ddl.DdlStatement.DropExtension;
import org.lanin.planner.plan.Planner;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.ShippedExtensions;

/**
 * CREATE / DROP EXTENSION for the extensions Lanin ships ({@link ShippedExtensions}): as in
 * PostgreSQL, CREATE runs the install script in the extension's schema and tags what it created
 * with the extension's name ({@link RoutineDef#extension}, pg_depend's 'e'); DROP removes the
 * tagged routines. An extension Lanin does not ship is 0A000 naming it.
 */
public final class Extensions {
    private Extensions() {
    }

    /** After CREATE EXTENSION. */
    static DdlStatement parseCreate(DdlParser p) {
        boolean ifNotExists = p.ifNotExists();
        String name = p.name();
        p.acceptWord("with");
        String schema = null;
        String version = null;
        boolean more = true;
        while (more) {
            if (p.acceptWord("schema")) {
                schema = p.name();
            } else if (p.acceptWord("version")) {
                version = p.peek() != null && p.peek().kind() == DdlLexer.Kind.STRING ? p.stringLiteral() : p.name();
            } else {
                more = p.acceptWord("cascade");
            }
        }
        return new CreateExtension(name, ifNotExists, schema != null ? schema : p.creationSchema(), version);
    }

    /** After DROP EXTENSION. */
    static DdlStatement parseDrop(DdlParser p) {
        boolean ifExists = p.ifExists();
        List<String> names = p.names();
        return new DropExtension(names, ifExists, p.dropBehavior());
    }

    static Object create(StatementRuntime rt, CreateExtension c) {
        Routines reg = Routines.of(rt.database());
        if (ShippedExtensions.installedSchema(reg, c.name()) != null) {
            if (c.ifNotExists()) {
                org.lanin.planner.session.Notice.send(rt.session(), ExtensionMsg.EXISTS_SKIPPING, c.name());
                return null;
            }
            throw LaninException.of(ExtensionMsg.EXISTS, c.name());
        }
        ShippedExtensions.Shipped shipped = ShippedExtensions.get(c.name());
        if (shipped == null) {
            throw LaninException.of(ExtensionMsg.NOT_AVAILABLE, c.name());
        }
        if (c.version() != null && !c.version().equals(shipped.version())) {
            throw LaninException.of(ExtensionMsg.NO_VERSION, c.version(), c.name());
        }
        if (rt.database().catalog().current().namespace(c.schema()) == null && !c.schema().equals("public")) {
            throw LaninException.of(org.lanin.planner.bind.SchemaMsg.SCHEMA_MISSING, c.schema());
        }
        Set<Long> before = new HashSet<>();
        reg.all().forEach(r -> before.add(r.oid()));
        String schema = "\"" + c.schema().replace("\"", "\"\"") + "\"";
        for (String sql : shipped.script()) {
            Planner.plan(sql.replace("@extschema@", schema), rt.database()).execute(rt);
        }
        for (RoutineDef r : new ArrayList<>(reg.all())) {
            if (!before.contains(r.oid())) {
                reg.put(r, r.inExtension(shipped.name()));
            }
        }
        return null;
    }

    static Object drop(StatementRuntime rt, DropExtension d) {
        Routines reg = Routines.of(rt.database());
        for (String name : d.names()) {
            if (name.equals(ShippedExtensions.PLPGSQL.name())) {
                throw LaninException.of(ExtensionMsg.DROP_PLPGSQL, name);
            }
            if (ShippedExtensions.installedSchema(reg, name) == null) {
                if (d.ifExists()) {
                    org.lanin.planner.session.Notice.send(rt.session(), ExtensionMsg.MISSING_SKIPPING, name);
                    continue;
                }
                throw LaninException.of(ExtensionMsg.MISSING, name);
            }
            for (RoutineDef r : new ArrayList<>(reg.all())) {
                if (name.equals(r.extension())) {
                    reg.remove(r);
                }
            }
        }
        return null;
    }
}
