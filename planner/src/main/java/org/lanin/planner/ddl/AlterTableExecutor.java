package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.access.ForeignKeyValidation;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.TypeNames;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.ddl.DdlStatement.*;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE: ADD/DROP COLUMN (a dropped column keeps its attnum; old versions stay
 * readable), constraints, defaults and NOT NULL. Existing rows are validated where
 * PostgreSQL validates them.
 */
final class AlterTableExecutor {
    private final StatementRuntime rt;

    AlterTableExecutor(StatementRuntime rt) {
        this.rt = rt;
    }

    Object run(AlterTable a) {
        if (a.actions().size() == 1 && (a.actions().get(0) instanceof RenameColumn || a.actions().get(0) instanceof RenameConstraint)) {
            return ColumnRename.run(rt, a);
        }
        Catalog catalog = rt.database().catalog();
        DdlLocks.take(rt, snap -> locks(snap, a));
        catalog.change(edit -> {
            TableDef table = edit.base().table(a.table());
            if (table == null) {
                if (a.ifExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, a.table());
            }
            ConstraintTiming.refuseIfChecksWait(rt, table.name(), "ALTER TABLE");
            Catalog.Edit e = edit;
            for (AlterAction action : a.actions()) {
                if (action instanceof DropColumn dc && e.base().table(table.name()).column(dc.name()) != null) {
                    ViewDependents deps = new ViewDependents(e.base(), rt.database());
                    e = ViewDependents.dropOrRefuse(e, deps.onColumn(table.name(), dc.name()), dc.cascade(),
                            "column " + dc.name() + " of " + deps.describe(table.name()));
                }
                AlterAction act = action;
                if (action instanceof AddColumn add && (add.column().serial() || add.column().identity() != 0)
                        && e.base().table(table.name()).column(add.column().name()) == null) {
                    DdlStatement.ColumnSpec spec = add.column();
                    DataType type = TypeNames.parse(spec.typeName(), e.base());
                    if (spec.identity() != 0) {
                        IdentityDdl.checkType(type);
                        if (table.isPartitioned() || hasChildren(e.base(), table)) {
                            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ADD COLUMN with identity on a table with partitions or children");
                        }
                    }
                    String seq = serialSequence(e.base(), table.name(), spec);
                    e = e.putSequence(IdentityDdl.newSequence(seq, type, spec.identity() != 0 ? spec.identityOptions() : null,
                            table.name() + "." + spec.name(), e.base()));
                    act = serialAsDefault(add, seq);
                }
                e = act instanceof DdlStatement.AlterIdentity ai ? IdentityDdl.apply(e, table.name(), ai)
                        : applyTree(e, table.name(), act, true, a.only());
            }
            return e;
        });
        return null;
    }

