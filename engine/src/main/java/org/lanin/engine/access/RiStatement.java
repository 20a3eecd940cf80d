package org.lanin.engine.access;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.FkAction;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;

/**
 * One statement's FOREIGN KEY work, PostgreSQL's after-trigger queue for its RI triggers: the
 * write path reports every row it inserts, updates or deletes; the checks and referential
 * actions this calls for are queued and run by {@link #finish} when the statement's own rows
 * are all written, so a statement that deletes a whole self-referencing tree, or inserts a
 * child before its parent, passes as in PostgreSQL. Actions (CASCADE, SET NULL, SET DEFAULT)
 * run first, through the same write path (so they queue their own work, iteratively rather
 * than recursively); then the checks, which change nothing.
 */
public final class RiStatement {
    private final RiSupport support;
    private final CatalogSnapshot catalog;
    private final ArrayDeque<ReferentialAction> actions = new ArrayDeque<>();
    private final List<RiCheck> checks = new ArrayList<>();
    private final Map<String, TableModifier> modifiers = new HashMap<>();
    /** Tables whose FOREIGN KEY triggers are off (DISABLE TRIGGER ALL): usually none. */
    private final java.util.Set<Long> off;
    private PartitionedReferences partitioned;
    /** Set while an UPDATE moves a row to another partition ({@link #moving}); the row's old partition and version once deleted. */
    private boolean moving;
    private TableDef movedFrom;
    private Object[] movedRow;

    public RiStatement(RiSupport support) {
        this.support = support;
        this.catalog = support.catalog();
        this.off = support.triggersOff();
    }

    private boolean triggersOff(TableDef table) {
        return !off.isEmpty() && off.contains(table.oid());
    }

    CatalogSnapshot catalog() {
        return catalog;
    }

    /** Lookups of keys in partitioned referenced tables, for this statement. */
    PartitionedReferences partitioned() {
        if (partitioned == null) {
            partitioned = new PartitionedReferences(catalog);
        }
        return partitioned;
    }

    /**
     * An UPDATE is moving a row to another partition (PostgreSQL 11's row movement): its delete
     * ({@code on}) and the insert into the new partition that follows are, to the FOREIGN KEYs that
     * reference a partitioned ancestor, one update of the key (PostgreSQL 15: the ON UPDATE action,
     * not ON DELETE). The mover sets it around its delete and insert; {@code on} false ends it.
     */
    public void moving(boolean on) {
        moving = on;
        if (!on) {
            movedFrom = null;
            movedRow = null;
        }
    }

    /** Whether the next insert is a moved row's arrival ({@link #moving}). */
    public boolean movingIn() {
        return movedFrom != null;
    }

    /** A new row version in {@code table}: its FOREIGN KEYs are checked at the end. */
    public void rowInserted(TableDef table, Object[] row, long tid) {
        if (movedFrom != null) {
            movedIn(table, row);
        }
        if (triggersOff(table)) {
            return;
        }
        for (ForeignKeyDef fk : table.foreignKeys()) {
            Object[] key = RiKeys.extract(row, fk.attnums());
            RiKeys.checkMatchFull(fk, table, key);
            if (!IndexKeys.hasNull(key)) {
                checks.add(new RiCheck.Present(fk, table, tid, key));
            }
        }
    }

    /** An UPDATE: changed FK columns are checked; changed referenced keys take their ON UPDATE action. */
    public void rowUpdated(TableDef table, Object[] oldRow, Object[] newRow, long newTid) {
        if (triggersOff(table)) {
            return;
        }
        for (ForeignKeyDef fk : table.foreignKeys()) {
            Object[] key = RiKeys.extract(newRow, fk.attnums());
            RiKeys.checkMatchFull(fk, table, key);
            if (!IndexKeys.hasNull(key) && !RiKeys.equal(key, RiKeys.extract(oldRow, fk.attnums()))) {
                checks.add(new RiCheck.Present(fk, table, newTid, key));
            }
        }
        for (ForeignKeyDef fk : catalog.referencing(table.name())) {
            if (declarationOnly(fk)) {
                continue;
            }
            Object[] oldKey = RiKeys.extract(oldRow, fk.refAttnums());
            Object[] newKey = RiKeys.extract(newRow, fk.refAttnums());
            if (!IndexKeys.hasNull(oldKey) && !RiKeys.equal(oldKey, newKey)) {
                queue(fk, fk.onUpdate(), oldKey, newKey);
            }
        }
        if (table.isPartition()) {
            for (PartitionedReferences.Inherited r : partitioned().referencingAncestors(table)) {
                Object[] oldKey = RiKeys.extract(oldRow, r.keyAttnums());
                Object[] newKey = RiKeys.extract(newRow, r.keyAttnums());
                if (!IndexKeys.hasNull(oldKey) && !RiKeys.equal(oldKey, newKey)) {
                    queue(r.fk(), r.fk().onUpdate(), oldKey, newKey);
                }
            }
        }
    }

