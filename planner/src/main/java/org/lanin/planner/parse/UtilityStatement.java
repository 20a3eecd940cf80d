package org.lanin.planner.parse;

import java.util.List;
import org.lanin.engine.txn.IsolationLevel;

/**
 * Statements JSqlParser does not parse (or parses poorly): transaction control and settings.
 * Produced by {@link UtilityParser}.
 */
public sealed interface UtilityStatement {
    /** BEGIN / START TRANSACTION with optional characteristics (null = not given). */
    record Begin(IsolationLevel isolation, Boolean readOnly, Boolean deferrable) implements UtilityStatement { }

    /** COMMIT [AND [NO] CHAIN]: {@code chain}, a new block with the same characteristics starts at once. */
    record Commit(boolean chain) implements UtilityStatement {
        public Commit() {
            this(false);
        }
    }

    /** ROLLBACK [AND [NO] CHAIN], as {@link Commit}. */
    record Rollback(boolean chain) implements UtilityStatement {
        public Rollback() {
            this(false);
        }
    }

    record Savepoint(String name) implements UtilityStatement { }

    record RollbackTo(String name) implements UtilityStatement { }

    record Release(String name) implements UtilityStatement { }

    /** SET TRANSACTION ISOLATION LEVEL ... (and SET SESSION CHARACTERISTICS AS TRANSACTION ...). */
    record SetTransaction(IsolationLevel isolation, Boolean readOnly, Boolean deferrable, boolean sessionDefault) implements UtilityStatement { }

    /** SET name = value (value already unquoted; several values joined with ", "). */
    /**
     * ALTER DATABASE name | ALTER ROLE/USER name [IN DATABASE db] SET param = value | RESET param | RESET ALL:
     * {@code role} false for a database; {@code param} null for RESET ALL, {@code value} null for RESET.
     */
    record AlterDefaults(boolean role, String target, String database, String param, String value)
            implements UtilityStatement { }

    /**
     * SET [SESSION | LOCAL] name = value; {@code local} until the transaction block ends. SET LOCAL name TO
     * DEFAULT has the value {@link #DEFAULT} (SET without LOCAL to DEFAULT is a RESET).
     */
    record Set(String name, String value, boolean local) implements UtilityStatement {
        /** The value of SET LOCAL name TO DEFAULT: the session's default, until the block ends. */
        public static final String DEFAULT = "\u0000default";

        public Set(String name, String value) {
            this(name, value, false);
        }
    }

    record Show(String name) implements UtilityStatement { }

    /** SET CONSTRAINTS: {@code names} null for ALL; a name is {@code constraint} or {@code schema.constraint}. */
    record SetConstraints(List<String> names, boolean deferred) implements UtilityStatement { }

    /** RESET name, or every setting when name is null (RESET ALL). */
    record Reset(String name) implements UtilityStatement { }

    /**
     * VACUUM [FULL] [FREEZE] [VERBOSE] [ANALYZE] [table [(columns)] [, ...]] and VACUUM (options) ...;
     * no targets = every table of the database; {@code analyze}: ANALYZE each table after vacuuming it.
     */
    record Vacuum(List<AnalyzeTarget> targets, boolean analyze) implements UtilityStatement { }

    /** ANALYZE [VERBOSE] [table [(columns)] [, ...]] and ANALYZE (options) ...; no targets = every table. */
    record Analyze(List<AnalyzeTarget> targets, boolean verbose) implements UtilityStatement { }

    /** One table of a VACUUM or ANALYZE, with the columns named (empty: all of them). */
    record AnalyzeTarget(String table, List<String> columns) { }

    /** A statement whose parsing is left to JSqlParser. */
    /** CHECKPOINT: writes a checkpoint of a file database (nothing in memory). */
    record Checkpoint() implements UtilityStatement { }

    record NotUtility() implements UtilityStatement { }

    /** UNLISTEN: it releases listeners, which Lanin never makes, so there is nothing to release. */
    record NoOp(String tag) implements UtilityStatement { }

    /** PREPARE name [(type, ...)] AS statement: {@code sql} is the whole text (the session reads it). */
    record Prepare(String sql) implements UtilityStatement { }

    /** DEALLOCATE [PREPARE] name, or ALL when {@code name} is null. */
    record Deallocate(String name) implements UtilityStatement { }

    /** How a cursor may move: SCROLL, NO SCROLL, or neither said. */
    enum Scroll { DEFAULT, SCROLL, NO_SCROLL }

    /**
     * DECLARE name [BINARY] [ASENSITIVE | INSENSITIVE] [[NO] SCROLL] CURSOR [WITH[OUT] HOLD] FOR query:
     * {@code query} is the query's text as written, {@code statement} the whole DECLARE's (pg_cursors).
     */
    record DeclareCursor(String name, Scroll scroll, boolean hold, boolean binary, String query, String statement)
            implements UtilityStatement { }

    /** FETCH's directions after PostgreSQL's normalisation (NEXT is FORWARD 1, LAST is ABSOLUTE -1, ...). */
    enum FetchDirection { FORWARD, BACKWARD, ABSOLUTE, RELATIVE }

    /**
     * FETCH or MOVE ({@code move}) [direction] [FROM | IN] cursor: {@code count} is
     * {@link #ALL} for ALL.
     */
    record FetchCursor(String cursor, FetchDirection direction, long count, boolean move) implements UtilityStatement {
        public static final long ALL = Long.MAX_VALUE;
    }

    /** CLOSE name, or CLOSE ALL when {@code name} is null. */
    record CloseCursor(String name) implements UtilityStatement { }

    /** DISCARD ALL | PLANS | SEQUENCES | TEMP: {@code what} in capitals, TEMPORARY given as TEMP. */
    record Discard(String what) implements UtilityStatement { }

    static List<String> transactionWords() {
        return List.of("WORK", "TRANSACTION");
    }
}
