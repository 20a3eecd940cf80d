/**
 * The two tiers of errors. User-facing errors are {@link org.lanin.engine.error.LaninException}s
 * built from the {@link org.lanin.engine.error.Msg} catalogue, so every message and its SQLSTATE
 * live in one place; internal faults are {@link org.lanin.engine.error.EngineBug} (XX000).
 * Invariant: no message string is written at a throw site.
 */
package org.lanin.engine.error;
