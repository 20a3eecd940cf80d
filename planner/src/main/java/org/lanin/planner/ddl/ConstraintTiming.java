package org.lanin.planner.ddl;

import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * The {@code [NOT] DEFERRABLE} and {@code INITIALLY DEFERRED | IMMEDIATE} clauses after a
 * constraint (PostgreSQL's ConstraintAttributeSpec, with processCASbits' errors). Only FOREIGN
 * KEYs may be deferrable in Lanin: a deferrable PRIMARY KEY or UNIQUE is 0A000, a deferrable
 * CHECK 0A000 as in PostgreSQL.
 */
final class ConstraintTiming {
    private ConstraintTiming() {
    }

    /** Reads the clauses; returns the deferral as {@link ForeignKeyDef#deferral()} spells it (null: NOT DEFERRABLE). */
    static String parse(DdlParser p) {
        Boolean deferrable = null;
        Boolean initiallyDeferred = null;
        while (true) {
            int mark = p.mark();
            boolean not = p.acceptWord("not");
            if (p.acceptWord("deferrable")) {
                if (deferrable != null) {
                    throw LaninException.of(ConstraintTimingMsg.MULTIPLE_DEFERRABLE);
                }
                deferrable = !not;
            } else if (not) {
                p.reset(mark); // NOT NULL, say: not ours
                break;
            } else if (p.acceptWord("initially")) {
                if (initiallyDeferred != null) {
                    throw LaninException.of(ConstraintTimingMsg.MULTIPLE_INITIALLY);
                }
                initiallyDeferred = p.acceptWord("deferred");
                if (!initiallyDeferred) {
                    p.expectWord("immediate");
                }
            } else {
                p.reset(mark);
                break;
            }
        }
        if (Boolean.TRUE.equals(initiallyDeferred)) {
            if (Boolean.FALSE.equals(deferrable)) {
                throw LaninException.of(ConstraintTimingMsg.DEFERRED_NOT_DEFERRABLE);
            }
            return ForeignKeyDef.INITIALLY_DEFERRED;
        }
        return Boolean.TRUE.equals(deferrable) ? ForeignKeyDef.DEFERRABLE : null;
    }

    /** After a PRIMARY KEY or UNIQUE ({@code what}) ... USING INDEX, whose index Lanin does not make deferrable. */
    static void notDeferrable(DdlParser p, String what) {
        if (parse(p) != null) {
            throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "DEFERRABLE " + what + " constraints");
        }
    }

    /** After a CHECK: PostgreSQL's own refusal. */
    static void check(DdlParser p) {
        if (parse(p) != null) {
            throw LaninException.of(ConstraintTimingMsg.CHECK_DEFERRABLE);
        }
    }

    /** A timing clause after a column constraint that takes none (NOT NULL, DEFAULT): PostgreSQL's 42601. */
    static LaninException misplaced(DdlParser p, boolean afterNot) {
        String clause = afterNot ? "NOT DEFERRABLE" : p.acceptWord("deferrable") ? "DEFERRABLE"
                : p.acceptWord("initially") && p.acceptWord("deferred") ? "INITIALLY DEFERRED" : "INITIALLY IMMEDIATE";
        return LaninException.of(ConstraintTimingMsg.MISPLACED, clause);
    }

    /**
     * PostgreSQL's CheckTableNotInUse for deferred FOREIGN KEY checks: {@code command} ("ALTER TABLE",
     * "TRUNCATE", "DROP TABLE") on a table whose changes left checks waiting for COMMIT is 55006.
     */
    static void refuseIfChecksWait(org.lanin.planner.plan.StatementRuntime rt, String table, String command) {
        org.lanin.engine.access.DeferredConstraints d = rt.session().deferredConstraints();
        if (d != null && d.pendingOn(table)) {
            throw LaninException.of(ConstraintTimingMsg.PENDING_EVENTS, command, org.lanin.engine.catalog.Namespace.nameOf(table));
        }
    }
}
