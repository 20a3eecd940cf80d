package org.lanin.engine.catalog;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.UnaryOperator;

/**
 * The versioned catalog of one database. Readers call {@link #current()} (one volatile read);
 * DDL statements publish a new {@link CatalogSnapshot} through {@link #change}, serialised by
 * a lock that only DDL takes — DML never touches it.
 */
public final class Catalog {
    private final AtomicReference<CatalogSnapshot> current = new AtomicReference<>(CatalogSnapshot.empty());
    private final ReentrantLock ddlLock = new ReentrantLock();
    /** Where {@link #change} reports to on this thread, while {@link #recordingChanges} runs. */
    private final ThreadLocal<java.util.function.BiConsumer<CatalogSnapshot, CatalogSnapshot>> changeLog = new ThreadLocal<>();
    private final AtomicLong oids = new AtomicLong(16384);
    private final org.lanin.engine.partition.TupleMapCache tupleMaps = new org.lanin.engine.partition.TupleMapCache();
    /** Told each new version after it is published (a plan cache drops what the change made stale). */
    private final java.util.List<java.util.function.LongConsumer> versionListeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    public CatalogSnapshot current() {
        return current.get();
    }

    /**
     * Calls {@code listener} with each new version, under the DDL lock, after the snapshot is
     * current: whoever then reads {@link #current()} gets that version or a newer one.
     */
    public void onNewVersion(java.util.function.LongConsumer listener) {
        versionListeners.add(listener);
    }

    /** This database's partition tuple conversion maps and their counters (lanin_stat_tuple_maps). */
    public org.lanin.engine.partition.TupleMapCache tupleMaps() {
        return tupleMaps;
    }

    /** Recovery of a file database: object ids up to {@code oid} are taken; new ones come after. */
    public void reserveOidsThrough(long oid) {
        oids.accumulateAndGet(oid + 1, Math::max);
    }

    /** A fresh object id for a table or index. */
    public long newOid() {
        return oids.getAndIncrement();
    }

    /**
     * Applies a DDL change: {@code edit} sees the latest snapshot and returns the next one
     * (built with the package's with/without methods through {@link Edit}). Runs under the DDL lock.
     */
    public CatalogSnapshot change(UnaryOperator<Edit> edit) {
        ddlLock.lock();
        try {
            CatalogSnapshot before = current.get();
            Edit result = edit.apply(new Edit(before));
            current.set(result.snapshot);
            installEnumLabels(before, result.snapshot);
            if (result.snapshot != before) {
                for (java.util.function.LongConsumer l : versionListeners) {
                    l.accept(result.snapshot.version());
                }
            }
            java.util.function.BiConsumer<CatalogSnapshot, CatalogSnapshot> log = changeLog.get();
            if (log != null && result.snapshot != before) {
                log.accept(before, result.snapshot);
            }
            return result.snapshot;
        } finally {
            ddlLock.unlock();
        }
    }

    /**
     * The enum entries that changed hand their label version to their type, which casts and value
     * output read: so ALTER TYPE ... ADD/RENAME VALUE show at once, and their undo (the earlier
     * entry put back by {@link #revert}) takes them away again.
     */
    private static void installEnumLabels(CatalogSnapshot before, CatalogSnapshot after) {
        if (before.sameTypes(after)) {
            return;
        }
        for (UserType t : after.types()) {
            if (t instanceof EnumTypeDef e && before.type(e.name()) != e && e.type().installed() != e.labels()) {
                e.type().install(e.labels());
            }
        }
    }

    /**
     * Runs {@code body}, handing every change this thread makes meanwhile to {@code log} as (before,
     * after): the exact snapshots around each change, so an undo restores what this statement
     * changed and nothing that others changed between (a DDL statement may wait for locks before
     * its change, while others change the catalog).
     */
    public <T> T recordingChanges(java.util.function.BiConsumer<CatalogSnapshot, CatalogSnapshot> log,
                                  java.util.function.Supplier<T> body) {
        var outer = changeLog.get();
        changeLog.set(log);
        try {
            return body.get();
        } finally {
            changeLog.set(outer);
        }
    }

