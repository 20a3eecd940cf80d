package org.lanin.planner.session;

import java.util.ArrayList;
import java.util.List;

/**
 * The notices a session's statement raised, kept until the driver takes them after the statement
 * (the notice channel: SQLWarnings on the Statement). Owner thread only.
 */
final class NoticeQueue {
    private final List<Notice> queued = new ArrayList<>();

    void add(Notice n) {
        queued.add(n);
    }

    /** The queued notices, oldest first; the queue is empty afterwards. */
    List<Notice> take() {
        if (queued.isEmpty()) {
            return List.of(); // the common case, once per statement: no allocation
        }
        List<Notice> out = List.copyOf(queued);
        queued.clear();
        return out;
    }
}
