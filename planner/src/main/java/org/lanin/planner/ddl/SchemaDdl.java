package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.DomainDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.UserType;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.bind.SchemaMsg;
import org.lanin.planner.ddl.DdlStatement.AlterSchema;
import org.lanin.planner.ddl.DdlStatement.CreateSchema;
import org.lanin.planner.ddl.DdlStatement.Drop;
import org.lanin.planner.ddl.DdlStatement.DropSchema;
import org.lanin.planner.ddl.DdlStatement.DropType;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.ddl.DdlStatement.SetSchema;
import org.lanin.planner.plan.StatementRuntime;

/**
 * CREATE / DROP / ALTER SCHEMA and ALTER ... SET SCHEMA. Moving an object to another schema is a
 * rename of its catalog key ({@link Namespace#key}) through {@link RelationRename}, so everything
 * that names it (indexes, FOREIGN KEYs, OWNED BY, nextval defaults, view queries) follows. DROP
 * SCHEMA ... CASCADE drops the schema's views, tables, sequences and types with the ordinary DROP
 * executors (so their own cascades, FOREIGN KEYs from other schemas included, apply).
 */
final class SchemaDdl {
    private SchemaDdl() {
    }

    static String tag(DdlStatement s) {
        if (s instanceof CreateSchema) {
            return "CREATE SCHEMA";
        }
        if (s instanceof DropSchema) {
            return "DROP SCHEMA";
        }
        if (s instanceof SetSchema m) {
            return "ALTER " + m.kind().name();
        }
        return "ALTER SCHEMA";
    }

    static Object run(StatementRuntime rt, DdlStatement s) {
        if (s instanceof CreateSchema c) {
            RoleDdl.requireRole(rt, c.owner());
            create(rt.database().catalog(), c);
            SchemaElements.run(rt, c.name(), c.elements());
        } else if (s instanceof DropSchema d) {
            drop(rt, d);
        } else if (s instanceof AlterSchema a) {
            RoleDdl.requireRole(rt, a.newOwner());
            alter(rt.database().catalog(), a);
        } else {
            setSchema(rt, (SetSchema) s);
        }
        return null;
    }

    private static void checkNewName(String name) {
        if (name.startsWith("pg_")) {
            throw LaninException.of(SchemaMsg.RESERVED_NAME, name);
        }
        if (name.indexOf('.') >= 0) {
            throw LaninException.of(SchemaMsg.DOTTED_NAME, name);
        }
    }

    private static boolean exists(CatalogSnapshot c, String name) {
        return c.namespace(name) != null || Namespace.isSystem(name);
    }

    private static void create(Catalog catalog, CreateSchema c) {
        checkNewName(c.name());
        catalog.change(edit -> {
            if (exists(edit.base(), c.name())) {
                if (c.ifNotExists()) {
                    return edit;
                }
                throw LaninException.of(SchemaMsg.SCHEMA_EXISTS, c.name());
            }
            String owner = c.owner() == null ? org.lanin.planner.session.Setting.SESSION_USER : c.owner();
            return edit.putNamespace(new Namespace(c.name(), catalog.newOid(), owner));
        });
    }

    private static void alter(Catalog catalog, AlterSchema a) {
        catalog.change(edit -> {
            CatalogSnapshot base = edit.base();
            Namespace n = base.namespace(a.name());
            if (n == null) {
                throw LaninException.of(SchemaMsg.SCHEMA_MISSING, a.name());
            }
            if (a.newOwner() != null) {
                return n == Namespace.PUBLIC ? edit : edit.putNamespace(n.withOwner(a.newOwner()));
            }
            if (exists(base, a.newName())) {
                throw LaninException.of(SchemaMsg.SCHEMA_EXISTS, a.newName());
            }
            checkNewName(a.newName());
            if (n == Namespace.PUBLIC) {
                throw LaninException.of(SchemaMsg.DROP_PUBLIC);
            }
            if (base.types().stream().anyMatch(t -> in(t.name(), n.name()))) {
                throw LaninException.of(SchemaMsg.TYPES_IN_SCHEMA);
            }
            Catalog.Edit e = edit.dropNamespace(n.name()).putNamespace(n.withName(a.newName()));
            return moveAll(e, n.name(), a.newName());
        });
    }

    /** Every relation of schema {@code from} renamed into {@code to}. */
    private static Catalog.Edit moveAll(Catalog.Edit edit, String from, String to) {
        Catalog.Edit e = edit;
        for (TableDef t : List.copyOf(e.base().tables())) {
            if (in(t.name(), from)) {
                e = moveTable(e, t.name(), to, false);
            }
        }
        for (ViewDef v : List.copyOf(e.base().views())) {
            if (in(v.name(), from)) {
                e = RelationRename.view(e, v.name(), Namespace.key(to, Namespace.nameOf(v.name())));
            }
        }
        for (SequenceDef s : List.copyOf(e.base().sequences())) {
            if (in(s.name(), from)) {
                e = RelationRename.sequence(e, s.name(), Namespace.key(to, Namespace.nameOf(s.name())));
            }
        }
        return e;
    }

    static boolean in(String key, String schema) {
        return Namespace.schemaOf(key).equals(schema);
    }

