package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.txn.Transaction;

/**
 * A session's open portals (queries whose executor is still open) and what the session's other
 * work does to them. The rules, chosen to give what pgJDBC gives (the README's JDBC item,
 * "streaming results"):
 * <ul>
 *   <li>Another statement while an auto-commit statement's portal is open: the portal reads its
 *       remaining rows into memory and ends its transaction first. pgJDBC reads every result
 *       whole at execute in auto-commit (a portal would not survive the statement's implicit
 *       transaction), so the rows and their snapshot are the same; only the memory differs.</li>
 *   <li>DDL in the transaction of an open portal: the portal reads its remaining rows into
 *       memory first (PostgreSQL refuses such DDL with 55006 when it touches a table the portal
 *       reads; Lanin does not track which).</li>
 *   <li>COMMIT or ROLLBACK of the portal's transaction, or ROLLBACK TO a savepoint set before the
 *       portal: a portal executed with fetch size 0 (pgJDBC's default, which reads the whole
 *       result at execute) reads its remaining rows into memory first and stays readable; one
 *       executed with a fetch size (pgJDBC's portal) is closed, and reading it fails with 34000
 *       "portal ... does not exist", as with pgJDBC. In an aborted block every one is closed.</li>
 *   <li>DML and queries inside the portal's transaction leave it open: it keeps reading with its
 *       own snapshot and command id, so it does not see their changes (no Halloween problem).</li>
 * </ul>
 * The list is short (usually empty): checking it costs one {@code isEmpty} per statement.
 */
final class Portals {
    private final List<Portal> open = new ArrayList<>(2);
    /** SQL-level cursors: portals too, with rules of their own ({@link SqlCursors}), applied first. */
    private final SqlCursors cursors;
    private int named;

    /** {@code running}: the session's transaction now, or null. */
    Portals(java.util.function.Supplier<Transaction> running) {
        this.cursors = new SqlCursors(running);
    }

    SqlCursors cursors() {
        return cursors;
    }

    /** The number of the session's next portal, named C_1, C_2, ... as pgJDBC names its cursors ({@link Portal#name}). */
    int nextNumber() {
        return ++named;
    }

    void add(Portal portal) {
        open.add(portal);
    }

    void remove(Portal portal) {
        open.remove(portal);
    }

    boolean isEmpty() {
        return open.isEmpty();
    }

    /**
     * Before another statement of the session runs: auto-commit portals read their rest and end
     * their transactions; before DDL ({@code ddl}), portals of the session's transaction too.
     */
    void beforeStatement(boolean ddl) {
        if (ddl) {
            cursors.beforeDdl();
        }
        if (open.isEmpty()) {
            return;
        }
        for (Portal p : List.copyOf(open)) {
            if (p.ownsTransaction() || ddl) {
                p.readRest();
            }
        }
    }

    /** {@code tx} commits ({@code commit}) or rolls back; {@code blockOk}: its block was not aborted. */
    void transactionEnding(Transaction tx, boolean commit, boolean blockOk) {
        cursors.transactionEnding(tx, commit && blockOk);
        if (open.isEmpty()) {
            return;
        }
        for (Portal p : List.copyOf(open)) {
            if (!p.ownsTransaction() && p.transaction() == tx) {
                p.transactionEnding(commit, blockOk);
            }
        }
    }

    /** ROLLBACK TO the savepoint at {@code index} of {@code tx}: portals opened after it end with it. */
    void rollingBackTo(Transaction tx, int index, boolean blockOk) {
        cursors.rollingBackTo(tx, index);
        for (Portal p : List.copyOf(open)) {
            if (!p.ownsTransaction() && p.transaction() == tx && p.savepointDepth() > index) {
                p.transactionEnding(false, blockOk);
            }
        }
    }

    /** RELEASE of the savepoint at {@code index} of {@code tx}. */
    void released(Transaction tx, int index) {
        cursors.released(tx, index);
        for (Portal p : open) {
            if (p.transaction() == tx) {
                p.released(index);
            }
        }
    }

    /** The session closes: every portal is closed (auto-commit ones end their transactions). */
    void closeAll() {
        cursors.closeAll();
        RuntimeException first = null;
        for (Portal p : List.copyOf(open)) {
            try {
                p.close();
            } catch (RuntimeException e) {
                first = first == null ? e : first;
            }
        }
        open.clear();
        if (first != null) {
            throw first;
        }
    }
}
