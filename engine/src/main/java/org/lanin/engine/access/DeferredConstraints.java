package org.lanin.engine.access;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.exec.ExecContext;

/**
 * One transaction's deferred FOREIGN KEY checks and DEFERRABLE UNIQUE / PRIMARY KEY rechecks
 * (PostgreSQL's deferred after-trigger events for its RI check triggers and unique_key_recheck, trigger.c): which deferrable constraints are deferred now (their
 * INITIALLY mode, changed by SET CONSTRAINTS), and the checks waiting for COMMIT or for a SET
 * CONSTRAINTS ... IMMEDIATE. Only the checks are deferred; referential actions (CASCADE, SET
 * NULL, SET DEFAULT) and RESTRICT run at once, as PostgreSQL documents.
 *
 * <p>A savepoint remembers how many checks were waiting and the modes; ROLLBACK TO forgets the
 * checks queued since and puts the modes back (AfterTriggerEndSubXact). Used by the session's
 * thread only.
 */
public final class DeferredConstraints {
    private final List<RiCheck> pending = new ArrayList<>();
    /** SET CONSTRAINTS ALL: null when not given in this transaction. */
    private Boolean allDeferred;
    /** SET CONSTRAINTS name: by {@link ForeignKeyDef#constraintKey()}; given later than ALL. */
    private Map<String, Boolean> named = new HashMap<>();
    private final List<Mark> marks = new ArrayList<>();

    private record Mark(int pending, Boolean allDeferred, Map<String, Boolean> named) {
    }

    /** For a transaction that has set {@code savepoints} savepoints so far (nothing was deferred before them). */
    public DeferredConstraints(int savepoints) {
        for (int i = 0; i < savepoints; i++) {
            marks.add(new Mark(0, null, Map.of()));
        }
    }

    /** Whether {@code fk}'s checks wait for the end of the transaction now. */
    public boolean isDeferred(org.lanin.engine.catalog.DeferrableConstraint fk) {
        if (!fk.deferrable()) {
            return false;
        }
        Boolean mode = named.get(fk.constraintKey());
        if (mode == null) {
            mode = allDeferred;
        }
        return mode != null ? mode : fk.initiallyDeferred();
    }

    /** SET CONSTRAINTS ALL DEFERRED | IMMEDIATE: what was said of single constraints before is forgotten. */
    public void setAll(boolean deferred) {
        allDeferred = deferred;
        named = new HashMap<>();
    }

    /** SET CONSTRAINTS name DEFERRED | IMMEDIATE for one (deferrable) constraint. */
    public void set(org.lanin.engine.catalog.DeferrableConstraint fk, boolean deferred) {
        named.put(fk.constraintKey(), deferred);
    }

    void defer(RiCheck check) {
        pending.add(check);
    }

    public boolean hasPending() {
        return !pending.isEmpty();
    }

    /**
     * Whether a waiting check was queued by a change of {@code table} (PostgreSQL's
     * AfterTriggerPendingOnRel): ALTER TABLE, TRUNCATE and DROP TABLE then refuse it, 55006.
     */
    public boolean pendingOn(String table) {
        for (RiCheck c : pending) {
            if (c.eventTable().equals(table)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs, in queue order, the waiting checks whose constraint {@code which} selects, and forgets
     * them; raises 23503 at the first violation (the checks not yet run stay queued, though the
     * transaction cannot commit then).
     */
    public void run(RiSupport support, ExecContext ctx, Predicate<org.lanin.engine.catalog.DeferrableConstraint> which) {
        RiStatement ri = new RiStatement(support);
        List<RiCheck> due = new ArrayList<>();
        pending.removeIf(c -> which.test(c.constraint()) && due.add(c));
        for (int i = 0; i < due.size(); i++) {
            ctx.checkInterrupts();
            try {
                due.get(i).run(ri, ctx);
            } catch (RuntimeException e) {
                pending.addAll(0, due.subList(i + 1, due.size()));
                throw e;
            }
        }
    }

    /** A savepoint was set (it is the {@code depth}-th of the transaction, from 0). */
    public void savepoint(int depth) {
        while (marks.size() > depth) {
            marks.remove(marks.size() - 1);
        }
        marks.add(new Mark(pending.size(), allDeferred, new HashMap<>(named)));
    }

    /** ROLLBACK TO the {@code depth}-th savepoint, which stays. */
    public void rollbackTo(int depth) {
        if (depth >= marks.size()) {
            return;
        }
        Mark m = marks.get(depth);
        pending.subList(Math.min(m.pending(), pending.size()), pending.size()).clear();
        allDeferred = m.allDeferred();
        named = new HashMap<>(m.named());
        marks.subList(depth + 1, marks.size()).clear();
    }

    /** RELEASE of the {@code depth}-th savepoint: it and the ones after it are gone, their checks stay. */
    public void release(int depth) {
        if (depth < marks.size()) {
            marks.subList(depth, marks.size()).clear();
        }
    }
}
