/**
 * The registry of user-defined routines and triggers: plain data, depending on the engine only, so
 * that the system catalog views (pg_proc, pg_trigger, information_schema) can list it without a
 * package cycle. Lists are copy-on-write; definitions are immutable records.
 */
package org.lanin.planner.routine.catalog;