    /** A table, its indexes and (with {@code ownedSequences}) the sequences its columns own, moved to {@code schema}. */
    private static Catalog.Edit moveTable(Catalog.Edit edit, String key, String schema, boolean ownedSequences) {
        String to = Namespace.key(schema, Namespace.nameOf(key));
        Catalog.Edit e = RelationRename.table(edit, key, to);
        for (IndexDef i : List.copyOf(e.base().table(to).indexes())) {
            e = RelationRename.index(e, i.name(), Namespace.key(schema, Namespace.nameOf(i.name())));
        }
        if (ownedSequences) {
            for (SequenceDef s : List.copyOf(e.base().sequences())) {
                if (s.ownedBy() != null && s.ownedBy().startsWith(to + ".")) {
                    e = RelationRename.sequence(e, s.name(), Namespace.key(schema, Namespace.nameOf(s.name())));
                }
            }
        }
        return e;
    }

    private static void setSchema(StatementRuntime rt, SetSchema m) {
        if (m.kind() == ObjectKind.TABLE) {
            DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).table(m.name(), LockMode.ACCESS_EXCLUSIVE));
        }
        rt.database().catalog().change(edit -> {
            CatalogSnapshot base = edit.base();
            if (!base.relationExists(m.name())) {
                if (m.ifExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, Namespace.nameOf(m.name()));
            }
            if (!exists(base, m.schema()) || Namespace.isSystem(m.schema())) {
                throw LaninException.of(SchemaMsg.SCHEMA_MISSING, m.schema());
            }
            String bare = Namespace.nameOf(m.name());
            String to = Namespace.key(m.schema(), bare);
            if (to.equals(m.name())) {
                return edit;
            }
            if (base.relationExists(to)) {
                throw LaninException.of(SchemaMsg.EXISTS_IN_SCHEMA, bare, m.schema());
            }
            if (base.table(m.name()) != null) {
                return moveTable(edit, m.name(), m.schema(), true);
            }
            if (base.view(m.name()) != null) {
                return RelationRename.view(edit, m.name(), to);
            }
            return RelationRename.sequence(edit, m.name(), to);
        });
    }

    private static void drop(StatementRuntime rt, DropSchema d) {
        CatalogSnapshot c = rt.database().catalog().current();
        List<String> names = new ArrayList<>();
        for (String name : d.names()) {
            if (name.equals("pg_catalog") || name.equals("information_schema")) {
                throw LaninException.of(SchemaMsg.SYSTEM_SCHEMA, name);
            }
            if (c.namespace(name) == null) {
                if (d.ifExists()) {
                    continue;
                }
                throw LaninException.of(SchemaMsg.SCHEMA_MISSING, name);
            }
            if (name.equals(Namespace.PUBLIC_NAME)) {
                throw LaninException.of(SchemaMsg.DROP_PUBLIC);
            }
            List<String> deps = dependents(c, name);
            if (!deps.isEmpty() && !d.cascade()) {
                throw d.names().size() == 1 ? LaninException.of(SchemaMsg.SCHEMA_NOT_EMPTY, name, String.join("\n", deps))
                        : LaninException.of(SchemaMsg.OBJECTS_NOT_EMPTY, String.join("\n", deps));
            }
            names.add(name);
        }
        for (String name : names) {
            dropContents(rt, name);
            rt.database().catalog().change(edit -> edit.dropNamespace(name));
        }
    }

    /** PostgreSQL's DETAIL lines: "table s.t depends on schema s", one per object (indexes and owned sequences go with their tables). */
    private static List<String> dependents(CatalogSnapshot c, String schema) {
        List<String> out = new ArrayList<>();
        String tail = " depends on schema " + schema;
        c.types().stream().filter(t -> in(t.name(), schema)).forEach(t -> out.add(
                (t instanceof DomainDef ? "type " : "type ") + shown(t.name()) + tail));
        c.tables().stream().filter(t -> in(t.name(), schema)).forEach(t -> out.add("table " + shown(t.name()) + tail));
        c.sequences().stream().filter(s -> in(s.name(), schema) && s.ownedBy() == null)
                .forEach(s -> out.add("sequence " + shown(s.name()) + tail));
        c.views().stream().filter(v -> in(v.name(), schema)).forEach(v -> out.add("view " + shown(v.name()) + tail));
        return out;
    }

    private static String shown(String key) {
        return Namespace.schemaOf(key) + "." + Namespace.nameOf(key);
    }

    private static void dropContents(StatementRuntime rt, String schema) {
        CatalogSnapshot c = rt.database().catalog().current();
        List<String> views = c.views().stream().map(ViewDef::name).filter(n -> in(n, schema)).sorted().toList();
        if (!views.isEmpty()) {
            new DropExecutor(rt).run(new Drop(ObjectKind.VIEW, views, true, true, false));
        }
        List<String> tables = c.tables().stream().map(TableDef::name).filter(n -> in(n, schema)).sorted().toList();
        if (!tables.isEmpty()) {
            new DropExecutor(rt).run(new Drop(ObjectKind.TABLE, tables, true, true, false));
        }
        c = rt.database().catalog().current();
        List<String> seqs = c.sequences().stream().map(SequenceDef::name).filter(n -> in(n, schema)).sorted().toList();
        if (!seqs.isEmpty()) {
            new DropExecutor(rt).run(new Drop(ObjectKind.SEQUENCE, seqs, true, true, false));
        }
        c = rt.database().catalog().current();
        List<String> domains = c.types().stream().filter(t -> t instanceof DomainDef).map(UserType::name)
                .filter(n -> in(n, schema)).sorted().toList();
        if (!domains.isEmpty()) {
            TypeDdl.drop(rt, new DropType(domains, true, true, true));
        }
        c = rt.database().catalog().current();
        List<String> types = c.types().stream().map(UserType::name).filter(n -> in(n, schema)).sorted().toList();
        if (!types.isEmpty()) {
            TypeDdl.drop(rt, new DropType(types, true, true, false));
        }
    }
}
