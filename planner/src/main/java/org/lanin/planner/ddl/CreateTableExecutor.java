package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.SequenceDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.partition.Partitioning;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.TypeNames;
import org.lanin.planner.ddl.DdlStatement.*;
import org.lanin.planner.plan.StatementRuntime;

/**
 * CREATE TABLE: columns with physical attnums, serial/identity sequences, and the indexes
 * behind PRIMARY KEY and UNIQUE, named as PostgreSQL names them (t_pkey, t_col_key, t_col_seq).
 */
final class CreateTableExecutor {
    private final StatementRuntime rt;

    CreateTableExecutor(StatementRuntime rt) {
        this.rt = rt;
    }

    Object run(CreateTable c) {
        if (c.partitionOf() != null) {
            return createPartition(c);
        }
        Catalog catalog = rt.database().catalog();
        DdlLocks.take(rt, snap -> referencedLocks(snap, c));
        catalog.change(edit -> {
            CatalogSnapshot base = edit.base();
            if (base.relationExists(c.name())) {
                if (c.ifNotExists() && base.table(c.name()) != null) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(c.name()));
            }
            List<SequenceDef> sequences = new ArrayList<>();
            List<ColumnDef> columns = columns(c, base, sequences);
            List<TableDef> parents = InheritsDdl.parents(c.inherits(), base);
            if (!parents.isEmpty()) {
                if (c.partitionBy() != null) {
                    throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "a partitioned table inheriting from another");
                }
                columns = checkPrimaryKey(c, InheritsDdl.columns(parents, columns));
            }
            TableDef table = new TableDef(catalog.newOid(), c.name(), columns, List.of(), List.of(), new HeapTable(), 1,
                    null, List.of(), null, null, c.reloptions());
            if (c.partitionBy() != null) {
                table = table.withPartitioning(Partitioning.partitioned(PartitionDdl.key(c.partitionBy(), table, base, rt.database())));
            }
            table = table.withChecks(InheritsDdl.checks(parents, checks(c, table, rt.database())));
            if (!parents.isEmpty()) {
                table = table.withInherits(parents.stream().map(TableDef::oid).toList());
            }
            table = table.withIndexes(indexes(c, table, catalog, base));
            table = foreignKeys(c, table, base);
            for (IndexDef i : table.indexes()) {
                PartitionDdl.checkUniqueCoversKey(table, PartitionIndexes.columns(table, i), i.primary());
            }
            for (ColumnDef col : table.columns()) {
                if (col.defaultSql() != null && col.identity() == 0 && !col.defaultSql().startsWith("nextval(")) {
                    ExprCheck.defaultValue(col.defaultSql(), col.type(), col.name(), base, rt.database());
                }
            }
            for (CheckDef k : table.checks()) {
                ExprCheck.check(k.sql(), table, rt.database());
            }
            GeneratedColumnDdl.checkAll(table, rt.database());
            Catalog.Edit e = edit.putTable(table);
            for (TableDef p : parents) { // plans reading a parent now read this table too: they re-plan
                e = e.putTable(p.withColumns(p.columns()));
            }
            for (SequenceDef s : sequences) {
                e = e.putSequence(s);
            }
            return e;
        });
        lockCreated(c.name());
        return null;
    }

    /** SHARE ROW EXCLUSIVE on every table a REFERENCES clause names (PostgreSQL locks the referenced side so). */
    private static DdlLocks.Needs referencedLocks(CatalogSnapshot snap, CreateTable c) {
        DdlLocks.Needs needs = new DdlLocks.Needs(snap);
        for (ColumnSpec col : c.columns()) {
            if (col.references() != null) {
                needs.table(col.references().table(), LockMode.SHARE_ROW_EXCLUSIVE);
            }
        }
        for (TableConstraint k : c.constraints()) {
            if (k.references() != null) {
                needs.table(k.references().table(), LockMode.SHARE_ROW_EXCLUSIVE);
            }
        }
        for (String parent : c.inherits()) { // as PostgreSQL's DefineRelation locks the parents
            needs.table(parent, LockMode.SHARE_UPDATE_EXCLUSIVE);
        }
        return needs;
    }

    /**
     * ACCESS EXCLUSIVE on the table just created, as PostgreSQL holds on a new relation until
     * commit: the catalog shows it to other sessions at once (README: known limits), but they
     * cannot use it before the creating transaction ends, and find it gone if that rolls back.
     */
    private void lockCreated(String name) {
        TableDef created = rt.database().catalog().current().table(name);
        if (created != null) {
            rt.session().lockRelation(created, LockMode.ACCESS_EXCLUSIVE, false);
        }
    }

    /** CREATE TABLE p PARTITION OF t FOR VALUES ...: the parent's columns in a fresh layout, then ATTACH. */
    private Object createPartition(CreateTable c) {
        List<AlterAction> options = PartitionOfOptions.actions(c);
        boolean[] created = new boolean[1]; // IF NOT EXISTS over an existing table leaves it as it is
        Catalog catalog = rt.database().catalog();
        // the parent's partition descriptor changes, and a DEFAULT partition's rows are checked
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).table(c.partitionOf(), LockMode.ACCESS_EXCLUSIVE)
                .defaultPartition(c.partitionOf(), LockMode.ACCESS_EXCLUSIVE));
        catalog.change(edit -> {
            CatalogSnapshot base = edit.base();
            created[0] = false; // a retried edit judges again
            if (base.relationExists(c.name())) {
                if (c.ifNotExists() && base.table(c.name()) != null) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(c.name()));
            }
            TableDef parent = base.table(c.partitionOf());
            if (parent == null) {
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, c.partitionOf());
            }
            if (!parent.isPartitioned()) {
                throw LaninException.of(PartitionDdlMsg.NOT_PARTITIONED, parent.name());
            }
            TempTableDdl.checkPartitionOf(c.name(), parent.name());
            PartitionOfOptions.checkColumns(c, parent);
            List<ColumnDef> cols = new ArrayList<>();
            for (ColumnDef p : parent.liveColumns()) {
                cols.add(new ColumnDef(p.name(), cols.size() + 1, p.type(), p.notNull(), p.defaultSql(), null, p.identity(), false,
                        p.generationSql(), p.domain()));
            }
            TableDef child = new TableDef(catalog.newOid(), c.name(), cols, List.of(), parent.checks(), new HeapTable(), 1,
                    null, List.of(), null, null, c.reloptions());
            if (c.partitionBy() != null) {
                child = child.withPartitioning(Partitioning.partitioned(PartitionDdl.key(c.partitionBy(), child, base, rt.database())));
            }
            PartitionDdl pd = new PartitionDdl(rt);
            var bound = pd.bound(c.bound(), parent.partitioning().key(), base);
            created[0] = true;
            return pd.attach(edit.putTable(child), parent, child, bound);
        });
        lockCreated(c.name());
        if (created[0] && !options.isEmpty()) {
            new AlterTableExecutor(rt).run(new AlterTable(c.name(), false, options, true));
        }
        return null;
    }

    private static List<ColumnDef> columns(CreateTable c, CatalogSnapshot base, List<SequenceDef> sequences) {
        List<ColumnDef> out = new ArrayList<>();
        List<String> pkCols = primaryKeyColumns(c);
        for (ColumnSpec s : c.columns()) {
            for (ColumnDef d : out) {
                if (d.name().equals(s.name())) {
                    throw LaninException.of(PlannerMsg.DUPLICATE_COLUMN_DEF, s.name());
                }
            }
            GeneratedColumnDdl.checkSpec(s, c.name());
            DataType type = TypeNames.parse(s.typeName(), base);
            TypeNames.checkColumnType(s.name(), type);
            String domain = TypeNames.userType(s.typeName(), base) instanceof org.lanin.engine.catalog.DomainDef d ? d.name() : null;
            if (!TypeNames.storable(type)) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "columns of type " + type.sqlName());
            }
            String def = SpecialDefaults.fold(s.defaultSql(), type);
            if (def == null && domain != null && s.generatedSql() == null) {
                def = ((org.lanin.engine.catalog.DomainDef) base.type(domain)).defaultSql(); // the domain's default
            }
            if (s.identity() != 0) {
                IdentityDdl.checkType(type);
            }
            if (s.serial() || s.identity() != 0) {
                String seq = uniqueName(c.name() + "_" + s.name() + "_seq", base, sequences);
                sequences.add(IdentityDdl.newSequence(seq, type, s.identityOptions(), c.name() + "." + s.name(), base));
                def = "nextval('" + seq + "'::regclass)";
            }
            boolean notNull = s.notNull() || s.serial() || pkCols.contains(s.name());
            out.add(new ColumnDef(s.name(), out.size() + 1, type, notNull, def, null, s.identity(), false, s.generatedSql(),
                    domain));
        }
        if (c.inherits().isEmpty()) { // else a key column may be inherited: checked once the parents' are in
            checkPrimaryKey(c, out);
        }
        return out;
    }

    /** The PRIMARY KEY's columns exist in {@code columns} (own and inherited) and are made NOT NULL. */
    private static List<ColumnDef> checkPrimaryKey(CreateTable c, List<ColumnDef> columns) {
        List<String> pkCols = primaryKeyColumns(c);
        List<ColumnDef> out = new ArrayList<>(columns);
        for (String pk : pkCols) {
            int i = 0;
            while (i < out.size() && !out.get(i).name().equals(pk)) {
                i++;
            }
            if (i == out.size()) {
                throw LaninException.of(PlannerMsg.KEY_COLUMN_MISSING, pk);
            }
            out.set(i, out.get(i).withNotNull(true));
        }
        return out;
    }

    private static List<String> primaryKeyColumns(CreateTable c) {
        List<String> pk = new ArrayList<>();
        int count = 0;
        for (ColumnSpec s : c.columns()) {
            if (s.primaryKey()) {
                pk.add(s.name());
                count++;
            }
        }
        for (TableConstraint t : c.constraints()) {
            if (t.kind() == ConstraintKind.PRIMARY_KEY) {
                pk.addAll(t.columns());
                count++;
            }
        }
        if (count > 1) {
            throw LaninException.of(PlannerMsg.MULTIPLE_PRIMARY_KEYS, c.name());
        }
        return pk;
    }

    private static List<CheckDef> checks(CreateTable c, TableDef table, org.lanin.planner.session.LaninDatabase db) {
        List<CheckDef> out = new ArrayList<>();
        for (ColumnSpec s : c.columns()) {
            if (s.checkSql() != null) {
                String named = s.constraintName('c');
                out.add(new CheckDef(named != null ? named : uniqueCheckName(checkNameBase(table, s.checkSql(), db), out),
                        s.checkSql()));
            }
        }
        for (TableConstraint t : c.constraints()) {
            if (t.kind() == ConstraintKind.CHECK) {
                out.add(new CheckDef(t.name() != null ? t.name() : uniqueCheckName(checkNameBase(table, t.checkSql(), db), out),
                        t.checkSql()));
            }
        }
        return out;
    }

    /**
     * The name a CHECK gets when it is not given one (AddRelationNewConstraints): {@code table_column_check}
     * when its expression reads exactly one column, else {@code table_check}, wherever it was written.
     */
    static String checkNameBase(TableDef table, String sql, org.lanin.planner.session.LaninDatabase db) {
        java.util.BitSet read = org.lanin.planner.expr.BoundExprs.columns(ExprCheck.check(sql, table, db));
        String rel = org.lanin.engine.catalog.Namespace.nameOf(table.name());
        return read.cardinality() == 1 ? rel + "_" + table.columns().get(read.nextSetBit(0)).name() + "_check"
                : rel + "_check";
    }

    static String uniqueCheckName(String base, List<CheckDef> existing) {
        String name = base;
        for (int i = 1; hasCheck(existing, name); i++) {
            name = base + i;
        }
        return name;
    }

    private static boolean hasCheck(List<CheckDef> existing, String name) {
        return existing.stream().anyMatch(k -> k.name().equals(name));
    }

    private static List<IndexDef> indexes(CreateTable c, TableDef table, Catalog catalog, CatalogSnapshot base) {
        List<IndexDef> out = new ArrayList<>();
        List<String> pk = primaryKeyColumns(c);
        if (!pk.isEmpty()) {
            String name = pkName(c);
            TableConstraint pkc = c.constraints().stream().filter(t -> t.kind() == ConstraintKind.PRIMARY_KEY).findFirst().orElse(null);
            List<String> cols = new ArrayList<>(pk);
            if (pkc != null) {
                cols.addAll(pkc.include());
            }
            IndexDef pkIndex = constraintIndex(Storage.newIndex(catalog.newOid(), checkFree(name, base, out), table, attnums(table, cols),
                    true, true, true), pkc, pk.size(), table);
            for (ColumnSpec s : c.columns()) {
                if (s.primaryKey() && s.constraintNames() != null) {
                    pkIndex = deferrable(pkIndex, s.constraintNames().primaryKeyDeferral(), table);
                }
            }
            out.add(pkIndex);
        }
        for (ColumnSpec s : c.columns()) {
            if (s.unique() && !s.primaryKey()) {
                String named = s.constraintName('u');
                String name = named != null ? checkFree(org.lanin.engine.catalog.Namespace.key(
                        org.lanin.engine.catalog.Namespace.schemaOf(c.name()), named), base, out)
                        : IndexNames.unique(c.name(), List.of(s.name()), base, out);
                out.add(deferrable(Storage.newIndex(catalog.newOid(), name, table, attnums(table, List.of(s.name())), true, false, true)
                        .withNullsNotDistinct(s.uniqueNullsNotDistinct()),
                        s.constraintNames() == null ? null : s.constraintNames().uniqueDeferral(), table));
            }
        }
        for (TableConstraint t : c.constraints()) {
            if (t.kind() == ConstraintKind.UNIQUE) {
                String name = t.name() != null ? checkFree(t.name(), base, out) : IndexNames.unique(c.name(), t.columns(), base, out);
                out.add(constraintIndex(Storage.newIndex(catalog.newOid(), name, table, attnums(table, t.indexColumns()), true, false, true)
                        .withNullsNotDistinct(t.nullsNotDistinct()), t, t.columns().size(), table));
            }
        }
        return out;
    }

    private static String pkName(CreateTable c) {
        for (TableConstraint t : c.constraints()) {
            if (t.kind() == ConstraintKind.PRIMARY_KEY && t.name() != null) {
                return t.name();
            }
        }
        for (ColumnSpec s : c.columns()) {
            if (s.primaryKey() && s.constraintName('p') != null) { // a column's CONSTRAINT name PRIMARY KEY
                return org.lanin.engine.catalog.Namespace.key(org.lanin.engine.catalog.Namespace.schemaOf(c.name()), s.constraintName('p'));
            }
        }
        return c.name() + "_pkey";
    }

    /** Column REFERENCES first, then table FOREIGN KEYs; a table may reference itself. */
    private static TableDef foreignKeys(CreateTable c, TableDef table, CatalogSnapshot base) {
        TableDef out = table;
        for (ColumnSpec s : c.columns()) {
            if (s.references() != null) {
                out = ForeignKeyDdl.add(out, ForeignKeyDdl.define(out, null, List.of(s.name()), s.references(), base));
            }
        }
        for (TableConstraint t : c.constraints()) {
            if (t.kind() == ConstraintKind.FOREIGN_KEY) {
                out = ForeignKeyDdl.add(out, ForeignKeyDdl.define(out, t.name(), t.columns(), t.references(), base));
            }
        }
        return out;
    }

    static String checkFree(String name, CatalogSnapshot base, List<IndexDef> pending) {
        if (base.relationExists(name) || pending.stream().anyMatch(i -> i.name().equals(name))) {
            throw LaninException.of(EngineMsg.DUPLICATE_TABLE, org.lanin.engine.catalog.Namespace.nameOf(name));
        }
        return name;
    }

    /**
     * A PRIMARY KEY's or UNIQUE constraint's index with the constraint's INCLUDE columns (after its
     * {@code keyColumns} key columns) and WITH (...) storage parameters; {@code c} null: none.
     */
    static IndexDef constraintIndex(IndexDef index, TableConstraint c, int keyColumns, TableDef table) {
        if (c == null) {
            return index;
        }
        if (!c.include().isEmpty() && table.isPartitioned()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "INCLUDE columns in an index of a partitioned table");
        }
        IndexDef out = deferrable(index.withReloptions(StorageParameters.create(StorageParameters.Kind.BTREE, c.storage())),
                c.deferral(), table);
        return c.include().isEmpty() ? out : out.withKeyColumns(keyColumns);
    }

    /**
     * A PRIMARY KEY's or UNIQUE constraint's index with its DEFERRABLE clause ({@code deferral} as
     * ForeignKeyDef's; null: NOT DEFERRABLE). Not on a partitioned table, whose partitions' indexes
     * would each need the clause (0A000).
     */
    static IndexDef deferrable(IndexDef index, String deferral, TableDef table) {
        if (deferral == null) {
            return index;
        }
        if (table.isPartitioned()) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "DEFERRABLE " + (index.primary() ? "PRIMARY KEY" : "UNIQUE")
                    + " constraints on a partitioned table");
        }
        return index.withDeferral(deferral);
    }

    static int[] attnums(TableDef table, List<String> names) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            ColumnDef c = table.column(names.get(i));
            if (c == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN, names.get(i));
            }
            out[i] = c.attnum();
        }
        return out;
    }

    static String uniqueName(String base, CatalogSnapshot snap, List<SequenceDef> pending) {
        String name = base;
        for (int i = 1; snap.relationExists(name) || nameTaken(pending, name); i++) {
            name = base + i;
        }
        return name;
    }

    private static boolean nameTaken(List<SequenceDef> pending, String name) {
        return pending.stream().anyMatch(s -> s.name().equals(name));
    }
}
