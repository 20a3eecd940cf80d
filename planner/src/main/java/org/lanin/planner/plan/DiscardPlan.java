package org.lanin.planner.plan;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.ddl.LockDdlMsg;
import org.lanin.planner.session.SessionControl;

/**
 * DISCARD ALL | PLANS | SEQUENCES | TEMP: hands a session back as if new, which is what connection
 * pools send between borrowers (PostgreSQL's discard.c). DISCARD ALL is, in PostgreSQL's order,
 * RESET ALL (with SET SESSION AUTHORIZATION DEFAULT), pg_advisory_unlock_all(), then the three
 * others, and DEALLOCATE ALL, after CLOSE ALL; UNLISTEN * releases listeners, which Lanin has none of.
 */
final class DiscardPlan {
    private DiscardPlan() {
    }

    static void run(StatementRuntime rt, String what) {
        SessionControl session = rt.session();
        switch (what) {
            case "ALL" -> {
                if (session.inTransactionBlock()) {
                    throw LaninException.of(LockDdlMsg.INSIDE_BLOCK, "DISCARD ALL");
                }
                session.closeCursor(null);
                UtilityPlans.resetAll(rt);
                rt.database().locks().advisory().releaseSessionLocks(session.lockProc());
                session.settings().discardPlans();
                session.tempTables().discard();
                session.sequenceValues().discard();
                session.namedStatements().deallocate(null);
            }
            case "PLANS" -> session.settings().discardPlans();
            case "SEQUENCES" -> session.sequenceValues().discard();
            case "TEMP" -> session.tempTables().discard();
            default -> throw new IllegalArgumentException(what);
        }
    }
}
