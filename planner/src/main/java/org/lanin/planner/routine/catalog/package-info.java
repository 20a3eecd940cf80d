/**
 * The registry of user-defined routines, triggers, rewrite rules and roles: plain data, depending on the engine only, so
 * that the system catalog views (pg_proc, pg_trigger, information_schema) can list it without a
 * package cycle. Definitions are immutable records; what a session sees is an immutable
 * {@link org.lanin.planner.routine.catalog.RoutineState}. Invariants: a change is visible to its own
 * session at once and to others only after its transaction commits; a rolled-back change is never
 * published nor logged; two running transactions never both hold pending changes of one object or
 * identity (the second waits). See the routine package's README, "Transactions".
 */
package org.lanin.planner.routine.catalog;
