package org.lanin.engine.vacuum;

/**
 * What one VACUUM of one table did.
 *
 * @param removedVersions     heap versions removed (dead to every snapshot)
 * @param removedIndexEntries index entries removed with them, over all indexes
 * @param liveVersions        versions left that some snapshot may see and nobody deleted
 * @param recentlyDead        deleted versions left because a snapshot may still see them
 * @param allVisiblePages     pages marked all-visible
 */
public record VacuumReport(long removedVersions, long removedIndexEntries, long liveVersions, long recentlyDead,
                           int allVisiblePages) {
}
