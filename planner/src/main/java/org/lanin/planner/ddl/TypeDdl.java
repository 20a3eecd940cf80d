package org.lanin.planner.ddl;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.EnumTypeDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.UserType;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.type.EnumLabel;
import org.lanin.engine.type.EnumLabels;
import org.lanin.engine.type.EnumType;
import org.lanin.engine.type.SessionOwner;
import org.lanin.planner.ddl.DdlStatement.AlterEnum;
import org.lanin.planner.ddl.DdlStatement.CreateEnum;
import org.lanin.planner.ddl.DdlStatement.DropType;
import org.lanin.planner.plan.StatementRuntime;

/**
 * CREATE TYPE ... AS ENUM, ALTER TYPE ... ADD VALUE / RENAME VALUE and DROP TYPE|DOMAIN. A
 * dropped type's dependants are the table columns of that type (CASCADE drops those columns,
 * as PostgreSQL does) and the domains over it.
 */
final class TypeDdl {
    /** PostgreSQL's NAMEDATALEN - 1: labels are names. */
    private static final int MAX_LABEL_BYTES = 63;

    private TypeDdl() {
    }

    static Object create(StatementRuntime rt, CreateEnum c) {
        Catalog catalog = rt.database().catalog();
        catalog.change(edit -> {
            if (edit.base().type(c.name()) != null) {
                throw LaninException.of(TypeDdlMsg.TYPE_EXISTS, c.name());
            }
            Set<String> seen = new HashSet<>();
            for (String l : c.labels()) {
                checkLabel(l);
                if (!seen.add(l)) {
                    throw LaninException.of(TypeDdlMsg.LABEL_EXISTS, l);
                }
            }
            return edit.putType(new EnumTypeDef(catalog.newOid(), c.name(), EnumType.create(c.name(), c.labels()).installed()));
        });
        return null;
    }

    private static void checkLabel(String l) {
        if (l.isEmpty() || l.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_LABEL_BYTES) {
            throw LaninException.of(TypeDdlMsg.LABEL_TOO_LONG, l);
        }
    }

    /** The type of that name; 42704 when there is none, 42809 when a domain is asked for and this is not one. */
    static UserType requireType(CatalogSnapshot snap, String name, boolean domain) {
        UserType t = snap.type(name);
        if (t == null) {
            throw LaninException.of(TypeDdlMsg.TYPE_MISSING, name);
        }
        if (domain && !(t instanceof org.lanin.engine.catalog.DomainDef)) {
            throw LaninException.of(TypeDdlMsg.NOT_A_DOMAIN, name);
        }
        return t;
    }

    /**
     * ADD VALUE and RENAME VALUE make a new version of the labels in a new catalog entry, so ROLLBACK
     * puts the old entry (and labels) back. EXCLUSIVE on the type first, to transaction end, as
     * PostgreSQL's AddEnumLabel/RenameEnumLabel: another transaction's change of the same labels
     * waits, so no undo puts back labels that lack another's committed change.
     */
    static Object alter(StatementRuntime rt, AlterEnum a) {
        rt.session().lockType(requireEnum(rt.database().catalog().current(), a.name()), LockMode.EXCLUSIVE);
        Object owner = SessionOwner.current();
        boolean[] skipped = {false};
        rt.database().catalog().change(edit -> {
            EnumTypeDef e = requireEnum(edit.base(), a.name());
            EnumLabels labels = e.labels();
            EnumLabels next;
            if (a.from() != null) {
                EnumLabel from = labels.find(a.from());
                if (from == null) {
                    throw LaninException.of(TypeDdlMsg.LABEL_MISSING, a.from());
                }
                if (labels.find(a.label()) != null) {
                    throw LaninException.of(TypeDdlMsg.LABEL_EXISTS, a.label());
                }
                checkLabel(a.label());
                next = labels.withRenamed(from, a.label());
            } else {
                if (labels.find(a.label()) != null) {
                    if (a.ifNotExists()) {
                        skipped[0] = true;
                        return edit;
                    }
                    throw LaninException.of(TypeDdlMsg.LABEL_EXISTS, a.label());
                }
                EnumLabel neighbour = a.neighbour() == null ? null : labels.find(a.neighbour());
                if (a.neighbour() != null && neighbour == null) {
                    throw LaninException.of(TypeDdlMsg.LABEL_MISSING, a.neighbour());
                }
                checkLabel(a.label());
                next = labels.withAdded(a.label(), neighbour, a.before(), owner);
            }
            return edit.putType(new EnumTypeDef(e.oid(), e.name(), next)); // a new catalog version: plans re-bind
        });
        if (skipped[0] && rt.session() != null) { // ADD VALUE IF NOT EXISTS of a label the type has
            org.lanin.planner.session.Notice.send(rt.session(), TypeDdlMsg.LABEL_EXISTS_SKIPPING, a.label());
        }
        return null;
    }

