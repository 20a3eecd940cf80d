package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;

/**
 * The user-defined routines, triggers and rewrite rules of one database, kept beside the catalog. Transactional
 * as PostgreSQL's catalog rows are: a change made in a transaction is pending
 * ({@link PendingRoutines}) until it ends — its own session sees it, others do not; COMMIT
 * publishes it, ROLLBACK (or ROLLBACK TO SAVEPOINT) drops it. Readers (every function call being
 * bound, every DML statement) take an immutable {@link RoutineState} without locking; the session
 * running on a thread names itself with {@link #enter} so readers find its pending changes.
 * Two transactions changing the same routine or trigger (or making two of one identity) at once: the
 * second waits for the first to end, as PostgreSQL waits on the pg_proc / pg_trigger row, then fails
 * (23505 when the first made the same identity, XX000 "tuple concurrently updated" when it changed
 * the same object) or goes on (the first rolled back); a wait that closes a cycle is 40P01.
 * In a file database every published change goes to its {@link Journal}, under this object's
 * monitor, so the log holds the changes in the order memory made them ({@link RoutinesInFiles}).
 */
public final class Routines {
    /** Weak keys compared by identity, lock-free reads: DML statements of every session look their database up. */
    private static final Map<Object, Routines> BY_DATABASE =
            com.github.benmanes.caffeine.cache.Caffeine.newBuilder().weakKeys().<Object, Routines>build().asMap();
    private static final AtomicLong PENDING_IDS = new AtomicLong();
    private static final AtomicLong REGISTRIES_MADE = new AtomicLong();
    private volatile RoutineState committed = RoutineState.EMPTY;
    private final Map<Object, PendingRoutines> pending = new ConcurrentHashMap<>();
    private volatile Journal journal;
    /** Who waits for whom (owner to owner), under the monitor: a wait that would close a cycle is a deadlock. */
    private final Map<Object, Object> waitsFor = new java.util.HashMap<>();

    /** What an owner (a session) offers so a wait for another's change can be canceled or time out. */
    public interface Waiter {
        /** Raises 57014 when its statement was canceled or ran past statement_timeout. */
        void checkInterrupts();

        /** lock_timeout in milliseconds; 0 waits as long as it takes. */
        long lockTimeoutMillis();
    }

    /** Where a file database logs each change (the object as it became, null when dropped); it may refuse it by throwing. */
    public interface Journal {
        void changed(long oid, Record nowOrNull);
    }

    /** The registry of database {@code db} (a LaninDatabase, kept as Object so this package depends on the engine only) (empty until a routine is created). */
    public static Routines of(Object db) {
        Routines r = BY_DATABASE.get(db);
        if (r == null) {
            r = BY_DATABASE.computeIfAbsent(db, d -> new Routines());
            REGISTRIES_MADE.incrementAndGet(); // after the registry is in the map, where a lookup finds it
        }
        return r;
    }

    /**
     * Registries made so far, in any database: while it has not moved, a database found without
     * one still has none ({@link #existing} is a weak-keyed lookup that allocates, and commit asks).
     */
    public static long registriesMade() {
        return REGISTRIES_MADE.get();
    }

    /** Whether {@code db} has any user routine or trigger, cheaply (no registry made). */
    public static Routines existing(Object db) {
        return db == null ? null : BY_DATABASE.get(db);
    }

    /** Makes {@code owner} (a session) the one whose statement runs on this thread; returns the previous one for {@link #restore}. */
    public static Object enter(Object owner) {
        return org.lanin.engine.type.SessionOwner.enter(owner); // the session on this thread owns our pending changes
    }

    public static void restore(Object previous) {
        org.lanin.engine.type.SessionOwner.restore(previous);
    }

    /** What the session on this thread sees: the committed state, with its own pending changes. */
    private RoutineState state() {
        RoutineState c = committed;
        if (pending.isEmpty()) {
            return c;
        }
        Object owner = org.lanin.engine.type.SessionOwner.current();
        PendingRoutines p = owner == null ? null : pending.get(owner);
        return p == null ? c : p.view(c);
    }