    /**
     * PostgreSQL's AlterTableGetLockLevel, strongest over the actions: ACCESS EXCLUSIVE for
     * columns, defaults, NOT NULL, CHECK / UNIQUE / PRIMARY KEY and DROP CONSTRAINT (a dropped
     * FOREIGN KEY locks its referenced table so too); SHARE ROW EXCLUSIVE for ADD FOREIGN KEY, on
     * both tables; ATTACH PARTITION takes SHARE UPDATE EXCLUSIVE on the parent and ACCESS EXCLUSIVE
     * on the new partition, DETACH ACCESS EXCLUSIVE on both, each also on a DEFAULT partition.
     * Actions that recurse to partitions lock them as the table.
     */
    private static DdlLocks.Needs locks(org.lanin.engine.catalog.CatalogSnapshot snap, AlterTable a) {
        DdlLocks.Needs n = new DdlLocks.Needs(snap);
        TableDef t = snap.table(a.table());
        for (AlterAction action : a.actions()) {
            if (action instanceof AttachPartition ap) {
                n.table(a.table(), LockMode.SHARE_UPDATE_EXCLUSIVE).table(ap.partition(), LockMode.ACCESS_EXCLUSIVE)
                        .defaultPartition(a.table(), LockMode.ACCESS_EXCLUSIVE);
            } else if (action instanceof DetachPartition dp) {
                n.table(a.table(), LockMode.ACCESS_EXCLUSIVE).table(dp.partition(), LockMode.ACCESS_EXCLUSIVE)
                        .defaultPartition(a.table(), LockMode.ACCESS_EXCLUSIVE);
            } else if (action instanceof Inherit in) {
                n.table(a.table(), LockMode.ACCESS_EXCLUSIVE);
                if (snap.table(in.parent()) != null) {
                    n.table(in.parent(), LockMode.SHARE_UPDATE_EXCLUSIVE);
                }
            } else if (action instanceof DdlStatement.SetStorage || action instanceof DdlStatement.ColumnStatistics
                    || action instanceof DdlStatement.ReplicaIdentity) {
                n.table(a.table(), LockMode.SHARE_UPDATE_EXCLUSIVE); // the parameters Lanin has apply to later work only
            } else if (action instanceof AddConstraint ac && ac.constraint().kind() == ConstraintKind.FOREIGN_KEY) {
                n.tree(a.table(), LockMode.SHARE_ROW_EXCLUSIVE)
                        .table(ac.constraint().references().table(), LockMode.SHARE_ROW_EXCLUSIVE);
            } else {
                n.tree(a.table(), LockMode.ACCESS_EXCLUSIVE);
                if ((action instanceof AddColumn || action instanceof AlterColumnType) && t != null) { // it reaches the inheritance children
                    org.lanin.engine.catalog.Inheritance.descendants(snap, t).forEach(c -> n.table(c.name(), LockMode.ACCESS_EXCLUSIVE));
                }
                if (action instanceof AddColumn add && add.column().references() != null) {
                    n.table(add.column().references().table(), LockMode.SHARE_ROW_EXCLUSIVE);
                }
                if (action instanceof DropConstraint dc && t != null && t.foreignKey(dc.name()) != null) {
                    n.table(t.foreignKey(dc.name()).refTable(), LockMode.ACCESS_EXCLUSIVE);
                }
            }
        }
        return n;
    }

    /** Applies an action to the table and, for a partitioned table, to every partition below it. */
    private Catalog.Edit applyTree(Catalog.Edit e, String name, AlterAction action, boolean top, boolean only) {
        TableDef t = e.base().table(name);
        if (action instanceof AttachPartition ap) {
            return attach(e, t, ap);
        }
        if (action instanceof DetachPartition dp) {
            return detach(e, t, dp);
        }
        if (action instanceof Inherit in) {
            return InheritanceChange.apply(e, t, in);
        }
        if (action instanceof DdlStatement.Unchanged) {
            return e;
        }
        if (action instanceof DdlStatement.SetStorage ss) { // the table's own: PostgreSQL does not recurse
            return e.putTable(StorageChange.table(t, ss));
        }
        if (action instanceof DdlStatement.ReplicaIdentity ri) {
            return e.putTable(t.withReplicaIdentity(ReplicaIdentityDdl.value(t, ri)));
        }
        guardPartitions(t, action, top);
        if (only && t.isPartitioned() && action instanceof AddConstraint ac && ac.constraint().kind() == ConstraintKind.PRIMARY_KEY) {
            for (var c : t.partitioning().children()) { // MergeAttributesIntoExisting's rule for ONLY
                TableDef child = e.base().table(c.name());
                for (String col : ac.constraint().columns()) {
                    if (child != null && child.column(col) != null && !child.column(col).notNull()) {
                        throw LaninException.of(PartitionDdlMsg.ONLY_KEY_NOT_NULL, col, org.lanin.engine.catalog.Namespace.nameOf(child.name()));
                    }
                }
            }
        }
        if (action instanceof DropConstraint dc) {
            PartitionForeignKeys.refuseDropInherited(e.base(), t, dc.name(), top);
        }
        InheritedAlters.guard(e.base(), t, action, top);
        TableDef changed = action instanceof AlterColumnType act
                ? new AlterColumnTypeExecutor(rt).apply(t, act, e.base(), only && hasChildren(e.base(), t))
                : apply(t, action, e, top);
        Catalog.Edit out = e.putTable(changed);
        if (action instanceof DropConstraint dc) { // a comment goes with its constraint
            var key = org.lanin.engine.catalog.Comments.constraint(t.oid(), org.lanin.engine.catalog.Namespace.nameOf(dc.name()));
            if (out.base().comments().get(key) != null) {
                out = out.withComments(out.base().comments().with(key, null));
            }
        }
        for (TableDef child : InheritedAlters.recursesTo(e.base(), t, action, top)) {
            if (!(action instanceof AddColumn add) || out.base().table(child.name()).column(add.column().name()) == null) {
                out = applyTree(out, child.name(), action, false, false);
            }
        }
        if (t.isPartitioned() && !(only && keyOfOwn(action))) {
            AlterAction below = forPartitions(action, t, changed);
            if (below != null) {
                for (var c : t.partitioning().children()) {
                    out = applyTree(out, c.name(), below, false, false);
                }
            }
        }
        return out;
    }

