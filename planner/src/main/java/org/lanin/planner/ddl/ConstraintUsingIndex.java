package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.Namespace;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.storage.heap.HeapTuple;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.ddl.DdlStatement.TableConstraint;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE ... ADD [CONSTRAINT name] {PRIMARY KEY | UNIQUE} USING INDEX index: an existing unique
 * index becomes the constraint's, renamed to the constraint's name when one is given, without a
 * rebuild (the second half of building a key with CREATE UNIQUE INDEX CONCURRENTLY first). The
 * index must be a valid, plain, ascending unique B-tree index of the table that no constraint has
 * yet (PostgreSQL's transformIndexConstraint, with its errors); a PRIMARY KEY's columns become NOT
 * NULL after a scan that finds no NULL.
 */
final class ConstraintUsingIndex {
    private ConstraintUsingIndex() {
    }

    static TableDef apply(StatementRuntime rt, TableDef t, TableConstraint k, CatalogSnapshot base) {
        boolean pk = k.kind() == DdlStatement.ConstraintKind.PRIMARY_KEY;
        if (t.isPartitioned()) {
            throw LaninException.of(UsingIndexMsg.PARTITIONED);
        }
        String key = Namespace.key(Namespace.schemaOf(t.name()), k.usingIndex());
        IndexDef index = base.index(key);
        if (index == null) {
            throw LaninException.of(UsingIndexMsg.MISSING, k.usingIndex());
        }
        if (!index.tableName().equals(t.name())) {
            throw LaninException.of(UsingIndexMsg.OTHER_TABLE, k.usingIndex(), Namespace.nameOf(t.name()));
        }
        if (index.constraint() || index.primary()) {
            throw LaninException.of(UsingIndexMsg.HAS_CONSTRAINT, k.usingIndex());
        }
        String detail = "Cannot create a primary key or unique constraint using such an index.";
        if (!index.unique() || !index.valid() || index.method() != org.lanin.engine.catalog.IndexMethod.BTREE) {
            throw LaninException.withHint(detail, UsingIndexMsg.NOT_UNIQUE, k.usingIndex());
        }
        if (index.hasExpressions()) {
            throw LaninException.withHint(detail, UsingIndexMsg.EXPRESSIONS, k.usingIndex());
        }
        if (index.partial()) {
            throw LaninException.withHint(detail, UsingIndexMsg.PARTIAL, k.usingIndex());
        }
        for (int c = 0; c < index.keyCount(); c++) {
            if (index.options() != null && index.options()[c] != 0) {
                throw LaninException.withHint(detail, UsingIndexMsg.SORT_ORDER, k.usingIndex(), c + 1);
            }
        }
        if (pk && t.primaryKey() != null) {
            throw LaninException.of(PlannerMsg.MULTIPLE_PRIMARY_KEYS, Namespace.nameOf(t.name()));
        }
        String name = index.name();
        if (k.name() != null && !k.name().equals(Namespace.nameOf(index.name()))) {
            name = CreateTableExecutor.checkFree(Namespace.key(Namespace.schemaOf(t.name()), k.name()), base, List.of());
            for (TableDef other : base.tables()) {
                for (var fk : other.foreignKeys()) {
                    if (fk.refIndex().equals(index.name())) {
                        throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "renaming an index a foreign key depends on");
                    }
                }
            }
            org.lanin.planner.session.Notice.send(rt.session(), "NOTICE", "ALTER TABLE / ADD CONSTRAINT USING INDEX will rename index \""
                    + Namespace.nameOf(index.name()) + "\" to \"" + k.name() + "\"");
        }
        TableDef target = t;
        if (pk) {
            for (int c = 0; c < index.keyCount(); c++) {
                ColumnDef col = target.columns().get(index.attnums()[c] - 1);
                requireNoNulls(rt, target, col);
                List<ColumnDef> cols = new ArrayList<>(target.columns());
                cols.set(col.slot(), col.withNotNull(true));
                target = target.withColumns(cols);
            }
        }
        IndexDef constraint = index.renamed(name, t.name()).asConstraint(pk);
        List<IndexDef> indexes = new ArrayList<>(target.indexes());
        indexes.replaceAll(i -> i.name().equals(index.name()) ? constraint : i);
        return target.withIndexes(indexes);
    }

    private static void requireNoNulls(StatementRuntime rt, TableDef t, ColumnDef c) {
        for (Iterator<HeapTuple> it = t.heap().scan(); it.hasNext(); ) {
            HeapTuple h = it.next();
            if (rt.exec().snapshot().isVisible(h) && Rows.widen(h, t)[c.slot()] == null) {
                throw LaninException.of(AlterTypeMsg.CONTAINS_NULLS, c.name(), Namespace.nameOf(t.name()));
            }
        }
    }
}
