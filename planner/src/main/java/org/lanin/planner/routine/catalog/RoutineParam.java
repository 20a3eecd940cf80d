package org.lanin.planner.routine.catalog;

import org.lanin.engine.type.DataType;

/**
 * A routine parameter or result column.
 *
 * @param name null when unnamed (then only {@code $n} reaches it)
 * @param defaultText the DEFAULT expression's source text, or null
 */
public record RoutineParam(String name, Mode mode, DataType type, String typeName, String defaultText) {
    /** PostgreSQL's argument modes; TABLE marks a RETURNS TABLE column. */
    public enum Mode { IN, OUT, INOUT, VARIADIC, TABLE }
}
