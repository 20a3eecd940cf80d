package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.EnumTypeDef;
import org.lanin.planner.routine.catalog.Routines;

/**
 * The DDL a transaction has done, so ROLLBACK (and ROLLBACK TO SAVEPOINT) can undo it:
 * PostgreSQL's DDL is transactional and ORM migrations rely on it. Other sessions see a
 * change as soon as it is made (README: known limits); undo restores the catalog entries,
 * storage included. User routines and triggers are kept in their own registry, where the
 * transaction's changes stay pending (unseen by other sessions) until it ends: this log tells
 * the registry of savepoints, rollbacks and the commit.
 */
final class DdlUndoLog {
    private record Change(CatalogSnapshot before, CatalogSnapshot after) {
    }

    private record Mark(String savepoint, int position, int routinePosition) {
    }

    private final LaninDatabase db;
    private final Catalog catalog;
    /** The session: the owner of its transaction's pending routine changes. */
    private final Object owner;
    private final List<Change> changes = new ArrayList<>();
    private final List<Mark> marks = new ArrayList<>();
    private Routines routines;
    /** {@link Routines#registriesMade()} at the last lookup that found none for {@code db}. */
    private long registriesSeen = -1;

    DdlUndoLog(LaninDatabase db, Object owner) {
        this.db = db;
        this.catalog = db.catalog();
        this.owner = owner;
    }

    void record(CatalogSnapshot before, CatalogSnapshot after) {
        changes.add(new Change(before, after));
    }

    void mark(String savepoint) {
        Routines r = Routines.existing(db);
        marks.add(new Mark(savepoint, changes.size(), r == null ? 0 : r.position(owner)));
    }

    /** Undoes the changes made since the latest savepoint of that name. */
    void undoTo(String savepoint) {
        for (int i = marks.size() - 1; i >= 0; i--) {
            if (marks.get(i).savepoint().equals(savepoint)) {
                undoFrom(marks.get(i).position());
                Routines r = Routines.existing(db);
                if (r != null && r.rollbackTo(owner, marks.get(i).routinePosition())) {
                    catalog.change(e -> e.withComments(e.base().comments())); // our plans that saw them are made again
                }
                marks.subList(i + 1, marks.size()).clear();
                return;
            }
        }
    }

    void undoAll() {
        try {
            undoFrom(0);
        } finally {
            marks.clear();
            endRoutines(false);
        }
    }

    /**
     * The transaction committed: its catalog changes stay, its routine changes are published, the
     * enum labels it added may be used by everyone (a new catalog version, so plans that folded
     * enum_first/enum_last without them are made again).
     */
    void committed() {
        boolean enums = false;
        for (int i = 0; i < changes.size(); i++) { // indexed: most transactions commit no DDL, and an iterator was an object each
            Change c = changes.get(i);
            for (var t : c.after().types()) {
                if (t instanceof EnumTypeDef e && c.before().type(e.name()) != e) {
                    e.labels().committed(owner);
                    enums = true;
                }
            }
        }
        if (enums) {
            catalog.change(e -> e.withComments(e.base().comments()));
        }
        changes.clear();
        marks.clear();
        endRoutines(true);
    }

    /** Ends the transaction's pending routine changes; a new catalog version makes every plan that resolved a routine again. */
    private void endRoutines(boolean commit) {
        Routines r = routines;
        if (r == null && Routines.registriesMade() != registriesSeen) {
            registriesSeen = Routines.registriesMade(); // read before the lookup: a registry made after it is looked up next time
            r = routines = Routines.existing(db); // a database's registry, once made, stays
        }
        if (r != null && r.end(owner, commit)) {
            catalog.change(e -> e.withComments(e.base().comments()));
        }
    }

    private void undoFrom(int position) {
        for (int i = changes.size() - 1; i >= position; i--) {
            Change c = changes.remove(i);
            catalog.revert(c.before(), c.after());
        }
    }
}
