package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.lanin.engine.access.IndexBuild;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.CheckDef;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.catalog.ViewDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTable;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.engine.type.Casts;
import org.lanin.engine.type.DataType;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.TableScopes;
import org.lanin.planner.bind.TypeNames;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.ddl.DdlStatement.AlterColumnType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.plan.SelectPlanner;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE ... ALTER COLUMN c TYPE t [USING expr]: a table rewrite, as PostgreSQL's. Every row
 * visible to the statement is converted (the USING expression, else the assignment cast; 42804
 * when there is none) into a fresh heap, NOT NULL and CHECKs are checked on the new rows, and
 * every index is rebuilt over the new heap. The table keeps its oid; ROLLBACK puts the old heap
 * back (the catalog undo restores the whole previous table version, as for TRUNCATE). On a
 * partitioned table the caller applies it to the parent and then to every partition, each
 * rewritten so (PostgreSQL's recursion); it refuses a partition's inherited column and a
 * partition key column first (42P16).
 */
final class AlterColumnTypeExecutor {
    private final StatementRuntime rt;

    AlterColumnTypeExecutor(StatementRuntime rt) {
        this.rt = rt;
    }

    /** {@code childrenLeftBehind}: ALTER TABLE ONLY on a table with partitions or children, 42P16 after the checks before it. */
    TableDef apply(TableDef t, AlterColumnType a, CatalogSnapshot base, boolean childrenLeftBehind) {
        ColumnDef c = t.column(a.column());
        if (c == null) {
            throw LaninException.of(EngineMsg.UNDEFINED_COLUMN, a.column(), t.name());
        }
        refuseDependents(t, c, base);
        DataType target = TypeNames.parse(a.typeName(), base);
        TypeNames.checkColumnType(c.name(), target);
        if (c.identity() != 0) {
            IdentityDdl.checkType(target);
        }
        String domain = TypeNames.userType(a.typeName(), base) instanceof org.lanin.engine.catalog.DomainDef d ? d.name() : null;
        RowExpr convert = converter(t, c, a, target, base);
        if (childrenLeftBehind) {
            throw LaninException.of(AlterTypeMsg.CHILDREN_TOO, c.name()); // ATPrepAlterColumnType's last check
        }
        List<ColumnDef> cols = new ArrayList<>(t.columns());
        cols.set(c.slot(), new ColumnDef(c.name(), c.attnum(), target, c.notNull(), c.defaultSql(), null, c.identity(),
                false, c.generationSql(), domain, c.statTarget(), null)); // the new type's storage, the same target
        if (c.defaultSql() != null && c.identity() == 0) {
            ExprCheck.defaultValue(c.defaultSql(), target, c.name(), base, rt.database());
        }
        return rewrite(t, t.withColumns(cols), t, c, convert);
    }

    /**
     * {@code t}'s visible rows, each widened as {@code widenBy} reads it and column {@code c} set by
     * {@code value}, into a fresh heap of the shape {@code shape}; NOT NULL and CHECKs checked, every
     * index rebuilt. ALTER COLUMN TYPE widens by the old table (a fast default's value is converted
     * too); ADD COLUMN with a volatile default by the new shape, where the column reads NULL before
     * its value is computed.
     */
    TableDef rewrite(TableDef t, TableDef shape, TableDef widenBy, ColumnDef c, RowExpr value) {
        TableDef rewritten = new TableDef(t.oid(), t.name(), shape.columns(), List.of(), shape.checks(), new HeapTable(),
                shape.version(), t.partitioning(), t.foreignKeys(), t.matview(), t.inherits(), t.reloptions(),
                t.replicaIdentity());
        copyRows(t, rewritten, widenBy, c, value);
        List<IndexDef> indexes = new ArrayList<>();
        for (IndexDef i : t.indexes()) {
            IndexDef fresh = Storage.emptied(i, rewritten);
            if (i.unique()) {
                refuseDuplicates(rewritten, fresh);
            }
            IndexBuild.fill(rewritten.withIndexes(List.of(fresh)), fresh, rt.exec());
            indexes.add(fresh);
        }
        rt.database().statistics().truncated(rewritten, rewritten.heap());
        return rewritten.withIndexes(indexes);
    }

    /**
     * A converted key may collide (numeric 1.2 and 1.4 both become integer 1): the build's own
     * check does not see rows this statement wrote, so the rewritten rows are checked here.
     */
    private void refuseDuplicates(TableDef table, IndexDef index) {
        List<java.util.Comparator<Object>> cmps = new ArrayList<>();
        for (int k = 0; k < index.attnums().length; k++) {
            cmps.add(org.lanin.engine.type.ValueComparators.nullsLast(
                    org.lanin.engine.access.IndexKeys.keyType(table, index.attnums(), index.exprs(), k)));
        }
        java.util.TreeSet<Object[]> seen = new java.util.TreeSet<>((x, y) -> {
            for (int k = 0; k < cmps.size(); k++) {
                int r = cmps.get(k).compare(x[k], y[k]);
                if (r != 0) {
                    return r;
                }
            }
            return 0;
        });
        Iterator<HeapTuple> it = table.heap().scan();
        while (it.hasNext()) {
            Object[] row = Rows.widen(it.next(), table);
            if (!org.lanin.engine.access.IndexKeys.covers(index, row, rt.exec())) {
                continue;
            }
            Object[] key = org.lanin.engine.access.IndexKeys.extract(index, row, rt.exec());
            if (index.checksUnique(key) && !seen.add(java.util.Arrays.copyOf(key, index.keyCount()))) {
                throw LaninException.of(org.lanin.engine.exec.SortMsg.DUPLICATE_IN_BUILD, index.name(),
                        org.lanin.engine.access.IndexKeys.columnList(table, index),
                        org.lanin.engine.access.IndexKeys.valueList(index, key));
            }
        }
    }

    /** PostgreSQL refuses when a view or a generation expression reads the column. */
    private static void refuseDependents(TableDef t, ColumnDef c, CatalogSnapshot base) {
        for (ViewDef v : base.views()) {
            if (!SqlRenames.identifier(v.sql(), t.name(), "\u0000").equals(v.sql())
                    && !SqlRenames.identifier(v.sql(), c.name(), "\u0000").equals(v.sql())) {
                throw LaninException.of(AlterTypeMsg.USED_BY_VIEW);
            }
        }
        for (IndexDef i : t.indexes()) {
            // the index's closures were compiled for the old type: PostgreSQL re-binds them, Lanin refuses
            if (i.exprs() != null && java.util.Arrays.stream(i.exprs().readAttnums()).anyMatch(a -> a == c.attnum())) {
                throw LaninException.of(org.lanin.planner.PlannerMsg.NOT_SUPPORTED,
                        "ALTER COLUMN TYPE of a column that an index expression or index predicate uses");
            }
        }
        for (ColumnDef g : t.liveColumns()) {
            if (g.generated() && g != c && !SqlRenames.identifier(g.generationSql(), c.name(), "\u0000").equals(g.generationSql())) {
                throw LaninException.of(AlterTypeMsg.USED_BY_GENERATED);
            }
        }
    }

    private RowExpr converter(TableDef t, ColumnDef c, AlterColumnType a, DataType target, CatalogSnapshot base) {
        ExprBinder b = new ExprBinder(new BindContext(base, rt.database()), TableScopes.of(t, t.name()), null,
                "transform expressions", new SelectPlanner());
        BoundExpr in;
        if (a.usingSql() != null) {
            in = b.bind(ExprCheck.parse(a.usingSql()));
            if (!castsByAssignment(in.type(), target)) {
                throw LaninException.of(AlterTypeMsg.USING_CANNOT_CAST, c.name(), target.sqlName());
            }
        } else {
            in = new BoundExpr.ColumnRef(c.slot(), c.type(), c.name(), t.name());
            if (!castsByAssignment(c.type(), target)) {
                throw LaninException.withHint("You might need to specify \"USING " + SqlRenames.quote(c.name()) + "::"
                        + target.sqlName() + "\".", AlterTypeMsg.CANNOT_CAST, c.name(), target.sqlName());
            }
        }
        BoundExpr coerced = b.coerceForAssignment(in, target, c.name());
        RowExpr compiled = ExprCompiler.compile(coerced);
        DataType from = coerced.type();
        return (row, ctx) -> {
            Object v = compiled.eval(row, ctx);
            return v == null ? null : Casts.assign(v, from, target);
        };
    }

    private static boolean castsByAssignment(DataType from, DataType to) {
        if (from.kind() == org.lanin.engine.type.TypeKind.UNKNOWN || from.equals(to)) {
            return true;
        }
        if (to.kind() == org.lanin.engine.type.TypeKind.ENUM || from.kind() == org.lanin.engine.type.TypeKind.ENUM) {
            return to.kind().isText(); // enum to text only; text to an enum needs USING
        }
        return Casts.canAssign(from.kind(), to.kind());
    }

    /**
     * Converts every visible row of {@code t} into {@code into}'s heap, checking NOT NULL and CHECKs on
     * the result, and logs each (a file database: else crash recovery found the new heap empty).
     */
    private void copyRows(TableDef t, TableDef into, TableDef widenBy, ColumnDef c, RowExpr convert) {
        List<RowExpr> checks = new ArrayList<>();
        for (CheckDef k : into.checks()) {
            checks.add(ExprCompiler.compile(ExprCheck.check(k.sql(), into, rt.database())));
        }
        org.lanin.engine.wal.Wal.rewriting(rt.exec().transaction(), t.heap(), into.heap());
        Iterator<HeapTuple> it = t.heap().scan();
        while (it.hasNext()) {
            HeapTuple h = it.next();
            if (!rt.exec().snapshot().isVisible(h)) {
                continue;
            }
            Object[] row = Rows.widen(h, widenBy).clone(); // the stored version's values stay as they are
            row[c.slot()] = convert.eval(row, rt.exec());
            if (row[c.slot()] == null && c.notNull()) {
                throw LaninException.of(AlterTypeMsg.CONTAINS_NULLS, c.name(), t.name());
            }
            for (int i = 0; i < checks.size(); i++) {
                if (checks.get(i).eval(row, rt.exec()) == Boolean.FALSE) {
                    throw LaninException.of(AlterTypeMsg.CHECK_VIOLATED, into.checks().get(i).name(), t.name());
                }
            }
            long tid = into.heap().insert(row, rt.exec().transaction());
            org.lanin.engine.wal.Wal.logInsert(rt.exec().transaction(), into.heap(), tid, row); // the new heap's rows reach the log
        }
    }
}