    /**
     * Undoes a change: every table and sequence that differs between {@code before} and
     * {@code after} is put back as it was in {@code before} (its storage included, so a
     * rolled-back TRUNCATE or DROP gets its rows back).
     */
    public void revert(CatalogSnapshot before, CatalogSnapshot after) {
        change(edit -> {
            Edit e = edit;
            java.util.Set<String> names = new java.util.HashSet<>();
            before.tables().forEach(t -> names.add(t.name()));
            after.tables().forEach(t -> names.add(t.name()));
            for (String n : names) {
                TableDef was = before.table(n);
                TableDef became = after.table(n);
                if (was == became) {
                    continue;
                }
                TableDef now = e.base().table(n);
                if (now != became && onlyIndexesDiffer(was, became) && now != null && now.oid() == was.oid()) {
                    e = e.putTable(withoutIndexDelta(now, was, became)); // a concurrent CREATE INDEX stays
                } else {
                    e = was == null ? e.dropTable(n) : e.putTable(was);
                }
            }
            java.util.Set<String> views = new java.util.HashSet<>();
            before.views().forEach(v -> views.add(v.name()));
            after.views().forEach(v -> views.add(v.name()));
            for (String n : views) {
                ViewDef was = before.view(n);
                if (was != after.view(n)) {
                    e = was == null ? e.dropView(n) : e.putView(was);
                }
            }
            java.util.Set<String> types = new java.util.HashSet<>();
            before.types().forEach(t -> types.add(t.name()));
            after.types().forEach(t -> types.add(t.name()));
            for (String n : types) {
                UserType was = before.type(n);
                if (was != after.type(n)) {
                    e = was == null ? e.dropType(n) : e.putType(was);
                }
            }
            java.util.Set<String> spaces = new java.util.HashSet<>();
            before.namespaces().forEach(n -> spaces.add(n.name()));
            after.namespaces().forEach(n -> spaces.add(n.name()));
            for (String n : spaces) {
                Namespace was = before.namespace(n);
                if (was != after.namespace(n)) {
                    e = was == null ? e.dropNamespace(n) : e.putNamespace(was);
                }
            }
            if (before.comments() != after.comments()) {
                e = e.withComments(before.comments()); // written by COMMENT ON and view/sequence renames only
            }
            java.util.Set<String> seqs = new java.util.HashSet<>();
            before.sequences().forEach(s -> seqs.add(s.name()));
            after.sequences().forEach(s -> seqs.add(s.name()));
            for (String n : seqs) {
                SequenceDef was = before.sequence(n);
                if (was != after.sequence(n)) {
                    e = was == null ? e.dropSequence(n) : e.putSequence(was);
                }
            }
            return e;
        });
    }

    /**
     * True when the change made nothing but add or remove indexes: CREATE INDEX holds only SHARE,
     * so another CREATE INDEX may have changed the same table since; its undo must then take back
     * its own index only, not put the whole old definition back.
     */
    private static boolean onlyIndexesDiffer(TableDef was, TableDef became) {
        return was != null && became != null && was.oid() == became.oid() && was.heap() == became.heap()
                && was.columns().equals(became.columns()) && was.checks().equals(became.checks())
                && java.util.Objects.equals(was.partitioning(), became.partitioning())
                && was.foreignKeys().equals(became.foreignKeys());
    }

    /** {@code now} with the indexes {@code became} added undone and those it removed put back (by oid). */
    private static TableDef withoutIndexDelta(TableDef now, TableDef was, TableDef became) {
        java.util.Set<Long> before = new java.util.HashSet<>();
        was.indexes().forEach(i -> before.add(i.oid()));
        java.util.Set<Long> after = new java.util.HashSet<>();
        became.indexes().forEach(i -> after.add(i.oid()));
        java.util.List<IndexDef> out = new java.util.ArrayList<>();
        for (IndexDef i : now.indexes()) {
            if (before.contains(i.oid()) || !after.contains(i.oid())) {
                out.add(i);
            }
        }
        for (IndexDef i : was.indexes()) {
            if (!after.contains(i.oid()) && out.stream().noneMatch(o -> o.oid() == i.oid())) {
                out.add(i);
            }
        }
        return now.withIndexes(out);
    }

    /** An in-progress catalog edit; immutable steps, each returning a new Edit. */
    public static final class Edit {
        private final CatalogSnapshot snapshot;

        Edit(CatalogSnapshot snapshot) {
            this.snapshot = snapshot;
        }

        public CatalogSnapshot base() {
            return snapshot;
        }

        public Edit putTable(TableDef t) {
            return new Edit(snapshot.withTable(t));
        }

        public Edit dropTable(String name) {
            return new Edit(snapshot.withoutTable(name));
        }

        public Edit putSequence(SequenceDef s) {
            return new Edit(snapshot.withSequence(s));
        }

        public Edit putView(ViewDef v) {
            return new Edit(snapshot.withView(v));
        }

        public Edit dropView(String name) {
            return new Edit(snapshot.withoutView(name));
        }

        public Edit dropSequence(String name) {
            return new Edit(snapshot.withoutSequence(name));
        }

        public Edit withComments(Comments c) {
            return new Edit(snapshot.withComments(c));
        }

        public Edit putType(UserType t) {
            return new Edit(snapshot.withType(t));
        }

        public Edit putNamespace(Namespace n) {
            return new Edit(snapshot.withNamespace(n));
        }

        public Edit dropNamespace(String name) {
            return new Edit(snapshot.withoutNamespace(name));
        }

        public Edit dropType(String name) {
            return new Edit(snapshot.withoutType(name));
        }
    }
}
