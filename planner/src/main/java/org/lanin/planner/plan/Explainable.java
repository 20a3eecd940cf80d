package org.lanin.planner.plan;

/** A plan EXPLAIN can show. */
interface Explainable {
    PhysicalNode explainRoot();
}
