/**
 * Liquibase database implementation for Lanin, registered through {@code
 * META-INF/services/liquibase.database.Database} (Liquibase 4's service loader).
 *
 * <p>Invariant: only recognition (product name Lanin, {@code jdbc:lanin:} URLs) differs from
 * Liquibase's PostgreSQL support; SQL generation and snapshots are PostgreSQL's. Where they fail
 * on Lanin, the fix belongs in Lanin.
 */
package org.lanin.liquibase;
