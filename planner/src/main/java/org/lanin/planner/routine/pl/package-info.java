/**
 * The PL/pgSQL subset: {@link org.lanin.planner.routine.pl.PlParser} turns a body into
 * {@link org.lanin.planner.routine.pl.PlStmt} records once per function version;
 * {@link org.lanin.planner.routine.pl.PlRunner} walks them. Expressions and embedded SQL stay
 * source text: they run as ordinary statements with variables passed as parameters (PostgreSQL's
 * SPI does the same), so every SQL feature Lanin has is available inside a function body.
 * Constructs outside the subset fail with 0A000 naming them when the function is created.
 */
package org.lanin.planner.routine.pl;