    /** A DELETE: rows referencing the old key take the ON DELETE action. */
    public void rowDeleted(TableDef table, Object[] oldRow) {
        if (moving && table.isPartition()) { // the insert into the new partition decides (movedIn)
            moving = false;
            movedFrom = table;
            movedRow = oldRow;
        }
        if (triggersOff(table)) {
            return;
        }
        for (ForeignKeyDef fk : catalog.referencing(table.name())) {
            if (declarationOnly(fk)) {
                continue;
            }
            Object[] oldKey = RiKeys.extract(oldRow, fk.refAttnums());
            if (!IndexKeys.hasNull(oldKey)) {
                queue(fk, fk.onDelete(), oldKey, null);
            }
        }
        if (table.isPartition() && movedFrom != table) {
            for (PartitionedReferences.Inherited r : partitioned().referencingAncestors(table)) {
                Object[] oldKey = RiKeys.extract(oldRow, r.keyAttnums());
                if (!IndexKeys.hasNull(oldKey)) {
                    queue(r.fk(), r.fk().onDelete(), oldKey, null);
                }
            }
        }
    }

    /**
     * The moved row arrived in partition {@code table}: each constraint referencing an ancestor of
     * its old partition takes its ON UPDATE action for the changed key, or its ON DELETE action
     * when the new partition is not under the referenced table.
     */
    private void movedIn(TableDef table, Object[] newRow) {
        TableDef from = movedFrom;
        Object[] oldRow = movedRow;
        movedFrom = null;
        movedRow = null;
        if (triggersOff(from)) {
            return;
        }
        List<PartitionedReferences.Inherited> now = table.isPartition() ? partitioned().referencingAncestors(table) : List.of();
        for (PartitionedReferences.Inherited r : partitioned().referencingAncestors(from)) {
            Object[] oldKey = RiKeys.extract(oldRow, r.keyAttnums());
            if (IndexKeys.hasNull(oldKey)) {
                continue;
            }
            PartitionedReferences.Inherited to = null;
            for (PartitionedReferences.Inherited n : now) {
                if (n.fk() == r.fk()) {
                    to = n;
                }
            }
            if (to == null) {
                queue(r.fk(), r.fk().onDelete(), oldKey, null);
                continue;
            }
            Object[] newKey = RiKeys.extract(newRow, to.keyAttnums());
            if (!RiKeys.equal(oldKey, newKey)) {
                queue(r.fk(), r.fk().onUpdate(), oldKey, newKey);
            }
        }
    }

    /** A partitioned table's constraint: its partitions' clones hold the rows and do the work. */
    private boolean declarationOnly(ForeignKeyDef fk) {
        TableDef t = catalog.table(fk.table());
        return t != null && t.isPartitioned();
    }

    /**
     * A version entered into a DEFERRABLE unique index beside an equal key: rechecked at the end of
     * the statement, or of the transaction while the constraint is deferred.
     */
    public void uniqueRecheck(TableDef table, IndexDef index, long tid, Object[] key) {
        checks.add(new RiCheck.UniqueKey(index, table, tid, key));
    }

    /** A check to run after every action of the statement (an action's own follow-up, see ReferentialAction). */
    void check(RiCheck c) {
        checks.add(c);
    }

    private void queue(ForeignKeyDef fk, FkAction action, Object[] oldKey, Object[] newKey) {
        switch (action) {
            case NO_ACTION -> checks.add(new RiCheck.NotReferenced(fk, oldKey, newKey != null, true));
            case RESTRICT -> checks.add(new RiCheck.NotReferenced(fk, oldKey, newKey != null, false));
            default -> actions.add(new ReferentialAction(fk, action, oldKey, newKey));
        }
    }

    /**
     * Runs the queued actions, then the checks (a deferred constraint's wait in the transaction's
     * {@link DeferredConstraints}); raises 23503 for the first violation.
     */
    public void finish(ExecContext ctx) {
        while (!actions.isEmpty()) {
            ctx.checkInterrupts();
            ctx.transaction().incrementCommandId(); // the action may change rows written so far
            actions.poll().apply(this, ctx);
        }
        for (RiCheck c : checks) {
            ctx.checkInterrupts();
            DeferredConstraints deferred = c.constraint().deferrable() && c.deferrable() ? support.deferred() : null;
            if (deferred != null && deferred.isDeferred(c.constraint())) {
                deferred.defer(c);
            } else {
                c.run(this, ctx);
            }
        }
        checks.clear();
    }

    /** The table as this statement's catalog has it. */
    TableDef table(String name) {
        TableDef t = catalog.table(name);
        if (t == null) {
            throw new org.lanin.engine.error.EngineBug("foreign key table " + name + " is missing");
        }
        return t;
    }

    /** Write path for rows an action changes in {@code table}. */
    TableModifier modifier(TableDef table, ExecContext ctx) {
        return modifiers.computeIfAbsent(table.name(), n -> new TableModifier(support.writer(table, ctx), ctx));
    }

    RiSupport support() {
        return support;
    }
}