    public List<RoutineDef> all() {
        return state().routines();
    }

    public List<TriggerDef> triggers() {
        return state().triggers();
    }

    /** Oids of the tables whose FOREIGN KEY triggers DISABLE TRIGGER ALL turned off. */
    public java.util.Set<Long> riTriggersOff() {
        return state().riOff();
    }

    /** Whether DISABLE TRIGGER ALL turned off the FOREIGN KEY triggers of the table of oid {@code tableOid}. */
    public boolean riTriggersOff(long tableOid) {
        RoutineState s = state();
        return !s.riOff().isEmpty() && s.riOff().contains(tableOid);
    }

    /**
     * A key that keeps the plans of a session with pending changes out of everyone else's reach in
     * the shared plan cache (null when the session on this thread sees the committed state).
     */
    public String planCacheTag() {
        if (pending.isEmpty()) {
            return null;
        }
        Object owner = org.lanin.engine.type.SessionOwner.current();
        PendingRoutines p = owner == null ? null : pending.get(owner);
        return p == null ? null : "routines#" + p.id;
    }

    /** Routines named {@code name} in {@code schema}. */
    public List<RoutineDef> named(String schema, String name) {
        List<RoutineDef> out = new ArrayList<>();
        for (RoutineDef r : all()) {
            if (r.name().equals(name) && r.schema().equals(schema)) {
                out.add(r);
            }
        }
        return out;
    }

    /** Whether some routine of any schema has {@code name} (the binder's quick test). */
    public boolean hasName(String name) {
        for (RoutineDef r : all()) {
            if (r.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** The routine of exactly these input types in {@code schema}, or null. */
    public RoutineDef exact(String schema, String name, List<DataType> types) {
        for (RoutineDef r : named(schema, name)) {
            if (sameTypes(r.inputTypes(), types)) {
                return r;
            }
        }
        return null;
    }

    public static boolean sameTypes(List<DataType> a, List<DataType> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).sqlName().equals(b.get(i).sqlName())) {
                return false;
            }
        }
        return true;
    }

    public void put(RoutineDef replaced, RoutineDef def) {
        change(new RoutineChange(replaced, def));
    }

    public void remove(RoutineDef def) {
        change(new RoutineChange(def, null));
    }

    /** Triggers on the table of oid {@code tableOid}, in name order as PostgreSQL fires them. */
    public List<TriggerDef> on(long tableOid) {
        List<TriggerDef> out = new ArrayList<>();
        for (TriggerDef t : triggers()) {
            if (t.tableOid() == tableOid) {
                out.add(t);
            }
        }
        out.sort((x, y) -> x.name().compareTo(y.name()));
        return out;
    }

    public void putTrigger(TriggerDef replaced, TriggerDef def) {
        change(new RoutineChange(replaced, def));
    }

    /** Every rewrite rule. */
    public List<RuleDef> rules() {
        return state().rules();
    }

    /** The rules on the relation of oid {@code tableOid}, in name order as PostgreSQL applies them. */
    public List<RuleDef> rulesOn(long tableOid) {
        List<RuleDef> all = state().rules();
        if (all.isEmpty()) {
            return List.of();
        }
        List<RuleDef> out = new ArrayList<>();
        for (RuleDef r : all) {
            if (r.tableOid() == tableOid) {
                out.add(r);
            }
        }
        out.sort((x, y) -> x.name().compareTo(y.name()));
        return out;
    }

    public void putRule(RuleDef replaced, RuleDef def) {
        change(new RoutineChange(replaced, def));
    }

    /** The roles CREATE ROLE made, as the session on this thread sees them. */
    public List<RoleDef> roles() {
        return state().roles();
    }

    /** The role named {@code name}, or null. */
    public RoleDef role(String name) {
        for (RoleDef r : state().roles()) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        return null;
    }

