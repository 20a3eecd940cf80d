package org.lanin.planner.session;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * One SQL-level cursor of the session running on this thread, as pg_cursors shows it: the
 * DECLARE's text, WITH HOLD, BINARY, whether it can move backward now, and when it was declared.
 */
public record CursorInfo(String name, String statement, boolean holdable, boolean binary, boolean scrollable,
                         OffsetDateTime created) {
    /** The cursors of the session whose statement runs on this thread (none off a session's thread). */
    public static List<CursorInfo> ofCurrentSession() {
        return org.lanin.engine.type.SessionOwner.current() instanceof SessionImpl s ? s.portals().cursors().info() : List.of();
    }
}
