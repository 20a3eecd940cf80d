/**
 * PL/pgSQL: the parser ({@code PlParser} with {@code PlRaiseParser}, {@code PlCommandParser} for
 * EXECUTE, GET DIAGNOSTICS and the cursor statements) to {@code PlStmt} records, checked at CREATE
 * ({@code PlValidator}), and the tree-walking runner ({@code PlRunner}, with {@code PlDecls} for
 * declared types, {@code PlDynamic} for dynamic SQL, {@code PlCursors} for cursors). Invariants: a
 * parsed body is immutable and cached on its RoutineDef version; embedded SQL runs through
 * SqlRunner with variables as typed parameters, dynamic SQL with only its USING values; open
 * cursors belong to the transaction that opened them.
 */
package org.lanin.planner.routine.pl;
