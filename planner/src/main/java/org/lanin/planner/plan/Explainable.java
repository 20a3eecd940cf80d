package org.lanin.planner.plan;

import org.lanin.planner.physical.PhysicalNode;

/** A plan EXPLAIN can show. */
interface Explainable {
    PhysicalNode explainRoot();
}