    private static EnumTypeDef requireEnum(CatalogSnapshot snap, String name) {
        UserType t = requireType(snap, name, false);
        if (!(t instanceof EnumTypeDef e)) {
            throw LaninException.of(TypeDdlMsg.NOT_AN_ENUM, name);
        }
        return e;
    }

    static Object drop(StatementRuntime rt, DropType d) {
        for (String name : d.names()) {
            UserType t = rt.database().catalog().current().type(name);
            if (t != null) {
                rt.session().lockType(t, LockMode.ACCESS_EXCLUSIVE); // waits for an ALTER TYPE not yet committed
            }
        }
        rt.database().catalog().change(edit -> {
            Catalog.Edit e = edit;
            for (String name : d.names()) {
                UserType t = e.base().type(name);
                if (t == null) {
                    if (d.ifExists()) {
                        continue;
                    }
                    throw LaninException.of(TypeDdlMsg.TYPE_MISSING, name);
                }
                if (d.domain() && !(t instanceof org.lanin.engine.catalog.DomainDef)) {
                    throw LaninException.of(TypeDdlMsg.NOT_A_DOMAIN, name);
                }
                e = dropOne(e, t, d.cascade());
            }
            return e;
        });
        return null;
    }

    private static Catalog.Edit dropOne(Catalog.Edit edit, UserType t, boolean cascade) {
        Catalog.Edit e = edit;
        for (UserType other : List.copyOf(e.base().types())) {
            if (t instanceof EnumTypeDef && other instanceof org.lanin.engine.catalog.DomainDef dom
                    && dom.baseType().equals(t.dataType())) { // a domain over the enum
                if (!cascade) {
                    throw LaninException.of(TypeDdlMsg.TYPE_IN_USE, org.lanin.engine.type.TypeDisplay.of(t.name()));
                }
                e = dropOne(e, other, true);
            }
        }
        for (TableDef table : List.copyOf(e.base().tables())) {
            TableDef out = table;
            for (ColumnDef c : table.columns()) {
                if (!c.dropped() && usesType(c, t)) {
                    if (!cascade) {
                        throw LaninException.of(TypeDdlMsg.TYPE_IN_USE, org.lanin.engine.type.TypeDisplay.of(t.name()));
                    }
                    out = AlterTableExecutor.dropColumn(out, new DdlStatement.DropColumn(c.name(), false), e.base());
                }
            }
            if (out != table) {
                e = e.putTable(out);
            }
        }
        return e.dropType(t.name());
    }

    /** An enum's columns carry its DataType; a domain's carry the base type and name the domain. */
    private static boolean usesType(ColumnDef c, UserType t) {
        if (t instanceof org.lanin.engine.catalog.DomainDef) {
            return t.name().equals(c.domain());
        }
        return c.type().equals(t.dataType()) || c.type().isArray() && t.dataType().equals(c.type().element());
    }
}
