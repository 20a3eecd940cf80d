package org.lanin.planner.routine;

import org.lanin.engine.catalog.Comments;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.RoutineStatement.CommentOnRoutine;
import org.lanin.planner.routine.catalog.RoutineCommentKeys;
import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineDef.RoutineKind;
import org.lanin.planner.routine.catalog.TriggerDef;

/**
 * COMMENT ON FUNCTION | PROCEDURE | AGGREGATE | ROUTINE | TRIGGER: the object must exist and be of
 * the kind named (42809 otherwise, as PostgreSQL's LookupFuncWithArgs says; a function's name
 * also finds an aggregate). The text goes into the catalog's comments, recorded as the
 * transaction's catalog change, so it commits, rolls back and reaches the files like any other comment.
 */
final class RoutineComments {
    private RoutineComments() {
    }

    static void comment(StatementRuntime rt, CommentOnRoutine c) {
        Comments.Key key = c.trigger() != null ? trigger(rt, c) : routine(rt, c);
        Runnable change = () -> rt.database().catalog().change(edit -> edit.withComments(edit.base().comments().with(key, c.text())));
        if (rt.session() == null) {
            change.run();
            return;
        }
        // a catalog change of the statement's transaction, as COMMENT ON TABLE's: logged at commit, undone by ROLLBACK
        rt.database().catalog().recordingChanges(rt.session()::recordDdl, () -> {
            change.run();
            return null;
        });
    }

    private static Comments.Key routine(StatementRuntime rt, CommentOnRoutine c) {
        RoutineKind asked = c.kind();
        RoutineDef r = RoutineDdl.find(rt, c.target().name(), RoutineDdl.types(rt, c.target().argTypes()),
                asked == null ? RoutineKind.FUNCTION : asked, true);
        if (asked == RoutineKind.FUNCTION && r.kind() == RoutineKind.PROCEDURE) {
            throw LaninException.of(RoutineMsg.NOT_FUNCTION, r.signature());
        }
        if (asked == RoutineKind.PROCEDURE && r.kind() != RoutineKind.PROCEDURE) {
            throw LaninException.of(RoutineMsg.NOT_PROCEDURE, r.signature());
        }
        if (asked == RoutineKind.AGGREGATE && r.kind() != RoutineKind.AGGREGATE) {
            throw LaninException.of(RoutineMsg.NOT_AGGREGATE, r.signature());
        }
        return RoutineCommentKeys.routine(r.oid());
    }

    private static Comments.Key trigger(StatementRuntime rt, CommentOnRoutine c) {
        String table = TriggerDdl.tableKey(rt, c.table());
        TriggerDef t = TriggerDdl.find(org.lanin.planner.routine.catalog.Routines.of(rt.database()),
                TriggerDdl.oidOf(rt, table), c.trigger());
        if (t == null) {
            throw LaninException.of(RoutineMsg.TRIGGER_MISSING, c.trigger(), c.table().name());
        }
        return RoutineCommentKeys.trigger(t.oid());
    }
}
