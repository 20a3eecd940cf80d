package org.lanin.planner.routine.catalog;

/**
 * ALTER TABLE ... DISABLE TRIGGER ALL turned off the table's FOREIGN KEY triggers (PostgreSQL's
 * internal RI triggers: the checks of rows written to a referencing table, the actions and checks
 * of rows deleted or updated in a referenced one) until ENABLE TRIGGER ALL. Kept by the registry
 * (and the files) under the table's oid.
 */
public record RiTriggersOff(long tableOid) {
}
