package org.lanin.planner.routine.catalog;

import org.lanin.engine.catalog.Comments;

/**
 * The {@link Comments} keys of routines and triggers (COMMENT ON FUNCTION | PROCEDURE | AGGREGATE |
 * TRIGGER): by oid, so CREATE OR REPLACE (which keeps the oid) keeps the comment and a re-created
 * routine starts without one, as pg_description does. A dropped routine's entry stays behind
 * unseen: nothing else gets its oid, and pg_description, obj_description and the dump look
 * routines up in the registry.
 */
public final class RoutineCommentKeys {
    /** pg_description's classoid of a routine's comment. */
    public static final long PG_PROC = 1255;

    /** pg_description's classoid of a trigger's comment. */
    public static final long PG_TRIGGER = 2620;

    private RoutineCommentKeys() {
    }

    public static Comments.Key routine(long oid) {
        return new Comments.Key("routine", Long.toString(oid), 0);
    }

    public static Comments.Key trigger(long oid) {
        return new Comments.Key("trigger", Long.toString(oid), 0);
    }
}
