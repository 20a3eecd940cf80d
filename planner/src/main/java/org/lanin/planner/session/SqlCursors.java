package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.txn.Transaction;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.parse.CursorMsg;

/**
 * A session's SQL-level cursors by name, and what the end of a transaction does to them
 * (PostgreSQL's portalmem.c AtCommit_Portals / AtAbort_Portals / AtSubAbort_Portals):
 * <ul>
 *   <li>COMMIT: a WITH HOLD cursor of the committing transaction reads its remaining rows into
 *       memory and stays open (the snapshot it read with is the one it was declared with); every
 *       other cursor of that transaction is closed.</li>
 *   <li>ROLLBACK: the cursors declared in the transaction are closed, WITH HOLD ones too; held
 *       cursors of earlier transactions stay.</li>
 *   <li>ROLLBACK TO a savepoint: cursors declared after it are closed; the others keep their
 *       position (a FETCH is not undone), and one whose FETCH failed cannot be read again.</li>
 *   <li>DDL in the transaction: open cursors read their remaining rows first, as the session's
 *       other portals do ({@link Portals}).</li>
 * </ul>
 * The cursors' portals are not among the session's {@link Portals}: these rules replace theirs.
 * Used by the session's thread only.
 */
final class SqlCursors {
    private final Map<String, SqlCursor> byName = new LinkedHashMap<>();
    /** A cursor a routine opened under a name, in the session's transaction; null when none. */
    private final java.util.function.Function<String, SqlCursor> routineCursor;

    SqlCursors(java.util.function.Function<String, SqlCursor> routineCursor) {
        this.routineCursor = routineCursor;
    }

    boolean isEmpty() {
        return byName.isEmpty();
    }

    /** The SQL cursor named {@code name}, or null. */
    SqlCursor declared(String name) {
        return byName.get(name);
    }

    void add(SqlCursor c) {
        byName.put(c.name(), c);
    }

    /** The cursor named {@code name}, declared or a routine's; 34000 when there is none. */
    SqlCursor get(String name) {
        SqlCursor c = byName.get(name);
        if (c == null) {
            c = routineCursor.apply(name);
        }
        if (c == null) {
            throw LaninException.of(PlannerMsg.CURSOR_MISSING, name);
        }
        return c;
    }

    /** CLOSE name, or every cursor ({@code name} null: CLOSE ALL, DISCARD ALL). */
    void close(String name) {
        if (name == null) {
            closeAll();
            return;
        }
        get(name).close();
        byName.remove(name);
    }

    List<SqlCursor> list() {
        return List.copyOf(byName.values());
    }

    /** Before DDL in {@code tx}: its cursors' executors finish now, their rows kept. */
    void beforeDdl(Transaction tx) {
        for (SqlCursor c : byName.values()) {
            if (c.transaction() == tx) {
                c.portal().readRest();
            }
        }
    }

    /** {@code tx} ends: committed ({@code commit}) or rolled back. */
    void transactionEnding(Transaction tx, boolean commit) {
        if (byName.isEmpty()) {
            return;
        }
        for (SqlCursor c : List.copyOf(byName.values())) {
            if (c.transaction() != tx) {
                continue;
            }
            if (commit && c.holdable()) {
                c.persist();
            } else {
                byName.remove(c.name());
                c.close();
            }
        }
    }

    /** ROLLBACK TO the savepoint at {@code index} of {@code tx}. */
    void rollingBackTo(Transaction tx, int index) {
        for (SqlCursor c : List.copyOf(byName.values())) {
            if (c.transaction() == tx && c.portal().savepointDepth() > index) {
                byName.remove(c.name());
                c.close();
            }
        }
    }

    /** RELEASE of the savepoint at {@code index} of {@code tx}: its cursors belong to the enclosing level. */
    void released(Transaction tx, int index) {
        for (SqlCursor c : byName.values()) {
            if (c.transaction() == tx) {
                c.portal().released(index);
            }
        }
    }

    void closeAll() {
        RuntimeException first = null;
        for (SqlCursor c : new ArrayList<>(byName.values())) {
            try {
                c.close();
            } catch (RuntimeException e) {
                first = first == null ? e : first;
            }
        }
        byName.clear();
        if (first != null) {
            throw first;
        }
    }

    /** The cursor CursorMsg.EXISTS names, checked before DECLARE plans anything. */
    void checkFree(String name) {
        if (byName.containsKey(name)) {
            throw LaninException.of(CursorMsg.EXISTS, name);
        }
    }
}
