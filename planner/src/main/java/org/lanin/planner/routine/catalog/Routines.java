package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.lanin.engine.type.DataType;

/**
 * The user-defined routines and triggers of one database. Copy-on-write lists behind a lock:
 * readers (every function call being bound, every DML statement) take a stable list without
 * locking. Kept beside the catalog rather than in it (departure: not transactional; see README).
 * In a file database every change goes to its {@link Journal} before it is published, under this
 * object's monitor, so the log holds the changes in the order memory made them
 * ({@link RoutinesInFiles}).
 */
public final class Routines {
    private static final Map<Object, Routines> BY_DATABASE = Collections.synchronizedMap(new WeakHashMap<>());
    private volatile List<RoutineDef> routines = List.of();
    private volatile List<TriggerDef> triggers = List.of();
    private volatile Journal journal;

    /** Where a file database logs each change (the object as it became, null when dropped); it may refuse it by throwing. */
    public interface Journal {
        void changed(long oid, Record nowOrNull);
    }

    /** The registry of database {@code db} (a LaninDatabase, kept as Object so this package depends on the engine only) (empty until a routine is created). */
    public static Routines of(Object db) {
        return BY_DATABASE.computeIfAbsent(db, d -> new Routines());
    }

    /** Whether {@code db} has any user routine or trigger, cheaply (no registry made). */
    public static Routines existing(Object db) {
        return db == null ? null : BY_DATABASE.get(db);
    }

    public List<RoutineDef> all() {
        return routines;
    }

    public List<TriggerDef> triggers() {
        return triggers;
    }

    /** Routines named {@code name} in {@code schema}. */
    public List<RoutineDef> named(String schema, String name) {
        List<RoutineDef> out = new ArrayList<>();
        for (RoutineDef r : routines) {
            if (r.name().equals(name) && r.schema().equals(schema)) {
                out.add(r);
            }
        }
        return out;
    }

    /** Whether some routine of any schema has {@code name} (the binder's quick test). */
    public boolean hasName(String name) {
        for (RoutineDef r : routines) {
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

    public synchronized void put(RoutineDef replaced, RoutineDef def) {
        journal(replaced == null ? null : replaced.oid(), def.oid(), def);
        List<RoutineDef> next = new ArrayList<>(routines);
        if (replaced != null) {
            next.remove(replaced);
        }
        next.add(def);
        routines = List.copyOf(next);
    }

    public synchronized void remove(RoutineDef def) {
        journal(null, def.oid(), null);
        List<RoutineDef> next = new ArrayList<>(routines);
        next.remove(def);
        routines = List.copyOf(next);
    }

    /** Triggers on the table of oid {@code tableOid}, in name order as PostgreSQL fires them. */
    public List<TriggerDef> on(long tableOid) {
        List<TriggerDef> out = new ArrayList<>();
        for (TriggerDef t : triggers) {
            if (t.tableOid() == tableOid) {
                out.add(t);
            }
        }
        out.sort((x, y) -> x.name().compareTo(y.name()));
        return out;
    }

    public synchronized void putTrigger(TriggerDef replaced, TriggerDef def) {
        journal(replaced == null ? null : replaced.oid(), def == null ? replaced.oid() : def.oid(), def);
        List<TriggerDef> next = new ArrayList<>(triggers);
        if (replaced != null) {
            next.remove(replaced);
        }
        if (def != null) {
            next.add(def);
        }
        triggers = List.copyOf(next);
    }

    /** Logs a change before it is published: the replaced object's oid (null if none), the changed one's and what it became. */
    private void journal(Long replaced, long oid, Record now) {
        Journal j = journal;
        if (j == null) {
            return;
        }
        if (replaced != null && replaced != oid) {
            j.changed(replaced, null);
        }
        j.changed(oid, now);
    }

    /** A file database: the recovered definitions, then every later change logged through {@code j}. */
    synchronized void restore(List<RoutineDef> recoveredRoutines, List<TriggerDef> recoveredTriggers, Journal j) {
        routines = List.copyOf(recoveredRoutines);
        triggers = List.copyOf(recoveredTriggers);
        journal = j;
    }
}
