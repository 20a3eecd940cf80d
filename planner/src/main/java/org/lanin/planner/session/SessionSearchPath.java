package org.lanin.planner.session;

import org.lanin.engine.catalog.SearchPath;
import org.lanin.engine.exec.ExecContext;

/** The search_path of the session running a statement, for the functions that read it at run time. */
public final class SessionSearchPath {
    private SessionSearchPath() {
    }

    /** The running session's path; the default one outside a session. */
    public static SearchPath of(ExecContext ctx) {
        Object s = ctx == null ? null : ctx.session();
        if (!(s instanceof SessionControl session)) {
            return SearchPath.DEFAULT;
        }
        return session.settings().planner().searchPath();
    }
}