    /** The role of oid {@code oid}, or null. */
    public RoleDef role(long oid) {
        for (RoleDef r : state().roles()) {
            if (r.oid() == oid) {
                return r;
            }
        }
        return null;
    }

    /** CREATE ROLE ({@code replaced} null), ALTER ROLE, DROP ROLE ({@code def} null). */
    public void putRole(RoleDef replaced, RoleDef def) {
        change(new RoutineChange(replaced, def));
    }

    /** DISABLE TRIGGER ALL ({@code off}) or ENABLE TRIGGER ALL on the table of oid {@code tableOid}. */
    public void setRiTriggersOff(long tableOid, boolean off) {
        if (riTriggersOff(tableOid) != off) {
            RiTriggersOff flag = new RiTriggersOff(tableOid);
            change(off ? new RoutineChange(null, flag) : new RoutineChange(flag, null));
        }
    }

    /** A change by the session on this thread: pending until its transaction ends; published at once outside a session. */
    private synchronized void change(RoutineChange c) {
        Object owner = org.lanin.engine.type.SessionOwner.current();
        if (awaitColliding(owner, c)) {
            recheck(c);
        }
        if (owner == null) {
            publish(List.of(c));
            return;
        }
        pending.computeIfAbsent(owner, o -> new PendingRoutines(PENDING_IDS.incrementAndGet())).add(c);
    }

    /** Waits while another owner has a change colliding with {@code c}; returns whether it waited. */
    private boolean awaitColliding(Object owner, RoutineChange c) {
        long started = System.nanoTime();
        boolean waited = false;
        for (Object holder = colliding(owner, c); holder != null; holder = colliding(owner, c)) {
            if (!(owner instanceof Waiter w)) {
                throw LaninException.of(RoutineCatalogMsg.CHANGED_CONCURRENTLY); // outside a session: nobody to wait as
            }
            for (Object h = holder; h != null; h = waitsFor.get(h)) {
                if (h == owner) {
                    throw LaninException.of(RoutineCatalogMsg.DEADLOCK);
                }
            }
            long timeout = w.lockTimeoutMillis();
            if (timeout > 0 && System.nanoTime() - started >= timeout * 1_000_000L) {
                throw LaninException.of(RoutineCatalogMsg.LOCK_TIMEOUT);
            }
            waitsFor.put(owner, holder);
            try {
                wait(20); // woken by end(); the timeout re-checks cancel, statement and lock timeouts
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // checkInterrupts reports it as a cancel
            } finally {
                waitsFor.remove(owner);
            }
            waited = true;
            w.checkInterrupts();
        }
        return waited;
    }

    /** The owner of a pending change that collides with {@code c}, other than {@code owner}; null if none. */
    private Object colliding(Object owner, RoutineChange c) {
        for (Map.Entry<Object, PendingRoutines> e : pending.entrySet()) {
            if (e.getKey() != owner && collides(e.getValue(), c)) {
                return e.getKey();
            }
        }
        return null;
    }

