/**
 * Flyway database plugin for Lanin, registered through {@code
 * META-INF/services/org.flywaydb.core.extensibility.Plugin} (Flyway 10+'s plugin mechanism).
 *
 * <p>Invariant: this package only teaches Flyway to recognise Lanin ({@code jdbc:lanin:} URLs,
 * product name {@code Lanin}); all SQL behaviour is Flyway's PostgreSQL support, unchanged. Where
 * Flyway's PostgreSQL SQL fails on Lanin, the fix belongs in Lanin, not here.
 */
package org.lanin.flyway;
