package org.lanin.planner.plan;

import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.session.LaninDatabase;
import org.lanin.planner.session.SessionControl;

/** What a running statement may reach: its execution context, the database, its session. */
public interface StatementRuntime {
    /** The context of the current statement (transaction, snapshot, parameters); null for transaction control. */
    ExecContext exec();

    LaninDatabase database();

    SessionControl session();

    /** Rows past this count are not needed (JDBC maxRows); 0 for all. */
    long maxRows();
}
