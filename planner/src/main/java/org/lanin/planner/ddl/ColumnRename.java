package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.partition.PartitionKey;
import org.lanin.engine.partition.Partitioning;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.ddl.DdlStatement.AlterTable;
import org.lanin.planner.ddl.DdlStatement.RenameColumn;
import org.lanin.planner.ddl.DdlStatement.RenameConstraint;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE|VIEW ... RENAME [COLUMN] a TO b and ALTER TABLE ... RENAME CONSTRAINT a TO b.
 * A column keeps its attnum, so indexes and FOREIGN KEYs (by attnum) need nothing; what names it
 * in text (CHECKs, generation expressions, the partition key, OWNED BY, view queries) follows.
 * A partitioned table renames the column in all its partitions, as PostgreSQL does.
 */
final class ColumnRename {
    private ColumnRename() {
    }

    static Object run(StatementRuntime rt, AlterTable a) {
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).tree(a.table(), LockMode.ACCESS_EXCLUSIVE));
        rt.database().catalog().change(edit -> {
            CatalogSnapshot base = edit.base();
            if (!base.relationExists(a.table())) {
                if (a.ifExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, a.table());
            }
            if (a.actions().get(0) instanceof RenameConstraint rc) {
                return constraint(edit, table(base, a.table(), true), rc);
            }
            RenameColumn rc = (RenameColumn) a.actions().get(0);
            if (base.view(a.table()) != null) {
                return viewColumn(edit, base.view(a.table()), rc);
            }
            TableDef t = table(base, a.table(), false);
            if (t.isPartition() && t.column(rc.from()) != null) {
                throw LaninException.of(RenameDdlMsg.INHERITED_COLUMN, rc.from());
            }
            return RelationRename.views(tree(edit, t.name(), rc), rc.from(), rc.to());
        });
        return null;
    }

    /** A key whose expressions name the renamed column by its new name (they are kept as SQL text). */
    private static PartitionKey renamedInExpressions(PartitionKey key, String from, String to) {
        List<String> columns = new ArrayList<>();
        List<String> exprs = new ArrayList<>();
        for (int i = 0; i < key.size(); i++) {
            boolean e = key.isExpression(i);
            columns.add(e ? SqlRenames.identifier(key.columns().get(i), from, to) : key.columns().get(i));
            exprs.add(e ? SqlRenames.identifier(key.exprs().get(i), from, to) : null);
        }
        List<String> read = key.exprColumns().stream().map(c -> c.equals(from) ? to : c).toList();
        return new PartitionKey(key.strategy(), columns, key.types(), exprs, read);
    }

    private static TableDef table(CatalogSnapshot base, String name, boolean constraint) {
        TableDef t = base.table(name);
        if (t == null) {
            throw constraint ? LaninException.of(org.lanin.planner.PlannerMsg.NOT_A_TABLE, name)
                    : LaninException.of(RenameDdlMsg.NO_COLUMNS, name);
        }
        return t;
    }

    private static Catalog.Edit viewColumn(Catalog.Edit edit, ViewDef v, RenameColumn rc) {
        if (!v.columns().contains(rc.from())) {
            throw LaninException.of(RenameDdlMsg.COLUMN_MISSING, rc.from());
        }
        if (v.columns().contains(rc.to())) {
            throw LaninException.of(EngineMsg.DUPLICATE_COLUMN, rc.to(), v.name());
        }
        List<String> cols = v.columns().stream().map(c -> c.equals(rc.from()) ? rc.to() : c).toList();
        return edit.putView(v.with(v.name(), v.sql(), cols));
    }

    private static Catalog.Edit tree(Catalog.Edit edit, String name, RenameColumn rc) {
        TableDef t = edit.base().table(name);
        ColumnDef c = t.column(rc.from());
        if (c == null) {
            throw LaninException.of(RenameDdlMsg.COLUMN_MISSING, rc.from());
        }
        if (t.column(rc.to()) != null) {
            throw LaninException.of(EngineMsg.DUPLICATE_COLUMN, rc.to(), t.name());
        }
        List<ColumnDef> cols = new ArrayList<>();
        for (ColumnDef d : t.columns()) {
            cols.add(d == c ? d.withName(rc.to()) : d.withGenerationSql(SqlRenames.identifier(d.generationSql(), rc.from(), rc.to())));
        }
        List<CheckDef> checks = new ArrayList<>();
        for (CheckDef k : t.checks()) {
            checks.add(new CheckDef(k.name(), SqlRenames.identifier(k.sql(), rc.from(), rc.to()), k.notValid()));
        }
        TableDef out = t.withColumns(cols).withChecks(checks);
        if (out.partitioning() != null) {
            out = out.withPartitioning(out.partitioning().withKeyColumnRenamed(rc.from(), rc.to()));
            if (out.isPartitioned() && out.partitioning().key().hasExpressions()) {
                out = out.withPartitioning(new Partitioning(renamedInExpressions(out.partitioning().key(), rc.from(), rc.to()),
                        out.partitioning().children(), out.partitioning().parent(), out.partitioning().bound()));
            }
        }
        Catalog.Edit e = edit.putTable(out);
        String owned = t.name() + "." + rc.from();
        for (SequenceDef s : List.copyOf(e.base().sequences())) {
            if (owned.equals(s.ownedBy())) {
                e = e.putSequence(s.withOwnedBy(t.name() + "." + rc.to()));
            }
        }
        if (t.isPartitioned()) {
            for (var child : t.partitioning().children()) {
                e = tree(e, child.name(), rc);
            }
        }
        return e;
    }

    /** RENAME CONSTRAINT, its comment moving with it. */
    private static Catalog.Edit constraint(Catalog.Edit edit, TableDef t, RenameConstraint rc) {
        Catalog.Edit out = renameConstraint(edit, t, rc);
        var from = org.lanin.engine.catalog.Comments.constraint(t.oid(), org.lanin.engine.catalog.Namespace.nameOf(rc.from()));
        String text = out.base().comments().get(from);
        if (text == null) {
            return out;
        }
        var to = org.lanin.engine.catalog.Comments.constraint(t.oid(), org.lanin.engine.catalog.Namespace.nameOf(rc.to()));
        return out.withComments(out.base().comments().with(from, null).with(to, text));
    }

    private static Catalog.Edit renameConstraint(Catalog.Edit edit, TableDef t, RenameConstraint rc) {
        if (t.hasConstraint(org.lanin.engine.catalog.Namespace.nameOf(rc.to()))) {
            throw LaninException.of(RenameDdlMsg.CONSTRAINT_EXISTS, rc.to(), t.name());
        }
        for (IndexDef i : t.indexes()) {
            if (i.constraint() && i.name().equals(rc.from())) {
                if (edit.base().relationExists(rc.to())) {
                    throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(rc.to()));
                }
                return RelationRename.index(edit, rc.from(), rc.to());
            }
        }
        if (t.foreignKey(rc.from()) != null) {
            List<ForeignKeyDef> fks = t.foreignKeys().stream().map(f -> f.name().equals(rc.from()) ? f.withName(rc.to()) : f).toList();
            return edit.putTable(t.withForeignKeys(fks));
        }
        if (t.checks().stream().anyMatch(k -> k.name().equals(rc.from()))) {
            List<CheckDef> checks = t.checks().stream()
                    .map(k -> k.name().equals(rc.from()) ? new CheckDef(rc.to(), k.sql(), k.notValid()) : k).toList();
            return edit.putTable(t.withChecks(checks));
        }
        throw LaninException.of(RenameDdlMsg.CONSTRAINT_MISSING, rc.from(), t.name());
    }
}
