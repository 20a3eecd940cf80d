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
    /** The session's transaction now (null between transactions): where a routine's cursors are open. */
    private final java.util.function.Supplier<Transaction> running;

    SqlCursors(java.util.function.Supplier<Transaction> running) {
        this.running = running;
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
            c = routineCursor(name);
        }
        if (c == null) {
            throw LaninException.of(PlannerMsg.CURSOR_MISSING, name);
        }
        return c;
    }

    /** A cursor a PL/pgSQL routine opened as {@code name} in the session's transaction, or null. */
    private SqlCursor routineCursor(String name) {
        Transaction tx = running.get();
        org.lanin.planner.routine.pl.PlCursors.Opened o = tx == null ? null
                : org.lanin.planner.routine.pl.PlCursors.opened(tx, name);
        return o == null ? null : new SqlCursor(name, o, tx);
    }

    /** FETCH or MOVE: the rows (none for MOVE) under the cursor's columns, tagged "FETCH n" / "MOVE n". */
    org.lanin.planner.plan.Outcome fetch(org.lanin.planner.parse.UtilityStatement.FetchCursor f, long timeoutMillis) {
        SqlCursor c = get(f.cursor());
        SqlCursor.Fetched r = c.fetch(f.direction(), f.count(), f.move(), timeoutMillis);
        if (f.move()) {
            return new org.lanin.planner.plan.Outcome(null, r.count(), "MOVE " + r.count());
        }
        return new org.lanin.planner.plan.Outcome(r.rows(), -1, "FETCH " + r.count(), c.columns());
    }

    /** The cursors as pg_cursors shows them. */
    List<CursorInfo> info() {
        return byName.values().stream().map(c -> new CursorInfo(c.name(), c.statement(), c.holdable(), c.binary(),
                c.scrollable(), c.created())).toList();
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

    /** Before DDL in the session's transaction: its cursors' executors finish now, their rows kept. */
    void beforeDdl() {
        Transaction tx = running.get();
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