    /**
     * ALTER TABLE ONLY partitioned ADD PRIMARY KEY / UNIQUE: the partitioned table's own index, its
     * partitions' made and attached after (pg_dump's form; ALTER INDEX ... ATTACH PARTITION).
     */
    private static boolean keyOfOwn(AlterAction action) {
        return action instanceof AddConstraint a && (a.constraint().kind() == DdlStatement.ConstraintKind.PRIMARY_KEY
                || a.constraint().kind() == DdlStatement.ConstraintKind.UNIQUE);
    }

    /** Partitions or inheritance children: what ALTER TABLE ONLY leaves behind. */
    private static boolean hasChildren(org.lanin.engine.catalog.CatalogSnapshot snap, TableDef t) {
        return t.isPartitioned() ? !t.partitioning().children().isEmpty()
                : org.lanin.engine.catalog.Inheritance.hasChildren(snap, t);
    }

    private static void guardPartitions(TableDef t, AlterAction action, boolean top) {
        if (action instanceof DropColumn d) {
            if (t.isPartitioned() && t.partitioning().key().references(d.name())) {
                throw LaninException.of(PartitionDdlMsg.DROP_KEY_COLUMN, d.name(), t.name());
            }
            if (top && t.isPartition() && t.column(d.name()) != null) {
                throw LaninException.of(PartitionDdlMsg.DROP_INHERITED, d.name());
            }
        }
        if (action instanceof AddColumn && top && t.isPartition()) {
            throw LaninException.of(PartitionDdlMsg.ADD_TO_PARTITION);
        }
        if (action instanceof AlterColumnType act) { // ATPrepAlterColumnType's checks, in its order, at every level
            if (top && t.isPartition() && t.column(act.column()) != null) {
                throw LaninException.of(PartitionDdlMsg.ALTER_INHERITED, act.column());
            }
            if (t.isPartitioned() && t.partitioning().key().references(act.column())) {
                throw LaninException.of(PartitionDdlMsg.ALTER_KEY_COLUMN, act.column(), t.name());
            }
        }
    }

    /** The action as partitions receive it: constraint indexes take each partition's own implicit name. */
    private static AlterAction forPartitions(AlterAction action, TableDef before, TableDef after) {
        if (action instanceof AddConstraint ac && ac.constraint().kind() == ConstraintKind.FOREIGN_KEY) {
            TableConstraint k = ac.constraint(); // partitions' clones take the parent's constraint name
            String name = after.foreignKeys().get(after.foreignKeys().size() - 1).name();
            return new AddConstraint(new TableConstraint(name, k.kind(), k.columns(), k.checkSql(), k.references()), ac.notValid());
        }
        if (action instanceof AddConstraint ac && ac.constraint().kind() != ConstraintKind.CHECK) {
            TableConstraint k = ac.constraint();
            return new AddConstraint(new TableConstraint(null, k.kind(), k.columns(), k.checkSql(), k.references()), ac.notValid());
        }
        if (action instanceof DropConstraint dc) {
            return new DropConstraint(dc.name(), true);
        }
        return action;
    }

