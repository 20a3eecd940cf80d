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
    private final AtomicLong oids = new AtomicLong(16384);
    private final org.lanin.engine.partition.TupleMapCache tupleMaps = new org.lanin.engine.partition.TupleMapCache();

    public CatalogSnapshot current() {
        return current.get();
    }

    /** This database's partition tuple conversion maps and their counters (lanin_stat_tuple_maps). */
    public org.lanin.engine.partition.TupleMapCache tupleMaps() {
        return tupleMaps;
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
            Edit result = edit.apply(new Edit(current.get()));
            current.set(result.snapshot);
            return result.snapshot;
        } finally {
            ddlLock.unlock();
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
                if (was != after.table(n)) {
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
    }
}
