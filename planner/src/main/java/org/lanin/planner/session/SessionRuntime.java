package org.lanin.planner.session;

import org.lanin.engine.exec.ExecContext;
import org.lanin.planner.plan.StatementRuntime;

/** What one statement of a session reaches while it runs. */
record SessionRuntime(ExecContext exec, LaninDatabase database, SessionControl session, long maxRows)
        implements StatementRuntime {
}
