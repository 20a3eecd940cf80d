package org.lanin.planner.session;

import java.util.EnumMap;
import java.util.Map;

/**
 * SET LOCAL (and set_config(..., true)): the values a session had before its transaction block
 * changed them locally, put back when the block ends by COMMIT or ROLLBACK, as PostgreSQL's GUC
 * stack does for {@code GUC_ACTION_LOCAL}. Only the first SET LOCAL of a setting in a block saves
 * its value; a plain SET after it in the same block is also undone at the end (PostgreSQL would
 * keep a SET made after a SET LOCAL on COMMIT; Lanin keeps the session value from before the block).
 */
final class LocalSettings {
    private final Map<Setting, String> saved = new EnumMap<>(Setting.class);

    /** Before a SET LOCAL of {@code s}: remembers {@code current}, unless this block saved a value already. */
    void save(Setting s, String current) {
        saved.putIfAbsent(s, current);
    }

    /** The block ended: every saved value goes back into {@code settings} (database-wide ones into {@code db} too). */
    void restore(SessionSettings settings, LaninDatabase db) {
        if (saved.isEmpty()) {
            return;
        }
        Map<Setting, String> copy = new EnumMap<>(saved);
        saved.clear();
        copy.forEach((s, v) -> {
            DatabaseWideSettings.apply(db, s, v);
            settings.set(s, v);
        });
    }
}