    /**
     * After a wait: the transaction waited for committed. A routine, trigger, rule or role of the same
     * identity now exists (PostgreSQL's unique index on pg_proc / pg_trigger / pg_rewrite / pg_authid:
     * 23505), or the object to replace or
     * drop changed meanwhile (PostgreSQL: XX000 "tuple concurrently updated").
     */
    private void recheck(RoutineChange c) {
        RoutineState s = state();
        if (c.replaced() != null && !(c.replaced() instanceof RiTriggersOff)) {
            boolean current = c.replaced() instanceof RoutineDef r ? s.routines().stream().anyMatch(x -> x == r)
                    : c.replaced() instanceof RuleDef u ? s.rules().contains(u)
                    : c.replaced() instanceof RoleDef g ? s.roles().contains(g)
                    : s.triggers().contains((TriggerDef) c.replaced());
            if (!current) {
                throw LaninException.of(RoutineCatalogMsg.TUPLE_CONCURRENTLY_UPDATED);
            }
        }
        if (c.now() instanceof RoutineDef d && (c.replaced() == null || !sameIdentity((RoutineDef) c.replaced(), d))
                && exact(d.schema(), d.name(), d.inputTypes()) != null) {
            throw LaninException.of(RoutineCatalogMsg.DUPLICATE_ROUTINE);
        }
        if (c.now() instanceof TriggerDef t && c.replaced() == null
                && s.triggers().stream().anyMatch(x -> x.tableOid() == t.tableOid() && x.name().equals(t.name()))) {
            throw LaninException.of(RoutineCatalogMsg.DUPLICATE_TRIGGER);
        }
        if (c.now() instanceof RuleDef u && c.replaced() == null
                && s.rules().stream().anyMatch(x -> x.tableOid() == u.tableOid() && x.name().equals(u.name()))) {
            throw LaninException.of(RoutineCatalogMsg.DUPLICATE_RULE);
        }
        if (c.now() instanceof RoleDef g && s.roles().stream().anyMatch(x -> x.oid() != g.oid() && x.name().equals(g.name()))) {
            throw LaninException.of(RoutineCatalogMsg.DUPLICATE_ROLE);
        }
    }

    private static boolean sameIdentity(RoutineDef a, RoutineDef b) {
        return a.schema().equals(b.schema()) && a.name().equals(b.name()) && sameTypes(a.inputTypes(), b.inputTypes());
    }

    private static boolean collides(PendingRoutines p, RoutineChange c) {
        synchronized (p) {
            for (RoutineChange other : p.changes) {
                if (other.collides(c)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many changes {@code owner} has pending: a savepoint's position for {@link #rollbackTo}. */
    public int position(Object owner) {
        PendingRoutines p = pending.get(owner);
        return p == null ? 0 : p.changes.size();
    }

    /** ROLLBACK TO SAVEPOINT: {@code owner}'s changes after {@code position} are dropped; returns whether there were any. */
    public synchronized boolean rollbackTo(Object owner, int position) {
        PendingRoutines p = pending.get(owner);
        if (p != null && p.changes.size() > position) {
            p.truncate(position);
            return true;
        }
        return false;
    }

    /** The transaction of {@code owner} ended; returns whether it had changed anything (plans must be made again). */
    public synchronized boolean end(Object owner, boolean commit) {
        PendingRoutines p = pending.remove(owner);
        if (p == null) {
            return false;
        }
        if (commit) {
            publish(p.changes);
        }
        notifyAll(); // transactions waiting for one of these changes go on
        return true;
    }

    /** Applies committed changes, logging each first (a file database), under the monitor. */
    private void publish(List<RoutineChange> changes) {
        RoutineState s = committed;
        for (RoutineChange c : changes) {
            journal(c);
            s = s.with(c);
        }
        committed = s;
    }

    /** Logs a change before it is published: the replaced object's removal when its oid differs, then what the changed one became. */
    private void journal(RoutineChange c) {
        Journal j = journal;
        if (j == null) {
            return;
        }
        long oid = c.oid();
        if (c.replaced() != null && c.now() != null && RoutineChange.oidOf(c.replaced()) != oid) {
            j.changed(RoutineChange.oidOf(c.replaced()), null);
        }
        j.changed(oid, c.now());
    }

    /** A file database: the recovered definitions, then every later change logged through {@code j}. */
    synchronized void restore(List<RoutineDef> recoveredRoutines, List<TriggerDef> recoveredTriggers,
                              java.util.Set<Long> recoveredRiOff, List<RuleDef> recoveredRules, List<RoleDef> recoveredRoles,
                              Journal j) {
        committed = new RoutineState(List.copyOf(recoveredRoutines), List.copyOf(recoveredTriggers), java.util.Set.copyOf(recoveredRiOff),
                List.copyOf(recoveredRules), List.copyOf(recoveredRoles));
        journal = j;
    }
}
