package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.ddl.DdlStatement.ObjectKind;
import org.lanin.planner.ddl.DdlStatement.RenameRelation;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE|VIEW|SEQUENCE|INDEX ... RENAME TO: the object keeps its oid and storage, and
 * everything that names it follows (indexes' and FOREIGN KEYs' table names, partition parents
 * and children, OWNED BY, nextval defaults, view queries). Plans made before see a new catalog
 * version and re-plan.
 */
final class RelationRename {
    private RelationRename() {
    }

    static Object run(StatementRuntime rt, RenameRelation r) {
        DdlLocks.take(rt, snap -> {
            DdlLocks.Needs n = new DdlLocks.Needs(snap);
            return snap.index(r.name()) != null ? n.indexTable(r.name(), LockMode.ACCESS_EXCLUSIVE)
                    : n.table(r.name(), LockMode.ACCESS_EXCLUSIVE);
        });
        rt.database().catalog().change(edit -> {
            CatalogSnapshot base = edit.base();
            if (!base.relationExists(r.name())) {
                if (r.ifExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, r.name());
            }
            checkKind(base, r);
            if (base.relationExists(r.newName())) {
                throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(r.newName()));
            }
            if (base.table(r.name()) != null) {
                return table(edit, r.name(), r.newName());
            }
            if (base.view(r.name()) != null) {
                return view(edit, r.name(), r.newName());
            }
            if (base.sequence(r.name()) != null) {
                return sequence(edit, r.name(), r.newName());
            }
            return index(edit, r.name(), r.newName());
        });
        return null;
    }

    /** ALTER TABLE and ALTER INDEX rename any relation; ALTER SEQUENCE and ALTER VIEW only their own kind. */
    private static void checkKind(CatalogSnapshot base, RenameRelation r) {
        if (r.kind() == ObjectKind.SEQUENCE && base.sequence(r.name()) == null) {
            throw LaninException.of(RenameDdlMsg.NOT_A_SEQUENCE, r.name());
        }
        if (r.kind() == ObjectKind.VIEW && base.view(r.name()) == null) {
            throw LaninException.of(RenameDdlMsg.NOT_A_VIEW, r.name());
        }
    }

    static Catalog.Edit table(Catalog.Edit edit, String from, String to) {
        Catalog.Edit e = edit.dropTable(from).putTable(edit.base().table(from).renamed(to));
        for (TableDef t : List.copyOf(e.base().tables())) {
            TableDef fixed = pointingAt(t, from, to);
            if (fixed != t) {
                e = e.putTable(fixed);
            }
        }
        for (SequenceDef s : List.copyOf(e.base().sequences())) {
            if (s.ownedBy() != null && s.ownedBy().startsWith(from + ".")) {
                e = e.putSequence(s.withOwnedBy(to + s.ownedBy().substring(from.length())));
            }
        }
        return views(e, from, to);
    }

    /** {@code t} with its FOREIGN KEYs to, and partition links with, table {@code from} renamed. */
    private static TableDef pointingAt(TableDef t, String from, String to) {
        TableDef out = t;
        if (t.foreignKeys().stream().anyMatch(f -> f.refTable().equals(from))) {
            List<ForeignKeyDef> fks = new ArrayList<>();
            for (ForeignKeyDef f : t.foreignKeys()) {
                fks.add(f.refTable().equals(from) ? f.withTable(f.table(), to) : f);
            }
            out = out.withForeignKeys(fks);
        }
        var p = out.partitioning();
        if (p != null && from.equals(p.parent())) {
            out = out.withPartitioning(p.withParent(to, p.bound()));
        }
        p = out.partitioning();
        if (p != null && p.children().stream().anyMatch(c -> c.name().equals(from))) {
            out = out.withPartitioning(p.withChildRenamed(from, to));
        }
        return out;
    }

    /** Every view's and materialized view's query with identifier {@code from} spelled {@code to}. */
    static Catalog.Edit views(Catalog.Edit edit, String from, String to) {
        Catalog.Edit e = edit;
        for (ViewDef v : List.copyOf(e.base().views())) {
            String sql = SqlRenames.identifier(v.sql(), from, to);
            if (!sql.equals(v.sql())) {
                e = e.putView(v.with(v.name(), sql, v.columns()));
            }
        }
        for (TableDef t : List.copyOf(e.base().tables())) {
            String sql = t.isMatview() ? SqlRenames.identifier(t.matview().sql(), from, to) : null;
            if (sql != null && !sql.equals(t.matview().sql())) {
                e = e.putTable(t.withMatview(new org.lanin.engine.catalog.MatviewDef(sql, t.matview().populated())));
            }
        }
        return e;
    }

    static Catalog.Edit view(Catalog.Edit edit, String from, String to) {
        ViewDef v = edit.base().view(from);
        Catalog.Edit e = edit.dropView(from).putView(v.with(to, v.sql(), v.columns()));
        e = e.withComments(e.base().comments().renamed("view", from, to));
        return views(e, from, to);
    }

    static Catalog.Edit sequence(Catalog.Edit edit, String from, String to) {
        Catalog.Edit e = edit.dropSequence(from).putSequence(edit.base().sequence(from).renamed(to));
        e = e.withComments(e.base().comments().renamed("sequence", from, to));
        for (TableDef t : List.copyOf(e.base().tables())) {
            List<ColumnDef> cols = new ArrayList<>(t.columns());
            boolean changed = false;
            for (int i = 0; i < cols.size(); i++) {
                ColumnDef c = cols.get(i);
                String d = SqlRenames.sequence(c.defaultSql(), from, to);
                if (d != null && !d.equals(c.defaultSql())) {
                    cols.set(i, c.withDefault(d));
                    changed = true;
                }
            }
            if (changed) {
                e = e.putTable(t.withColumns(cols));
            }
        }
        for (ViewDef v : List.copyOf(e.base().views())) {
            String sql = SqlRenames.sequence(v.sql(), from, to);
            if (!sql.equals(v.sql())) {
                e = e.putView(v.with(v.name(), sql, v.columns()));
            }
        }
        return e;
    }

    /** Renames index {@code from} (and so the constraint it backs) and the FOREIGN KEYs that depend on it. */
    static Catalog.Edit index(Catalog.Edit edit, String from, String to) {
        IndexDef idx = edit.base().index(from);
        TableDef owner = edit.base().table(idx.tableName());
        List<IndexDef> indexes = new ArrayList<>();
        for (IndexDef i : owner.indexes()) {
            indexes.add(i.name().equals(from) ? i.renamed(to, i.tableName()) : i);
        }
        Catalog.Edit e = edit.putTable(owner.withIndexes(indexes));
        for (TableDef t : List.copyOf(e.base().tables())) {
            if (t.foreignKeys().stream().anyMatch(f -> f.refTable().equals(owner.name()) && f.refIndex().equals(from))) {
                List<ForeignKeyDef> fks = new ArrayList<>();
                for (ForeignKeyDef f : t.foreignKeys()) {
                    fks.add(f.refTable().equals(owner.name()) && f.refIndex().equals(from) ? f.withRefIndex(to) : f);
                }
                e = e.putTable(t.withForeignKeys(fks));
            }
        }
        return e;
    }
}
