package org.lanin.engine.exec;

/** An aggregate call in a grouping plan: the function, its argument (null for count(*)) and DISTINCT. */
public record AggregateSpec(Aggregate function, RowExpr argument, boolean distinct) {
}
