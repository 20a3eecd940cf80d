package org.lanin.planner.plan;

import java.util.List;
import org.lanin.engine.lock.TableLock;
import org.lanin.engine.type.DataType;
import org.lanin.planner.session.ColumnInfo;

/**
 * A bound, planned statement, immutable and shareable between sessions: executing it builds
 * fresh operators. Plans remember the catalog version they were built for; a session
 * re-plans when the catalog moved on.
 */
public interface Plan {
    /** What kind of work this is, for transaction handling and read-only checks. */
    enum Kind { QUERY, DML, DDL, TRANSACTION, SESSION }

    Kind kind();

    /** Result columns when {@link #returnsRows()}. */
    List<ColumnInfo> columns();

    default boolean returnsRows() {
        return !columns().isEmpty();
    }

    /** Inferred type of each parameter. */
    List<DataType> parameterTypes();

    /** Runs the statement; the runtime supplies the execution context, database and session. */
    Outcome execute(StatementRuntime runtime);

    /**
     * For a statement whose rows can be produced as the caller reads them (a query: PostgreSQL's
     * portal), its operator tree, opened in the runtime's context; the caller pulls rows, honours
     * maxRows and closes it. Null when the statement runs to completion in {@link #execute}
     * (DML, RETURNING, utility statements, EXPLAIN).
     */
    default org.lanin.engine.exec.Operator start(StatementRuntime runtime) {
        return null;
    }

    /**
     * False when the statement only reads (no writes, no row locks): run on its own it can use a
     * virtual transaction, with no xid and no commit record.
     */
    default boolean needsXid() {
        return kind() != Kind.QUERY;
    }

    /** False when it reads no rows and so needs no snapshot (LOCK TABLE: its transaction then holds back no horizon). */
    default boolean needsSnapshot() {
        return true;
    }

    /** True when a READ ONLY transaction may run it although it is not a query (LOCK TABLE). */
    default boolean allowedInReadOnlyTransaction() {
        return false;
    }

    /** True when the tables it reads changed size so much that it should be planned again. */
    default boolean stale() {
        return false;
    }

    /** A short description for read-only errors ("INSERT", "CREATE TABLE"). */
    String commandName();

    /**
     * The table-level locks the statement takes before it runs, in the order to take them (each
     * relation it reads, writes or row-locks, with the mode PostgreSQL takes, partitions and
     * foreign-key tables included). The session takes them before the statement's snapshot, then
     * re-plans if the catalog moved on meanwhile (PostgreSQL's AcquireExecutorLocks and plan
     * re-validation). DDL takes its locks while it runs, so DDL plans list none.
     */
    default List<TableLock> locks() {
        return List.of();
    }
}
