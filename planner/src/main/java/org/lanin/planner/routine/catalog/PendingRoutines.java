package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * The registry changes of one running transaction, in order, not yet seen by other sessions (a
 * routine is transactional, as PostgreSQL's catalog rows are). Its owner sees the committed state
 * with these applied; the view is made again when the committed state moved on. Changed under the
 * registry's monitor; the view is read by the owner's thread only.
 */
final class PendingRoutines {
    /** Tells the owner's plans apart in the shared plan cache. */
    final long id;
    final List<RoutineChange> changes = new ArrayList<>();
    private RoutineState base;
    private RoutineState view;

    PendingRoutines(long id) {
        this.id = id;
    }

    synchronized RoutineState view(RoutineState committed) {
        if (base != committed || view == null) {
            RoutineState s = committed;
            for (RoutineChange c : changes) {
                s = s.with(c);
            }
            view = s;
            base = committed;
        }
        return view;
    }

    synchronized void add(RoutineChange c) {
        changes.add(c);
        view = null;
    }

    synchronized void truncate(int size) {
        changes.subList(size, changes.size()).clear();
        view = null;
    }
}