    private Catalog.Edit attach(Catalog.Edit e, TableDef parent, AttachPartition ap) {
        TableDef child = e.base().table(ap.partition());
        if (child == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, ap.partition());
        }
        if (!parent.isPartitioned()) {
            throw LaninException.of(PartitionDdlMsg.NOT_PARTITIONED, parent.name());
        }
        if (child.name().equals(parent.name())) {
            throw LaninException.of(PartitionDdlMsg.ATTACH_SELF);
        }
        if (child.isPartition()) {
            throw LaninException.of(PartitionDdlMsg.ALREADY_PARTITION, child.name());
        }
        PartitionDdl.checkSameColumns(parent, child);
        PartitionDdl pd = new PartitionDdl(rt);
        return pd.attach(e, parent, child, pd.bound(ap.bound(), parent.partitioning().key(), e.base()));
    }

    private Catalog.Edit detach(Catalog.Edit e, TableDef parent, DetachPartition dp) {
        TableDef child = e.base().table(dp.partition());
        if (child == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_TABLE, dp.partition());
        }
        if (!child.isPartition() || !child.partitioning().parent().equals(parent.name())) {
            throw LaninException.of(PartitionDdlMsg.NOT_A_PARTITION, child.name(), parent.name());
        }
        for (TableDef leaf : PartitionDdl.leaves(e.base(), child)) {
            org.lanin.engine.access.ForeignKeyValidation.detaching(leaf, child.name(), parent, e.base(), rt.exec());
        }
        return new PartitionDdl(rt).detach(e, parent, child);
    }

    private TableDef apply(TableDef t, AlterAction action, Catalog.Edit e, boolean top) {
        if (action instanceof AddColumn add) {
            return addColumn(t, add, e);
        }
        if (action instanceof DropColumn drop) {
            return dropColumn(t, drop, e.base());
        }
        if (action instanceof AddConstraint add) {
            return addConstraint(t, add.constraint(), e, add.notValid());
        }
        if (action instanceof DdlStatement.ValidateConstraint vc) {
            return validateConstraint(t, vc.name(), e.base(), top);
        }
        if (action instanceof DropConstraint drop) {
            return dropConstraint(t, drop, e.base());
        }
        if (action instanceof DdlStatement.AlterConstraint ac) {
            return alterConstraint(t, ac);
        }
        if (action instanceof DdlStatement.ColumnStatistics cs) {
            return ColumnStatisticsDdl.apply(rt, t, cs);
        }
        if (action instanceof SetDefault sd) {
            ColumnDef c = column(t, sd.column());
            if (c.identity() != 0) {
                throw sd.sql() != null ? LaninException.of(IdentityMsg.IS_IDENTITY, c.name(), t.name())
                        : LaninException.withHint("Use ALTER TABLE ... ALTER COLUMN ... DROP IDENTITY instead.",
                        IdentityMsg.IS_IDENTITY, c.name(), t.name());
            }
            if (c.generated() && sd.sql() != null) {
                throw LaninException.of(GeneratedDdlMsg.SET_DEFAULT, c.name(), t.name());
            }
            if (sd.sql() != null) {
                ExprCheck.defaultValue(sd.sql(), c.type(), c.name(), e.base(), rt.database());
            }
            return replace(t, c.withDefault(SpecialDefaults.fold(sd.sql(), c.type())));
        }
        SetNotNull nn = (SetNotNull) action;
        ColumnDef c = column(t, nn.column());
        if (!nn.notNull() && c.identity() != 0) {
            throw LaninException.of(IdentityMsg.IS_IDENTITY, c.name(), t.name());
        }
        if (nn.notNull()) {
            forEachLiveRow(t, row -> {
                if (row[c.slot()] == null) {
                    throw LaninException.of(AlterTypeMsg.CONTAINS_NULLS, c.name(), t.name());
                }
            });
        }
        return replace(t, c.withNotNull(nn.notNull()));
    }

    /** The sequence a serial column added to {@code table} gets: CREATE TABLE's name for it, made unique. */
    private static String serialSequence(org.lanin.engine.catalog.CatalogSnapshot base, String table, DdlStatement.ColumnSpec s) {
        return CreateTableExecutor.uniqueName(table + "_" + s.name() + "_seq", base, List.of());
    }

    /**
     * ADD COLUMN c serial (or GENERATED ... AS IDENTITY) as PostgreSQL's transformColumnDefinition
     * reads it: NOT NULL DEFAULT nextval of its sequence (an identity column keeps its kind), which
     * the table rewrite of a volatile default then gives every row.
     */
    private static AddColumn serialAsDefault(AddColumn add, String seq) {
        DdlStatement.ColumnSpec s = add.column();
        return new AddColumn(new DdlStatement.ColumnSpec(s.name(), s.typeName(), false, true, "nextval('" + seq + "'::regclass)",
                s.primaryKey(), s.unique(), s.checkSql(), s.identity(), null, s.references(), s.generatedSql(),
                s.clauseConflict(), s.uniqueNullsNotDistinct(), s.constraintNames()), add.ifNotExists());
    }

    private TableDef addColumn(TableDef t, AddColumn add, Catalog.Edit e) {
        ColumnSpec s = add.column();
        if (t.column(s.name()) != null) {
            if (add.ifNotExists()) {
                return t;
            }
            throw LaninException.of(EngineMsg.DUPLICATE_COLUMN, s.name(), t.name());
        }
        GeneratedColumnDdl.checkSpec(s, t.name()); // PostgreSQL's parse-time checks come before anything else
        if (s.identity() != 0 && (s.defaultSql() == null || !s.defaultSql().startsWith("nextval("))) {
            throw new org.lanin.engine.error.EngineBug("identity column " + s.name() + " added without its sequence");
        }
        if (s.generatedSql() != null) {
            forEachLiveRow(t, row -> { // computing the column for existing rows would need a table rewrite
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ADD COLUMN with a generation expression on a table with rows");
            });
        }
        DataType type = TypeNames.parse(s.typeName(), e.base());
        TypeNames.checkColumnType(s.name(), type);
        String domain = TypeNames.userType(s.typeName(), e.base()) instanceof org.lanin.engine.catalog.DomainDef d ? d.name() : null;
        Object missing = null;
        org.lanin.engine.exec.RowExpr perRow = null;
        String defaultSql = SpecialDefaults.fold(s.defaultSql(), type);
        if (defaultSql != null) {
            ExprCheck.BoundDefault d = ExprCheck.boundDefault(defaultSql, type, s.name(), e.base(), rt.database());
            if (d.isVolatile()) { // PostgreSQL rewrites the table, evaluating the default for each existing row
                perRow = ExprCompiler.compile(d.expr());
            } else { // PostgreSQL's fast default: evaluated once, now, for every existing row (now() included)
                missing = ExprCompiler.compile(d.expr()).eval(null, rt.exec());
            }
        }
        ColumnDef col = new ColumnDef(s.name(), t.physicalWidth() + 1, type, s.notNull() || s.primaryKey(), defaultSql,
                missing, s.identity(), false, s.generatedSql(), domain);
        if (col.notNull() && missing == null && perRow == null) {
            forEachLiveRow(t, row -> {
                throw LaninException.of(EngineMsg.NOT_NULL_VIOLATION, col.name(), org.lanin.engine.catalog.Namespace.nameOf(t.name()));
            });
        }
        List<ColumnDef> cols = new ArrayList<>(t.columns());
        cols.add(col);
        TableDef out = t.withColumns(cols);
        if (perRow != null && t.heap() != null) { // each existing row gets its own value of the default
            out = new AlterColumnTypeExecutor(rt).rewrite(t, out, out, col, perRow);
        }
        GeneratedColumnDdl.checkAll(out, rt.database());
        if (s.checkSql() != null) {
            out = addConstraint(out, new TableConstraint(s.constraintName('c'), ConstraintKind.CHECK, List.of(), s.checkSql(), null),
                    e, false);
        }
        if (s.primaryKey() || s.unique()) {
            DdlStatement.ColumnConstraintNames n = s.constraintNames();
            out = addConstraint(out, new TableConstraint(s.constraintName(s.primaryKey() ? 'p' : 'u'),
                    s.primaryKey() ? ConstraintKind.PRIMARY_KEY : ConstraintKind.UNIQUE, List.of(s.name()), null, null,
                    s.uniqueNullsNotDistinct(), null, null, null,
                    n == null ? null : s.primaryKey() ? n.primaryKeyDeferral() : n.uniqueDeferral()), e, false);
        }
        if (s.references() != null) {
            out = addConstraint(out, new TableConstraint(null, ConstraintKind.FOREIGN_KEY, List.of(s.name()), null,
                    s.references()), e, false);
        }
        return out;
    }

    static TableDef dropColumn(TableDef t, DropColumn drop, org.lanin.engine.catalog.CatalogSnapshot base) {
        ColumnDef c = t.column(drop.name());
        if (c == null) {
            if (drop.ifExists()) {
                return t;
            }
            throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, drop.name(), t.name());
        }
        List<IndexDef> keep = new ArrayList<>();
        for (IndexDef i : t.indexes()) {
            boolean uses = false;
            for (int a : i.attnums()) {
                uses |= a == c.attnum();
            }
            if (i.exprs() != null) { // a column an index expression or predicate reads: the index goes too
                for (int a : i.exprs().readAttnums()) {
                    uses |= a == c.attnum();
                }
            }
            if (!uses) {
                keep.add(i);
            } else {
                refuseIfReferenced(base, t, i, "column " + c.name() + " of table " + t.name(), c.attnum());
            }
        }
        List<ForeignKeyDef> fks = new ArrayList<>();
        for (ForeignKeyDef f : t.foreignKeys()) {
            if (java.util.Arrays.stream(f.attnums()).noneMatch(a -> a == c.attnum())) {
                fks.add(f);
            }
        }
        List<CheckDef> checks = new ArrayList<>();
        for (CheckDef k : t.checks()) {
            if (!k.sql().toLowerCase(java.util.Locale.ROOT).matches("(?s).*\\b" + java.util.regex.Pattern.quote(c.name()) + "\\b.*")) {
                checks.add(k);
            }
        }
        return replace(t, c.withDropped()).withIndexes(keep).withChecks(checks).withForeignKeys(fks);
    }

    private TableDef addConstraint(TableDef t, TableConstraint k, Catalog.Edit e, boolean notValid) {
        switch (k.kind()) {
            case CHECK -> {
                String name = k.name() != null ? k.name()
                        : CreateTableExecutor.uniqueCheckName(CreateTableExecutor.checkNameBase(t, k.checkSql(), rt.database()), t.checks());
                CheckDef check = new CheckDef(name, k.checkSql()).withValidated(!notValid);
                if (notValid) {
                    ExprCheck.check(k.checkSql(), t, rt.database()); // binds: a bad expression fails now
                } else {
                    checkRows(t, check);
                }
                List<CheckDef> checks = new ArrayList<>(t.checks());
                checks.add(check);
                return t.withChecks(checks);
            }
            case PRIMARY_KEY, UNIQUE -> {
                if (k.usingIndex() != null) {
                    return ConstraintUsingIndex.apply(rt, t, k, e.base());
                }
                boolean pk = k.kind() == ConstraintKind.PRIMARY_KEY;
                PartitionDdl.checkUniqueCoversKey(t, k.columns(), pk);
                if (pk && t.primaryKey() != null) {
                    throw LaninException.of(PlannerMsg.MULTIPLE_PRIMARY_KEYS, t.name());
                }
                String name = k.name() != null ? CreateTableExecutor.checkFree(k.name(), e.base(), List.of())
                        : pk ? CreateTableExecutor.checkFree(t.name() + "_pkey", e.base(), List.of())
                        : IndexNames.unique(t.name(), k.columns(), e.base(), List.of());
                TableDef target = t;
                if (pk) {
                    for (String col : k.columns()) {
                        ColumnDef c = column(target, col);
                        forEachLiveRow(target, row -> {
                            if (row[c.slot()] == null) { // PostgreSQL's ALTER TABLE check of the new NOT NULL
                                throw LaninException.of(AlterTypeMsg.CONTAINS_NULLS, c.name(), org.lanin.engine.catalog.Namespace.nameOf(t.name()));
                            }
                        });
                        target = replace(target, c.withNotNull(true));
                    }
                }
                int[] attnums = CreateTableExecutor.attnums(target, k.indexColumns());
                IndexDef idx = CreateTableExecutor.constraintIndex(Storage.newIndex(rt.database().catalog().newOid(), name, target,
                        attnums, true, pk, true).withNullsNotDistinct(k.nullsNotDistinct()), k, k.columns().size(), target);
                return new IndexExecutor(rt).withIndex(target, idx);
            }
            case FOREIGN_KEY -> {
                ForeignKeyDef fk = ForeignKeyDdl.define(t, k.name(), k.columns(), k.references(), e.base()).withValidated(!notValid);
                if (notValid && t.isPartitioned()) {
                    throw LaninException.of(ConstraintValidationMsg.PARTITIONED_FK, org.lanin.engine.catalog.Namespace.nameOf(t.name()),
                            org.lanin.engine.catalog.Namespace.nameOf(fk.refTable()));
                }
                TableDef out = ForeignKeyDdl.add(t, fk);
                if (!notValid) {
                    TableDef ref = fk.selfReferencing() ? out : e.base().table(fk.refTable());
                    ForeignKeyValidation.validate(fk, out, ref, rt.exec(), e.base());
                }
                return out;
            }
            default -> {
                return t;
            }
        }
    }

    /** PostgreSQL's CHECK validation of the rows there (validateCheckConstraint): 23514 at the first that makes it false. */
    private void checkRows(TableDef t, CheckDef check) {
        var compiled = ExprCompiler.compile(ExprCheck.check(check.sql(), t, rt.database()));
        forEachLiveRow(t, row -> {
            if (compiled.eval(row, rt.exec()) == Boolean.FALSE) {
                throw LaninException.of(AlterTypeMsg.CHECK_VIOLATED, check.name(),
                        org.lanin.engine.catalog.Namespace.nameOf(t.name()));
            }
        });
    }

    /**
     * VALIDATE CONSTRAINT: checks the rows of a NOT VALID CHECK or FOREIGN KEY and marks it valid (a
     * valid one: nothing to do). Partitions and inheritance children below {@code top} validate their
     * copy of a CHECK where they have one.
     */
    private TableDef validateConstraint(TableDef t, String name, org.lanin.engine.catalog.CatalogSnapshot base, boolean top) {
        for (CheckDef k : t.checks()) {
            if (k.name().equals(name)) {
                if (k.validated()) {
                    return t;
                }
                checkRows(t, k);
                return t.withChecks(t.checks().stream().map(c -> c == k ? k.withValidated(true) : c).toList());
            }
        }
        ForeignKeyDef fk = t.foreignKey(name);
        if (fk != null) {
            if (fk.validated()) {
                return t;
            }
            ForeignKeyValidation.validate(fk, t, fk.selfReferencing() ? t : base.table(fk.refTable()), rt.exec(), base);
            return t.withForeignKeys(t.foreignKeys().stream().map(f -> f == fk ? fk.withValidated(true) : f).toList());
        }
        if (!top) {
            return t;
        }
        boolean indexConstraint = t.indexes().stream().anyMatch(i -> i.constraint() && i.name().equals(name));
        throw LaninException.of(indexConstraint ? ConstraintValidationMsg.NOT_FK_OR_CHECK : ConstraintValidationMsg.MISSING,
                name, org.lanin.engine.catalog.Namespace.nameOf(t.name()));
    }

    private static TableDef dropConstraint(TableDef t, DropConstraint d, org.lanin.engine.catalog.CatalogSnapshot base) {
        List<ForeignKeyDef> fks = new ArrayList<>(t.foreignKeys());
        if (fks.removeIf(f -> f.name().equals(d.name()))) {
            return t.withForeignKeys(fks);
        }
        List<IndexDef> idx = new ArrayList<>(t.indexes());
        for (IndexDef i : t.indexes()) {
            if (i.constraint() && i.name().equals(d.name())) {
                refuseIfReferenced(base, t, i, "constraint " + i.name() + " on table " + t.name(), 0);
            }
        }
        if (idx.removeIf(i -> i.constraint() && i.name().equals(d.name()))) {
            return t.withIndexes(idx);
        }
        List<CheckDef> checks = new ArrayList<>(t.checks());
        if (checks.removeIf(k -> k.name().equals(d.name()))) {
            return t.withChecks(checks);
        }
        if (d.ifExists()) {
            return t;
        }
        throw LaninException.of(PlannerMsg.UNDEFINED_CONSTRAINT, d.name(), t.name());
    }

    /** ALTER CONSTRAINT: a FOREIGN KEY's DEFERRABLE and INITIALLY change (PostgreSQL's ATExecAlterConstraint). */
    private static TableDef alterConstraint(TableDef t, DdlStatement.AlterConstraint ac) {
        ForeignKeyDef fk = t.foreignKey(ac.name());
        if (fk == null) {
            boolean other = t.checks().stream().anyMatch(k -> k.name().equals(ac.name()))
                    || t.indexes().stream().anyMatch(i -> i.constraint() && i.name().equals(ac.name()));
            throw other ? LaninException.of(ConstraintTimingMsg.NOT_FOREIGN_KEY, ac.name(),
                    org.lanin.engine.catalog.Namespace.nameOf(t.name()))
                    : LaninException.of(PlannerMsg.UNDEFINED_CONSTRAINT, ac.name(), t.name());
        }
        List<ForeignKeyDef> fks = new ArrayList<>(t.foreignKeys());
        fks.replaceAll(f -> f == fk ? f.withDeferral(ac.deferral()) : f);
        return t.withForeignKeys(fks);
    }

    /** 2BP01 when a FOREIGN KEY depends on the unique index {@code i} that is about to go. */
    static void refuseIfReferenced(org.lanin.engine.catalog.CatalogSnapshot base, TableDef t, IndexDef i, String what,
                                   int droppedAttnum) {
        for (ForeignKeyDef f : ForeignKeyDdl.dependents(base, t, i.name())) {
            boolean goesToo = f.selfReferencing() && java.util.Arrays.stream(f.attnums()).anyMatch(a -> a == droppedAttnum);
            if (!goesToo) {
                throw LaninException.of(ForeignKeyDdlMsg.DROP_INDEX_DEPENDS, what, f.name(), f.table(), i.name());
            }
        }
    }

    private static ColumnDef column(TableDef t, String name) {
        ColumnDef c = t.column(name);
        if (c == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, name, t.name());
        }
        return c;
    }

    private static TableDef replace(TableDef t, ColumnDef c) {
        List<ColumnDef> cols = new ArrayList<>(t.columns());
        cols.set(c.slot(), c);
        return t.withColumns(cols);
    }

    /** Runs {@code check} on every row visible to the statement. */
    private void forEachLiveRow(TableDef t, java.util.function.Consumer<Object[]> check) {
        Iterator<HeapTuple> it = t.heap().scan();
        while (it.hasNext()) {
            HeapTuple h = it.next();
            if (rt.exec().snapshot().isVisible(h)) {
                check.accept(Rows.widen(h, t));
            }
        }
    }
}
