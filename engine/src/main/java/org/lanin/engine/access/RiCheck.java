package org.lanin.engine.access;

import java.util.List;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * A FOREIGN KEY check queued until the end of the statement ({@link RiStatement#finish}), or of
 * the transaction when its constraint is deferred ({@link DeferredConstraints}).
 */
sealed interface RiCheck {
    void run(RiStatement ri, ExecContext ctx);

    /** The constraint whose check this is: its mode decides whether the check waits for COMMIT. */
    org.lanin.engine.catalog.DeferrableConstraint constraint();

    /** Whether a deferred constraint may hold it until the end of the transaction (RESTRICT may not). */
    boolean deferrable();

    /**
     * The table whose change queued it, PostgreSQL's relation of the RI trigger event: the
     * referencing table for a row's key check, the referenced one for a NO ACTION check.
     */
    String eventTable();

    /** RI_FKey_check: the referenced row of the version at {@code tid} exists (and is locked). */
    record Present(ForeignKeyDef fk, TableDef table, long tid, Object[] key) implements RiCheck {
        @Override
        public org.lanin.engine.catalog.DeferrableConstraint constraint() {
            return fk;
        }

        @Override
        public boolean deferrable() {
            return true;
        }

        @Override
        public String eventTable() {
            return fk.table();
        }

        @Override
        public void run(RiStatement ri, ExecContext ctx) {
            HeapTuple t = table.heap().fetch(tid);
            if (t == null || RiVisibility.of(t, ctx) == RiVisibility.State.DEAD) {
                return; // replaced or deleted later in this statement: its successor was checked instead
            }
            TableDef ref = ri.table(fk.refTable());
            if (!ReferencedRowLock.lock(ri.partitioned(), fk, ref, key, ctx)) {
                throw LaninException.of(ForeignKeyMsg.NOT_PRESENT, org.lanin.engine.catalog.Namespace.nameOf(table.name()), fk.name(),
                        RiKeys.columns(table, fk.attnums()), RiKeys.values(key), org.lanin.engine.catalog.Namespace.nameOf(ref.name()));
            }
        }
    }

    /**
     * ON DELETE/UPDATE NO ACTION or RESTRICT: no row references the old key. NO ACTION passes
     * when a row with that key exists again by then (PostgreSQL's ri_Check_Pk_Match).
     */
    record NotReferenced(ForeignKeyDef fk, Object[] key, boolean update, boolean noAction) implements RiCheck {
        @Override
        public org.lanin.engine.catalog.DeferrableConstraint constraint() {
            return fk;
        }

        @Override
        public boolean deferrable() {
            return noAction;
        }

        @Override
        public String eventTable() {
            return fk.refTable();
        }

        @Override
        public void run(RiStatement ri, ExecContext ctx) {
            TableDef ref = ri.table(fk.refTable());
            if (noAction && ReferencedRowLock.exists(ri.partitioned(), fk, ref, key, ctx)) {
                return;
            }
            TableDef child = ri.table(fk.table());
            List<HeapTuple> rows = ReferencingRows.find(fk, child, key, 1, ctx);
            if (!rows.isEmpty()) {
                throw LaninException.of(ForeignKeyMsg.STILL_REFERENCED, org.lanin.engine.catalog.Namespace.nameOf(ref.name()), fk.name(), org.lanin.engine.catalog.Namespace.nameOf(child.name()),
                        RiKeys.columns(ref, fk.refAttnums()), RiKeys.values(key), org.lanin.engine.catalog.Namespace.nameOf(child.name()));
            }
        }
    }

    /**
     * A DEFERRABLE UNIQUE or PRIMARY KEY constraint's recheck (PostgreSQL's unique_key_recheck): the
     * version at {@code tid} was entered beside an equal key that was live or in progress then; if
     * the version is still live, no other live version may hold the key now (waiting for one still
     * in progress, as an immediate check does).
     */
    record UniqueKey(IndexDef index, TableDef table, long tid, Object[] key) implements RiCheck {
        @Override
        public org.lanin.engine.catalog.DeferrableConstraint constraint() {
            return index;
        }

        @Override
        public boolean deferrable() {
            return true;
        }

        @Override
        public String eventTable() {
            return table.name();
        }

        @Override
        public void run(RiStatement ri, ExecContext ctx) {
            HeapTuple t = table.heap().fetch(tid);
            if (t == null || RiVisibility.of(t, ctx) == RiVisibility.State.DEAD) {
                return; // updated or deleted since: its successor, if any, was entered and checked itself
            }
            UniqueRecheck.run(table, index, tid, key, ctx);
        }
    }
}
