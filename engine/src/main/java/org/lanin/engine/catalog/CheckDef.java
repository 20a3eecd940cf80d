package org.lanin.engine.catalog;

/** A CHECK constraint: its name and its expression as SQL text, bound by the planner. */
public record CheckDef(String name, String sql) {
}
