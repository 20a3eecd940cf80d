package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.Namespace;

/**
 * A session's temporary tables (PostgreSQL's per-backend temp namespace): they live in the schema
 * {@code pg_temp_N} (N the session's pid), which the session's search_path searches first once it
 * exists and which other sessions do not search; the whole schema is dropped when the session
 * closes. ON COMMIT DELETE ROWS / DROP run as their own statements right after a commit, before
 * the session's next statement (only this session can see the tables, so nobody can tell the
 * difference from PostgreSQL, which runs them inside the commit).
 */
public final class TempTables {
    private final SessionImpl session;
    /** Table key to "delete rows" or "drop". */
    private final Map<String, String> onCommit = new LinkedHashMap<>();
    private final List<String> pending = new ArrayList<>();
    private boolean used;
    /** Running its own statements: their commits queue nothing. */
    private boolean running;

    TempTables(SessionImpl session) {
        this.session = session;
    }

    /** pg_temp_N, this session's temporary schema. */
    public String schema() {
        return "pg_temp_" + session.backendPid();
    }

    /** The temporary schema exists: the session searches it first from now on. */
    public void use() {
        if (!used) {
            used = true;
            session.settings().setTempSchema(schema());
        }
    }

    /** Records a new temporary table's ON COMMIT action ("preserve rows", "delete rows", "drop"). */
    public void onCommit(String tableKey, String action) {
        if (!action.equals("preserve rows")) {
            onCommit.put(tableKey, action);
        } else {
            onCommit.remove(tableKey);
        }
    }

    /** A transaction of the session committed: its ON COMMIT actions are due. */
    void committed() {
        if (running || onCommit.isEmpty()) {
            return;
        }
        for (Map.Entry<String, String> e : onCommit.entrySet()) {
            pending.add((e.getValue().equals("drop") ? "DROP TABLE IF EXISTS " : "TRUNCATE ") + quoted(e.getKey()));
        }
        onCommit.values().removeIf("drop"::equals);
    }

    /** Before the session's next statement, outside a transaction: runs the due ON COMMIT actions. */
    void runPending() {
        if (pending.isEmpty() || running || session.transactionState() != TransactionState.IDLE) {
            return;
        }
        List<String> due = List.copyOf(pending);
        pending.clear();
        for (String sql : due) {
            String key = sql.substring(sql.indexOf('"'));
            if (sql.startsWith("TRUNCATE") && session.database().catalog().current().table(unquoted(key)) == null) {
                continue; // dropped meanwhile
            }
            run(sql);
        }
    }

    /**
     * DISCARD TEMP: the temporary schema and everything in it go now, as one DROP in the session's
     * transaction (inside a block, a ROLLBACK brings them back).
     */
    public void discard() {
        pending.clear();
        onCommit.clear();
        if (session.database().catalog().current().namespace(schema()) != null) {
            session.execute(session.prepare("DROP SCHEMA " + quote(schema()) + " CASCADE"), new Object[0], 0, 0).close();
        }
    }

    /** At session end: the temporary schema and everything in it go. */
    void dropAll() {
        pending.clear();
        CatalogSnapshot c = session.database().catalog().current();
        if (used && c.namespace(schema()) != null) {
            try {
                run("DROP SCHEMA " + quote(schema()) + " CASCADE");
            } catch (RuntimeException e) {
                // closing must not fail: the tables stay behind (visible to no session's search_path)
            }
        }
    }

    private void run(String sql) {
        running = true;
        try {
            session.execute(session.prepare(sql), new Object[0], 0, 0).close();
            if (session.transactionState() != TransactionState.IDLE) {
                session.commit(); // auto-commit off: the action's transaction is its own
            }
        } finally {
            running = false;
        }
    }

    private static String quoted(String key) {
        return quote(Namespace.schemaOf(key)) + "." + quote(Namespace.nameOf(key));
    }

    private static String quote(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    private static String unquoted(String quotedKey) {
        int dot = quotedKey.indexOf("\".\"");
        String schema = quotedKey.substring(1, dot).replace("\"\"", "\"");
        String name = quotedKey.substring(dot + 3, quotedKey.length() - 1).replace("\"\"", "\"");
        return Namespace.key(schema, name);
    }
}
