/**
 * User-defined routines: CREATE FUNCTION / PROCEDURE / AGGREGATE / TRIGGER, their registry,
 * calls and the PL/pgSQL subset interpreter; CREATE / DROP RULE (the rules live in the same registry,
 * the rewrite package applies them).
 *
 * <p>Invariants: statements of these families are parsed here (JSqlParser does not read them)
 * before the DDL parser; every routine lives in the per-database {@link org.lanin.planner.routine.Routines}
 * registry (logged by file databases, see catalog.RoutinesInFiles); each change of the
 * registry publishes a new catalog version so that cached plans that inlined a function are re-made;
 * a parsed PL/pgSQL body is cached on its {@link org.lanin.planner.routine.RoutineDef} (one per version).
 */
package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;
