package org.lanin.planner.plan;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.routine.RowTriggers;
import org.lanin.planner.session.LaninDatabase;

/**
 * The triggers a MERGE fires (PostgreSQL 15's nodeModifyTable): BEFORE STATEMENT triggers of
 * each kind of action its WHEN clauses name, INSERT, UPDATE then DELETE, whether or not a row takes
 * that action; the row triggers of the action each row takes; AFTER ROW triggers queued to the
 * statement's end; then AFTER STATEMENT triggers in the opposite order, DELETE, UPDATE, INSERT.
 */
final class MergeTriggers {
    private final RowTriggers insertStatement;
    private final RowTriggers updateStatement;
    private final RowTriggers deleteStatement;
    private final RowTriggers insertRows;
    private final RowTriggers updateRows;
    private final RowTriggers deleteRows;

    private MergeTriggers(LaninDatabase db, TableDef table, List<String> kinds) {
        insertStatement = kinds.contains("INSERT") ? RowTriggers.of(db, table, "INSERT") : null;
        updateStatement = kinds.contains("UPDATE") ? RowTriggers.of(db, table, "UPDATE") : null;
        deleteStatement = kinds.contains("DELETE") ? RowTriggers.of(db, table, "DELETE") : null;
        insertRows = kinds.contains("INSERT") ? RowTriggers.rowsOnly(db, table, "INSERT") : null;
        updateRows = kinds.contains("UPDATE") ? RowTriggers.rowsOnly(db, table, "UPDATE") : null;
        deleteRows = kinds.contains("DELETE") ? RowTriggers.rowsOnly(db, table, "DELETE") : null;
    }

    /** For a MERGE on {@code table} whose actions are of {@code kinds} (INSERT, UPDATE, DELETE, NOTHING). */
    static MergeTriggers of(LaninDatabase db, TableDef table, List<String> kinds) {
        return new MergeTriggers(db, table, kinds);
    }

    /** The statement body with the statement triggers around it and the AFTER ROW queue open. */
    BiFunction<ExecContext, List<Object[]>, Long> around(BiFunction<ExecContext, List<Object[]>, Long> body) {
        BiFunction<ExecContext, List<Object[]>, Long> b = RowTriggers.statement(deleteStatement, body);
        b = RowTriggers.statement(updateStatement, b);
        return RowTriggers.deferred(RowTriggers.statement(insertStatement, b));
    }

    /** The INSERT action's writer with the INSERT row triggers around it. */
    UnaryOperator<Object[]> insert(UnaryOperator<Object[]> writer, ExecContext ctx) {
        return RowTriggers.wrapInsert(insertRows, writer, ctx);
    }

    /** Per execution: the UPDATE and DELETE actions' row triggers (null where the table has none). */
    Rows rows() {
        return new Rows(JoinedRowTriggers.of(updateRows), JoinedRowTriggers.of(deleteRows));
    }

    record Rows(JoinedRowTriggers update, JoinedRowTriggers delete) { }
}
