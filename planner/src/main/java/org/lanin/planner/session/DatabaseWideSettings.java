package org.lanin.planner.session;

import org.lanin.engine.vacuum.AutoVacuum;

/**
 * Settings that steer the database's autovacuum worker rather than one session (PostgreSQL sets
 * them in postgresql.conf for the whole server): the last SET or connection URL naming one wins
 * for every session; RESET only resets the session's view of it. {@code default_statistics_target} stays per session for ANALYZE; only a
 * URL value reaches autovacuum, which has no session of its own.
 */
final class DatabaseWideSettings {
    private DatabaseWideSettings() {
    }

    /** Applies a normalised value set by SET. */
    static void apply(LaninDatabase db, Setting s, String v) {
        AutoVacuum av = db.autoVacuum();
        switch (s) {
            case AUTOVACUUM -> av.setEnabled(Setting.isOn(v));
            case AUTOVACUUM_ANALYZE_THRESHOLD -> av.setAnalyzeThreshold(Long.parseLong(v));
            case AUTOVACUUM_ANALYZE_SCALE_FACTOR -> av.setAnalyzeScaleFactor(Double.parseDouble(v));
            case COMMIT_DELAY -> db.walSettings().setCommitDelayMicros(Long.parseLong(v));
            case COMMIT_SIBLINGS -> db.walSettings().setCommitSiblings(Integer.parseInt(v));
            case FSYNC -> db.walSettings().setFsync(Setting.isOn(v));
            case CHECKPOINT_TIMEOUT -> db.walSettings().setCheckpointTimeoutSeconds(Long.parseLong(v));
            case MAX_WAL_SIZE -> db.walSettings().setMaxWalSizeBytes(MemorySize.bytes(v));
            default -> { }
        }
    }

    /** Applies the settings a connection URL gave. */
    static void fromUrl(LaninDatabase db, java.util.Map<Setting, String> settings) {
        settings.forEach((s, v) -> apply(db, s, v));
        String target = settings.get(Setting.DEFAULT_STATISTICS_TARGET);
        if (target != null) {
            db.autoVacuum().setStatisticsTarget(Integer.parseInt(target));
        }
    }
}
