package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.Catalog;
import org.lanin.engine.catalog.CatalogSnapshot;

/**
 * The DDL a transaction has done, so ROLLBACK (and ROLLBACK TO SAVEPOINT) can undo it:
 * PostgreSQL's DDL is transactional and ORM migrations rely on it. Other sessions see a
 * change as soon as it is made (README: known limits); undo restores the catalog entries,
 * storage included.
 */
final class DdlUndoLog {
    private record Change(CatalogSnapshot before, CatalogSnapshot after) {
    }

    private record Mark(String savepoint, int position) {
    }

    private final Catalog catalog;
    private final List<Change> changes = new ArrayList<>();
    private final List<Mark> marks = new ArrayList<>();

    DdlUndoLog(Catalog catalog) {
        this.catalog = catalog;
    }

    void record(CatalogSnapshot before, CatalogSnapshot after) {
        changes.add(new Change(before, after));
    }

    void mark(String savepoint) {
        marks.add(new Mark(savepoint, changes.size()));
    }

    /** Undoes the changes made since the latest savepoint of that name. */
    void undoTo(String savepoint) {
        for (int i = marks.size() - 1; i >= 0; i--) {
            if (marks.get(i).savepoint().equals(savepoint)) {
                undoFrom(marks.get(i).position());
                marks.subList(i + 1, marks.size()).clear();
                return;
            }
        }
    }

    void undoAll() {
        undoFrom(0);
        marks.clear();
    }

    void forget() {
        changes.clear();
        marks.clear();
    }

    private void undoFrom(int position) {
        for (int i = changes.size() - 1; i >= position; i--) {
            Change c = changes.remove(i);
            catalog.revert(c.before(), c.after());
        }
    }
}
