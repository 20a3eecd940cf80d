package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.DOUBLE;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.txn.LockWaitStats;

/**
 * lanin_stat_lock_waits: one row — waits for another transaction over a row (row locks, unique
 * and foreign-key checks), their total time, the rows the ending holder passed on to a waiter
 * (lock hand-off), and the resume latency: from the holder's final status to the waiter running
 * again (mean and maximum, in microseconds). Zeroed by lanin_stat_reset().
 */
final class LockWaitStatsView {
    private LockWaitStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_lock_waits",
                List.of("waits", "wait_time_ms", "hand_offs", "resumes", "resume_mean_us", "resume_max_us"),
                SystemViews.types(BIGINT, DOUBLE, BIGINT, BIGINT, DOUBLE, DOUBLE), LockWaitStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null) {
            return out;
        }
        LockWaitStats s = c.database().transactions().lockWaitStats();
        long resumes = s.resumes();
        out.add(new Object[] {s.waits(), s.waitNanos() / 1e6, s.handOffs(), resumes,
            resumes == 0 ? 0.0 : s.resumeNanos() / 1e3 / resumes, s.resumeMaxNanos() / 1e3});
        return out;
    }
}
